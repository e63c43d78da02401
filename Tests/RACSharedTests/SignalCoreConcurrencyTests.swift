import Dispatch
import Foundation
import RACShared
import RACTestSupport
import Testing

/// Rules 2, 4, 5 and 7 with start-gated threads. Each test is bounded and
/// repeats its race a few times to give the interleavings a chance.
@Suite("SignalCore: the rules across threads")
struct SignalCoreConcurrencyTests {
  typealias Core = SignalCore<Int, TestFailure>

  @Test(.timeLimit(.minutes(1)))
  func rule2_callbacksNeverOverlapAcrossThreads() {
    let senders = 4
    let perSender = 2_000
    let core = Core()
    let detector = OverlapDetector()
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    var unsynchronizedCount = 0  // only safe if callbacks are serialized; TSan checks the hand-offs
    core.observe { event in
      detector.enter()
      unsynchronizedCount += 1
      first.record(event)
      detector.leave()
    }
    core.observe { event in
      detector.enter()
      second.record(event)
      detector.leave()
    }
    onThreadsReleasedTogether(senders) { sender in
      for index in 0..<perSender { core.send(.value(sender * 100_000 + index)) }
    }
    core.send(.completed)
    #expect(detector.overlapCount == 0)
    #expect(unsynchronizedCount == senders * perSender + 1)
    #expect(first.events == second.events)
    #expect(first.events.last == .completed)
    let values = first.values
    for sender in 0..<senders {
      let base = sender * 100_000
      #expect(values.filter { $0 / 100_000 == sender } == Array(base..<base + perSender))
    }
  }

  @Test(.timeLimit(.minutes(1)), arguments: [false, true])
  func rule5_nothingArrivesAfterDisposeReturnsAcrossThreads(interruptsOnDispose: Bool) {
    for _ in 0..<20 {
      let core = Core()
      let log = Recorder<Int>()
      let disposeReturned = OnceFlag()
      let arrivalsAfterReturn = Counter()
      let reached = DispatchSemaphore(value: 0)
      let countAtReturn = Counter()
      let slot = core.observe(interruptsOnDispose: interruptsOnDispose) { event in
        if disposeReturned.isSet { arrivalsAfterReturn.increment() }
        log.record(event)
        if case .value(100) = event { reached.signal() }
      }
      let shared = UncheckedBox(slot!)
      let sendsAfterReturn = Counter()
      onThreadsReleasedTogether(2) { thread in
        if thread == 0 {
          var next = 0
          while sendsAfterReturn.value < 200 && next < 200_000 {
            core.send(.value(next))
            next += 1
            if disposeReturned.isSet { sendsAfterReturn.increment() }
          }
        } else {
          reached.wait()
          shared.value.dispose()
          countAtReturn.store(log.count)
          _ = disposeReturned.set()
        }
      }
      #expect(arrivalsAfterReturn.value == 0)
      #expect(log.count == countAtReturn.value)
      var expected = (0..<log.values.count).map(TimelineEvent<Int>.value)
      if interruptsOnDispose { expected.append(.interrupted) }
      #expect(log.events == expected)
      #expect(log.values.count > 100)
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func rule4_theLockIsFreeWhileACallbackRuns() {
    let core = Core()
    let outcome = Recorder<Int>()
    core.observe { event in
      guard case .value(1) = event else { return }
      // Another thread takes the engine lock, twice; if this callback ran
      // under it, the wait would time out. (A send from that thread would
      // wait for this delivery to finish, rule 2, so it is not what probes
      // the lock.)
      let done = DispatchSemaphore(value: 0)
      let probe = UncheckedBox(core)
      Thread {
        _ = probe.value.observerCount
        probe.value.observe { _ in }
        done.signal()
      }.start()
      let finished = done.wait(timeout: .now() + 30) == .success
      outcome.record(.value(finished ? 1 : 0))
    }
    core.send(.value(1))
    #expect(outcome.events == [.value(1)])
    #expect(core.observerCount == 2)
    // The observer holds its own core: completion ends that cycle.
    core.send(.completed)
  }

  @Test(.timeLimit(.minutes(1)), arguments: [Int.max, 8])
  func rule7_lateSubscriberWhileAnotherThreadSendsHasNoGapAndNoDuplicate(capacity: Int) {
    let total = 3_000
    for _ in 0..<20 {
      let core = Core(replayCapacity: capacity)
      let reached = DispatchSemaphore(value: 0)
      core.observe { event in if case .value(500) = event { reached.signal() } }
      let late = Recorder<Int>()
      onThreadsReleasedTogether(2) { thread in
        if thread == 0 {
          for value in 0..<total { core.send(.value(value)) }
          core.send(.completed)
        } else {
          reached.wait()
          core.observe(late.sink)
        }
      }
      let values = late.values
      #expect(late.events.last == .completed)
      #expect(late.events.count == values.count + 1)
      if capacity == Int.max {
        #expect(values == Array(0..<total))
      } else {
        #expect(values.count >= capacity)
        #expect(values == Array((values.first ?? 0)..<total))
      }
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func rule7_lateSubscribersOnManyThreadsAllSeeTheSameTimeline() {
    let core = Core(replayCapacity: Int.max)
    let logs = (0..<4).map { _ in Recorder<Int>() }
    onThreadsReleasedTogether(5) { thread in
      if thread == 4 {
        for value in 0..<2_000 { core.send(.value(value)) }
        core.send(.completed)
      } else {
        core.observe(logs[thread].sink)
      }
    }
    let expected = (0..<2_000).map(TimelineEvent<Int>.value) + [.completed]
    for log in logs { #expect(log.events == expected) }
  }
}
