import Foundation

/// Runs actions somewhere: inline, on a Dispatch queue, or on a virtual clock.
@usableFromInline
package protocol SchedulerCore: AnyObject {
  /// The front object standing for this scheduler, if any.
  var owner: AnyObject? { get set }

  /// Enqueues `action`; the returned disposable cancels it if it has not run.
  @discardableResult
  func schedule(_ action: @escaping () -> Void) -> (any DisposableCore)?
}

/// A scheduler that knows the time and can run actions at a date.
@usableFromInline
package protocol DateSchedulerCore: SchedulerCore {
  /// The scheduler's notion of now (virtual for the test scheduler).
  var currentDate: Date { get }

  /// Runs `action` at `date` (or as soon as possible after it). A date that
  /// can never come means never; a NaN date traps (`ScheduledTime`).
  @discardableResult
  func schedule(after date: Date, _ action: @escaping () -> Void) -> (any DisposableCore)?

  /// Runs `action` at `date`, then every `interval` seconds, until disposed.
  @discardableResult
  func schedule(
    after date: Date,
    repeatingEvery interval: TimeInterval,
    leeway: TimeInterval,
    _ action: @escaping () -> Void
  ) -> (any DisposableCore)?
}

extension DateSchedulerCore {
  /// Runs `action` `interval` seconds from now: never for `.infinity`, as
  /// soon as possible for a negative interval; traps for NaN (`ScheduledTime`).
  @discardableResult
  @usableFromInline
  package func schedule(afterInterval interval: TimeInterval, _ action: @escaping () -> Void) -> (any DisposableCore)? {
    requireNumber(interval, "a delay")
    return schedule(after: currentDate.addingTimeInterval(interval), action)
  }
}
