import RACShared

/// A value that changes over time and tells whoever watches it: its current
/// `value`, a `producer` of the current value then every change, and a
/// `signal` of the changes.
///
/// Only classes conform: a property has an identity, the one its changes
/// come from. A property's producer and signal complete when it goes away;
/// those of a composed property (`map`, `combineLatest`, ...) when its
/// sources go away, since a composed property follows its sources without
/// keeping them alive (ReactiveSwift's rule; `Property(capturing:)` keeps
/// the property it wraps).
///
/// ```swift
/// let count = MutableProperty(1)
/// let label = count.map { "\($0) items" }
/// label.producer.startWithValues { print($0) }   // prints "1 items"
/// count.value = 2                                 // prints "2 items"
/// ```
public protocol PropertyProtocol<Value>: AnyObject, BindingSource {
  /// The value now.
  var value: Value { get }

  /// The current value, then every change; it completes when the property
  /// (a composed property: its sources) goes away.
  var producer: SignalProducer<Value, Never> { get }

  /// Every change from now on; it completes when the property (a composed
  /// property: its sources) goes away.
  var signal: Signal<Value, Never> { get }
}

/// A property whose value can be set, and that has a lifetime: bindings to
/// it (`<~`) end with it.
public protocol MutablePropertyProtocol<Value>: PropertyProtocol, BindingTargetProvider {
  /// The type of the value.
  associatedtype Value

  /// The value now; setting it sends the change.
  var value: Value { get set }

  /// Ends when the property goes away.
  var lifetime: Lifetime { get }
}

extension MutablePropertyProtocol {
  /// A target that sets the value, held weakly, until the property's
  /// lifetime ends: what `property <~ source` binds to.
  public var bindingTarget: BindingTarget<Value> {
    BindingTarget(lifetime: lifetime) { [weak self] in self?.value = $0 }
  }
}

/// A mutable property that offers its exclusive access, so that other
/// types (`ValidatingProperty`) can compose it safely.
public protocol ComposableMutablePropertyProtocol<Value>: MutablePropertyProtocol {
  /// Runs `action` with the value; no change happens meanwhile but one made
  /// by `action` on the same thread.
  ///
  /// - Parameter action: Gets the value.
  /// - Returns: What `action` returns.
  func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result

  /// Lets `action` change the value in place, exclusively, then sends the
  /// change.
  ///
  /// - Parameter action: Gets the value to change.
  /// - Returns: What `action` returns.
  func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result
}

/// A property of this face that stands on an engine core: `Property(capturing:)`
/// and `Action` read such a property's core itself instead of following its
/// producer.
protocol EngineBackedProperty: AnyObject {
  /// The engine core, when its value type is `V`.
  func engineCore<V>(of _: V.Type) -> PropertyCore<V>?
}

/// The engine core `property` stands on: its own, for a property of this
/// face; for a property of another type, a composed core following its
/// producer (which does not keep it alive).
func engineProperty<P: PropertyProtocol>(_ property: P) -> PropertyCore<P.Value> {
  (property as? EngineBackedProperty)?.engineCore(of: P.Value.self)
    ?? .composed(property.producer.core, following: [property], retention: .reactiveSwift)
}
