import Foundation
import RACSwift
import RACTestSupport
import Testing

/// A pipe's signal `U` replayed with `replayLazily(upTo:)` is two signals:
/// `U`, and the replay's own signal `R` that the replay's observer on `U`
/// sends into (`Sources/Shared/Replay/ReplayedSource.swift`). A thread
/// sending into `U` holds `U`'s delivery token while it waits for `R`'s; a
/// subscriber's callback running in `R`'s delivery that sends into `U` holds
/// `R`'s while it waits for `U`'s. With both at once the two threads wait for
/// each other forever (docs/EventContract.md, "Where waiting can deadlock").
/// These tests force that interleaving with semaphores and pin the timeline
/// of the two documented ways out.
@Suite struct SwiftReplayLazilyCycleTests {
  /// The subscriber observes the replay on a scheduler, so its callback holds
  /// no token of `R` when it sends into the pipe.
  @Test func aSubscriberObservingOnASchedulerMaySendIntoThePipeWhileAnotherThreadSendsIntoIt() {
    let run = Self.race(
      subscribeLate: { replayed, scheduler, heard in replayed.observe(on: scheduler).start(heard) },
      sendFromTheCallback: { input, _ in input.send(value: 20) })
    #expect(run.finished, "the sender and the subscriber waited for each other")
    #expect(
      run.lines == [
        "pipe 1", "first 1", "late 1", "pipe 10", "first 10", "pipe 20", "first 20", "late 10", "late 20",
        "pipe completed", "first completed", "late completed",
      ])
  }

  /// The late subscriber's replay runs on a thread of its own, holding the
  /// replay's token, and hands its send into the pipe to a scheduler.
  @Test func aSubscriberMaySendIntoThePipeThroughASchedulerWhileAnotherThreadSendsIntoIt() {
    let run = Self.race(
      subscribeLate: { replayed, _, heard in DispatchQueue.global().async { replayed.start(heard) } },
      sendFromTheCallback: { input, scheduler in scheduler.schedule { input.send(value: 20) } })
    #expect(run.finished, "the sender and the subscriber waited for each other")
    #expect(
      run.lines == [
        "pipe 1", "first 1", "late 1", "pipe 10", "first 10", "late 10", "pipe 20", "first 20", "late 20",
        "pipe completed", "first completed", "late completed",
      ])
  }

  /// Forces the interleaving and returns what every observer heard, in
  /// order. A plain observer of the pipe and a first subscriber of its
  /// replay hear 1; then `subscribeLate` subscribes late with a callback
  /// that, on the replayed 1, lets another thread send 10 into the pipe,
  /// waits until that thread is inside the pipe's delivery of 10 (holding
  /// the pipe's token, before the replay's observer forwards 10), and then
  /// sends 20 into the pipe through `sendFromTheCallback`. Whether both
  /// threads got through within 5 s is `finished`; if they did, the pipe is
  /// completed and the scheduler's queue drained, so the test lets go of
  /// everything it made (a pipe that never ends keeps its observers, as in
  /// ReactiveSwift).
  private static func race(
    subscribeLate: (SignalProducer<Int, Never>, QueueScheduler, @escaping @Sendable (Signal<Int, Never>.Event) -> Void)
      -> Void,
    sendFromTheCallback: @escaping @Sendable (Signal<Int, Never>.Observer, QueueScheduler) -> Void
  ) -> (finished: Bool, lines: [String]) {
    let log = Recorder<String>()
    let (pipe, input) = Signal<Int, Never>.pipe()
    let replayed = SignalProducer(pipe).replayLazily(upTo: 1)
    let queue = DispatchQueue(label: "ReplayLazilyCycleTests")
    let scheduler = QueueScheduler(queue: queue)
    let senderInsidePipe = DispatchSemaphore(value: 0)
    let subscriberInCallback = DispatchSemaphore(value: 0)
    let senderDone = DispatchSemaphore(value: 0)
    let subscriberEnded = DispatchSemaphore(value: 0)
    // Observes the pipe before the replay does, so it runs in the sender's
    // delivery of 10 while the sender holds the pipe's token.
    pipe.observe { event in
      log.log("pipe \(Self.describe(event))")
      if case .value(10) = event { senderInsidePipe.signal() }
    }
    replayed.start { log.log("first \(Self.describe($0))") }
    input.send(value: 1)
    subscribeLate(replayed, scheduler) { event in
      log.log("late \(Self.describe(event))")
      guard case .value(let value) = event else { return }
      switch value {
      case 1:
        subscriberInCallback.signal()
        guard senderInsidePipe.wait(timeout: .now() + 5) == .success else { return }
        sendFromTheCallback(input, scheduler)
      case 20: subscriberEnded.signal()
      default: break
      }
    }
    DispatchQueue.global().async {
      guard subscriberInCallback.wait(timeout: .now() + 5) == .success else { return }
      input.send(value: 10)
      senderDone.signal()
    }
    let finished =
      senderDone.wait(timeout: .now() + 5) == .success && subscriberEnded.wait(timeout: .now() + 5) == .success
    guard finished else { return (false, log.values) }
    input.sendCompleted()
    queue.sync {}
    return (true, log.values)
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
