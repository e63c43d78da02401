import Foundation
import RACSwift
import RACTestSupport
import Testing

/// A pipe's signal `U` replayed with `replayLazily(upTo:)` is two signals:
/// `U`, and the replay's own signal `R` that the replay's observer on `U`
/// sends into (`Sources/Shared/Replay/ReplayedSource.swift`). A thread
/// sending into `U` holds `U`'s delivery token while it waits for `R`'s. A
/// late subscriber's replay, and the `.interrupted` a disposed subscriber
/// hears, call the subscriber holding `R`'s token; were `U`'s free then, a
/// send into `U` from that callback would wait for the sender, which waits
/// for it. So a subscription joins `R`, and is disposed, inside a turn of `U`
/// (docs/EventContract.md, "Where waiting can deadlock"). These tests force
/// the interleaving that deadlocked before, with semaphores, and pin the
/// timeline: the other thread's send waits for the replay (or the
/// interruption) to end, and the callback's send into the pipe is queued
/// until then, as a re-entrant send is (rule 3).
@Suite struct SwiftReplayLazilyCycleTests {
  /// A late subscriber's replayed value makes its callback send into the
  /// pipe while another thread is sending into it.
  @Test func aLateSubscribersReplayMaySendIntoThePipeWhileAnotherThreadSendsIntoIt() {
    let run = Self.race(senderWaitsUpTo: 0.5, actingOn: .replayed(1), doneWhen: "late 20") { replayed, _, heard in
      replayed.start(heard)
    }
    #expect(run.finished, "the sender and the subscriber waited for each other")
    #expect(!run.senderGotInFirst, "the sender got into the pipe during the replay")
    #expect(
      run.lines == [
        "pipe 1", "first 1", "late 1", "pipe 20", "first 20", "late 20", "pipe 10", "first 10", "late 10",
        "pipe completed", "first completed", "late completed",
      ])
  }

  /// A subscriber's `.interrupted`, heard because it was disposed, makes its
  /// callback send into the pipe while another thread is sending into it.
  @Test func aDisposedSubscribersInterruptionMaySendIntoThePipeWhileAnotherThreadSendsIntoIt() {
    let run = Self.race(senderWaitsUpTo: 0.5, actingOn: .interrupted, doneWhen: "first 20") { replayed, _, heard in
      replayed.start(heard).dispose()
    }
    #expect(run.finished, "the sender and the disposing thread waited for each other")
    #expect(!run.senderGotInFirst, "the sender got into the pipe during the interruption")
    #expect(
      run.lines == [
        "pipe 1", "first 1", "late 1", "late interrupted", "pipe 20", "first 20", "pipe 10", "first 10",
        "pipe completed", "first completed",
      ])
  }

  /// A subscriber that observes the replay on a scheduler hears it there,
  /// after the replay's turn, so the other thread's send gets in first.
  @Test func aSubscriberObservingOnASchedulerSendsIntoThePipeAfterTheOtherThread() {
    let run = Self.race(senderWaitsUpTo: 5, actingOn: .replayed(1), doneWhen: "late 20") { replayed, scheduler, heard in
      replayed.observe(on: scheduler).start(heard)
    }
    #expect(run.finished, "the sender and the subscriber waited for each other")
    #expect(run.senderGotInFirst)
    #expect(
      run.lines == [
        "pipe 1", "first 1", "late 1", "pipe 10", "first 10", "pipe 20", "first 20", "late 10", "late 20",
        "pipe completed", "first completed", "late completed",
      ])
  }

  /// The event of the late subscriber's on which its callback acts.
  private enum Trigger: Equatable, Sendable {
    case replayed(Int)
    case interrupted
  }

  /// Forces the interleaving and returns what every observer heard, in
  /// order. A plain observer of the pipe and a first subscriber of its
  /// replay hear 1; then `subscribeLate`, on a thread of its own, subscribes
  /// a late subscriber. On
  /// its event `trigger`, the late subscriber's callback lets
  /// another thread send 10 into the pipe, waits up to `senderWaitsUpTo`
  /// seconds for that thread to be inside the pipe's delivery of 10
  /// (`senderGotInFirst`), and sends 20 into the pipe. Whether the sender
  /// got through and `lastLine` was logged within 5 s is `finished`; if so,
  /// the pipe is
  /// completed and the scheduler's queue drained, so the test lets go of
  /// everything it made (a pipe that never ends keeps its observers, as in
  /// ReactiveSwift).
  private static func race(
    senderWaitsUpTo senderWait: Double,
    actingOn trigger: Trigger,
    doneWhen lastLine: String,
    subscribeLate:
      @escaping @Sendable (
        SignalProducer<Int, Never>, QueueScheduler, @escaping @Sendable (Signal<Int, Never>.Event) -> Void
      ) -> Void
  ) -> (finished: Bool, senderGotInFirst: Bool, lines: [String]) {
    let log = Recorder<String>()
    let gotInFirst = Recorder<Bool>()
    let (pipe, input) = Signal<Int, Never>.pipe()
    let replayed = SignalProducer(pipe).replayLazily(upTo: 1)
    let queue = DispatchQueue(label: "ReplayLazilyCycleTests")
    let scheduler = QueueScheduler(queue: queue)
    let senderInsidePipe = DispatchSemaphore(value: 0)
    let subscriberInCallback = DispatchSemaphore(value: 0)
    let senderDone = DispatchSemaphore(value: 0)
    let lastLineLogged = DispatchSemaphore(value: 0)
    let note: @Sendable (String) -> Void = { line in
      log.log(line)
      if line == lastLine { lastLineLogged.signal() }
    }
    // Observes the pipe before the replay does, so it runs in the sender's
    // delivery of 10 while the sender holds the pipe's token.
    pipe.observe { event in
      note("pipe \(Self.describe(event))")
      if case .value(10) = event { senderInsidePipe.signal() }
    }
    replayed.start { note("first \(Self.describe($0))") }
    input.send(value: 1)
    let late: @Sendable (Signal<Int, Never>.Event) -> Void = { event in
      note("late \(Self.describe(event))")
      let acts: Bool
      switch (trigger, event) {
      case (.replayed(let expected), .value(let value)): acts = value == expected
      case (.interrupted, .interrupted): acts = true
      default: acts = false
      }
      guard acts else { return }
      subscriberInCallback.signal()
      gotInFirst.record(.value(senderInsidePipe.wait(timeout: .now() + senderWait) == .success))
      input.send(value: 20)
    }
    DispatchQueue.global().async {
      guard subscriberInCallback.wait(timeout: .now() + 5) == .success else { return }
      input.send(value: 10)
      senderDone.signal()
    }
    // On a thread of its own, so that if the two threads deadlock the test
    // fails on its waits instead of hanging.
    let subscriber = Thread { subscribeLate(replayed, scheduler, late) }
    subscriber.start()
    let finished =
      senderDone.wait(timeout: .now() + 5) == .success && lastLineLogged.wait(timeout: .now() + 5) == .success
    guard finished else { return (false, gotInFirst.values == [true], log.values) }
    input.sendCompleted()
    queue.sync {}
    return (true, gotInFirst.values == [true], log.values)
  }

  /// `1` for a value, else the end's name.
  private static func describe(_ event: Signal<Int, Never>.Event) -> String {
    switch event {
    case .value(let value): "\(value)"
    case .failed: "failed"
    case .completed: "completed"
    case .interrupted: "interrupted"
    }
  }
}
