import RACShared

extension PropertyProtocol {
  /// A property holding `transform` of this property's value, following its
  /// changes: `transform` runs once per change and its result is cached.
  ///
  /// The result does not keep this property alive; it keeps following it
  /// while it lives, and keeps its last value once it is gone.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// let label = count.map { "\($0) items" }
  /// count.value = 2
  /// print(label.value)   // prints "2 items"
  /// ```
  ///
  /// - Parameter transform: Runs once per value.
  /// - Returns: The mapped property.
  public func map<U>(_ transform: @escaping (Value) -> U) -> Property<U> {
    Property(composing: producer.core.lift(EventTransforms.map(transform)), following: [self])
  }

  /// A property holding `value` whatever this property holds; it follows
  /// this property's lifetime.
  ///
  /// - Parameter value: The value to hold.
  /// - Returns: The mapped property.
  public func map<U>(value: U) -> Property<U> {
    Property(composing: producer.core.lift(EventTransforms.map { _ in value }), following: [self])
  }

  /// A property holding the value at `keyPath` of this property's value.
  ///
  /// - Parameter keyPath: The key path to read.
  /// - Returns: The mapped property.
  public func map<U>(_ keyPath: KeyPath<Value, U>) -> Property<U> {
    Property(composing: producer.core.lift(EventTransforms.map { $0[keyPath: keyPath] }), following: [self])
  }

  /// A property holding the pair of the previous value and the current one;
  /// `initial` is the previous value of the first.
  ///
  /// - Parameter initial: The previous value of the first value.
  /// - Returns: The property of pairs.
  public func combinePrevious(_ initial: Value) -> Property<(Value, Value)> {
    Property(
      composing: producer.core.lift(EventTransforms.combinePrevious(initial: initial) { ($0, $1) }), following: [self])
  }
}

extension PropertyProtocol where Value == Bool {
  /// A property holding the negation of this property's value.
  ///
  /// - Returns: The negated property.
  public func negate() -> Property<Value> {
    Property(composing: producer.core.lift(EventTransforms.map(!)), following: [self])
  }
}
