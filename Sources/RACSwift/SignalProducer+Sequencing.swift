import RACShared

extension SignalProducer {
  /// Waits for this producer to complete, then forwards `replacement`'s
  /// events; this producer's values are dropped, its failure or
  /// interruption ends the result.
  ///
  /// - Parameter replacement: What runs after this producer.
  /// - Returns: A producer of `replacement`'s values.
  @inlinable
  public func then<U>(_ replacement: SignalProducer<U, Never>) -> SignalProducer<U, Error> {
    then(replacement.promoteError(Error.self))
  }

  /// `then(_:)` with any replacement that cannot fail, convertible to a
  /// producer.
  ///
  /// - Parameter replacement: What runs after this producer.
  /// - Returns: A producer of `replacement`'s values.
  @inlinable
  public func then<Replacement: SignalProducerConvertible>(
    _ replacement: Replacement
  ) -> SignalProducer<Replacement.Value, Error> where Replacement.Error == Never {
    then(replacement.producer)
  }

  /// Waits for this producer to complete, then forwards `replacement`'s
  /// events.
  ///
  /// - Parameter replacement: What runs after this producer.
  /// - Returns: A producer of `replacement`'s values.
  @inlinable
  public func then<U>(_ replacement: SignalProducer<U, Error>) -> SignalProducer<U, Error> {
    SignalProducer<U, Error>(core: core.then { replacement.core })
  }

  /// `then(_:)` with any replacement convertible to a producer.
  ///
  /// - Parameter replacement: What runs after this producer.
  /// - Returns: A producer of `replacement`'s values.
  @inlinable
  public func then<Replacement: SignalProducerConvertible>(
    _ replacement: Replacement
  ) -> SignalProducer<Replacement.Value, Error> where Replacement.Error == Error {
    then(replacement.producer)
  }

  /// `then(_:)` with a replacement of this producer's own type.
  ///
  /// - Parameter replacement: What runs after this producer.
  /// - Returns: A producer of `replacement`'s values.
  @inlinable
  public func then(_ replacement: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    SignalProducer(core: core.then { replacement.core })
  }

  /// `then(_:)` with a replacement of this producer's own types,
  /// convertible to a producer.
  ///
  /// - Parameter replacement: What runs after this producer.
  /// - Returns: A producer of `replacement`'s values.
  @inlinable
  public func then<Replacement: SignalProducerConvertible>(
    _ replacement: Replacement
  ) -> SignalProducer<Value, Error> where Replacement.Value == Value, Replacement.Error == Error {
    then(replacement.producer)
  }

  /// On failure, continues with the producer `transform` returns for the
  /// error.
  ///
  /// - Parameter transform: Makes the producer that replaces the failure.
  /// - Returns: A producer that fails as the replacement does.
  @inlinable
  public func flatMapError<F>(_ transform: @escaping (Error) -> SignalProducer<Value, F>) -> SignalProducer<Value, F> {
    SignalProducer<Value, F>(core: core.lift(cancelling: EventTransforms.flatMapError { transform($0).core }))
  }

  /// `flatMapError(_:)` with replacements convertible to a producer.
  ///
  /// - Parameter transform: Makes what replaces the failure.
  /// - Returns: A producer that fails as the replacement does.
  @inlinable
  public func flatMapError<Inner: SignalProducerConvertible>(
    _ transform: @escaping (Error) -> Inner
  ) -> SignalProducer<Value, Inner.Error> where Inner.Value == Value {
    flatMapError { transform($0).producer }
  }

  /// Starts this producer again after each failure, up to `count` times;
  /// the last failure is forwarded.
  ///
  /// - Important: Traps when `count` is negative, naming it.
  /// - Parameter count: How many times to retry.
  /// - Returns: The retrying producer.
  @inlinable
  public func retry(upTo count: Int) -> SignalProducer<Value, Error> {
    SignalProducer(core: core.retry(count, zeroRetriesForever: false))
  }

  /// Runs this producer `count` times in a row, each start after the
  /// previous one completed; zero times completes at once.
  ///
  /// - Important: Traps when `count` is negative, naming it.
  /// - Parameter count: How many times to run.
  /// - Returns: The repeating producer.
  @inlinable
  public func `repeat`(_ count: Int) -> SignalProducer<Value, Error> {
    SignalProducer(core: core.times(count))
  }
}

extension SignalProducer where Error == Never {
  /// `then(_:)` on a producer that cannot fail: the result fails as the
  /// replacement does.
  ///
  /// - Parameter replacement: What runs after this producer.
  /// - Returns: A producer of `replacement`'s values.
  @inlinable
  public func then<U, F>(_ replacement: SignalProducer<U, F>) -> SignalProducer<U, F> {
    promoteError(F.self).then(replacement)
  }

  /// `then(_:)` on a producer that cannot fail, with any replacement
  /// convertible to a producer.
  ///
  /// - Parameter replacement: What runs after this producer.
  /// - Returns: A producer of `replacement`'s values.
  @inlinable
  public func then<Replacement: SignalProducerConvertible>(
    _ replacement: Replacement
  ) -> SignalProducer<Replacement.Value, Replacement.Error> {
    then(replacement.producer)
  }

  /// `then(_:)` where neither side can fail.
  ///
  /// - Parameter replacement: What runs after this producer.
  /// - Returns: A producer of `replacement`'s values.
  @inlinable
  public func then<U>(_ replacement: SignalProducer<U, Never>) -> SignalProducer<U, Never> {
    SignalProducer<U, Never>(core: core.then { replacement.core })
  }

  /// `then(_:)` where neither side can fail, with a replacement convertible
  /// to a producer.
  ///
  /// - Parameter replacement: What runs after this producer.
  /// - Returns: A producer of `replacement`'s values.
  @inlinable
  public func then<Replacement: SignalProducerConvertible>(
    _ replacement: Replacement
  ) -> SignalProducer<Replacement.Value, Never> where Replacement.Error == Never {
    then(replacement.producer)
  }

  /// `then(_:)` with a replacement of this producer's own type, neither
  /// able to fail.
  ///
  /// - Parameter replacement: What runs after this producer.
  /// - Returns: A producer of `replacement`'s values.
  @inlinable
  public func then(_ replacement: SignalProducer<Value, Never>) -> SignalProducer<Value, Never> {
    SignalProducer(core: core.then { replacement.core })
  }

  /// `then(_:)` with a replacement of this producer's own types that cannot
  /// fail, convertible to a producer.
  ///
  /// - Parameter replacement: What runs after this producer.
  /// - Returns: A producer of `replacement`'s values.
  @inlinable
  public func then<Replacement: SignalProducerConvertible>(
    _ replacement: Replacement
  ) -> SignalProducer<Value, Never> where Replacement.Value == Value, Replacement.Error == Never {
    then(replacement.producer)
  }

  /// A `flatMapError` that can never run: use `promoteError` instead.
  ///
  /// - Parameter transform: Never called.
  /// - Returns: This producer, retyped.
  @discardableResult
  @available(
    *, deprecated,
    message: "Use `promoteError` instead - error type `Never` is uninstantiable (Use at runtime would trap)"
  )
  public func flatMapError<NewError>(
    _ transform: @escaping (Error) -> SignalProducer<Value, NewError>
  ) -> SignalProducer<Value, NewError> {
    promoteError(NewError.self)
  }
}
