import RACShared

/// The engine view of any scheduler: ours directly, a foreign one (or one
/// without dates, like `ImmediateScheduler`) through an adapter.
package func engineScheduler(_ scheduler: SchedulerType) -> any SchedulerCore {
  if let dated = scheduler as? DateSchedulerType { return engineScheduler(dated) }
  return ForeignScheduler(scheduler)
}

/// Lets the engine schedule on a scheduler RACPort did not create, or one
/// without dates; `ForeignDateScheduler` adds the dated methods.
class ForeignScheduler: SchedulerCore {
  let base: SchedulerType
  weak var owner: AnyObject?

  init(_ base: SchedulerType) {
    self.base = base
    owner = base
  }

  func schedule(_ action: @escaping () -> Void) -> (any DisposableCore)? {
    base.schedule(action).map(engineDisposable)
  }
}
