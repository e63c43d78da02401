import Foundation
import RACShared

/// A scheduler on a virtual clock, for deterministic tests.
///
/// Nothing runs until you step or advance it. Blocks run in time order;
/// blocks due at the same instant run in the order they were scheduled.
/// While a block runs, `currentDate` reads that block's date and the
/// scheduler is `RACScheduler.current`.
///
/// ```swift
/// let scheduler = RACTestScheduler()
/// scheduler.afterDelay(2) { print("two") }
/// scheduler.afterDelay(1) { print("one") }
/// scheduler.advance(by: 2)   // prints "one", then "two"
/// ```
public final class RACTestScheduler: RACScheduler {
  /// The virtual clock, which a RACModern `TestScheduler` may share.
  package let clock: VirtualTimeSchedulerCore

  /// Creates a scheduler whose clock starts at `startDate`.
  public convenience init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
    self.init(clock: VirtualTimeSchedulerCore(startDate: startDate))
  }

  /// A classic face of `clock`, which becomes `RACScheduler.current` while
  /// the clock runs an action.
  package init(clock: VirtualTimeSchedulerCore) {
    self.clock = clock
    super.init(core: clock)
  }

  /// The virtual now.
  public var currentDate: Date { clock.currentDate }

  /// Runs the next scheduled block, moving the clock to its date.
  public func step() { clock.step() }

  /// Runs the next `ticks` scheduled blocks. Traps when `ticks` is negative.
  public func step(_ ticks: Int) { clock.step(ticks) }

  /// Runs blocks until none is left (an endlessly repeating block never lets
  /// this return: use `advance(by:)`).
  public func stepAll() { clock.run() }

  /// Runs every block due up to `interval` seconds from now, in time order,
  /// and leaves the clock there.
  public func advance(by interval: TimeInterval) { clock.advance(by: interval) }

  /// Runs every block due up to `date`, in time order, and leaves the clock there.
  public func advance(to date: Date) { clock.advance(to: date) }
}

// Safety: the virtual clock is guarded by its own lock.
extension RACTestScheduler: @unchecked Sendable {}
