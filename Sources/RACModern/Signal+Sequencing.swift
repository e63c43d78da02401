import RACShared

extension Signal {
  /// Ignores this signal's values; when it completes, starts `replacement`.
  @inlinable
  public func then<U>(_ replacement: SignalProducer<U, Error>) -> Signal<U, Error> {
    Signal<U, Error>(core: core.applying { $0.then { replacement.producer } })
  }

  /// On failure, continues with the producer `handler` returns for the error.
  @inlinable
  public func flatMapError<NewError>(
    _ handler: @escaping (Error) -> SignalProducer<Value, NewError>
  ) -> Signal<Value, NewError> {
    Signal<Value, NewError>(core: core.lift(cancelling: EventTransforms.flatMapError { handler($0).producer }))
  }
}
