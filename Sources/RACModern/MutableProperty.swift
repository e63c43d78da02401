import RACShared

/// A value you can read, set and observe (RAC4's `MutableProperty`; RAC2's
/// `RACBehaviorSubject` is the classic counterpart).
///
/// `producer` sends the current value at once, then every change; `signal`
/// sends changes only. Both complete when the property is deallocated.
/// Setting from several threads is safe: observers end on the value `value`
/// reads. There is no `modify(_:)`: it would run your closure under the
/// property's lock, which RACPort never does (docs/EventContract.md rule 4).
///
/// ```swift
/// let name = MutableProperty("a")
/// name.producer.startWithNext { print($0) }   // prints "a"
/// name.value = "b"                            // prints "b"
/// ```
public final class MutableProperty<Value> {
  @usableFromInline
  package let core: PropertyCore<Value>

  /// Creates a property holding `initialValue`.
  public init(_ initialValue: Value) {
    core = PropertyCore(initialValue)
  }

  /// The current value; setting it sends the change to every observer.
  public var value: Value {
    get { core.value }
    set { core.set(newValue) }
  }

  /// The current value, then every change.
  public var producer: SignalProducer<Value, NoError> { SignalProducer(producer: Producer(observing: core.current)) }

  /// Every change from now on (the current value is not sent).
  public var signal: Signal<Value, NoError> { Signal(core: core.changes) }
}

// Safety: the engine property core is thread-safe.
extension MutableProperty: @unchecked Sendable {}

infix operator <~ : AssignmentPrecedence

/// Binds a producer to a property: starts `producer` once, and each value
/// it sends becomes `property`'s value, until it ends, the property is
/// deallocated, or the returned disposable is disposed (RAC4's `<~`).
///
/// The other two `<~` bind a `Signal` (only what it sends from now on) and a
/// `Property` (its current value, then its changes).
///
/// ```swift
/// let total = MutableProperty(0)
/// total <~ SignalProducer(values: [1, 2, 3])
/// print(total.value)   // prints 3
/// ```
@discardableResult
public func <~ <Value>(property: MutableProperty<Value>, producer: SignalProducer<Value, NoError>) -> Disposable {
  AnyDisposable(core: property.core.bind(producer.producer))
}

/// Binds a signal to a property: each value `signal` sends from now on (a
/// `Signal` is hot: nothing it sent before) becomes `property`'s value, until
/// it ends, the property is deallocated, or the returned disposable is
/// disposed.
@discardableResult
public func <~ <Value>(property: MutableProperty<Value>, signal: Signal<Value, NoError>) -> Disposable {
  property <~ SignalProducer(signal: signal)
}

/// Binds a property to a property: `source`'s current value at once, then
/// each change, becomes `property`'s value (it binds `source.producer`),
/// until that producer ends, `property` is deallocated, or the returned
/// disposable is disposed.
@discardableResult
public func <~ <Value>(property: MutableProperty<Value>, source: Property<Value>) -> Disposable {
  property <~ source.producer
}
