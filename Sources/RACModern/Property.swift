import RACShared

/// A read-only view of a value that changes over time (RAC4's `AnyProperty`,
/// ReactiveSwift's `Property`).
///
/// `producer` sends the current value at once, then every change; `signal`
/// sends changes only. Both complete when the property goes away.
///
/// ```swift
/// let source = MutableProperty(1)
/// let view = Property(source)
/// view.producer.startWithNext { print($0) }   // prints 1
/// source.value = 2                            // prints 2
/// ```
public final class Property<Value> {
  @usableFromInline
  package let core: PropertyCore<Value>

  @inlinable
  package init(core: PropertyCore<Value>) {
    self.core = core
  }

  /// A property that always holds `value`.
  public convenience init(value: Value) {
    self.init(core: PropertyCore(value))
  }

  /// A read-only view of `property`; it keeps `property`'s value alive.
  public convenience init(_ property: MutableProperty<Value>) {
    self.init(core: property.core)
  }

  /// A property holding `initial`, then each value `producer` sends.
  public convenience init(initial: Value, then producer: SignalProducer<Value, NoError>) {
    self.init(core: PropertyCore(initial))
    core.bind(producer.producer)
  }

  /// The current value.
  public var value: Value { core.value }

  /// The current value, then every change.
  public var producer: SignalProducer<Value, NoError> { SignalProducer(producer: Producer(observing: core.current)) }

  /// Every change from now on (the current value is not sent).
  public var signal: Signal<Value, NoError> { Signal(core: core.changes) }
}

// Safety: the engine property core is thread-safe.
extension Property: @unchecked Sendable {}
