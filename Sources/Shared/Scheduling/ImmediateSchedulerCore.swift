import Foundation

/// Runs every action at once, on the calling thread (RAC2's
/// `+immediateScheduler`, RAC4's `ImmediateScheduler`).
///
/// Date-based scheduling blocks the calling thread until the date, as RAC2
/// did, except for a date that can never come (`ScheduledTime`), which never
/// runs and does not block; a repeating schedule is a programmer error (RAC2 asserted the same).
///
/// Unlike the other schedulers it does not mark itself current while an
/// action runs: the action runs inside whatever scheduler called it, and
/// that scheduler stays current (RAC2's `+currentScheduler` never reported
/// the immediate scheduler).
@usableFromInline
package final class ImmediateSchedulerCore: DateSchedulerCore {
  @usableFromInline
  package init() {}
  /// The front object that stands for this scheduler (so that
  /// `RACScheduler.current` returns the very object the user made). Set once,
  /// by the front's initializer, before the scheduler is shared.
  @usableFromInline
  package weak var owner: AnyObject?

  @usableFromInline
  package var currentDate: Date { Date() }

  @discardableResult
  @usableFromInline
  package func schedule(_ action: @escaping () -> Void) -> (any DisposableCore)? {
    action()
    return nil
  }

  @discardableResult
  @usableFromInline
  package func schedule(after date: Date, _ action: @escaping () -> Void) -> (any DisposableCore)? {
    // An unreachable date is never (docs/EventContract.md rule 13): return at
    // once rather than block the thread for ever.
    guard ScheduledTime.wallDeadline(date) != nil else { return nil }
    let delay = date.timeIntervalSinceNow
    if delay > 0 { Thread.sleep(forTimeInterval: delay) }
    return schedule(action)
  }

  @discardableResult
  @usableFromInline
  package func schedule(
    after date: Date,
    repeatingEvery interval: TimeInterval,
    leeway: TimeInterval,
    _ action: @escaping () -> Void
  ) -> (any DisposableCore)? {
    programmerError("the immediate scheduler cannot repeat an action (interval \(interval))")
  }
}

// Safety: stateless.
extension ImmediateSchedulerCore: @unchecked Sendable {}
