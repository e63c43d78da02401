import RACShared

extension RACSignal {
  /// On error, continues with `signal` instead.
  @inlinable
  public func catchTo(_ signal: RACSignal<Value>) -> RACSignal<Value> {
    RACSignal(producer: producer.lift(cancelling: EventTransforms.flatMapError { _ in signal.producer }))
  }

  /// Ignores this signal's values; when it completes, subscribes to the
  /// signal `block` returns at that moment. Errors pass through.
  @inlinable
  public func then<U>(_ block: @escaping () -> RACSignal<U>) -> RACSignal<U> {
    RACSignal<U>(producer: producer.then { block().producer })
  }

  /// Resubscribes after an error, up to `count` times; `retry(0)` retries
  /// forever, as in RAC2.
  ///
  /// - Important: Traps when `count` is negative.
  @inlinable
  public func retry(_ count: Int) -> RACSignal<Value> {
    RACSignal(producer: producer.retry(count, zeroRetriesForever: true))
  }

  /// Resubscribes after every error, forever.
  @inlinable
  public func retry() -> RACSignal<Value> {
    retry(0)
  }

  /// Resubscribes every time this signal completes, forever; errors end it.
  @inlinable
  public func `repeat`() -> RACSignal<Value> {
    RACSignal(producer: producer.repeatForever())
  }

  /// On error, continues with the signal `handler` returns for that error.
  @inlinable
  public func `catch`(_ handler: @escaping ((any Error)?) -> RACSignal<Value>) -> RACSignal<Value> {
    RACSignal(producer: producer.lift(cancelling: EventTransforms.flatMapError { handler($0.underlying).producer }))
  }
}
