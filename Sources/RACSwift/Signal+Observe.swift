import RACShared

extension Signal {
  /// Observes every event with `action`.
  ///
  /// - Parameter action: Called with each event, on the delivering thread.
  /// - Returns: The disposable that stops observing, or `nil` if the signal
  ///   had already ended (`action` then got `interrupted`).
  @discardableResult
  @inlinable
  public func observe(_ action: @escaping Signal<Value, Error>.Observer.Action) -> Disposable? {
    observe(Observer(action))
  }

  /// Observes the values and the failure, each as a `Result`.
  ///
  /// - Parameter action: Called with `.success` per value, `.failure` on failure.
  /// - Returns: The disposable that stops observing, or `nil`.
  @discardableResult
  @inlinable
  public func observeResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable? {
    observe(sink: SignalEvent.resultSink(action))
  }

  /// Observes completion.
  ///
  /// - Parameter action: Called on completion.
  /// - Returns: The disposable that stops observing, or `nil`.
  @discardableResult
  @inlinable
  public func observeCompleted(_ action: @escaping () -> Void) -> Disposable? {
    observe(sink: SignalEvent.completedSink(action))
  }

  /// Observes the failure.
  ///
  /// - Parameter action: Called with the error.
  /// - Returns: The disposable that stops observing, or `nil`.
  @discardableResult
  @inlinable
  public func observeFailed(_ action: @escaping (Error) -> Void) -> Disposable? {
    observe(sink: SignalEvent.failedSink(action))
  }

  /// Observes interruption (at once if the signal had already ended).
  ///
  /// - Parameter action: Called on interruption.
  /// - Returns: The disposable that stops observing, or `nil`.
  @discardableResult
  @inlinable
  public func observeInterrupted(_ action: @escaping () -> Void) -> Disposable? {
    observe(sink: SignalEvent.interruptedSink(action))
  }

  /// Attaches one of the engine's one-kind sinks (`SignalEvent.valueSink`
  /// and its siblings), which RACModern's and RACClassic's subscriptions of
  /// the same kind use too, straight to the engine signal: no `Observer`
  /// object in between.
  @inlinable
  func observe(sink: @escaping EventSink<Value, Error>) -> Disposable? {
    core.observe(sink).map(AnyDisposable.init(core:))
  }
}

extension Signal where Error == Never {
  /// Observes the values of a signal that cannot fail.
  ///
  /// ```swift
  /// let (signal, input) = Signal<Int, Never>.pipe()
  /// signal.observeValues { print($0) }
  /// input.send(value: 1)   // prints 1
  /// ```
  ///
  /// - Parameter action: Called with each value.
  /// - Returns: The disposable that stops observing, or `nil`.
  @discardableResult
  @inlinable
  public func observeValues(_ action: @escaping (Value) -> Void) -> Disposable? {
    observe(sink: SignalEvent.valueSink(action))
  }
}
