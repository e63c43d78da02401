import RACShared

extension Signal {
  /// On failure, continues with the producer `transform` returns for the
  /// error, started then.
  ///
  /// - Parameter transform: Makes the producer that replaces the failure.
  /// - Returns: A signal that fails as the replacement does.
  @inlinable
  public func flatMapError<F>(_ transform: @escaping (Error) -> SignalProducer<Value, F>) -> Signal<Value, F> {
    Signal<Value, F>(core: core.lift(cancelling: EventTransforms.flatMapError { transform($0).core }))
  }

  /// `flatMapError(_:)` with replacements convertible to a producer.
  ///
  /// - Parameter transform: Makes what replaces the failure.
  /// - Returns: A signal that fails as the replacement does.
  @inlinable
  public func flatMapError<Inner: SignalProducerConvertible>(
    _ transform: @escaping (Error) -> Inner
  ) -> Signal<Value, Inner.Error> where Inner.Value == Value {
    flatMapError { transform($0).producer }
  }
}

extension Signal where Error == Never {
  /// A `flatMapError` that can never run: use `promoteError` instead.
  ///
  /// - Parameter transform: Never called.
  /// - Returns: This signal, retyped.
  @discardableResult
  @available(
    *, deprecated,
    message: "Use `promoteError` instead - error type `Never` is uninstantiable (Use at runtime would trap)"
  )
  public func flatMapError<NewError>(
    _ transform: @escaping (Error) -> SignalProducer<Value, NewError>
  ) -> Signal<Value, NewError> {
    promoteError(NewError.self)
  }
}
