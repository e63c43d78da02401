import Foundation
import RACShared

/// Runs actions somewhere.
///
/// Schedulers are `Sendable`: operators hand them to other threads, so a
/// conforming type of yours must be thread-safe.
public protocol SchedulerType: AnyObject, Sendable {
  /// Enqueues `action`; the result cancels it if it has not run yet.
  @discardableResult
  func schedule(_ action: @escaping () -> Void) -> Disposable?
}

/// A scheduler that knows the time and runs actions at dates.
public protocol DateSchedulerType: SchedulerType {
  /// The scheduler's now (virtual for `TestScheduler`).
  var currentDate: Date { get }

  /// Runs `action` at `date`.
  @discardableResult
  func scheduleAfter(_ date: Date, action: @escaping () -> Void) -> Disposable?

  /// Runs `action` `interval` seconds from now.
  ///
  /// On the library's schedulers, an interval no clock can reach
  /// (`.infinity`, or past the year 2116 on a queue scheduler) never runs,
  /// and `action` is let go of at once; a negative one runs as soon as
  /// possible; NaN traps.
  @discardableResult
  func scheduleAfter(_ interval: TimeInterval, action: @escaping () -> Void) -> Disposable?

  /// Runs `action` at `date`, then every `repeatingEvery` seconds, until disposed.
  ///
  /// - Important: Traps if `repeatingEvery` is zero or negative; the message names it.
  @discardableResult
  func scheduleAfter(
    _ date: Date, repeatingEvery: TimeInterval, withLeeway: TimeInterval, action: @escaping () -> Void
  ) -> Disposable?
}

extension DateSchedulerType {
  /// Runs `action` `interval` seconds from now.
  @discardableResult
  public func scheduleAfter(_ interval: TimeInterval, action: @escaping () -> Void) -> Disposable? {
    scheduleAfter(currentDate.addingTimeInterval(interval), action: action)
  }
}

/// A front scheduler backed by an engine scheduler (the migration kit's
/// test scheduler is one too).
package protocol EngineBackedScheduler: DateSchedulerType {
  var core: any DateSchedulerCore { get }
}

extension EngineBackedScheduler {
  /// The scheduler's now.
  public var currentDate: Date { core.currentDate }

  /// Enqueues `action`; the result cancels it if it has not run yet.
  @discardableResult
  public func schedule(_ action: @escaping () -> Void) -> Disposable? {
    core.schedule(action).map(frontDisposable)
  }

  /// Runs `action` at `date`.
  @discardableResult
  public func scheduleAfter(_ date: Date, action: @escaping () -> Void) -> Disposable? {
    core.schedule(after: date, action).map(frontDisposable)
  }

  /// Runs `action` at `date`, then every `repeatingEvery` seconds, until disposed.
  ///
  /// - Important: Traps if `repeatingEvery` is zero or negative; the message names it.
  @discardableResult
  public func scheduleAfter(
    _ date: Date, repeatingEvery: TimeInterval, withLeeway: TimeInterval, action: @escaping () -> Void
  ) -> Disposable? {
    core.schedule(after: date, repeatingEvery: repeatingEvery, leeway: withLeeway, action).map(frontDisposable)
  }
}

/// The engine view of any scheduler: ours directly, a foreign one through an
/// adapter that calls its methods.
package func engineScheduler(_ scheduler: DateSchedulerType) -> any DateSchedulerCore {
  (scheduler as? EngineBackedScheduler)?.core
    ?? ForeignDateSchedulerCore(
      scheduler, owner: scheduler, currentDate: { $0.currentDate },
      schedule: { $0.schedule($1).map(engineDisposable) },
      scheduleAfter: { $0.scheduleAfter($1, action: $2).map(engineDisposable) },
      scheduleRepeating: {
        $0.scheduleAfter($1, repeatingEvery: $2, withLeeway: $3, action: $4).map(engineDisposable)
      })
}
