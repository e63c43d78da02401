import RACShared

/// The engine view of any scheduler: ours directly (dated or not), a foreign
/// one through an adapter.
package func engineScheduler(_ scheduler: SchedulerType) -> any SchedulerCore {
  if let dated = scheduler as? DateSchedulerType { return engineScheduler(dated) }
  if let ours = scheduler as? EngineBackedUndatedScheduler { return ours.engineCore }
  return ForeignScheduler(scheduler)
}

/// A front scheduler without dates backed by an engine scheduler
/// (`ImmediateScheduler`, `UIScheduler`): operators schedule on its core
/// directly, not through the adapter's front calls, which would wrap every
/// action's disposable twice (`observe(on: UIScheduler())` schedules once per
/// event).
protocol EngineBackedUndatedScheduler: SchedulerType {
  var engineCore: any SchedulerCore { get }
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
