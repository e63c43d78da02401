import RACShared

/// Something with a current value that changes over time: `Property` and
/// `MutableProperty` are the two kinds (ReactiveSwift's `PropertyProtocol`,
/// RAC4's `PropertyType`).
///
/// `producer` sends the current value at once, then every change; `signal`
/// sends the changes only.
public protocol PropertyProtocol<Value>: AnyObject {
  /// The type of the value.
  associatedtype Value
  /// The value now.
  var value: Value { get }
  /// The current value, then every change.
  var producer: SignalProducer<Value, NoError> { get }
  /// Every change from now on.
  var signal: Signal<Value, NoError> { get }
}

/// RAC4's name of `PropertyProtocol`.
public typealias PropertyType = PropertyProtocol

extension PropertyProtocol {
  /// A property holding `transform` of this property's value, following its
  /// changes (`transform` runs once per change, and the result is cached).
  ///
  /// The composed property keeps this one alive as long as it is alive
  /// itself, so `count.map { }.map { }` keeps following `count`; once it is
  /// gone, it keeps following while its producer is held or started (an
  /// `Action`'s `enabledIf`, a `<~` binding), for as long as this property
  /// lives (docs/EventContract.md rule 14).
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// let label = count.map { "\($0) items" }
  /// count.value = 2
  /// print(label.value)   // prints "2 items"
  /// ```
  public func map<U>(_ transform: @escaping (Value) -> U) -> Property<U> {
    Property(
      core: .composed(producer.producer.lift(EventTransforms.map(transform)), following: [self], retention: .rac4))
  }

  /// A property holding the pair of this property's value and `other`'s,
  /// updated whenever either changes; it keeps both alive as `map` does.
  public func combineLatest<Other: PropertyProtocol>(with other: Other) -> Property<(Value, Other.Value)> {
    Property(
      core: .composed(
        producer.producer.combineLatest(with: other.producer.producer, order: .receiverFirst),
        following: [self, other], retention: .rac4)
    )
  }

  /// A property holding the n-th values of this property and `other`,
  /// paired: it starts as the pair of both current values and changes once
  /// both have changed again. It keeps both alive as `map` does.
  public func zip<Other: PropertyProtocol>(with other: Other) -> Property<(Value, Other.Value)> {
    Property(
      core: .composed(
        producer.producer.zip(with: other.producer.producer, order: .receiverFirst), following: [self, other],
        retention: .rac4))
  }

  /// A property holding the tuple of every property's value, updated
  /// whenever one changes; the properties may hold different types
  /// (ReactiveSwift's static `combineLatest`). It keeps them all alive as
  /// `map` does.
  ///
  /// ```swift
  /// let form = Property.combineLatest(name, age, acceptsTerms)   // Property<(String, Int, Bool)>
  /// ```
  public static func combineLatest<A: PropertyProtocol, each Other: PropertyProtocol>(
    _ a: A, _ others: repeat each Other
  ) -> Property<(A.Value, repeat (each Other).Value)> where A.Value == Value {
    var followed: [AnyObject] = [a]
    repeat followed.append(each others)
    return Property(
      core: .composed(
        Combining.latest(a.producer.producer, repeat (each others).producer.producer, order: .receiverFirst),
        following: followed, retention: .rac4))
  }

  /// A property holding the tuple of the n-th values of every property: it
  /// starts as the tuple of the current values and changes once every one
  /// has changed again (ReactiveSwift's static `zip`). It keeps them all
  /// alive as `map` does.
  public static func zip<A: PropertyProtocol, each Other: PropertyProtocol>(
    _ a: A, _ others: repeat each Other
  ) -> Property<(A.Value, repeat (each Other).Value)> where A.Value == Value {
    var followed: [AnyObject] = [a]
    repeat followed.append(each others)
    return Property(
      core: .composed(
        Combining.zip(a.producer.producer, repeat (each others).producer.producer, order: .receiverFirst),
        following: followed, retention: .rac4))
  }
}
