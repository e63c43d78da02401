import RACShared

extension RACSignal {
  /// Subscribes `subscriber`: it first receives the subscription's disposable
  /// through `didSubscribe(with:)`, then the events.
  @discardableResult
  @inlinable
  public func subscribe(_ subscriber: some RACSubscriber<Value>) -> RACDisposable {
    let disposable = RACCompoundDisposable()
    subscriber.didSubscribe(with: disposable)
    disposable.add(RACDisposable(core: producer.startIgnoringInterruption(classicSink(subscriber))))
    return disposable
  }

  /// Subscribes to values.
  @discardableResult
  @inlinable
  public func subscribeNext(_ next: @escaping (Value) -> Void) -> RACDisposable {
    // The engine's values-only sink, as RACModern's `startWithNext` uses.
    RACDisposable(core: producer.startIgnoringInterruption(SignalEvent.valueSink(next)))
  }

  /// Subscribes to values and completion.
  @discardableResult
  @inlinable
  public func subscribeNext(_ next: @escaping (Value) -> Void, completed: @escaping () -> Void) -> RACDisposable {
    subscribe(next: next, error: nil, completed: completed)
  }

  /// Subscribes to values and the error.
  @discardableResult
  @inlinable
  public func subscribeNext(
    _ next: @escaping (Value) -> Void, error: @escaping ((any Error)?) -> Void
  ) -> RACDisposable {
    subscribe(next: next, error: error, completed: nil)
  }

  /// Subscribes to values, the error and completion.
  @discardableResult
  @inlinable
  public func subscribeNext(
    _ next: @escaping (Value) -> Void,
    error: @escaping ((any Error)?) -> Void,
    completed: @escaping () -> Void
  ) -> RACDisposable {
    subscribe(next: next, error: error, completed: completed)
  }

  /// Subscribes to the error.
  @discardableResult
  @inlinable
  public func subscribeError(_ error: @escaping ((any Error)?) -> Void) -> RACDisposable {
    subscribe(next: nil, error: error, completed: nil)
  }

  /// Subscribes to completion.
  @discardableResult
  @inlinable
  public func subscribeCompleted(_ completed: @escaping () -> Void) -> RACDisposable {
    // The engine's completion-only sink, as RACModern's `startWithCompleted` uses.
    RACDisposable(core: producer.startIgnoringInterruption(SignalEvent.completedSink(completed)))
  }

  /// Subscribes to the error and completion.
  @discardableResult
  @inlinable
  public func subscribeError(
    _ error: @escaping ((any Error)?) -> Void, completed: @escaping () -> Void
  ) -> RACDisposable {
    subscribe(next: nil, error: error, completed: completed)
  }

  @inlinable

  func subscribe(
    next: ((Value) -> Void)?, error: (((any Error)?) -> Void)?, completed: (() -> Void)?
  ) -> RACDisposable {
    let sink = classicSink(next: next, error: error, completed: completed)
    return RACDisposable(core: producer.startIgnoringInterruption(sink))
  }
}
