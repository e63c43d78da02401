import Dispatch
import Foundation
import RACClassic
import RACModern
import RACShared
import RACSwift

extension RACScheduler {
  /// The same scheduler as a RACSwift `DateScheduler`: actions go to the
  /// same queue or clock, so RACSwift time operators given it run where
  /// this scheduler's blocks run (on a `RACTestScheduler`, on its virtual
  /// clock, in one time order with classic blocks).
  ///
  /// - Returns: A RACSwift face of this scheduler.
  public func toRACSwiftScheduler() -> RACSwift.DateScheduler {
    (core.owner as? RACSwift.DateScheduler) ?? BridgedSwiftDateScheduler(core: core)
  }
}

extension RACTestScheduler {
  /// The same virtual clock as a RACSwift `TestScheduler`: advancing either
  /// runs both faces' actions in one time order.
  ///
  /// ```swift
  /// let classic = RACTestScheduler()
  /// let swift = classic.toRACSwiftTestScheduler()
  /// classic.afterDelay(2) { print("classic") }
  /// swift.schedule(after: .seconds(1)) { print("swift") }
  /// classic.advance(by: 2)   // prints "swift", then "classic"
  /// ```
  ///
  /// - Returns: A RACSwift test scheduler on this clock.
  public func toRACSwiftTestScheduler() -> RACSwift.TestScheduler {
    (clock.owner as? RACSwift.TestScheduler) ?? RACSwift.TestScheduler(clock: clock)
  }
}

extension RACModern.DateSchedulerType {
  /// The same scheduler as a RACSwift `DateScheduler`: the same queue or
  /// clock (a RACModern `TestScheduler`'s virtual time included).
  ///
  /// - Returns: A RACSwift face of this scheduler.
  public func toRACSwift() -> RACSwift.DateScheduler {
    let core = RACModern.engineScheduler(self)
    return (core.owner as? RACSwift.DateScheduler) ?? BridgedSwiftDateScheduler(core: core)
  }
}

extension RACModern.TestScheduler {
  /// The same virtual clock as a RACSwift `TestScheduler`.
  ///
  /// - Returns: A RACSwift test scheduler on this clock.
  public func toRACSwift() -> RACSwift.TestScheduler {
    (clock.owner as? RACSwift.TestScheduler) ?? RACSwift.TestScheduler(clock: clock)
  }
}

extension RACSwift.DateScheduler {
  /// The same scheduler as a RACClassic `RACScheduler`: blocks go to the
  /// same queue or clock. A scheduler that came from a classic one converts
  /// back to it.
  ///
  /// - Returns: A RACClassic face of this scheduler.
  public func toRACScheduler() -> RACScheduler {
    let core = RACSwift.engineScheduler(self)
    return (core.owner as? RACScheduler) ?? RACScheduler(core: core)
  }

  /// The same scheduler as a RACModern `DateSchedulerType`: the same queue
  /// or clock.
  ///
  /// - Returns: A RACModern face of this scheduler.
  public func toRACModern() -> RACModern.DateSchedulerType {
    let core = RACSwift.engineScheduler(self)
    return (core.owner as? RACModern.DateSchedulerType) ?? RACModernBridgedDateScheduler(core: core)
  }
}

extension RACSwift.TestScheduler {
  /// The same virtual clock as a RACClassic `RACTestScheduler`, which is
  /// `RACScheduler.current` while the clock runs an action (while you hold
  /// it).
  ///
  /// - Returns: A classic test scheduler on this clock.
  public func toRACTestScheduler() -> RACTestScheduler {
    (clock.owner as? RACTestScheduler) ?? RACTestScheduler(clock: clock)
  }

  /// The same virtual clock as a RACModern `TestScheduler`.
  ///
  /// - Returns: A RACModern test scheduler on this clock.
  public func toRACModern() -> RACModern.TestScheduler {
    (clock.owner as? RACModern.TestScheduler) ?? RACModern.TestScheduler(clock: clock)
  }
}

extension RACSwift.ImmediateScheduler {
  /// RACClassic's immediate scheduler, which runs blocks at once on the
  /// calling thread as this one does.
  ///
  /// - Returns: `RACScheduler.immediate`.
  public func toRACScheduler() -> RACScheduler { RACScheduler.immediate }

  /// RACModern's immediate scheduler.
  ///
  /// - Returns: A RACModern `ImmediateScheduler`.
  public func toRACModern() -> RACModern.ImmediateScheduler { RACModern.ImmediateScheduler() }
}

extension RACSwift.UIScheduler {
  /// RACClassic's main-thread scheduler, `RACScheduler.mainThread`.
  ///
  /// - Returns: `RACScheduler.mainThread`.
  public func toRACScheduler() -> RACScheduler { RACScheduler.mainThread }

  /// RACModern's main-queue scheduler.
  ///
  /// - Returns: A RACModern `UIScheduler`.
  public func toRACModern() -> RACModern.UIScheduler { RACModern.UIScheduler() }
}

extension RACModern.ImmediateScheduler {
  /// RACSwift's immediate scheduler.
  ///
  /// - Returns: A RACSwift `ImmediateScheduler`.
  public func toRACSwift() -> RACSwift.ImmediateScheduler { RACSwift.ImmediateScheduler() }
}

extension RACModern.UIScheduler {
  /// RACSwift's main-queue scheduler.
  ///
  /// - Returns: A RACSwift `UIScheduler`.
  public func toRACSwift() -> RACSwift.UIScheduler { RACSwift.UIScheduler() }
}

/// A RACSwift face of another face's engine scheduler.
final class BridgedSwiftDateScheduler: RACSwift.DateScheduler, EngineBackedDateScheduler {
  let core: any DateSchedulerCore

  init(core: any DateSchedulerCore) {
    self.core = core
  }

  var currentDate: Date { core.currentDate }

  func schedule(_ action: @escaping () -> Void) -> RACSwift.Disposable? {
    core.schedule(action).map(RACSwift.faceDisposable)
  }

  func schedule(after date: Date, action: @escaping () -> Void) -> RACSwift.Disposable? {
    core.schedule(after: date, action).map(RACSwift.faceDisposable)
  }

  func schedule(
    after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval, action: @escaping () -> Void
  ) -> RACSwift.Disposable? {
    core.schedule(after: date, every: interval, leeway: leeway, action).map(RACSwift.faceDisposable)
  }
}

// Safety: immutable; the engine core is thread-safe.
extension BridgedSwiftDateScheduler: @unchecked Sendable {}

/// A RACModern face of another face's engine scheduler.
final class RACModernBridgedDateScheduler: RACModern.EngineBackedScheduler {
  let core: any DateSchedulerCore

  init(core: any DateSchedulerCore) {
    self.core = core
  }
}

// Safety: immutable; the engine core is thread-safe.
extension RACModernBridgedDateScheduler: @unchecked Sendable {}
