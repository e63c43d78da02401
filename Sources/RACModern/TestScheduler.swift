import Foundation
import RACShared

/// A scheduler on a virtual clock, for deterministic tests.
///
/// Nothing runs until you advance it. Actions run in time order; actions due
/// at the same instant run in the order they were scheduled. While an action
/// runs, `currentDate` reads that action's date.
///
/// ```swift
/// let scheduler = TestScheduler()
/// scheduler.scheduleAfter(1) { print("one") }
/// scheduler.advanceByInterval(1)   // prints "one"
/// ```
public final class TestScheduler: EngineBackedScheduler {
  /// The virtual clock, which a RACClassic `RACTestScheduler` may share.
  package let clock: VirtualTimeSchedulerCore
  package var core: any DateSchedulerCore { clock }

  /// Creates a scheduler whose clock starts at `startDate`.
  public convenience init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
    self.init(clock: VirtualTimeSchedulerCore(startDate: startDate))
  }

  /// A modern face of `clock`. It leaves the clock's owner alone: only
  /// `RACScheduler.current` reads it, so a classic face keeps it.
  package init(clock: VirtualTimeSchedulerCore) {
    self.clock = clock
  }

  /// Runs the actions due now.
  public func advance() { clock.advance(by: 0) }

  /// Runs every action due up to `interval` seconds from now, in time order,
  /// and leaves the clock there.
  public func advanceByInterval(_ interval: TimeInterval) { clock.advance(by: interval) }

  /// Runs every action due up to `interval` seconds from now (ReactiveSwift
  /// spelling of `advanceByInterval(_:)`).
  public func advance(by interval: TimeInterval) { clock.advance(by: interval) }

  /// Runs every action due up to `date`, in time order, and leaves the clock there.
  public func advanceToDate(_ date: Date) { clock.advance(to: date) }

  /// Runs every scheduled action, in time order, and leaves the clock at
  /// `Date.distantFuture`, as RAC4's `run()` did (it is `advanceToDate` to the
  /// distant future). An endlessly repeating action never lets this return:
  /// use `advanceByInterval(_:)`.
  public func run() { clock.advance(to: .distantFuture) }
}

// Safety: the virtual clock is guarded by its own lock.
extension TestScheduler: @unchecked Sendable {}
