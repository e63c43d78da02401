import RACShared

extension SignalProducer {
  /// Creates the signal of one start and lets `setUp` observe it before the
  /// work runs; the disposable interrupts it. If `setUp` disposes, the work
  /// never runs.
  @inlinable
  public func startWithSignal(_ setUp: (Signal<Value, Error>, Disposable) -> Void) {
    producer.startWithSignal { core, cancel in setUp(Signal(core: core), AnyDisposable(core: cancel)) }
  }

  /// Starts the work for `observer`.
  @discardableResult
  @inlinable
  public func start(_ observer: Observer<Value, Error> = Observer()) -> Disposable {
    AnyDisposable(core: producer.start(observer.sink))
  }

  /// Starts the work, handling every event with `action`.
  @discardableResult
  @inlinable
  public func start(_ action: @escaping (Event<Value, Error>) -> Void) -> Disposable {
    start(Observer(action))
  }

  /// Starts the work, handling values.
  @discardableResult
  @inlinable
  public func startWithNext(_ next: @escaping (Value) -> Void) -> Disposable {
    start(Observer(next: next))
  }

  /// ReactiveSwift spelling of `startWithNext(_:)`.
  @discardableResult
  @inlinable
  public func startWithValues(_ next: @escaping (Value) -> Void) -> Disposable {
    startWithNext(next)
  }

  /// Starts the work, handling the failure.
  @discardableResult
  @inlinable
  public func startWithFailed(_ failed: @escaping (Error) -> Void) -> Disposable {
    start(Observer(failed: failed))
  }

  /// Starts the work, handling completion.
  @discardableResult
  @inlinable
  public func startWithCompleted(_ completed: @escaping () -> Void) -> Disposable {
    start(Observer(completed: completed))
  }

  /// Starts the work, handling interruption.
  @discardableResult
  @inlinable
  public func startWithInterrupted(_ interrupted: @escaping () -> Void) -> Disposable {
    start(Observer(interrupted: interrupted))
  }
}
