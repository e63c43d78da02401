import Foundation
import RACSwift
import Testing

/// A pipe's signal `U` replayed with `replayLazily(upTo:)` is two signals:
/// `U`, and the replay's own signal `R` that the replay's observer on `U`
/// sends into (`Sources/Shared/Replay/ReplayedSource.swift`). A thread
/// sending into `U` holds `U`'s delivery token while it waits for `R`'s; a
/// subscriber's callback running in `R`'s delivery that sends into `U` holds
/// `R`'s while it waits for `U`'s. With both at once the two threads wait for
/// each other forever (docs/EventContract.md, "Where waiting can deadlock").
/// These tests force that interleaving with semaphores and pin the timeline
/// of the documented way out: the subscriber observes on a scheduler, so its
/// callback holds no token of `R`.
@Suite struct SwiftReplayLazilyCycleTests {
  /// A thread-safe log of what each observer heard, in the order heard.
  final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    func append(_ line: String) { lock.withLock { entries.append(line) } }
    var lines: [String] { lock.withLock { entries } }
  }

  @Test func aSubscriberObservingOnASchedulerMaySendIntoThePipeWhileAnotherThreadSendsIntoIt() {
    let log = Log()
    let (pipe, input) = Signal<Int, Never>.pipe()
    let replayed = SignalProducer(pipe).replayLazily(upTo: 1)
    let senderInsidePipe = DispatchSemaphore(value: 0)
    let subscriberInCallback = DispatchSemaphore(value: 0)
    let senderDone = DispatchSemaphore(value: 0)
    let subscriberDone = DispatchSemaphore(value: 0)
    // Observes the pipe before the replay does, so it runs in the sender's
    // delivery of 10 while the sender holds the pipe's token, before the
    // replay's observer forwards 10 into the replay's signal.
    pipe.observeValues { value in
      log.append("pipe \(value)")
      if value == 10 { senderInsidePipe.signal() }
    }
    replayed.startWithValues { log.append("first \($0)") }
    input.send(value: 1)
    let scheduler = QueueScheduler(queue: DispatchQueue(label: "ReplayLazilyCycleTests.late"))
    replayed.observe(on: scheduler).startWithValues { value in
      log.append("late \(value)")
      switch value {
      case 1:
        // The replayed value: let the other thread send into the pipe, wait
        // until it is inside the pipe's delivery, then send into the pipe.
        subscriberInCallback.signal()
        guard senderInsidePipe.wait(timeout: .now() + 5) == .success else { return }
        input.send(value: 20)
      case 20: subscriberDone.signal()
      default: break
      }
    }
    DispatchQueue.global().async {
      guard subscriberInCallback.wait(timeout: .now() + 5) == .success else { return }
      input.send(value: 10)
      senderDone.signal()
    }
    let finished =
      senderDone.wait(timeout: .now() + 5) == .success && subscriberDone.wait(timeout: .now() + 5) == .success
    #expect(finished, "the sender and the subscriber waited for each other")
    #expect(
      log.lines == [
        "pipe 1", "first 1", "late 1", "pipe 10", "first 10", "pipe 20", "first 20", "late 10", "late 20",
      ])
  }

  @Test func aSubscriberMaySendIntoThePipeThroughASchedulerWhileAnotherThreadSendsIntoIt() {
    let log = Log()
    let (pipe, input) = Signal<Int, Never>.pipe()
    let replayed = SignalProducer(pipe).replayLazily(upTo: 1)
    let senderInsidePipe = DispatchSemaphore(value: 0)
    let subscriberInCallback = DispatchSemaphore(value: 0)
    let senderDone = DispatchSemaphore(value: 0)
    let subscriberDone = DispatchSemaphore(value: 0)
    let scheduler = QueueScheduler(queue: DispatchQueue(label: "ReplayLazilyCycleTests.send"))
    pipe.observeValues { value in
      log.append("pipe \(value)")
      if value == 10 { senderInsidePipe.signal() }
    }
    replayed.startWithValues { log.append("first \($0)") }
    input.send(value: 1)
    // The late subscriber's replay runs on a thread of its own, holding the
    // replay's token, and hands its send into the pipe to a scheduler.
    DispatchQueue.global().async {
      replayed.startWithValues { value in
        log.append("late \(value)")
        switch value {
        case 1:
          subscriberInCallback.signal()
          guard senderInsidePipe.wait(timeout: .now() + 5) == .success else { return }
          scheduler.schedule { input.send(value: 20) }
        case 20: subscriberDone.signal()
        default: break
        }
      }
    }
    DispatchQueue.global().async {
      guard subscriberInCallback.wait(timeout: .now() + 5) == .success else { return }
      input.send(value: 10)
      senderDone.signal()
    }
    let finished =
      senderDone.wait(timeout: .now() + 5) == .success && subscriberDone.wait(timeout: .now() + 5) == .success
    #expect(finished, "the sender and the subscriber waited for each other")
    #expect(
      log.lines == [
        "pipe 1", "first 1", "late 1", "pipe 10", "first 10", "late 10", "pipe 20", "first 20", "late 20",
      ])
  }
}
