import RACShared

extension SignalProducer {
  /// Injects side effects: `started` before each start, then per event
  /// `event`, the callback for its kind, `terminated` for a terminal event;
  /// `disposed` once the start has ended or been disposed.
  @inlinable
  public func on(
    started: (() -> Void)? = nil,
    event: ((Event<Value, Error>) -> Void)? = nil,
    next: ((Value) -> Void)? = nil,
    failed: ((Error) -> Void)? = nil,
    completed: (() -> Void)? = nil,
    interrupted: (() -> Void)? = nil,
    terminated: (() -> Void)? = nil,
    disposed: (() -> Void)? = nil
  ) -> SignalProducer {
    SignalProducer(
      producer: producer.on(
        started: started, timing: .rac4,
        SideEffects(
          event: event.map { event in { event(Event($0)) } }, value: next, failed: failed, completed: completed,
          interrupted: interrupted, terminated: terminated, disposed: disposed)))
  }

  /// ReactiveSwift spelling of `on(...)`, with `value:` for `next:`.
  @inlinable
  public func on(
    started: (() -> Void)? = nil,
    event: ((Event<Value, Error>) -> Void)? = nil,
    failed: ((Error) -> Void)? = nil,
    completed: (() -> Void)? = nil,
    interrupted: (() -> Void)? = nil,
    terminated: (() -> Void)? = nil,
    disposed: (() -> Void)? = nil,
    value: @escaping (Value) -> Void
  ) -> SignalProducer {
    on(
      started: started, event: event, next: value, failed: failed, completed: completed, interrupted: interrupted,
      terminated: terminated, disposed: disposed)
  }
}
