import Dispatch
import Foundation

/// Blocks the calling thread until something ends, without starving the
/// scheduler the caller runs on (RAC2's `-first`, `-waitUntilCompleted:` and
/// the run-loop-spinning `-asynchronousFirstOrDefault:…`; RAC4's `single()`,
/// `first()`, `last()`, `wait()`).
///
/// A plain wait would deadlock when the thing waited for is delivered by the
/// very queue the caller is blocking: a signal observed on the main queue,
/// waited for on the main queue; a signal delivered on a queue scheduler,
/// waited for from one of that scheduler's actions. So, while it waits, the
/// caller runs that queue's later actions itself (`SerialActionQueue`):
///
/// - inside an action of a queue scheduler: that scheduler's actions;
/// - on the main queue or the main thread: the actions of every main-queue
///   scheduler (`RACScheduler.mainThread`, `QueueScheduler.main`,
///   `UIScheduler`, `deliverOnMainThread`), and on the main thread the main
///   run loop too, which drains the main queue where the platform allows;
/// - elsewhere it simply waits.
///
/// Work that reaches the caller's queue without a RACPort scheduler (a
/// `DispatchQueue.main.async` of your own while blocking on the main queue,
/// a main-actor task) cannot run until the wait ends: use the async forms
/// there. A test scheduler is never advanced by a wait.
@usableFromInline
package final class BlockingWait {
  private let state = LockedState.make((done: false, wake: [DispatchSemaphore]()))

  @usableFromInline
  package init() {}

  /// Ends the wait (from any thread; later calls do nothing).
  @usableFromInline
  package func finish() {
    let wake = state.withLock { state in
      state.done = true
      defer { state.wake = [] }
      return state.wake
    }
    for semaphore in wake { semaphore.signal() }
  }

  private var isDone: Bool { state.withLock { $0.done } }

  /// Blocks until `finish()` has been called.
  @usableFromInline
  package func wait() {
    let semaphore = DispatchSemaphore(value: 0)
    let isRegistered = state.withLock { state in
      guard !state.done else { return false }
      state.wake.append(semaphore)
      return true
    }
    guard isRegistered else { return }
    guard let pumped = Self.callersQueue else { return semaphore.wait() }
    pumped.addPump(semaphore)
    defer { pumped.removePump(semaphore) }
    let onMainThread = Thread.isMainThread
    while !isDone {
      if pumped.runNext() { continue }
      if onMainThread {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        _ = semaphore.wait(timeout: .now() + .milliseconds(10))
      } else {
        semaphore.wait()
      }
    }
  }

  /// The action queue the caller runs on and must keep running while it
  /// waits, if any.
  private static var callersQueue: SerialActionQueue? { callersScheduler?.actions }

  /// The queue scheduler the caller runs on, whose actions a wait keeps
  /// running: the one whose action is running, or on the main queue (or
  /// the main thread) the main queue's; `nil` elsewhere.
  @usableFromInline
  package static var callersScheduler: QueueSchedulerCore? {
    if let queueScheduler = CurrentScheduler.core as? QueueSchedulerCore { return queueScheduler }
    return MainQueue.isCurrent ? MainQueue.scheduler : nil
  }
}

// Safety: all mutable state is behind the lock of `state`.
extension BlockingWait: @unchecked Sendable {}
