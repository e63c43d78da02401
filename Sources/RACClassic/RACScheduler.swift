import Foundation
import RACShared

/// Where and when blocks run: inline, on a Dispatch queue, or (for tests) on
/// a virtual clock.
///
/// Every scheduler marks itself `current` while it runs a block, which is how
/// time operators called without a scheduler (`throttle(_:)`, `delay(_:)`)
/// pick one.
///
/// ```swift
/// RACScheduler.scheduler().afterDelay(1) { print("a second later") }
/// ```
open class RACScheduler {
  @usableFromInline
  package let core: any DateSchedulerCore

  package init(core: any DateSchedulerCore) {
    self.core = core
    core.owner = self
  }

  /// Creates a scheduler on a new serial background queue.
  public init(name: String = "RACPort.RACScheduler") {
    core = QueueSchedulerCore(qos: .default, name: name)
    core.owner = self
  }

  /// Runs blocks at once, on the calling thread. `after` blocks the thread
  /// until the date, as RAC2's immediate scheduler did.
  public static let immediate = RACScheduler(core: ImmediateSchedulerCore())

  /// Runs blocks asynchronously on the main queue.
  ///
  /// On Linux the main queue only drains while the process runs
  /// `dispatchMain()` or a run loop.
  public static let mainThread = RACScheduler(core: QueueSchedulerCore(queue: .main))

  /// Runs a block at once when a scheduler is current (or on the main
  /// thread), leaving that scheduler current; otherwise on a private
  /// background scheduler (RAC2's `+subscriptionScheduler`, which
  /// `subscribeOn`-free subscriptions used). Dated blocks go to the current
  /// scheduler, `mainThread` on the main thread, else the background one.
  public static let subscriptionScheduler = RACScheduler(
    core: SubscriptionSchedulerCore(main: mainThread.core, background: subscriptionBackground.core))

  /// Where `subscriptionScheduler` runs blocks when no scheduler is current
  /// (`RACScheduler.current` while they run).
  private static let subscriptionBackground = RACScheduler(name: "RACPort.subscriptionScheduler")

  /// The scheduler running the current block, or `mainThread` on the main
  /// thread (or the main queue) outside any classic scheduler, otherwise
  /// `nil`.
  public static var current: RACScheduler? {
    if let scheduler = CurrentScheduler.core?.owner as? RACScheduler { return scheduler }
    return MainQueue.isCurrent ? mainThread : nil
  }

  /// A new scheduler on its own serial background queue.
  public class func scheduler() -> RACScheduler {
    RACScheduler()
  }

  /// Enqueues `block`; the result cancels it if it has not run yet.
  @discardableResult
  public func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
    core.schedule(block).map(RACDisposable.init(core:))
  }

  /// Runs `block` `delay` seconds from now.
  ///
  /// A delay no clock can reach (`.infinity`, or past the year 2116 on a
  /// queue scheduler) never runs, and `block` is let go of at once; a
  /// negative one runs as soon as possible. Traps if `delay` is NaN.
  @discardableResult
  public func afterDelay(_ delay: TimeInterval, schedule block: @escaping () -> Void) -> RACDisposable? {
    core.schedule(afterInterval: delay, block).map(RACDisposable.init(core:))
  }

  /// Runs `block` at `date`, as soon as possible if it has passed, never if
  /// no clock can reach it (as `afterDelay(_:schedule:)`).
  @discardableResult
  public func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
    core.schedule(after: date, block).map(RACDisposable.init(core:))
  }

  /// Schedules `block`, which receives a function that schedules it again
  /// (RAC2's `-scheduleRecursiveBlock:`). Reschedules asked for while the
  /// block runs are made once it returns; later ones at once. Disposing the
  /// result stops the recursion.
  ///
  /// Recursion never grows the stack, even on `RACScheduler.immediate`.
  ///
  /// ```swift
  /// var count = 0
  /// RACScheduler.immediate.scheduleRecursiveBlock { reschedule in
  ///   count += 1
  ///   if count < 3 { reschedule() }
  /// }
  /// print(count)   // prints 3
  /// ```
  @discardableResult
  public func scheduleRecursiveBlock(_ block: @escaping (_ reschedule: @escaping () -> Void) -> Void) -> RACDisposable {
    RACDisposable(core: RecursiveSchedule(on: core, block))
  }

  /// Runs `block` at once, on the calling thread, with this scheduler as
  /// `RACScheduler.current` until it returns; the scheduler current before is
  /// current again afterwards (RAC2's `-performAsCurrentScheduler:`, from
  /// `RACScheduler+Subclass.h`).
  ///
  /// For a scheduler of yours: run each block you schedule through it, so
  /// that time operators used inside the block without a scheduler
  /// (`delay(_:)`, `throttle(_:)`) pick it. Hold a `RACQueueScheduler`
  /// rather than subclassing it: RAC2's classes are open and
  /// `@unchecked Sendable`, so Swift 6 asks a subclass to restate
  /// `@unchecked Sendable`, a promise about your subclass's own state
  /// (docs/Migration.md).
  ///
  /// ```swift
  /// final class WaitingScheduler: Sendable {
  ///   let scheduler = RACQueueScheduler(name: "waiting", queue: DispatchQueue(label: "waiting"))
  ///   func scheduleAndWait(_ block: () -> Void) {
  ///     scheduler.queue.sync { scheduler.performAsCurrentScheduler(block) }
  ///   }
  /// }
  /// ```
  public final func performAsCurrentScheduler(_ block: () -> Void) {
    CurrentScheduler.run(as: core, block)
  }

  /// Runs `block` at `date`, then every `interval` seconds, until disposed.
  ///
  /// - Important: Traps if `interval` is zero or negative; the message names it.
  @discardableResult
  public func after(
    _ date: Date,
    repeatingEvery interval: TimeInterval,
    withLeeway leeway: TimeInterval,
    schedule block: @escaping () -> Void
  ) -> RACDisposable? {
    core.schedule(after: date, repeatingEvery: interval, leeway: leeway, block).map(RACDisposable.init(core:))
  }
}

// Safety: the only state is the engine core, which is thread-safe.
extension RACScheduler: @unchecked Sendable {}
