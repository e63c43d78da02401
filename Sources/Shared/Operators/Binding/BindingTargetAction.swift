/// The action of a binding target that runs on a scheduler (ReactiveSwift's
/// `BindingTarget(on:lifetime:action:)`).
package enum BindingTargetAction {
  /// `action`, run on `scheduler` for each value: scheduled there, or called
  /// at once when `scheduler` is immediate (no closure wraps it then).
  @usableFromInline
  package static func on<Value>(_ scheduler: any SchedulerCore, _ action: @escaping (Value) -> Void) -> (Value) -> Void
  {
    if scheduler is ImmediateSchedulerCore { return action }
    return { value in _ = scheduler.schedule { action(value) } }
  }
}
