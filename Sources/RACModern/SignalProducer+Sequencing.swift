import RACShared

extension SignalProducer {
  /// On failure, continues with the producer `handler` returns for the error.
  @inlinable
  public func flatMapError<NewError>(
    _ handler: @escaping (Error) -> SignalProducer<Value, NewError>
  ) -> SignalProducer<Value, NewError> {
    SignalProducer<Value, NewError>(
      producer: producer.lift(cancelling: EventTransforms.flatMapError { handler($0).producer }))
  }

  /// Ignores this producer's values; when it completes, starts `replacement`.
  @inlinable
  public func then<U>(_ replacement: SignalProducer<U, Error>) -> SignalProducer<U, Error> {
    SignalProducer<U, Error>(producer: producer.then { replacement.producer })
  }

  /// Restarts after a failure, up to `count` times; `retry(0)` does not retry.
  ///
  /// - Important: Traps when `count` is negative.
  @inlinable
  public func retry(_ count: Int) -> SignalProducer {
    SignalProducer(producer: producer.retry(count, zeroRetriesForever: false))
  }

  /// ReactiveSwift spelling of `retry(_:)`.
  @inlinable
  public func retry(upTo count: Int) -> SignalProducer { retry(count) }

  /// Runs this producer `count` times in a row; `times(0)` completes at once.
  ///
  /// - Important: Traps when `count` is negative.
  @inlinable
  public func times(_ count: Int) -> SignalProducer {
    SignalProducer(producer: producer.times(count))
  }

  /// ReactiveSwift spelling of `times(_:)`.
  @inlinable
  public func `repeat`(_ count: Int) -> SignalProducer { times(count) }
}
