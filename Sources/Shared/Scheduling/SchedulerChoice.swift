import Dispatch

/// Which scheduler a time operator uses for its timers and hops.
///
/// RACModern's operators (and RACClassic's `onScheduler:` forms) name one.
/// RACClassic's forms without a scheduler use the scheduler that is current
/// when the event arrives (RAC2's `RACScheduler.currentScheduler`), and, when
/// none is (a plain background thread), a private serial background scheduler
/// made once per subscription, as RAC2 did with `[RACScheduler scheduler]`.
@usableFromInline
package enum SchedulerChoice {
  /// Always this scheduler.
  case fixed(any DateSchedulerCore)
  /// The scheduler `lookup` reports as current at each use, else a
  /// background scheduler of the subscription's own.
  case current(lookup: () -> (any DateSchedulerCore)?)

  /// The resolver for one start: every call answers the scheduler to use now.
  /// The background fallback is created at most once per start.
  @usableFromInline
  package func resolver() -> () -> any DateSchedulerCore {
    switch self {
    case .fixed(let scheduler):
      return { scheduler }
    case .current(let lookup):
      let fallback = LockedState<QueueSchedulerCore?>.make(nil)
      return {
        if let current = lookup() { return current }
        return fallback.withLock { made in
          if let made { return made }
          let scheduler = QueueSchedulerCore(qos: .default, name: "RACPort.TimeOperatorScheduler")
          made = scheduler
          return scheduler
        }
      }
    }
  }
}
