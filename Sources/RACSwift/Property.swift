import RACShared

/// A read-only property: a value that changes over time and tells whoever
/// watches it.
///
/// There are three kinds. A constant property (`Property(value:)`) never
/// changes: its producer sends the value and completes, its signal has
/// already ended. An existential property (`Property(capturing:)`) passes
/// another property through and keeps it alive. A composed property
/// (`Property(_:)`, `Property(initial:then:)` and the operators: `map`,
/// `combineLatest`, ...) computes its value from its sources once per
/// change and caches it; it does not keep its sources alive, and its
/// producer and signal complete when they go away, keeping the last value.
/// A chain keeps following its source while the source lives, even when the
/// links in between are gone.
///
/// ```swift
/// let count = MutableProperty(1)
/// let doubled = Property(initial: 0, then: count.producer.map { $0 * 2 })
/// print(doubled.value)   // prints 2
/// ```
@propertyWrapper
public final class Property<Value>: PropertyProtocol {
  @usableFromInline
  package let core: PropertyCore<Value>
  /// What `Property(capturing:)` keeps alive.
  private let captured: AnyObject?

  /// The current value, then every change; it completes when the property
  /// (a composed property: its sources) goes away or has no further change.
  public let producer: SignalProducer<Value, Never>

  /// Every change from now on; it completes when the property (a composed
  /// property: its sources) goes away or has no further change.
  public let signal: Signal<Value, Never>

  /// The face of the engine property `core`, keeping `captured` alive.
  package init(core: PropertyCore<Value>, capturing captured: AnyObject? = nil) {
    self.core = core
    self.captured = captured
    producer = SignalProducer(core: core.producer)
    signal = Signal(propertyChanges: core.changes)
  }

  /// A property that always holds `value`.
  ///
  /// - Parameter value: The value.
  public init(value: Value) {
    core = PropertyCore(constant: value)
    captured = nil
    producer = SignalProducer(core: core.producer)
    signal = Signal(propertyChanges: core.changes)
  }

  /// A property that passes `property` through (its value, producer and
  /// signal) and keeps it alive as long as it is alive itself.
  ///
  /// - Parameter property: The property to wrap.
  public init<P: PropertyProtocol>(capturing property: P) where P.Value == Value {
    core = engineProperty(property)
    captured = property
    producer = SignalProducer(core: core.producer)
    signal = Signal(propertyChanges: core.changes)
  }

  /// A composed property reflecting `property`: it takes each of its
  /// values, does not keep it alive, and keeps its last value once it is
  /// gone.
  ///
  /// - Parameter property: The property to reflect.
  public convenience init<P: PropertyProtocol>(_ property: P) where P.Value == Value {
    self.init(composing: property.producer.core, following: [property])
  }

  /// A composed property holding `initial`, then each value `values` sends
  /// (started now); it completes, keeping its last value, when `values`
  /// completes or is interrupted, and interrupts `values` when it goes away
  /// and nothing observes it.
  ///
  /// - Parameters:
  ///   - initial: The value until `values` sends.
  ///   - values: The values to take on.
  public convenience init(initial: Value, then values: SignalProducer<Value, Never>) {
    self.init(
      composing: .flattening([Producer(values: CollectionOfOne(initial)), values.core], .concat), following: [])
  }

  /// A composed property holding `initial`, then each value `values` sends.
  ///
  /// - Parameters:
  ///   - initial: The value until `values` sends.
  ///   - values: The values to take on.
  public convenience init<Values: SignalProducerConvertible>(initial: Value, then values: Values)
  where Values.Value == Value, Values.Error == Never {
    self.init(initial: initial, then: values.producer)
  }

  /// The value now.
  public var value: Value { core.value }

  /// The value now (the property-wrapper spelling).
  public var wrappedValue: Value { value }

  /// The property itself (`$name` of a wrapped property).
  public var projectedValue: Property<Value> { self }
}

extension Property where Value: OptionalProtocol {
  /// A composed property holding `initial`, then each value `values` sends,
  /// wrapped.
  ///
  /// - Parameters:
  ///   - initial: The value until `values` sends.
  ///   - values: The values to take on.
  public convenience init(initial: Value, then values: SignalProducer<Value.Wrapped, Never>) {
    self.init(
      initial: initial, then: SignalProducer(core: values.core.lift(EventTransforms.map(Value.init(reconstructing:)))))
  }

  /// A composed property holding `initial`, then each value `values` sends,
  /// wrapped.
  ///
  /// - Parameters:
  ///   - initial: The value until `values` sends.
  ///   - values: The values to take on.
  public convenience init<Values: SignalProducerConvertible>(initial: Value, then values: Values)
  where Values.Value == Value.Wrapped, Values.Error == Never {
    self.init(initial: initial, then: values.producer)
  }
}

extension Property {
  /// A composed property over `producer`, which sends its first value while
  /// it starts: it follows `sources` without keeping them alive
  /// (ReactiveSwift's rule, docs/Migration.md).
  package convenience init(composing producer: Producer<Value, Never>, following sources: [AnyObject]) {
    self.init(core: .composed(producer, following: sources, retention: .reactiveSwift))
  }
}

extension Property: EngineBackedProperty {
  func engineCore<V>(of _: V.Type) -> PropertyCore<V>? { core as? PropertyCore<V> }
}

// Safety: immutable; the engine core, the producer and the signal are
// thread-safe, and `captured` is only kept alive, never used.
extension Property: @unchecked Sendable {}
