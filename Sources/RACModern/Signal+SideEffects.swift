import RACShared

extension Signal {
  /// Injects side effects: per event `event`, the callback for its kind,
  /// `terminated` for a terminal event; `disposed` once the result has ended.
  @inlinable
  public func on(
    event: ((Event) -> Void)? = nil,
    next: ((Value) -> Void)? = nil,
    failed: ((Error) -> Void)? = nil,
    completed: (() -> Void)? = nil,
    interrupted: (() -> Void)? = nil,
    terminated: (() -> Void)? = nil,
    disposed: (() -> Void)? = nil
  ) -> Signal {
    let effects = SideEffects(
      event: event.map { event in { event(Event($0)) } }, value: next, failed: failed, completed: completed,
      interrupted: interrupted, terminated: terminated, disposed: disposed)
    return Signal(core: core.lift(cancelling: EventTransforms.on(effects)))
  }

  /// ReactiveSwift spelling of `on(...)`, with `value:` for `next:`.
  @inlinable
  public func on(
    event: ((Event) -> Void)? = nil,
    failed: ((Error) -> Void)? = nil,
    completed: (() -> Void)? = nil,
    interrupted: (() -> Void)? = nil,
    terminated: (() -> Void)? = nil,
    disposed: (() -> Void)? = nil,
    value: @escaping (Value) -> Void
  ) -> Signal {
    on(
      event: event, next: value, failed: failed, completed: completed, interrupted: interrupted,
      terminated: terminated, disposed: disposed)
  }
}
