import RACShared

extension RACSignal {
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

  /// Sends `true` and completes as soon as a value passes `predicate`
  /// (disposing this signal's subscription); sends `false` and completes if
  /// this signal completes, or fails, first (RAC2 answers an error with
  /// `NO`, it does not forward it).
  @inlinable
  public func any(_ predicate: @escaping (Value) -> Bool) -> RACSignal<Bool> {
    RACSignal<Bool>(producer: producer.lift(cancelling: EventTransforms.any(predicate)))
  }

  /// Sends `true` and completes at the first value; `false` if this signal
  /// ends without one.
  @inlinable
  public func any() -> RACSignal<Bool> {
    any { _ in true }
  }

  /// Sends `false` and completes as soon as a value fails `predicate`, or
  /// this signal fails; `true` if it completes with every value passing.
  @inlinable
  public func all(_ predicate: @escaping (Value) -> Bool) -> RACSignal<Bool> {
    RACSignal<Bool>(producer: producer.lift(cancelling: EventTransforms.all(predicate)))
  }

  /// Sends a single array of every value when this signal completes.
  @inlinable
  public func collect() -> RACSignal<[Value]> {
    RACSignal<[Value]>(producer: producer.lift(EventTransforms.collect()))
  }

  /// Sends the running combination of `start` and every value so far.
  @inlinable
  public func scanWithStart<U>(_ start: U, reduce: @escaping (U, Value) -> U) -> RACSignal<U> {
    RACSignal<U>(producer: producer.lift(EventTransforms.scan(start, reduce)))
  }

  /// Sends the combination of `start` and every value once, on completion.
  @inlinable
  public func aggregateWithStart<U>(_ start: U, reduce: @escaping (U, Value) -> U) -> RACSignal<U> {
    RACSignal<U>(producer: producer.lift(EventTransforms.reduce(start, reduce)))
  }
}
