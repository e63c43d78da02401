import Dispatch
import Foundation
import RACShared

/// A scheduler on a virtual clock, for deterministic tests.
///
/// Nothing runs until you advance it. Actions run in time order; actions due
/// at the same instant run in the order they were scheduled
/// (docs/EventContract.md rule 12). While an action runs, `currentDate`
/// reads that action's date.
///
/// ```swift
/// let scheduler = TestScheduler()
/// scheduler.schedule(after: .seconds(1)) { print("one") }
/// scheduler.advance(by: .seconds(1))   // prints "one"
/// ```
public final class TestScheduler: DateScheduler, EngineBackedDateScheduler {
  /// The virtual clock.
  package let clock: VirtualTimeSchedulerCore
  package var core: any DateSchedulerCore { clock }

  /// Creates a scheduler whose clock starts at `startDate`.
  ///
  /// - Parameter startDate: The clock's first reading.
  public init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
    clock = VirtualTimeSchedulerCore(startDate: startDate)
    clock.owner = self
  }

  /// A further face of `clock`, a virtual clock another face made (the
  /// bridge): both advance the same time.
  package init(clock: VirtualTimeSchedulerCore) {
    self.clock = clock
  }

  /// The scheduler's now.
  public var currentDate: Date { core.currentDate }

  /// Enqueues `action`.
  ///
  /// - Parameter action: The work.
  /// - Returns: A disposable that cancels it if it has not run yet.
  @discardableResult
  public func schedule(_ action: @escaping () -> Void) -> Disposable? {
    core.schedule(action).map(faceDisposable)
  }

  /// Runs `action` at `date`.
  ///
  /// - Parameters:
  ///   - date: When to run it.
  ///   - action: The work.
  /// - Returns: A disposable that cancels it if it has not run yet.
  @discardableResult
  public func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
    core.schedule(after: date, action).map(faceDisposable)
  }

  /// Runs `action` `delay` from now.
  ///
  /// - Parameters:
  ///   - delay: How long from now; `.never` never comes.
  ///   - action: The work.
  /// - Returns: A disposable that cancels it if it has not run yet.
  @discardableResult
  public func schedule(after delay: DispatchTimeInterval, action: @escaping () -> Void) -> Disposable? {
    clock.schedule(afterDelay: delay, action).map(faceDisposable)
  }

  /// Runs `action` at `date`, then every `interval`, until disposed.
  ///
  /// - Parameters:
  ///   - date: When to run it first.
  ///   - interval: How often to repeat it; traps unless positive.
  ///   - leeway: Ignored: the virtual clock is exact.
  ///   - action: The work.
  /// - Returns: A disposable that stops the repetition.
  public func schedule(
    after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0),
    action: @escaping () -> Void
  ) -> Disposable? {
    clock.schedule(after: date, every: interval, leeway: leeway, action).map(faceDisposable)
  }

  /// Runs the actions due within the next nanosecond: those scheduled to
  /// run as soon as possible.
  public func advance() { clock.advance(by: Self.tick) }

  /// Runs every action due up to `interval` from now, in time order, and
  /// leaves the clock there.
  ///
  /// - Parameter interval: How far to move the clock.
  public func advance(by interval: DispatchTimeInterval) { clock.advance(by: interval.seconds) }

  /// Runs every action due up to `interval` seconds from now, in time order,
  /// and leaves the clock there.
  ///
  /// - Parameter interval: How far to move the clock, in seconds.
  public func advance(by interval: TimeInterval) { clock.advance(by: interval) }

  /// Runs every action due up to `newDate`, in time order, and leaves the
  /// clock there.
  ///
  /// - Parameter newDate: Where to move the clock.
  public func advance(to newDate: Date) { clock.advance(to: newDate) }

  /// Runs every scheduled action, in time order, and leaves the clock at
  /// `Date.distantFuture`. An endlessly repeating action never lets this
  /// return: use `advance(by:)`.
  public func run() { clock.advance(to: .distantFuture) }

  /// Moves the clock back by `interval` without running anything, as when
  /// the user changes the device's date.
  ///
  /// - Parameter interval: How far back; traps when negative.
  public func rewind(by interval: DispatchTimeInterval) { clock.rewind(by: interval.seconds) }

  /// `advance()` for `async` tests: lets other tasks run before each action.
  @MainActor
  public func advance() async { await advance(by: .nanoseconds(1)) }

  /// `advance(by:)` for `async` tests: lets other tasks run before each
  /// action, so that a task about to `sleep` on this scheduler is woken.
  ///
  /// As in ReactiveSwift, letting them run is a few yields, not a promise:
  /// on a loaded machine a task started just before may not have scheduled
  /// its wake-up yet when the clock passes its time, and it then waits for
  /// ever. A test that must not hang first waits until the scheduler holds
  /// the wake-up (as `Tests/RACSwiftTests/SchedulerTests.swift` does).
  ///
  /// - Parameter interval: How far to move the clock.
  @MainActor
  public func advance(by interval: DispatchTimeInterval) async {
    await advance(to: currentDate.addingTimeInterval(interval.seconds))
  }

  /// `advance(by:)` for `async` tests, in seconds.
  ///
  /// - Parameter interval: How far to move the clock, in seconds.
  @MainActor
  public func advance(by interval: TimeInterval) async {
    await advance(to: currentDate.addingTimeInterval(interval))
  }

  /// `advance(to:)` for `async` tests: lets other tasks run before each
  /// action.
  ///
  /// - Parameter newDate: Where to move the clock.
  @MainActor
  public func advance(to newDate: Date) async { await clock.advance(to: newDate) }

  /// `run()` for `async` tests.
  @MainActor
  public func run() async { await clock.advance(to: .distantFuture) }

  private static let tick = DispatchTimeInterval.nanoseconds(1).seconds
}

// Safety: the virtual clock is guarded by its own lock.
extension TestScheduler: @unchecked Sendable {}
