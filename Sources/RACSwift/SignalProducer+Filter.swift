import RACShared

extension SignalProducer {
  /// Forwards only the values that pass `isIncluded`.
  ///
  /// - Parameter isIncluded: Decides for each value.
  /// - Returns: A producer of the values that passed.
  @inlinable
  public func filter(_ isIncluded: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
    SignalProducer(core: core.lift(EventTransforms.filter(isIncluded)))
  }

  /// Transforms each value and forwards the results that are not `nil`.
  ///
  /// - Parameter transform: Called with each value.
  /// - Returns: A producer of the non-`nil` results.
  @inlinable
  public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> {
    SignalProducer<U, Error>(core: core.lift(EventTransforms.filterMap(transform)))
  }

  /// ReactiveSwift's former name of `compactMap(_:)`.
  ///
  /// - Parameter transform: Called with each value.
  /// - Returns: A producer of the non-`nil` results.
  @available(*, deprecated, renamed: "compactMap")
  @inlinable
  public func filterMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> {
    compactMap(transform)
  }

  /// Drops the first `count` values.
  ///
  /// - Important: Traps when `count` is negative, naming it.
  /// - Parameter count: How many values to drop.
  /// - Returns: A producer of the values after them.
  @inlinable
  public func skip(first count: Int) -> SignalProducer<Value, Error> {
    SignalProducer(core: core.lift(EventTransforms.skip(count)))
  }

  /// Drops values while `shouldContinue` holds; forwards everything from
  /// the first value that fails it.
  ///
  /// - Parameter shouldContinue: Decides whether to keep dropping.
  /// - Returns: A producer of the values from then on.
  @inlinable
  public func skip(while shouldContinue: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
    SignalProducer(core: core.lift(EventTransforms.skipWhile(shouldContinue)))
  }

  /// Drops events until `trigger` sends a value or completes, then forwards
  /// them. `trigger` starts first; an end of this producer before it fires
  /// is heard as an interruption when it fires.
  ///
  /// - Parameter trigger: The producer that opens the gate.
  /// - Returns: A producer of the events from then on.
  @inlinable
  public func skip(until trigger: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
    SignalProducer(core: core.skip(until: trigger.core))
  }

  /// `skip(until:)` with any trigger convertible to a producer.
  ///
  /// - Parameter trigger: What opens the gate.
  /// - Returns: A producer of the events from then on.
  @inlinable
  public func skip<Trigger: SignalProducerConvertible>(until trigger: Trigger) -> SignalProducer<Value, Error>
  where Trigger.Value == (), Trigger.Error == Never {
    skip(until: trigger.producer)
  }

  /// Drops a value when `isEquivalent` says it repeats the one before.
  ///
  /// - Parameter isEquivalent: Compares a value with the previous one.
  /// - Returns: A producer without repeats.
  @inlinable
  public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> SignalProducer<Value, Error> {
    SignalProducer(core: core.lift(EventTransforms.skipRepeats(isEquivalent)))
  }

  /// Forwards each value whose identity by `transform` was not seen before.
  ///
  /// - Parameter transform: The identity of each value.
  /// - Returns: A producer of values with new identities.
  @inlinable
  public func uniqueValues<Identity: Hashable>(
    _ transform: @escaping (Value) -> Identity
  ) -> SignalProducer<Value, Error> {
    SignalProducer(core: core.lift(EventTransforms.uniqueValues(transform)))
  }
}

extension SignalProducer where Value: Equatable {
  /// Drops a value equal to the one before.
  ///
  /// - Returns: A producer without repeats.
  @inlinable
  public func skipRepeats() -> SignalProducer<Value, Error> {
    skipRepeats(==)
  }
}

extension SignalProducer where Value: Hashable {
  /// Forwards each value the first time it is seen.
  ///
  /// - Returns: A producer of values not seen before.
  @inlinable
  public func uniqueValues() -> SignalProducer<Value, Error> {
    uniqueValues { $0 }
  }
}

extension SignalProducer where Value: OptionalProtocol {
  /// Forwards the values that are not `nil`, unwrapped.
  ///
  /// - Returns: A producer of the unwrapped values.
  @inlinable
  public func skipNil() -> SignalProducer<Value.Wrapped, Error> {
    compactMap(\.optional)
  }
}
