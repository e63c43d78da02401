import RACShared

extension SignalProducer {
  /// Transforms each value.
  @inlinable
  public func map<U>(_ transform: @escaping (Value) -> U) -> SignalProducer<U, Error> {
    SignalProducer<U, Error>(producer: producer.lift(EventTransforms.map(transform)))
  }

  /// Forwards only the values that pass `isIncluded`.
  @inlinable
  public func filter(_ isIncluded: @escaping (Value) -> Bool) -> SignalProducer {
    SignalProducer(producer: producer.lift(EventTransforms.filter(isIncluded)))
  }

  /// Drops the first `count` values, then forwards everything. Traps on a
  /// negative `count`.
  @inlinable
  public func skip(_ count: Int) -> SignalProducer {
    SignalProducer(producer: producer.lift(EventTransforms.skip(count)))
  }

  /// Maps each value to a producer and flattens them with `strategy`.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, transform: @escaping (Value) -> SignalProducer<U, Error>
  ) -> SignalProducer<U, Error> {
    SignalProducer<U, Error>(
      producer: producer.lift(cancelling: EventTransforms.flatten(strategy.mode) { transform($0).producer }))
  }
}

extension SignalProducer {
  /// Flattens a producer of producers with `strategy`.
  @inlinable
  public func flatten<U>(_ strategy: FlattenStrategy) -> SignalProducer<U, Error>
  where Value == SignalProducer<U, Error> {
    flatMap(strategy) { $0 }
  }
}

extension SignalProducer {
  /// Sends `value` first, then this producer's events.
  @inlinable
  public func startWith(_ value: Value) -> SignalProducer {
    SignalProducer<SignalProducer, Error>(values: [SignalProducer(value: value), self]).flatten(.concat)
  }

  /// ReactiveSwift spelling of `startWith(_:)`.
  @inlinable
  public func prefix(value: Value) -> SignalProducer {
    startWith(value)
  }

  /// On failure, continues with the producer `handler` returns for the error.
  @inlinable
  public func flatMapError<NewError>(
    _ handler: @escaping (Error) -> SignalProducer<Value, NewError>
  ) -> SignalProducer<Value, NewError> {
    SignalProducer<Value, NewError>(
      producer: producer.lift(cancelling: EventTransforms.flatMapError { handler($0).producer }))
  }
}
