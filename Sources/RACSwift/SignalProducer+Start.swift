import RACShared

extension SignalProducer {
  /// Starts the work for `observer`.
  ///
  /// - Parameter observer: Receives the start's events.
  /// - Returns: The disposable that interrupts the start.
  @discardableResult
  @inlinable
  public func start(_ observer: Signal<Value, Error>.Observer = .init()) -> Disposable {
    AnyDisposable(core: observer.discardsEvents ? core.startDiscardingEvents() : core.start(observer.sink))
  }

  /// Starts the work, handling every event with `action`.
  ///
  /// - Parameter action: Called with each event, on the delivering thread.
  /// - Returns: The disposable that interrupts the start.
  @discardableResult
  @inlinable
  public func start(_ action: @escaping Signal<Value, Error>.Observer.Action) -> Disposable {
    start(Signal.Observer(action))
  }

  /// Starts the work, handling the values and the failure as `Result`s.
  ///
  /// - Parameter action: Called with `.success` per value, `.failure` on failure.
  /// - Returns: The disposable that interrupts the start.
  @discardableResult
  @inlinable
  public func startWithResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable {
    start(sink: SignalEvent.resultSink(action))
  }

  /// Starts the work, handling completion.
  ///
  /// - Parameter action: Called on completion.
  /// - Returns: The disposable that interrupts the start.
  @discardableResult
  @inlinable
  public func startWithCompleted(_ action: @escaping () -> Void) -> Disposable {
    start(sink: SignalEvent.completedSink(action))
  }

  /// Starts the work, handling the failure.
  ///
  /// - Parameter action: Called with the error.
  /// - Returns: The disposable that interrupts the start.
  @discardableResult
  @inlinable
  public func startWithFailed(_ action: @escaping (Error) -> Void) -> Disposable {
    start(sink: SignalEvent.failedSink(action))
  }

  /// Starts the work, handling interruption.
  ///
  /// - Parameter action: Called on interruption.
  /// - Returns: The disposable that interrupts the start.
  @discardableResult
  @inlinable
  public func startWithInterrupted(_ action: @escaping () -> Void) -> Disposable {
    start(sink: SignalEvent.interruptedSink(action))
  }

  /// Starts with one of the engine's one-kind sinks (`SignalEvent.valueSink`
  /// and its siblings), which RACModern's and RACClassic's subscriptions of
  /// the same kind use too: no `Observer` object in between.
  @inlinable
  func start(sink: @escaping EventSink<Value, Error>) -> Disposable {
    AnyDisposable(core: core.start(sink))
  }

  /// Makes the signal of one start and lets `setup` observe it before the
  /// work runs; the disposable interrupts it. If `setup` disposes, the work
  /// never runs; if `setup` neither keeps nor observes the signal, the start
  /// is disposed once its work has started (ReactiveSwift's signal memory
  /// model).
  ///
  /// ```swift
  /// producer.startWithSignal { signal, interruptHandle in
  ///   signal.observeValues { print($0) }
  /// }
  /// ```
  ///
  /// - Parameter setup: Called with the signal and its interrupt handle
  ///   before the work starts.
  /// - Returns: What `setup` returns.
  @discardableResult
  @inlinable
  public func startWithSignal<Result>(
    _ setup: (_ signal: Signal<Value, Error>, _ interruptHandle: Disposable) -> Result
  ) -> Result {
    core.startWithSignal(releasedAs: .reactiveSwift) { signal, cancel in
      setup(Signal(core: signal), AnyDisposable(core: cancel))
    }
  }
}

extension SignalProducer where Error == Never {
  /// Starts the work of a producer that cannot fail, handling its values.
  ///
  /// - Parameter action: Called with each value.
  /// - Returns: The disposable that interrupts the start.
  @discardableResult
  @inlinable
  public func startWithValues(_ action: @escaping (Value) -> Void) -> Disposable {
    start(sink: SignalEvent.valueSink(action))
  }
}
