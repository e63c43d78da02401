import RACShared

extension PropertyProtocol {
  /// A property holding `initial`, then each value of this property that
  /// passes `predicate` (the current one too, if it passes).
  ///
  /// - Parameters:
  ///   - initial: The value until a value passes.
  ///   - predicate: Whether a value is taken on.
  /// - Returns: The filtered property.
  public func filter(initial: Value, _ predicate: @escaping (Value) -> Bool) -> Property<Value> {
    Property(initial: initial, then: SignalProducer(core: producer.core.lift(EventTransforms.filter(predicate))))
  }

  /// A property that takes on a value only if `isEquivalent` says it differs
  /// from the value before it; the first value always counts.
  ///
  /// - Parameter isEquivalent: Whether two values count as the same.
  /// - Returns: The property without repeats.
  public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Property<Value> {
    Property(composing: producer.core.lift(EventTransforms.skipRepeats(isEquivalent)), following: [self])
  }

  /// A property that takes on a value only if no earlier value had the same
  /// identity (every identity is kept while the property lives).
  ///
  /// - Parameter transform: The identity of a value.
  /// - Returns: The property of unique values.
  public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity) -> Property<Value> {
    Property(composing: producer.core.lift(EventTransforms.uniqueValues(transform)), following: [self])
  }
}

extension PropertyProtocol where Value: Equatable {
  /// A property that takes on a value only if it differs from the value
  /// before it.
  ///
  /// - Returns: The property without repeats.
  public func skipRepeats() -> Property<Value> {
    skipRepeats(==)
  }
}

extension PropertyProtocol where Value: Hashable {
  /// A property that takes on a value only if it was never held before
  /// (every value is kept while the property lives).
  ///
  /// - Returns: The property of unique values.
  public func uniqueValues() -> Property<Value> {
    uniqueValues { $0 }
  }
}
