import RACShared

extension SignalProducer where Error == BridgedError {
  /// The same producer, failing with the classic error itself, which must be
  /// an `E` (`toSignalProducer()` wraps classic errors, which may be `nil`,
  /// in `BridgedError`).
  ///
  /// ```swift
  /// let classic = RACSignal<Int>.error(NetworkError.offline)
  /// classic.toSignalProducer().unwrapBridgedError(as: NetworkError.self)
  ///   .startWithFailed { print($0) }   // prints offline
  /// ```
  ///
  /// - Important: Traps, naming what arrived, if a failure carries an error
  ///   that is not an `E` (or a classic `nil` error): use
  ///   `mapBridgedError(_:)` where the classic side may send other errors.
  public func unwrapBridgedError<E: Swift.Error>(as _: E.Type = E.self) -> SignalProducer<Value, E> {
    mapError { unwrapBridged($0.underlying) }
  }

  /// The same producer, failing with what `transform` makes of the classic
  /// error (which may be `nil`).
  public func mapBridgedError<E: Swift.Error>(
    _ transform: @escaping ((any Swift.Error)?) -> E
  ) -> SignalProducer<
    Value, E
  > {
    mapError { transform($0.underlying) }
  }
}

extension Signal where Error == BridgedError {
  /// The same signal, failing with the classic error itself, which must be
  /// an `E`.
  ///
  /// - Important: Traps, naming what arrived, if a failure carries an error
  ///   that is not an `E` (or a classic `nil` error).
  public func unwrapBridgedError<E: Swift.Error>(as _: E.Type = E.self) -> Signal<Value, E> {
    mapError { unwrapBridged($0.underlying) }
  }

  /// The same signal, failing with what `transform` makes of the classic
  /// error (which may be `nil`).
  public func mapBridgedError<E: Swift.Error>(_ transform: @escaping ((any Swift.Error)?) -> E) -> Signal<Value, E> {
    mapError { transform($0.underlying) }
  }
}
