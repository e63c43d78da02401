import RACShared

extension SignalProducer {
  /// Transforms each value.
  ///
  /// ```swift
  /// SignalProducer<Int, Never>([1, 2]).map { $0 * 2 }.startWithValues { print($0) }   // prints 2, 4
  /// ```
  ///
  /// - Parameter transform: Called with each value.
  /// - Returns: A producer of the transformed values.
  @inlinable
  public func map<U>(_ transform: @escaping (Value) -> U) -> SignalProducer<U, Error> {
    SignalProducer<U, Error>(core: core.lift(EventTransforms.map(transform)))
  }

  /// Replaces each value with `value`.
  ///
  /// - Parameter value: What every value becomes.
  /// - Returns: A producer sending `value` for each value.
  @inlinable
  public func map<U>(value: U) -> SignalProducer<U, Error> {
    map { _ in value }
  }

  /// Sends the property at `keyPath` of each value.
  ///
  /// - Parameter keyPath: The property to read from each value.
  /// - Returns: A producer of those properties.
  @inlinable
  public func map<U>(_ keyPath: KeyPath<Value, U>) -> SignalProducer<U, Error> {
    map { $0[keyPath: keyPath] }
  }

  /// Transforms the failure; values and the other terminal events pass.
  ///
  /// - Parameter transform: Called with the error.
  /// - Returns: A producer failing with the transformed error.
  @inlinable
  public func mapError<F>(_ transform: @escaping (Error) -> F) -> SignalProducer<Value, F> {
    SignalProducer<Value, F>(core: core.lift(EventTransforms.mapError(transform)))
  }

  /// Sends every event as a value; a failure or completion is followed by
  /// completion, an interruption passes on.
  ///
  /// - Returns: A producer of events that cannot fail.
  @inlinable
  public func materialize() -> SignalProducer<ProducedSignal.Event, Never> {
    SignalProducer<ProducedSignal.Event, Never>(
      core: core.lift(EventTransforms.materialize { ProducedSignal.Event($0) }))
  }

  /// Sends each value as `.success` and the failure as `.failure`, then
  /// completes.
  ///
  /// - Returns: A producer of results that cannot fail.
  @inlinable
  public func materializeResults() -> SignalProducer<Result<Value, Error>, Never> {
    SignalProducer<Result<Value, Error>, Never>(core: core.lift(EventTransforms.materializeResults()))
  }

  /// Each value with the one before it, `initial` standing before the first.
  ///
  /// - Parameter initial: The value paired with the first value.
  /// - Returns: A producer of pairs.
  @inlinable
  public func combinePrevious(_ initial: Value) -> SignalProducer<(Value, Value), Error> {
    SignalProducer<(Value, Value), Error>(
      core: core.lift(EventTransforms.combinePrevious(initial: initial) { ($0, $1) }))
  }

  /// Each value with the one before it, from the second value on.
  ///
  /// - Returns: A producer of pairs.
  @inlinable
  public func combinePrevious() -> SignalProducer<(Value, Value), Error> {
    SignalProducer<(Value, Value), Error>(core: core.lift(EventTransforms.combinePrevious(initial: nil) { ($0, $1) }))
  }

  /// Runs `action` on each value and fails with the error it returns; the
  /// values it accepts pass.
  ///
  /// - Parameter action: Checks each value.
  /// - Returns: A producer of the accepted values.
  @inlinable
  public func attempt(_ action: @escaping (Value) -> Result<(), Error>) -> SignalProducer<Value, Error> {
    attemptMap { value in action(value).map { value } }
  }

  /// Transforms each value with `action`, failing with the error it
  /// returns.
  ///
  /// - Parameter action: Called with each value.
  /// - Returns: A producer of the transformed values.
  @inlinable
  public func attemptMap<U>(_ action: @escaping (Value) -> Result<U, Error>) -> SignalProducer<U, Error> {
    SignalProducer<U, Error>(core: core.lift(cancelling: EventTransforms.attemptMap(action)))
  }
}

extension SignalProducer where Error == Never {
  /// Runs `action` on each value and fails with what it throws.
  ///
  /// - Parameter action: Checks each value.
  /// - Returns: A producer that can fail with any error.
  @inlinable
  public func attempt(_ action: @escaping (Value) throws -> Void) -> SignalProducer<Value, Swift.Error> {
    promoteError(Swift.Error.self).attempt(action)
  }

  /// Transforms each value with `action`, failing with what it throws.
  ///
  /// - Parameter action: Called with each value.
  /// - Returns: A producer that can fail with any error.
  @inlinable
  public func attemptMap<U>(_ action: @escaping (Value) throws -> U) -> SignalProducer<U, Swift.Error> {
    promoteError(Swift.Error.self).attemptMap(action)
  }

  /// This producer as one that can fail with `F` (it never does).
  ///
  /// - Returns: The same events, typed to fail with `F`.
  @inlinable
  public func promoteError<F>(_: F.Type = F.self) -> SignalProducer<Value, F> {
    SignalProducer<Value, F>(core: core.lift(EventTransforms.mapError(absurd)))
  }

  /// This producer unchanged: it already cannot fail.
  ///
  /// - Returns: `self`.
  @inlinable
  public func promoteError(_: Error.Type = Error.self) -> SignalProducer<Value, Error> {
    self
  }

  /// The reverse of `materializeResults()`: sends each `.success` as a
  /// value; the first `.failure` fails the producer.
  ///
  /// - Returns: A producer of the results' values.
  @inlinable
  public func dematerializeResults<Success, Failure>() -> SignalProducer<Success, Failure>
  where Value == Result<Success, Failure> {
    SignalProducer<Success, Failure>(core: core.lift(cancelling: EventTransforms.dematerializeResults()))
  }
}

extension SignalProducer where Value: EventProtocol, Error == Never {
  /// The reverse of `materialize()`: sends each event value as the event
  /// it carries; the first terminal one ends the producer.
  ///
  /// - Returns: A producer of the carried events.
  @inlinable
  public func dematerialize() -> SignalProducer<Value.Value, Value.Error> {
    SignalProducer<Value.Value, Value.Error>(
      core: core.lift(cancelling: EventTransforms.dematerialize({ $0.event.engineEvent }, failure: nil)))
  }
}

extension SignalProducer where Error == Swift.Error {
  /// Runs `action` on each value and fails with what it throws.
  ///
  /// - Parameter action: Checks each value.
  /// - Returns: A producer of the accepted values.
  @inlinable
  public func attempt(_ action: @escaping (Value) throws -> Void) -> SignalProducer<Value, Error> {
    attemptMap { value in
      try action(value)
      return value
    }
  }

  /// Transforms each value with `transform`, failing with what it throws.
  ///
  /// - Parameter transform: Called with each value.
  /// - Returns: A producer of the transformed values.
  @inlinable
  public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> SignalProducer<U, Error> {
    attemptMap { value in Result { try transform(value) } }
  }
}

extension SignalProducer where Value == Never {
  /// This producer as one of `U` values (it never sends one).
  ///
  /// - Returns: The same terminal event, typed for `U` values.
  @inlinable
  public func promoteValue<U>(_: U.Type = U.self) -> SignalProducer<U, Error> {
    SignalProducer<U, Error>(core: core.lift(EventTransforms.map(absurd)))
  }

  /// This producer unchanged: its value type is already `Never`.
  ///
  /// - Returns: `self`.
  @inlinable
  public func promoteValue(_: Value.Type = Value.self) -> SignalProducer<Value, Error> {
    self
  }
}

extension SignalProducer where Value == Bool {
  /// Sends the opposite of each Boolean.
  ///
  /// - Returns: A producer of negated values.
  @inlinable
  public func negate() -> SignalProducer<Value, Error> {
    map(!)
  }
}
