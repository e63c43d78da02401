import RACShared

/// A property whose value you set: each change is sent to its observers.
///
/// Changes are made one thread at a time: storing the value and sending the
/// change are one step, so observers hear the changes in the order they
/// were made and end on the value `value` reads. `modify` and `withValue`
/// run your closure in the property's turn, under no engine lock; a change
/// made from inside them (or from an observer of a change) on the same
/// thread goes ahead. The producer and signal complete when the property
/// goes away; so does its `lifetime`.
///
/// ```swift
/// let name = MutableProperty("Ada")
/// name.signal.observeValues { print($0) }
/// name.value = "Grace"   // prints "Grace"
/// ```
@propertyWrapper
public final class MutableProperty<Value>: ComposableMutablePropertyProtocol {
  @usableFromInline
  package let core: PropertyCore<Value>

  /// Ends when the property goes away.
  public let lifetime: Lifetime

  /// Every change from now on; it completes when the property goes away.
  public let signal: Signal<Value, Never>

  /// Creates a property holding `initialValue`.
  ///
  /// - Parameter initialValue: The value until it is set.
  public init(_ initialValue: Value) {
    core = PropertyCore(initialValue, ending: .completionFirst)
    lifetime = Lifetime(core: core.lifetime)
    signal = Signal(propertyChanges: core.changes)
  }

  /// Creates a property holding `wrappedValue` (the property-wrapper
  /// spelling: `@MutableProperty var name = "Ada"`).
  ///
  /// - Parameter wrappedValue: The value until it is set.
  public convenience init(wrappedValue: Value) {
    self.init(wrappedValue)
  }

  /// The current value, then every change; it completes when the property
  /// goes away.
  public var producer: SignalProducer<Value, Never> { SignalProducer(core: core.producer) }

  /// The value now; setting it sends the change (even an equal value).
  public var value: Value {
    get { core.value }
    set { core.set(newValue) }
  }

  /// The value (the property-wrapper spelling).
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// The property itself (`$name` of a wrapped property).
  public var projectedValue: MutableProperty<Value> { self }

  /// Replaces the value and sends the change, in one step.
  ///
  /// - Parameter newValue: The new value.
  /// - Returns: The value it replaced.
  @discardableResult
  public func swap(_ newValue: Value) -> Value {
    core.modify { _ in newValue }
  }

  /// Lets `action` change the value in place, in the property's turn, then
  /// sends the result (also when `action` throws after changing it).
  /// Changing the property from inside `action` traps.
  ///
  /// - Parameter action: Gets the value to change.
  /// - Returns: What `action` returns.
  @discardableResult
  public func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
    try core.modify(inPlace: action)
  }

  /// Runs `action` with the value, in the property's turn: no change
  /// happens meanwhile but one made by `action` on this thread.
  ///
  /// - Parameter action: Gets the value.
  /// - Returns: What `action` returns.
  @discardableResult
  public func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result {
    try core.withValue(action)
  }
}

extension MutableProperty: EngineBackedProperty {
  func engineCore<V>(of _: V.Type) -> PropertyCore<V>? { core as? PropertyCore<V> }
}

// Checked: immutable; the engine core, the lifetime and the signal are
// `Sendable`.
extension MutableProperty: Sendable {}
