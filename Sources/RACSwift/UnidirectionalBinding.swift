import RACShared

/// Something whose values can be bound with `<~`: a producer, a signal or a
/// property that cannot fail.
///
/// ```swift
/// let name = MutableProperty("")
/// let (typed, input) = Signal<String, Never>.pipe()
/// name <~ typed
/// input.send(value: "Ada")
/// print(name.value)   // prints "Ada"
/// ```
public protocol BindingSource<Value>: SignalProducerConvertible where Error == Never {}

extension Signal: BindingSource where Error == Never {}
extension SignalProducer: BindingSource where Error == Never {}

/// Something that values can be bound to with `<~`: it offers a
/// `BindingTarget`, the action run per value and the lifetime that ends the
/// bindings.
public protocol BindingTargetProvider<Value> {
  /// The type of the values bound to it.
  associatedtype Value

  /// What a binding to this runs per value, and until when.
  var bindingTarget: BindingTarget<Value> { get }
}

extension BindingTargetProvider {
  /// Binds `source` to `provider`: starts `source` and runs the target's
  /// action with each value, until the target's lifetime ends, `source`
  /// ends, or the returned disposable is disposed.
  ///
  /// The binding does not keep `provider` alive; it ends with the target's
  /// lifetime (a property's lifetime ends when the property goes away). If
  /// that lifetime has already ended, `source` is not started.
  ///
  /// ```swift
  /// let progress = MutableProperty(0.0)
  /// progress <~ SignalProducer([0.5, 1.0])
  /// print(progress.value)   // prints 1.0
  /// ```
  ///
  /// - Parameters:
  ///   - provider: What the values are bound to.
  ///   - source: Where the values come from.
  /// - Returns: The disposable that ends the binding.
  @discardableResult
  public static func <~ <Source: BindingSource>(provider: Self, source: Source) -> Disposable?
  where Source.Value == Value {
    let target = provider.bindingTarget
    return AnyDisposable(core: source.producer.core.bind(during: target.lifetime.core, target.action))
  }

  /// Binds a source of non-optional values to a target of optional ones,
  /// as the other `<~` does.
  ///
  /// - Parameters:
  ///   - provider: What the values are bound to.
  ///   - source: Where the values come from.
  /// - Returns: The disposable that ends the binding.
  @discardableResult
  public static func <~ <Source: BindingSource>(provider: Self, source: Source) -> Disposable?
  where Value == Source.Value? {
    let target = provider.bindingTarget
    return AnyDisposable(core: source.producer.core.bind(during: target.lifetime.core) { target.action($0) })
  }
}

extension Signal.Observer {
  /// Sends every value of `source` into `observer` (only values: the end of
  /// `source` does not end the observer's signal). The binding does not keep
  /// `observer` alive; it runs until `source` ends or the returned
  /// disposable is disposed.
  ///
  /// - Parameters:
  ///   - observer: The input to send the values into.
  ///   - source: Where the values come from.
  /// - Returns: The disposable that ends the binding.
  @discardableResult
  public static func <~ <Source: BindingSource>(observer: Signal<Value, Error>.Observer, source: Source) -> Disposable
  where Source.Value == Value {
    source.producer.startWithValues { [weak observer] in observer?.send(value: $0) }
  }
}

/// What a binding runs per value, and the lifetime that ends the bindings
/// made to it.
///
/// ```swift
/// final class Label { var text = "" }
/// let label = Label()
/// let (lifetime, token) = Lifetime.make()
/// let target = BindingTarget(lifetime: lifetime, object: label, keyPath: \.text)
/// target <~ SignalProducer(value: "Hello")
/// print(label.text)   // prints "Hello"
/// ```
public struct BindingTarget<Value>: BindingTargetProvider {
  /// Ends every binding made to this target.
  public let lifetime: Lifetime

  /// Runs once per bound value.
  public let action: (Value) -> Void

  /// The target itself.
  public var bindingTarget: BindingTarget<Value> {
    self
  }

  /// A target that runs `action` on `scheduler` for each value (at once on
  /// the sending thread for the immediate scheduler), until `lifetime` ends.
  ///
  /// - Parameters:
  ///   - scheduler: Where `action` runs.
  ///   - lifetime: Ends the bindings.
  ///   - action: Runs per value.
  public init(on scheduler: Scheduler = ImmediateScheduler(), lifetime: Lifetime, action: @escaping (Value) -> Void) {
    self.lifetime = lifetime
    self.action = BindingTargetAction.on(engineScheduler(scheduler), action)
  }

  /// A target that sets `object`'s `keyPath` on `scheduler` for each value,
  /// until `lifetime` ends. It holds `object` weakly: once `object` is gone,
  /// values are dropped.
  ///
  /// - Parameters:
  ///   - scheduler: Where the key path is set.
  ///   - lifetime: Ends the bindings.
  ///   - object: The object to set, held weakly.
  ///   - keyPath: The key path to set.
  public init<Object: AnyObject>(
    on scheduler: Scheduler = ImmediateScheduler(), lifetime: Lifetime, object: Object,
    keyPath: ReferenceWritableKeyPath<Object, Value>
  ) {
    self.init(on: scheduler, lifetime: lifetime) { [weak object] in object?[keyPath: keyPath] = $0 }
  }
}

// Safety: immutable. `action` is called from whatever thread a bound source
// sends on, as ReactiveSwift does: the same promise as an observer's.
extension BindingTarget: @unchecked Sendable {}

extension Optional: BindingTargetProvider where Wrapped: BindingTargetProvider {
  /// The type of the values the wrapped provider takes.
  public typealias Value = Wrapped.Value

  /// The wrapped provider's target, or, for `nil`, a target whose lifetime
  /// has ended (a binding to it does nothing).
  public var bindingTarget: BindingTarget<Wrapped.Value> {
    self?.bindingTarget ?? BindingTarget(lifetime: .empty, action: { _ in })
  }
}
