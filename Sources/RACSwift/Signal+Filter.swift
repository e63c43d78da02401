import RACShared

extension Signal {
  /// Forwards only the values that pass `isIncluded`.
  ///
  /// - Parameter isIncluded: Decides for each value.
  /// - Returns: A signal of the values that passed.
  @inlinable
  public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value, Error> {
    Signal(core: core.lift(EventTransforms.filter(isIncluded)))
  }

  /// Transforms each value and forwards the results that are not `nil`.
  ///
  /// - Parameter transform: Called with each value.
  /// - Returns: A signal of the non-`nil` results.
  @inlinable
  public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error> {
    Signal<U, Error>(core: core.lift(EventTransforms.filterMap(transform)))
  }

  /// ReactiveSwift's former name of `compactMap(_:)`.
  ///
  /// - Parameter transform: Called with each value.
  /// - Returns: A signal of the non-`nil` results.
  @available(*, deprecated, renamed: "compactMap")
  @inlinable
  public func filterMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error> {
    compactMap(transform)
  }

  /// Drops the first `count` values.
  ///
  /// - Important: Traps when `count` is negative, naming it.
  /// - Parameter count: How many values to drop.
  /// - Returns: A signal of the values after them.
  @inlinable
  public func skip(first count: Int) -> Signal<Value, Error> {
    Signal(core: core.lift(EventTransforms.skip(count)))
  }

  /// Drops values while `shouldContinue` holds; forwards everything from
  /// the first value that fails it.
  ///
  /// - Parameter shouldContinue: Decides whether to keep dropping.
  /// - Returns: A signal of the values from then on.
  @inlinable
  public func skip(while shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
    Signal(core: core.lift(EventTransforms.skipWhile(shouldContinue)))
  }

  /// Drops events until `trigger` sends a value or completes, then forwards
  /// them.
  ///
  /// - Parameter trigger: The signal that opens the gate.
  /// - Returns: A signal of the events from then on.
  @inlinable
  public func skip(until trigger: Signal<(), Never>) -> Signal<Value, Error> {
    Signal(core: core.applying { $0.skip(until: trigger.core.observation) })
  }

  /// Drops a value when `isEquivalent` says it repeats the one before.
  ///
  /// - Parameter isEquivalent: Compares a value with the previous one.
  /// - Returns: A signal without repeats.
  @inlinable
  public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Signal<Value, Error> {
    Signal(core: core.lift(EventTransforms.skipRepeats(isEquivalent)))
  }

  /// Forwards each value whose identity by `transform` was not seen before.
  ///
  /// - Parameter transform: The identity of each value.
  /// - Returns: A signal of values with new identities.
  @inlinable
  public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity) -> Signal<Value, Error> {
    Signal(core: core.lift(EventTransforms.uniqueValues(transform)))
  }
}

extension Signal where Value: Equatable {
  /// Drops a value equal to the one before.
  ///
  /// - Returns: A signal without repeats.
  @inlinable
  public func skipRepeats() -> Signal<Value, Error> {
    skipRepeats(==)
  }
}

extension Signal where Value: Hashable {
  /// Forwards each value the first time it is seen.
  ///
  /// - Returns: A signal of values not seen before.
  @inlinable
  public func uniqueValues() -> Signal<Value, Error> {
    uniqueValues { $0 }
  }
}

extension Signal where Value: OptionalProtocol {
  /// Forwards the values that are not `nil`, unwrapped.
  ///
  /// - Returns: A signal of the unwrapped values.
  @inlinable
  public func skipNil() -> Signal<Value.Wrapped, Error> {
    compactMap(\.optional)
  }
}
