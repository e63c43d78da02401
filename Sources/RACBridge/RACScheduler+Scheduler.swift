import Foundation
import RACShared

extension RACScheduler {
  /// The same scheduler as a RACModern `DateSchedulerType`: actions go to
  /// the same queue or clock, so RACModern time operators given it run
  /// where this scheduler's blocks run (on a `RACTestScheduler`, on its
  /// virtual clock, in one time order with classic blocks).
  public func toDateScheduler() -> DateSchedulerType {
    BridgedDateScheduler(core: core)
  }
}

extension RACTestScheduler {
  /// The same virtual clock as a RACModern `TestScheduler`: advancing either
  /// runs both faces' actions in one time order, and a modern time operator
  /// and a classic one never drift apart.
  ///
  /// ```swift
  /// let classic = RACTestScheduler()
  /// let modern = classic.toTestScheduler()
  /// classic.afterDelay(2) { print("classic") }
  /// modern.scheduleAfter(1) { print("modern") }
  /// classic.advance(by: 2)   // prints "modern", then "classic"
  /// ```
  public func toTestScheduler() -> TestScheduler {
    TestScheduler(clock: clock)
  }
}

extension DateSchedulerType {
  /// The same scheduler as a RACClassic `RACScheduler`: blocks go to the
  /// same queue or clock. A scheduler that came from `toDateScheduler()`
  /// converts back to the very `RACScheduler` it came from; otherwise the
  /// new one becomes `RACScheduler.current` while its blocks run (while you
  /// hold it).
  public func toRACScheduler() -> RACScheduler {
    let core = engineScheduler(self)
    return (core.owner as? RACScheduler) ?? RACScheduler(core: core)
  }
}

extension TestScheduler {
  /// The same virtual clock as a RACClassic `RACTestScheduler` (see
  /// `RACTestScheduler.toTestScheduler()`). While you hold it, it is
  /// `RACScheduler.current` as the clock runs an action, so classic time
  /// operators given no scheduler use this clock too.
  public func toRACTestScheduler() -> RACTestScheduler {
    (clock.owner as? RACTestScheduler) ?? RACTestScheduler(clock: clock)
  }
}

extension ImmediateScheduler {
  /// RACClassic's immediate scheduler, which runs blocks at once on the
  /// calling thread as this one does (RAC4's `toRACScheduler()`).
  public func toRACScheduler() -> RACScheduler {
    RACScheduler.immediate
  }
}

extension UIScheduler {
  /// RACClassic's main-thread scheduler, `RACScheduler.mainThread` (RAC4's
  /// `toRACScheduler()`). A `RACScheduler` also schedules after dates, which
  /// a `UIScheduler` cannot, so this is not a second face of the same
  /// scheduler: classic blocks always go to the main queue asynchronously.
  ///
  /// ```swift
  /// let classic = UIScheduler().toRACScheduler()
  /// print(classic === RACScheduler.mainThread)   // prints true
  /// ```
  public func toRACScheduler() -> RACScheduler {
    RACScheduler.mainThread
  }
}

/// A RACModern face of a classic scheduler's engine core.
final class BridgedDateScheduler: EngineBackedScheduler {
  let core: any DateSchedulerCore

  init(core: any DateSchedulerCore) {
    self.core = core
  }
}

// Safety: immutable; the engine core is thread-safe.
extension BridgedDateScheduler: @unchecked Sendable {}
