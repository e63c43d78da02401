import RACShared

extension PropertyProtocol where Value: PropertyProtocol {
  /// A property holding the values of the properties this property holds,
  /// combined as `strategy` says: with `.latest`, the value of the property
  /// held now; with `.concat`, each held property's values in turn, the next
  /// one's once the one before has gone away.
  ///
  /// It follows this property and the inner properties without keeping
  /// them alive, and completes, keeping its last value, once this property
  /// and the inner properties the strategy still counts have gone away.
  ///
  /// ```swift
  /// let first = MutableProperty(1)
  /// let current = MutableProperty(first)
  /// let value = current.flatten(.latest)
  /// current.value = MutableProperty(10)
  /// print(value.value)   // prints 10
  /// ```
  ///
  /// - Important: Traps with `.concurrent(limit: 0)`, naming the limit.
  /// - Parameter strategy: How the inner properties combine.
  /// - Returns: The flattened property.
  public func flatten(_ strategy: FlattenStrategy) -> Property<Value.Value> {
    flatMap(strategy) { $0 }
  }
}

extension PropertyProtocol {
  /// A property holding the values of the property `transform` makes of each
  /// of this property's values, combined as `strategy` says (see
  /// `flatten(_:)`).
  ///
  /// - Parameters:
  ///   - strategy: How the inner properties combine.
  ///   - transform: Makes the inner property of each value.
  /// - Returns: The flattened property.
  public func flatMap<P: PropertyProtocol>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> P
  ) -> Property<P.Value> {
    Property(
      composing: producer.core.lift(cancelling: EventTransforms.flatten(strategy.mode) { transform($0).producer.core })
        .releasedAfterItsFirstStart(),
      following: [self])
  }
}
