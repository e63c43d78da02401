import RACShared

extension RACSignal {
  /// Runs `block` at each subscription, before this signal is subscribed.
  @inlinable
  public func initially(_ block: @escaping () -> Void) -> RACSignal<Value> {
    RACSignal(producer: producer.on(started: block, SideEffects()))
  }

  /// Runs `block` when this signal completes or fails, before the
  /// subscriber hears it; not when a subscription is disposed (as in RAC2).
  @inlinable
  public func finally(_ block: @escaping () -> Void) -> RACSignal<Value> {
    sideEffects(SideEffects(failed: { _ in block() }, completed: block))
  }

  /// Calls `block` with each value before sending it on.
  @inlinable
  public func doNext(_ block: @escaping (Value) -> Void) -> RACSignal<Value> {
    sideEffects(SideEffects(value: block))
  }

  /// Calls `block` with the error before sending it on.
  @inlinable
  public func doError(_ block: @escaping ((any Error)?) -> Void) -> RACSignal<Value> {
    sideEffects(SideEffects(failed: { block($0.underlying) }))
  }

  /// Calls `block` on completion before sending it on.
  @inlinable
  public func doCompleted(_ block: @escaping () -> Void) -> RACSignal<Value> {
    sideEffects(SideEffects(completed: block))
  }

  @inlinable
  func sideEffects(_ effects: SideEffects<Value, BridgedError>) -> RACSignal<Value> {
    RACSignal(producer: producer.on(started: nil, effects))
  }
}
