import RACShared

// The list forms of combineLatest, zip, all and any, as ReactiveSwift spells
// them: the properties are started first to last.
extension PropertyProtocol {
  /// A property holding the array of the properties' values, updated whenever
  /// one changes; `nil` when `properties` is empty.
  ///
  /// ```swift
  /// let a = MutableProperty(1), b = MutableProperty(2)
  /// let both = Property<Int>.combineLatest([a, b])!
  /// a.value = 3
  /// print(both.value)   // prints [3, 2]
  /// ```
  ///
  /// - Parameter properties: The properties to combine.
  /// - Returns: The combined property, or `nil` for no properties.
  public static func combineLatest<S: Sequence>(
    _ properties: S
  ) -> Property<[S.Iterator.Element.Value]>? where S.Iterator.Element: PropertyProtocol {
    let properties = Array(properties)
    return Producer.combineLatest(orAbsent: properties.map(\.producer.core), order: .reactiveSwift, whenEmpty: .absent)
      .map { Property(composing: $0, following: properties) }
  }

  /// A property holding the array of the properties' values, updated whenever
  /// one changes; for no properties, a constant property holding
  /// `emptySentinel`.
  ///
  /// - Parameters:
  ///   - properties: The properties to combine.
  ///   - emptySentinel: The value when `properties` is empty.
  /// - Returns: The combined property.
  public static func combineLatest<S: Sequence>(
    _ properties: S, emptySentinel: [S.Iterator.Element.Value]
  ) -> Property<[S.Iterator.Element.Value]> where S.Iterator.Element: PropertyProtocol {
    let properties = Array(properties)
    return Property(
      composing: Producer.combineLatest(
        properties.map(\.producer.core), order: .reactiveSwift, whenEmpty: .sends(emptySentinel)),
      following: properties)
  }

  /// A property holding the array of the n-th values of the properties: it
  /// starts as the array of the current values and changes once every one
  /// has changed again; `nil` when `properties` is empty.
  ///
  /// - Parameter properties: The properties to zip.
  /// - Returns: The zipped property, or `nil` for no properties.
  public static func zip<S: Sequence>(
    _ properties: S
  ) -> Property<[S.Iterator.Element.Value]>? where S.Iterator.Element: PropertyProtocol {
    let properties = Array(properties)
    return Producer.zip(orAbsent: properties.map(\.producer.core), order: .reactiveSwift, whenEmpty: .absent)
      .map { Property(composing: $0, following: properties) }
  }

  /// A property holding the array of the n-th values of the properties; for
  /// no properties, a constant property holding `emptySentinel`.
  ///
  /// - Parameters:
  ///   - properties: The properties to zip.
  ///   - emptySentinel: The value when `properties` is empty.
  /// - Returns: The zipped property.
  public static func zip<S: Sequence>(
    _ properties: S, emptySentinel: [S.Iterator.Element.Value]
  ) -> Property<[S.Iterator.Element.Value]> where S.Iterator.Element: PropertyProtocol {
    let properties = Array(properties)
    return Property(
      composing: Producer.zip(properties.map(\.producer.core), order: .reactiveSwift, whenEmpty: .sends(emptySentinel)),
      following: properties)
  }
}

extension PropertyProtocol where Value == Bool {
  /// A property holding whether every one of `properties` holds `true`,
  /// updated whenever one changes; for no properties, always `true`.
  ///
  /// ```swift
  /// let valid = MutableProperty(true), online = MutableProperty(false)
  /// let ready = Property<Bool>.all([valid, online])
  /// online.value = true
  /// print(ready.value)   // prints true
  /// ```
  ///
  /// - Parameter properties: The Boolean properties.
  /// - Returns: The property of the conjunction.
  public static func all<P: PropertyProtocol, Properties: Collection>(
    _ properties: Properties
  ) -> Property<Value> where P.Value == Value, Properties.Element == P {
    let properties = Array(properties)
    return Property(
      composing: Producer.combineLatest(properties.map(\.producer.core), order: .reactiveSwift, whenEmpty: .sends([]))
        .lift(EventTransforms.allTrue(whenEmpty: .identity)),
      following: properties)
  }

  /// `all(_:)` of the properties given.
  ///
  /// - Parameter properties: The Boolean properties.
  /// - Returns: The property of the conjunction.
  public static func all<P: PropertyProtocol>(_ properties: P...) -> Property<Value> where P.Value == Value {
    all(properties)
  }

  /// A property holding whether any one of `properties` holds `true`,
  /// updated whenever one changes; for no properties, always `false`.
  ///
  /// - Parameter properties: The Boolean properties.
  /// - Returns: The property of the disjunction.
  public static func any<P: PropertyProtocol, Properties: Collection>(
    _ properties: Properties
  ) -> Property<Value> where P.Value == Value, Properties.Element == P {
    let properties = Array(properties)
    return Property(
      composing: Producer.combineLatest(properties.map(\.producer.core), order: .reactiveSwift, whenEmpty: .sends([]))
        .lift(EventTransforms.anyTrue(whenEmpty: .identity)),
      following: properties)
  }

  /// `any(_:)` of the properties given.
  ///
  /// - Parameter properties: The Boolean properties.
  /// - Returns: The property of the disjunction.
  public static func any<P: PropertyProtocol>(_ properties: P...) -> Property<Value> where P.Value == Value {
    any(properties)
  }
}
