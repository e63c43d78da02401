import Dispatch
import Foundation
import RACShared
import RACTestSupport
import Testing

/// docs/EventContract.md rule 2, as engine v2 has it: a send from another
/// thread waits for the delivery in progress, then delivers on its own
/// thread before it returns; what waits is bounded by the number of threads.
/// Both signal cores: the broadcast one (subjects, pipes) and the unicast one
/// (producer starts).
@Suite("Synchronous sends across threads")
struct SynchronousSendTests {
  typealias Hot = SignalCore<Int, TestFailure>
  typealias Start = UnicastCore<Int, TestFailure>

  /// A core under test: how to send into it and how many threads wait.
  struct Subject: @unchecked Sendable {
    let send: (SignalEvent<Int, TestFailure>) -> Void
    let waiting: () -> Int
    let peak: () -> Int
    let dispose: () -> Void
  }

  /// Makes a core of each kind whose observer calls `observer`.
  static func cores(_ observer: @escaping (SignalEvent<Int, TestFailure>) -> Void) -> [Subject] {
    let hot = Hot()
    hot.observe(observer)
    let start = Start(observer)
    return [
      Subject(send: hot.send, waiting: { hot._waitingCount }, peak: { hot._peakWaiting }, dispose: hot.dispose),
      Subject(send: start.send, waiting: { start._waitingCount }, peak: { start._peakWaiting }, dispose: start.dispose),
    ]
  }

  @Test(.timeLimit(.minutes(1)), arguments: [0, 1])
  func aSendFromAnotherThreadWaitsThenDeliversOnItsOwnThreadBeforeReturning(kind: Int) {
    let trace = Recorder<String>()
    let mainThread = ThreadIdentity.current
    let done = DispatchSemaphore(value: 0)
    var subject: Subject!
    let cores = Self.cores { event in
      let thread = ThreadIdentity.current == mainThread ? "A" : "B"
      trace.note("deliver \(TimelineEvent(event)) on \(thread)")
      guard case .value(1) = event else { return }
      let box = UncheckedBox(subject!)
      Thread {
        trace.note("B sends")
        box.value.send(.value(2))
        trace.note("B's send returned")
        done.signal()
      }.start()
      #expect(eventually { subject.waiting() == 1 })
      trace.note("A returns")
    }
    subject = cores[kind]
    subject.send(.value(1))
    done.wait()
    #expect(
      trace.values == [
        "deliver value(1) on A", "B sends", "A returns", "deliver value(2) on B", "B's send returned",
      ])
    #expect(subject.peak() == 1)
    // The observer reaches its own core through `subject`: let go of it.
    subject = nil
  }

  @Test(.timeLimit(.minutes(1)))
  func aSendReturnsOnlyAfterEveryObserverRan() {
    let trace = Recorder<String>()
    let core = Hot()
    let done = DispatchSemaphore(value: 0)
    core.observe { event in
      trace.note("first \(TimelineEvent(event))")
      guard case .value(1) = event else { return }
      let box = UncheckedBox(core)
      Thread {
        box.value.send(.value(2))
        trace.note("send 2 returned")
        done.signal()
      }.start()
      #expect(eventually { core._waitingCount == 1 })
    }
    core.observe(trace.sink("second", Int.self))
    core.observe(trace.sink("third", Int.self))
    core.send(.value(1))
    done.wait()
    #expect(
      trace.values == [
        "first value(1)", "second value(1)", "third value(1)",
        "first value(2)", "second value(2)", "third value(2)", "send 2 returned",
      ])
    // The first observer holds its own core: completion ends that cycle.
    core.send(.completed)
  }

  @Test(.timeLimit(.minutes(1)), arguments: [0, 1])
  func aDisposeFromAnotherThreadInterruptsOnThatThreadAfterTheCurrentDelivery(kind: Int) {
    let trace = Recorder<String>()
    let mainThread = ThreadIdentity.current
    let done = DispatchSemaphore(value: 0)
    var subject: Subject!
    let cores = Self.cores { event in
      let thread = ThreadIdentity.current == mainThread ? "A" : "B"
      trace.note("deliver \(TimelineEvent(event)) on \(thread)")
      guard case .value(1) = event else { return }
      let box = UncheckedBox(subject!)
      Thread {
        box.value.dispose()
        trace.note("dispose returned")
        done.signal()
      }.start()
      #expect(eventually { subject.waiting() == 1 })
      trace.note("A returns")
    }
    subject = cores[kind]
    subject.send(.value(1))
    done.wait()
    subject.send(.value(3))
    #expect(
      trace.values == ["deliver value(1) on A", "A returns", "deliver interrupted on B", "dispose returned"])
    // The observer reaches its own core through `subject`: let go of it.
    subject = nil
  }

  @Test(.timeLimit(.minutes(1)), arguments: [0, 1], [2, 4])
  func whatWaitsIsBoundedByTheSendingThreadsNotBySends(kind: Int, threads: Int) {
    let perThread = 5_000
    let detector = OverlapDetector()
    let log = Recorder<Int>()
    let subject = Self.cores { event in
      detector.enter()
      log.record(event)
      detector.leave()
    }[kind]
    onThreadsReleasedTogether(threads) { thread in
      for index in 0..<perThread { subject.send(.value(thread * 100_000 + index)) }
    }
    #expect(detector.overlapCount == 0)
    #expect(subject.peak() <= threads - 1)
    #expect(subject.waiting() == 0)
    let values = log.values
    #expect(values.count == threads * perThread)
    for thread in 0..<threads {
      let base = thread * 100_000
      #expect(values.filter { $0 / 100_000 == thread } == Array(base..<base + perThread))
    }
  }
}
