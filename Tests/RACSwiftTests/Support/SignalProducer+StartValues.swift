import RACSwift

extension SignalProducer {
  /// Starts the producer, handing each value to `action` whatever the error
  /// type (ReactiveSwift's `startWithValues` needs `Never`).
  @discardableResult
  func startValues(_ action: @escaping (Value) -> Void) -> Disposable {
    start(Signal.Observer(value: action))
  }
}
