import RACShared

extension SignalProducer {
  /// Creates the signal of one start and lets `setUp` observe it before the
  /// work runs; the disposable interrupts it. If `setUp` disposes, the work
  /// never runs.
  ///
  /// The signal needs no owner: it stays alive while the work can send,
  /// until its terminal event or the disposal (RAC4's rule).
  @inlinable
  public func startWithSignal(_ setUp: (Signal<Value, Error>, Disposable) -> Void) {
    producer.startWithSignal(front: Signal.init(core:)) { signal, cancel in setUp(signal, AnyDisposable(core: cancel)) }
  }

  /// Starts the work for `observer`.
  @discardableResult
  @inlinable
  public func start(_ observer: Observer<Value, Error> = Observer()) -> Disposable {
    start(sink: observer.sink)
  }

  /// Starts the work for `sink`, handed straight to the engine: one of the
  /// engine's one-kind sinks (`SignalEvent.valueSink` and its siblings) or an
  /// observer's.
  @inlinable
  func start(sink: @escaping EventSink<Value, Error>) -> Disposable {
    AnyDisposable(core: producer.start(sink))
  }

  /// Starts the work, handling every event with `action`.
  ///
  /// `action` runs on the thread that delivers each event. In debug builds,
  /// an `action` formed on the main actor (`isolation`, filled in for you)
  /// that runs off the main thread is reported once through the log sink
  /// (`EventLog`): use `observe(on: UIScheduler())`, whose callbacks the
  /// compiler checks.
  @discardableResult
  @inlinable
  public func start(
    _ action: @escaping (Event<Value, Error>) -> Void, isolation: (any Actor)? = #isolation,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Disposable {
    start(Observer(MainActorCheck.checked(action, isolation: isolation, file: file, line: line)))
  }

  /// Starts the work, handling values (checked in debug builds as
  /// `start(_:isolation:file:line:)` is).
  @discardableResult
  @inlinable
  public func startWithNext(
    _ next: @escaping (Value) -> Void, isolation: (any Actor)? = #isolation, file: StaticString = #fileID,
    line: UInt = #line
  ) -> Disposable {
    // The engine's values-only sink, as RACClassic's `subscribeNext` uses.
    start(
      sink: SignalEvent.valueSink(MainActorCheck.checked(next, isolation: isolation, file: file, line: line)))
  }

  /// ReactiveSwift spelling of `startWithNext(_:)`.
  @discardableResult
  @inlinable
  public func startWithValues(
    _ next: @escaping (Value) -> Void, isolation: (any Actor)? = #isolation, file: StaticString = #fileID,
    line: UInt = #line
  ) -> Disposable {
    startWithNext(next, isolation: isolation, file: file, line: line)
  }

  /// Starts the work, handling the failure.
  @discardableResult
  @inlinable
  public func startWithFailed(
    _ failed: @escaping (Error) -> Void, isolation: (any Actor)? = #isolation, file: StaticString = #fileID,
    line: UInt = #line
  ) -> Disposable {
    start(
      sink: SignalEvent.failedSink(MainActorCheck.checked(failed, isolation: isolation, file: file, line: line)))
  }

  /// Starts the work, handling completion.
  @discardableResult
  @inlinable
  public func startWithCompleted(
    _ completed: @escaping () -> Void, isolation: (any Actor)? = #isolation, file: StaticString = #fileID,
    line: UInt = #line
  ) -> Disposable {
    start(
      sink: SignalEvent.completedSink(MainActorCheck.checked(completed, isolation: isolation, file: file, line: line))
    )
  }

  /// Starts the work, handling interruption.
  @discardableResult
  @inlinable
  public func startWithInterrupted(
    _ interrupted: @escaping () -> Void, isolation: (any Actor)? = #isolation, file: StaticString = #fileID,
    line: UInt = #line
  ) -> Disposable {
    start(
      sink: SignalEvent.interruptedSink(
        MainActorCheck.checked(interrupted, isolation: isolation, file: file, line: line)))
  }
}
