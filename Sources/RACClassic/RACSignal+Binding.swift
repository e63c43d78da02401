import RACShared

extension RACSignal {
  /// Sets `object`'s property at `keyPath` to each value this signal sends,
  /// on the thread that sends it (RAC2's `-setKeyPath:onObject:`).
  ///
  /// `object` is held weakly. The binding ends when the signal completes or
  /// fails (an error is logged through `RACLog`: RAC2 asserted), when the
  /// returned disposable is disposed, or when a value finds `object` gone:
  /// Swift cannot observe an arbitrary object's deallocation, so a binding
  /// whose object went away ends at the next value (RAC2 ended it at once).
  ///
  /// ```swift
  /// titles.setKeyPath(\.title, on: button)
  /// ```
  @discardableResult
  public func setKeyPath<Object: AnyObject>(
    _ keyPath: ReferenceWritableKeyPath<Object, Value>, on object: Object
  ) -> RACDisposable {
    RAC(object, keyPath) <~ self
  }

  /// `setKeyPath(_:on:)` for a signal of optionals into a non-optional
  /// property: `nil` sets `nilValue` (RAC2's `-setKeyPath:onObject:nilValue:`).
  @discardableResult
  public func setKeyPath<Object: AnyObject, Wrapped>(
    _ keyPath: ReferenceWritableKeyPath<Object, Wrapped>, on object: Object, nilValue: Wrapped
  ) -> RACDisposable where Value == Wrapped? {
    RAC(object, keyPath, nilValue: nilValue) <~ self
  }
}

/// A property of an object that a signal can be bound to with `<~`: what
/// RAC2's `RAC(object, keyPath)` macro stood for.
///
/// ```swift
/// RAC(label, \.text) <~ names
/// RAC(label, \.text, nilValue: "") <~ optionalNames
/// ```
public struct RACBindingTarget<Object: AnyObject, Value> {
  let object: Object
  let describe: String
  let set: (Object, Value) -> Void
}

/// The property at `keyPath` of `object`, to bind a signal to with `<~`
/// (RAC2's `RAC(object, keyPath)` macro).
public func RAC<Object: AnyObject, Value>(
  _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>
) -> RACBindingTarget<Object, Value> {
  RACBindingTarget(object: object, describe: "\(keyPath)") { $0[keyPath: keyPath] = $1 }
}

/// The property at `keyPath` of `object`, for a signal of optionals: `nil`
/// sets `nilValue` (RAC2's `RAC(object, keyPath, nilValue)`).
public func RAC<Object: AnyObject, Wrapped>(
  _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Wrapped>, nilValue: Wrapped
) -> RACBindingTarget<Object, Wrapped?> {
  RACBindingTarget(object: object, describe: "\(keyPath)") { $0[keyPath: keyPath] = $1 ?? nilValue }
}

/// Binds `signal` to `target`: each value is set on the target's object,
/// which is held weakly, until the signal ends, the object is found gone, or
/// the returned disposable is disposed (RAC2's `RAC(object, keyPath) = signal`).
@discardableResult
public func <~ <Object, Value>(target: RACBindingTarget<Object, Value>, signal: RACSignal<Value>) -> RACDisposable {
  let name = signal.name
  return RACDisposable(
    core: signal.producer.bindWeakly(
      to: target.object,
      failed: { [describe = target.describe] error in
        DebugLog.write(
          DebugLog.classicLine(
            name: name, "error in binding for key path \(describe): \(error.underlying.map { "\($0)" } ?? "nil")"))
      }, target.set))
}
