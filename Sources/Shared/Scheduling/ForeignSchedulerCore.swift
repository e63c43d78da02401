import Foundation

/// Lets the engine schedule on a scheduler that RACPort did not create (or a
/// face scheduler without an engine core): it calls the face protocol's own
/// methods. One adapter for every face; each passes how its protocol
/// schedules. `ForeignDateSchedulerCore` adds the dated methods.
package class ForeignSchedulerCore<Base>: SchedulerCore {
  /// The face's scheduler, exactly as the user gave it.
  package let base: Base
  package weak var owner: AnyObject?
  private let scheduleOn: (Base, @escaping () -> Void) -> (any DisposableCore)?

  /// Adapts `base`; `owner` is the same object, seen as the front.
  package init(
    _ base: Base, owner: AnyObject, schedule: @escaping (Base, @escaping () -> Void) -> (any DisposableCore)?
  ) {
    self.base = base
    self.owner = owner
    scheduleOn = schedule
  }

  @discardableResult
  package func schedule(_ action: @escaping () -> Void) -> (any DisposableCore)? {
    scheduleOn(base, action)
  }
}

/// Lets the engine's time operators run on a date scheduler that RACPort did
/// not create, through the face protocol's own dated methods.
package final class ForeignDateSchedulerCore<Base>: ForeignSchedulerCore<Base>, DateSchedulerCore {
  private let currentDateOf: (Base) -> Date
  private let scheduleAt: (Base, Date, @escaping () -> Void) -> (any DisposableCore)?
  private let scheduleRepeating: (Base, Date, TimeInterval, TimeInterval, @escaping () -> Void) -> (any DisposableCore)?

  /// Adapts `base`: `scheduleAfter` runs an action once at a date,
  /// `scheduleRepeating` at a date then every interval seconds with a leeway
  /// in seconds.
  package init(
    _ base: Base,
    owner: AnyObject,
    currentDate: @escaping (Base) -> Date,
    schedule: @escaping (Base, @escaping () -> Void) -> (any DisposableCore)?,
    scheduleAfter: @escaping (Base, Date, @escaping () -> Void) -> (any DisposableCore)?,
    scheduleRepeating:
      @escaping (Base, Date, TimeInterval, TimeInterval, @escaping () -> Void) -> (any DisposableCore)?
  ) {
    currentDateOf = currentDate
    scheduleAt = scheduleAfter
    self.scheduleRepeating = scheduleRepeating
    super.init(base, owner: owner, schedule: schedule)
  }

  package var currentDate: Date { currentDateOf(base) }

  @discardableResult
  package func schedule(after date: Date, _ action: @escaping () -> Void) -> (any DisposableCore)? {
    scheduleAt(base, date, action)
  }

  @discardableResult
  package func schedule(
    after date: Date, repeatingEvery interval: TimeInterval, leeway: TimeInterval, _ action: @escaping () -> Void
  ) -> (any DisposableCore)? {
    scheduleRepeating(base, date, interval, leeway, action)
  }
}
