import RACShared

/// A read-only view of a value that changes over time (RAC4's `AnyProperty`,
/// ReactiveSwift's `Property`).
///
/// `producer` sends the current value at once, then every change; `signal`
/// sends changes only. Both complete when the property goes away. A
/// composed property (`map`, `combineLatest(with:)`, `zip(with:)`,
/// `Property(initial:then:)`, `AnyProperty(_:)` of your own type) keeps what
/// it follows alive while it is alive itself, and keeps following while its
/// producer is held or started even once it is gone; its producer and
/// signal complete when its sources end, or when none of these holds
/// (docs/EventContract.md rule 14).
///
/// ```swift
/// let source = MutableProperty(1)
/// let view = Property(source)
/// view.producer.startWithNext { print($0) }   // prints 1
/// source.value = 2                            // prints 2
/// ```
public final class Property<Value>: PropertyProtocol {
  @usableFromInline
  package let core: PropertyCore<Value>

  @inlinable
  package init(core: PropertyCore<Value>) {
    self.core = core
  }

  /// A property that always holds `value` (RAC4's `ConstantProperty`): its
  /// producer sends `value` and completes; its signal has already ended, so
  /// an observer gets `interrupted`.
  public convenience init(value: Value) {
    self.init(core: PropertyCore(constant: value))
  }

  /// A read-only view of `property`; it keeps `property`'s value alive.
  public convenience init(_ property: MutableProperty<Value>) {
    self.init(core: property.core)
  }

  /// The same property (RAC4's `AnyProperty(_:)` of a property).
  public convenience init(_ property: Property<Value>) {
    self.init(core: property.core)
  }

  /// A property following `property` through its producer: it keeps
  /// `property` alive as long as it is alive itself (RAC4's `AnyProperty(_:)`
  /// captured the property it wraps), and completes when `property`'s
  /// producer does.
  @_disfavoredOverload
  public convenience init<P: PropertyProtocol>(_ property: P) where P.Value == Value {
    self.init(core: .composed(property.producer.producer, following: [property], retention: .rac4))
  }

  /// A property holding `initial`, then each value `producer` sends; it
  /// starts `producer` now.
  ///
  /// It completes, keeping its last value, when `producer` completes or is
  /// interrupted (ReactiveSwift's rule, the same as composed properties; RAC4's
  /// `AnyProperty(initialValue:producer:)` completed only when the property
  /// went away). The start is disposed when the property goes away and no
  /// start of its producer is live (docs/EventContract.md rule 14).
  public convenience init(initial: Value, then producer: SignalProducer<Value, NoError>) {
    self.init(
      core: .composed(SignalProducer(value: initial).concat(producer).producer, following: [], retention: .rac4))
  }

  /// RAC4's spelling of `init(initial:then:)` (`AnyProperty(initialValue:producer:)`),
  /// with the same completion rule.
  public convenience init(initialValue: Value, producer: SignalProducer<Value, NoError>) {
    self.init(initial: initialValue, then: producer)
  }

  /// A property holding `initialValue`, then each value `signal` sends
  /// (RAC4's `AnyProperty(initialValue:signal:)`); it completes when `signal`
  /// ends, as `init(initial:then:)` does.
  public convenience init(initialValue: Value, signal: Signal<Value, NoError>) {
    self.init(initial: initialValue, then: SignalProducer(signal: signal))
  }

  /// The current value.
  public var value: Value { core.value }

  /// The current value, then every change.
  public var producer: SignalProducer<Value, NoError> { SignalProducer(producer: core.producer) }

  /// Every change from now on (the current value is not sent).
  public var signal: Signal<Value, NoError> { Signal(core: core.changes) }
}

/// RAC4's name of `Property`.
public typealias AnyProperty<Value> = Property<Value>

// Checked: the only stored property is the engine core, which is `Sendable`.
extension Property: Sendable {}
