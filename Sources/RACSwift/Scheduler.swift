import Dispatch
import Foundation
import RACShared

/// Runs actions somewhere: at once, on a queue, on the main queue, on a
/// virtual clock.
///
/// Schedulers are `Sendable`: operators hand them to other threads, so a
/// conforming type of yours must be thread-safe.
public protocol Scheduler: AnyObject, Sendable {
  /// Enqueues `action`.
  ///
  /// - Parameter action: The work.
  /// - Returns: A disposable that cancels it if it has not run yet, or `nil`.
  @discardableResult
  func schedule(_ action: @escaping () -> Void) -> Disposable?
}

/// A scheduler that knows the time and runs actions at dates.
public protocol DateScheduler: Scheduler {
  /// The scheduler's now (virtual for `TestScheduler`).
  var currentDate: Date { get }

  /// Runs `action` at `date` or as soon as possible after it.
  ///
  /// - Parameters:
  ///   - date: When to run it.
  ///   - action: The work.
  /// - Returns: A disposable that cancels it if it has not run yet, or `nil`.
  @discardableResult
  func schedule(after date: Date, action: @escaping () -> Void) -> Disposable?

  /// Runs `action` at `date`, then every `interval`, until disposed.
  ///
  /// - Parameters:
  ///   - date: When to run it first.
  ///   - interval: How often to repeat it.
  ///   - leeway: How late each run may be.
  ///   - action: The work.
  /// - Returns: A disposable that stops the repetition.
  @discardableResult
  func schedule(
    after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval, action: @escaping () -> Void
  ) -> Disposable?
}

extension DateScheduler {
  /// Runs `action` `delay` from now, then every `interval`, until disposed.
  ///
  /// - Parameters:
  ///   - delay: How long from now to run it first.
  ///   - interval: How often to repeat it.
  ///   - leeway: How late each run may be.
  ///   - action: The work.
  /// - Returns: A disposable that stops the repetition.
  @discardableResult
  public func schedule(
    after delay: DispatchTimeInterval, interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0),
    action: @escaping () -> Void
  ) -> Disposable? {
    schedule(after: currentDate.addingTimeInterval(delay.seconds), interval: interval, leeway: leeway, action: action)
  }

  /// Suspends the calling task for `interval` of this scheduler's time,
  /// without blocking the scheduler.
  ///
  /// ```swift
  /// try await scheduler.sleep(for: .seconds(1))
  /// ```
  ///
  /// - Parameters:
  ///   - interval: How long to wait; traps when negative.
  ///   - leeway: How late the wake-up may be; handed to the scheduler's
  ///     `schedule(after:interval:leeway:action:)` with the wake-up (the
  ///     test scheduler has none). Traps when negative.
  /// - Throws: `CancellationError` when the task is cancelled.
  public func sleep(for interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0)) async throws {
    try await engineScheduler(self).sleep(for: interval, leeway: leeway)
  }

  /// Suspends the calling task until this scheduler's date reaches
  /// `deadline`, without blocking the scheduler.
  ///
  /// - Parameters:
  ///   - deadline: When to wake up; traps unless it is in the future.
  ///   - leeway: How late the wake-up may be, as in `sleep(for:leeway:)`.
  /// - Throws: `CancellationError` when the task is cancelled.
  public func sleep(until deadline: Date, leeway: DispatchTimeInterval = .seconds(0)) async throws {
    try await engineScheduler(self).sleep(until: deadline, leeway: leeway)
  }

  /// A stream of this scheduler's date every `interval`, until the iterating
  /// task is cancelled.
  ///
  /// ```swift
  /// for await instant in scheduler.timer(interval: .seconds(1)) { print(instant) }
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The time between two elements; traps unless positive.
  ///   - leeway: How late each element may be.
  /// - Returns: The stream of dates.
  public func timer(interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0)) -> AsyncStream<Date> {
    engineScheduler(self).timer(every: interval, leeway: leeway)
  }
}

/// A face scheduler backed by an engine scheduler with dates (the migration
/// kit's test scheduler is one too, so RACSwift's time operators run on its
/// clock itself).
package protocol EngineBackedDateScheduler: DateScheduler {
  var core: any DateSchedulerCore { get }
}

/// A face scheduler without dates backed by an engine scheduler.
package protocol EngineBackedScheduler: Scheduler {
  var engineCore: any SchedulerCore { get }
}

/// The engine view of any scheduler: ours directly, a foreign one through an
/// adapter that calls its methods.
package func engineScheduler(_ scheduler: Scheduler) -> any SchedulerCore {
  if let dated = scheduler as? DateScheduler { return engineScheduler(dated) }
  return (scheduler as? EngineBackedScheduler)?.engineCore
    ?? ForeignSchedulerCore(scheduler, owner: scheduler) { $0.schedule($1).map(engineDisposable) }
}

/// The engine view of any date scheduler.
package func engineScheduler(_ scheduler: DateScheduler) -> any DateSchedulerCore {
  (scheduler as? EngineBackedDateScheduler)?.core
    ?? ForeignDateSchedulerCore(
      scheduler, owner: scheduler, currentDate: { $0.currentDate },
      schedule: { $0.schedule($1).map(engineDisposable) },
      scheduleAfter: { $0.schedule(after: $1, action: $2).map(engineDisposable) },
      scheduleRepeating: {
        $0.schedule(
          after: $1, interval: DispatchTimeInterval(seconds: $2), leeway: DispatchTimeInterval(seconds: $3), action: $4
        ).map(engineDisposable)
      })
}
