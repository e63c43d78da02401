import Dispatch
import Foundation

/// Runs actions asynchronously on a serial Dispatch queue (RAC2's queue
/// schedulers and `+mainThreadScheduler`, RAC4's `QueueScheduler`).
///
/// Actions go through the queue's `SerialActionQueue`, so that a thread
/// blocked inside one of them (RAC2's `first`, RAC4's `single`) can run the
/// later ones itself. Timers wait on a global queue and then hand their
/// action over the same way, so that a blocked action does not hold them up
/// either.
///
/// On Linux the main queue only drains while the process runs `dispatchMain()`
/// or a run loop; a command-line tool that never does will not see main-queue
/// actions run.
@usableFromInline
package final class QueueSchedulerCore: DateSchedulerCore {
  @usableFromInline
  package let actions: SerialActionQueue
  /// The front object that stands for this scheduler (so that
  /// `RACScheduler.current` returns the very object the user made). Set once,
  /// by the front's initializer, before the scheduler is shared.
  @usableFromInline
  package weak var owner: AnyObject?

  /// Wraps a serial queue. Schedulers on the main queue share one action
  /// queue, the one `BlockingWait` runs on the main queue.
  @usableFromInline
  package init(queue: DispatchQueue) {
    actions = MainQueue.isMain(queue) ? MainQueue.actions : SerialActionQueue(queue: queue)
  }

  /// Creates a scheduler on a new serial queue, targeting `target` if given.
  @usableFromInline
  package convenience init(qos: DispatchQoS, name: String, target: DispatchQueue? = nil) {
    self.init(queue: DispatchQueue(label: name, qos: qos, target: target))
  }

  /// The serial queue the actions run on.
  @usableFromInline
  package var queue: DispatchQueue { actions.queue }

  @usableFromInline
  package var currentDate: Date { Date() }

  @discardableResult
  @usableFromInline
  package func schedule(_ action: @escaping () -> Void) -> (any DisposableCore)? {
    let cancel = FlagDisposableCore()
    actions.enqueue(action, cancel: cancel, as: self)
    return cancel
  }

  @discardableResult
  @usableFromInline
  package func schedule(after date: Date, _ action: @escaping () -> Void) -> (any DisposableCore)? {
    // An unreachable date is never (docs/EventContract.md rule 13): the
    // action is let go of at once.
    guard let deadline = ScheduledTime.wallDeadline(date) else { return FlagDisposableCore() }
    let cancel = FlagDisposableCore()
    let box = UncheckedBox(action)
    DispatchQueue.global().asyncAfter(wallDeadline: deadline) { [self] in
      guard !cancel.isDisposed else { return }
      actions.enqueue(box.value, cancel: cancel, as: self)
    }
    return cancel
  }

  @discardableResult
  @usableFromInline
  package func schedule(
    after date: Date,
    repeatingEvery interval: TimeInterval,
    leeway: TimeInterval,
    _ action: @escaping () -> Void
  ) -> (any DisposableCore)? {
    // As the virtual-time scheduler: a zero or negative interval would make
    // the timer fire back to back instead of repeating (rule 13).
    requirePositive(interval, "a repeating interval")
    requireNonNegative(leeway, "a repeating leeway")
    guard let deadline = ScheduledTime.wallDeadline(date) else { return FlagDisposableCore() }
    let cancel = FlagDisposableCore()
    let tick = RepeatingTick(action)
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.schedule(
      wallDeadline: deadline,
      repeating: ScheduledTime.repeatInterval(interval),
      leeway: ScheduledTime.leeway(leeway))
    timer.setEventHandler { [self] in
      // A tick that finds the previous one still waiting for the queue is
      // dropped, as a Dispatch timer coalesces ticks its handler missed.
      guard !cancel.isDisposed, tick.arm() else { return }
      actions.enqueue(tick.run, cancel: cancel, as: self)
    }
    timer.resume()
    let timerBox = UncheckedBox(timer)
    return ActionDisposableCore {
      cancel.dispose()
      timerBox.value.cancel()
    }
  }
}

// Safety: immutable but for `owner`, a weak reference set once before the
// scheduler is shared; the action queue is thread-safe.
extension QueueSchedulerCore: @unchecked Sendable {}

/// One repeating action: at most one of its ticks waits for the queue.
private final class RepeatingTick {
  private let action: () -> Void
  private let waiting = LockedState.make(false)

  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  /// Marks a tick as waiting; `false` when one already is.
  func arm() -> Bool {
    waiting.withLock { waiting in
      defer { waiting = true }
      return !waiting
    }
  }

  func run() {
    waiting.withLock { $0 = false }
    action()
  }
}

// Safety: `action` is immutable; the flag is behind its lock.
extension RepeatingTick: @unchecked Sendable {}
