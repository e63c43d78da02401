import RACShared

/// The engine view of any scheduler: ours directly (dated or not), a foreign
/// one through the engine's adapter, which calls this protocol's methods.
package func engineScheduler(_ scheduler: SchedulerType) -> any SchedulerCore {
  if let dated = scheduler as? DateSchedulerType { return engineScheduler(dated) }
  if let ours = scheduler as? EngineBackedUndatedScheduler { return ours.engineCore }
  return ForeignSchedulerCore(scheduler, owner: scheduler) { $0.schedule($1).map(engineDisposable) }
}

/// A front scheduler without dates backed by an engine scheduler
/// (`ImmediateScheduler`, `UIScheduler`): operators schedule on its core
/// directly, not through the adapter's front calls, which would wrap every
/// action's disposable twice (`observe(on: UIScheduler())` schedules once per
/// event).
protocol EngineBackedUndatedScheduler: SchedulerType {
  var engineCore: any SchedulerCore { get }
}
