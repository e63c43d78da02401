/// A type that offers reactive extensions under its `reactive` namespace
/// (`NotificationCenter.default.reactive.notifications(forName:)`).
///
/// Conform a type of yours, then extend `Reactive where Base: YourType`:
///
/// ```swift
/// extension Thermometer: ReactiveExtensionsProvider {}
/// extension Reactive where Base: Thermometer {
///   var readings: Signal<Double, Never> { base.readingsSignal }
/// }
/// thermometer.reactive.readings.observeValues { print($0) }
/// ```
public protocol ReactiveExtensionsProvider {}

extension ReactiveExtensionsProvider {
  /// The reactive extensions of this value.
  public var reactive: Reactive<Self> {
    Reactive(self)
  }

  /// The reactive extensions of this type (its static members).
  public static var reactive: Reactive<Self>.Type {
    Reactive<Self>.self
  }
}

/// The namespace of a type's reactive extensions: extend
/// `Reactive where Base: SomeType`, and reach the value through `base`.
public struct Reactive<Base> {
  /// The value whose extensions these are.
  public let base: Base

  fileprivate init(_ base: Base) {
    self.base = base
  }
}

extension Reactive: Sendable where Base: Sendable {}
