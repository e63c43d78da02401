import RACShared

extension RACSignal {
  /// Sends `reduce(previous, value)` for each value, `previous` being the
  /// value before it (`start` for the first).
  ///
  /// ```swift
  /// prices.combinePreviousWithStart(0) { old, new in new - old }   // the change at each price
  /// ```
  @inlinable
  public func combinePreviousWithStart<U>(
    _ start: Value, reduce: @escaping (Value, Value) -> U
  ) -> RACSignal<U> {
    RACSignal<U>(producer: producer.lift(EventTransforms.combinePrevious(initial: start, reduce)))
  }

  /// Sends the running combination of `start` and every value so far;
  /// `reduce` also gets each value's index, from 0.
  @inlinable
  public func scanWithStart<U>(
    _ start: U, reduceWithIndex reduce: @escaping (U, Value, Int) -> U
  ) -> RACSignal<U> {
    RACSignal<U>(producer: producer.lift(EventTransforms.scan(start, withIndex: reduce)))
  }

  /// Sends the combination of every value, on completion, starting from a
  /// value `startFactory` makes anew for each subscription (so a mutable
  /// start value is never shared between subscribers).
  @inlinable
  public func aggregateWithStartFactory<U>(
    _ startFactory: @escaping () -> U, reduce: @escaping (U, Value) -> U
  ) -> RACSignal<U> {
    RACSignal<U>(producer: producer.lift(EventTransforms.reduce(initialFactory: startFactory, reduce)))
  }
}

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
}
