import RACShared

// ReactiveSwift's deprecated observation overloads for signals and
// producers that can never send what the callback takes: they compile, with
// the same deprecation message, and the callback is never called.

extension Signal where Value == Never {
  /// Observes the failure only: a signal of `Never` values sends no value.
  ///
  /// - Parameter action: Called with `.failure` on failure.
  /// - Returns: The disposable that stops observing, or `nil`.
  @discardableResult
  @available(
    *, deprecated,
    message: "`Result.success` is never delivered - value type `Never` is uninstantiable (Use at runtime would trap)"
  )
  public func observeResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable? {
    observe(sink: SignalEvent.resultSink(action))
  }
}

extension Signal where Value == Never, Error == Never {
  /// Observes nothing: the signal sends neither values nor a failure.
  ///
  /// - Parameter action: Never called.
  /// - Returns: The disposable that stops observing, or `nil`.
  @discardableResult
  @available(
    *, deprecated,
    message:
      "Observer is never called - value type `Never` and error type `Never` are uninstantiable (Use at runtime would trap)"
  )
  public func observeResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable? {
    observe(Observer())
  }

  /// Observes nothing: the signal sends no values.
  ///
  /// - Parameter action: Never called.
  /// - Returns: The disposable that stops observing, or `nil`.
  @discardableResult
  @available(
    *, deprecated,
    message: "Observer is never called - value type `Never` is uninstantiable (Use at runtime would trap)"
  )
  public func observeValues(_ action: @escaping (Value) -> Void) -> Disposable? {
    observe(Observer())
  }
}

extension Signal where Error == Never {
  /// Observes nothing: the signal cannot fail.
  ///
  /// - Parameter action: Never called.
  /// - Returns: The disposable that stops observing, or `nil`.
  @discardableResult
  @available(
    *, deprecated,
    message: "Observer is never invoked - error type `Never` is uninstantiable (Use at runtime would trap)"
  )
  public func observeFailed(_ action: @escaping (Error) -> Void) -> Disposable? {
    observe(Observer())
  }
}

extension SignalProducer where Value == Never {
  /// Starts the work, handling the failure only: no value is ever sent.
  ///
  /// - Parameter action: Called with `.failure` on failure.
  /// - Returns: The disposable that interrupts the start.
  @discardableResult
  @available(
    *, deprecated,
    message: "`Result.success` is never delivered - value type `Never` is uninstantiable (Use at runtime would trap)"
  )
  public func startWithResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable {
    start(sink: SignalEvent.resultSink(action))
  }
}

extension SignalProducer where Value == Never, Error == Never {
  /// Starts the work; the callback is never called.
  ///
  /// - Parameter action: Never called.
  /// - Returns: The disposable that interrupts the start.
  @discardableResult
  @available(
    *, deprecated,
    message:
      "Observer is never called - value type `Never` and error type `Never` are uninstantiable (Use at runtime would trap)"
  )
  public func startWithResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable {
    start()
  }

  /// Starts the work; the callback is never called.
  ///
  /// - Parameter action: Never called.
  /// - Returns: The disposable that interrupts the start.
  @discardableResult
  @available(
    *, deprecated,
    message: "Observer is never called - value type `Never` is uninstantiable (Use at runtime would trap)"
  )
  public func startWithValues(_ action: @escaping (Value) -> Void) -> Disposable {
    start()
  }
}

extension SignalProducer where Error == Never {
  /// Starts the work; the callback is never called.
  ///
  /// - Parameter action: Never called.
  /// - Returns: The disposable that interrupts the start.
  @discardableResult
  @available(
    *, deprecated,
    message: "Observer is never called - error type `Never` is uninstantiable (Use at runtime would trap)"
  )
  public func startWithFailed(_ action: @escaping (Error) -> Void) -> Disposable {
    start()
  }
}
