import RACShared

/// A value you can read, set and observe (RAC4's `MutableProperty`; RAC2's
/// `RACBehaviorSubject` is the classic counterpart).
///
/// `producer` sends the current value at once, then every change; `signal`
/// sends changes only. Both complete when the property is deallocated.
///
/// Changes are serialized: each set, `modify(_:)` and `withValue(_:)` runs
/// in the property's turn, one thread at a time, and a set delivers its
/// change to the observers before the turn passes on, so observers hear the
/// changes in the order they were made and end on the value `value` reads.
/// A change made from inside `withValue`, `modify` or an observer of a
/// change, on the same thread, goes ahead (the turn is re-entrant); other
/// threads wait for the turn. No engine lock is held while your closure or
/// an observer runs (docs/EventContract.md rule 4): the turn is handed over
/// under a lock, and waiting for it is waiting on a semaphore, the way a
/// concurrent send waits for a signal's delivery (rule 2). As with RAC4's
/// lock, a closure that blocks on another thread which needs this property's
/// turn deadlocks.
///
/// ```swift
/// let name = MutableProperty("a")
/// name.producer.startWithNext { print($0) }   // prints "a"
/// name.value = "b"                            // prints "b"
/// ```
public final class MutableProperty<Value>: PropertyProtocol {
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
  public var producer: SignalProducer<Value, NoError> { SignalProducer(producer: core.producer) }

  /// Every change from now on (the current value is not sent).
  public var signal: Signal<Value, NoError> { Signal(core: core.changes) }

  /// The lifetime of the property: it ends when the property is deallocated.
  public var lifetime: Lifetime { Lifetime(core: core.lifetime) }

  /// Replaces the value with `newValue` and returns the value it replaced.
  @discardableResult
  public func swap(_ newValue: Value) -> Value {
    core.modify { _ in newValue }
  }

  /// Replaces the value with `transform(value)`, in the property's turn, and
  /// returns the value it replaced (RAC4's `modify`). If `transform` throws,
  /// nothing changes.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// let old = count.modify { $0 + 1 }   // old == 1, count.value == 2
  /// ```
  @discardableResult
  public func modify(_ transform: (Value) throws -> Value) rethrows -> Value {
    try core.modify(transform)
  }

  /// Lets `action` change the value in place, in the property's turn, then
  /// sends the result; returns what `action` returns (ReactiveSwift's
  /// `modify`).
  ///
  /// - Important: Changing this property from inside `action` traps
  ///   (ReactiveSwift: nested modifications violate exclusivity).
  @discardableResult
  public func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
    try core.modify(inPlace: action)
  }

  /// Runs `action` with the current value, in the property's turn: the value
  /// cannot change meanwhile except by `action` itself.
  ///
  /// ```swift
  /// let items = MutableProperty([1, 2])
  /// let count = items.withValue { $0.count }   // 2
  /// ```
  public func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result {
    try core.withValue(action)
  }
}

// Checked: the only stored property is the engine core, which is `Sendable`.
extension MutableProperty: Sendable {}

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

/// Binds `source`'s current value and changes to `property` (any kind of
/// property, a `MutableProperty` included).
@discardableResult
public func <~ <Source: PropertyProtocol>(property: MutableProperty<Source.Value>, source: Source) -> Disposable {
  property <~ source.producer
}
