import RACShared

extension Signal {
  /// Transforms each value.
  ///
  /// ```swift
  /// let (signal, input) = Signal<Int, Never>.pipe()
  /// signal.map { $0 * 2 }.observeValues { print($0) }
  /// input.send(value: 3)   // prints 6
  /// ```
  ///
  /// - Parameter transform: Called with each value.
  /// - Returns: A signal of the transformed values.
  @inlinable
  public func map<U>(_ transform: @escaping (Value) -> U) -> Signal<U, Error> {
    Signal<U, Error>(core: core.lift(EventTransforms.map(transform)))
  }

  /// Replaces each value with `value`.
  ///
  /// - Parameter value: What every value becomes.
  /// - Returns: A signal sending `value` for each value.
  @inlinable
  public func map<U>(value: U) -> Signal<U, Error> {
    map { _ in value }
  }

  /// Sends the property at `keyPath` of each value.
  ///
  /// - Parameter keyPath: The property to read from each value.
  /// - Returns: A signal of those properties.
  @inlinable
  public func map<U>(_ keyPath: KeyPath<Value, U>) -> Signal<U, Error> {
    map { $0[keyPath: keyPath] }
  }

  /// Transforms the failure; values and the other terminal events pass.
  ///
  /// - Parameter transform: Called with the error.
  /// - Returns: A signal failing with the transformed error.
  @inlinable
  public func mapError<F>(_ transform: @escaping (Error) -> F) -> Signal<Value, F> {
    Signal<Value, F>(core: core.lift(EventTransforms.mapError(transform)))
  }

  /// Sends every event as a value; a failure or completion is followed by
  /// completion, an interruption passes on.
  ///
  /// - Returns: A signal of events that cannot fail.
  @inlinable
  public func materialize() -> Signal<Event, Never> {
    Signal<Event, Never>(core: core.lift(EventTransforms.materialize { Event($0) }))
  }

  /// Sends each value as `.success` and the failure as `.failure`, then
  /// completes.
  ///
  /// - Returns: A signal of results that cannot fail.
  @inlinable
  public func materializeResults() -> Signal<Result<Value, Error>, Never> {
    Signal<Result<Value, Error>, Never>(core: core.lift(EventTransforms.materializeResults()))
  }

  /// Each value with the one before it, `initial` standing before the first.
  ///
  /// - Parameter initial: The value paired with the first value.
  /// - Returns: A signal of pairs.
  @inlinable
  public func combinePrevious(_ initial: Value) -> Signal<(Value, Value), Error> {
    Signal<(Value, Value), Error>(core: core.lift(EventTransforms.combinePrevious(initial: initial) { ($0, $1) }))
  }

  /// Each value with the one before it, from the second value on.
  ///
  /// - Returns: A signal of pairs.
  @inlinable
  public func combinePrevious() -> Signal<(Value, Value), Error> {
    Signal<(Value, Value), Error>(core: core.lift(EventTransforms.combinePrevious(initial: nil) { ($0, $1) }))
  }

  /// Runs `action` on each value and fails with the error it returns; the
  /// values it accepts pass.
  ///
  /// - Parameter action: Checks each value.
  /// - Returns: A signal of the accepted values.
  @inlinable
  public func attempt(_ action: @escaping (Value) -> Result<(), Error>) -> Signal<Value, Error> {
    attemptMap { value in action(value).map { value } }
  }

  /// Transforms each value with `transform`, failing with the error it
  /// returns.
  ///
  /// - Parameter transform: Called with each value.
  /// - Returns: A signal of the transformed values.
  @inlinable
  public func attemptMap<U>(_ transform: @escaping (Value) -> Result<U, Error>) -> Signal<U, Error> {
    Signal<U, Error>(core: core.lift(cancelling: EventTransforms.attemptMap(transform)))
  }
}

extension Signal where Error == Never {
  /// Runs `action` on each value and fails with what it throws.
  ///
  /// - Parameter action: Checks each value.
  /// - Returns: A signal that can fail with any error.
  @inlinable
  public func attempt(_ action: @escaping (Value) throws -> Void) -> Signal<Value, Swift.Error> {
    promoteError(Swift.Error.self).attempt(action)
  }

  /// Transforms each value with `transform`, failing with what it throws.
  ///
  /// - Parameter transform: Called with each value.
  /// - Returns: A signal that can fail with any error.
  @inlinable
  public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> Signal<U, Swift.Error> {
    promoteError(Swift.Error.self).attemptMap(transform)
  }

  /// This signal as one that can fail with `F` (it never does).
  ///
  /// - Returns: The same events, typed to fail with `F`.
  @inlinable
  public func promoteError<F>(_: F.Type = F.self) -> Signal<Value, F> {
    Signal<Value, F>(core: core.lift(EventTransforms.mapError(absurd)))
  }

  /// This signal unchanged: it already cannot fail.
  ///
  /// - Returns: `self`.
  @inlinable
  public func promoteError(_: Error.Type = Error.self) -> Signal<Value, Error> {
    self
  }

  /// The reverse of `materializeResults()`: sends each `.success` as a
  /// value; the first `.failure` fails the signal.
  ///
  /// - Returns: A signal of the results' values.
  @inlinable
  public func dematerializeResults<Success, Failure>() -> Signal<Success, Failure>
  where Value == Result<Success, Failure> {
    Signal<Success, Failure>(core: core.lift(cancelling: EventTransforms.dematerializeResults()))
  }
}

extension Signal where Value: EventProtocol, Error == Never {
  /// The reverse of `materialize()`: sends each event value as the event
  /// it carries; the first terminal one ends the signal.
  ///
  /// - Returns: A signal of the carried events.
  @inlinable
  public func dematerialize() -> Signal<Value.Value, Value.Error> {
    Signal<Value.Value, Value.Error>(
      core: core.lift(cancelling: EventTransforms.dematerialize({ $0.event.engineEvent }, failure: nil)))
  }
}

extension Signal where Error == Swift.Error {
  /// Runs `action` on each value and fails with what it throws.
  ///
  /// - Parameter action: Checks each value.
  /// - Returns: A signal of the accepted values.
  @inlinable
  public func attempt(_ action: @escaping (Value) throws -> Void) -> Signal<Value, Error> {
    attemptMap { value in
      try action(value)
      return value
    }
  }

  /// Transforms each value with `transform`, failing with what it throws.
  ///
  /// - Parameter transform: Called with each value.
  /// - Returns: A signal of the transformed values.
  @inlinable
  public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> Signal<U, Error> {
    attemptMap { value in Result { try transform(value) } }
  }
}

extension Signal where Value == Never {
  /// This signal as one of `U` values (it never sends one).
  ///
  /// - Returns: The same terminal event, typed for `U` values.
  @inlinable
  public func promoteValue<U>(_: U.Type = U.self) -> Signal<U, Error> {
    Signal<U, Error>(core: core.lift(EventTransforms.map(absurd)))
  }

  /// This signal unchanged: its value type is already `Never`.
  ///
  /// - Returns: `self`.
  @inlinable
  public func promoteValue(_: Value.Type = Value.self) -> Signal<Value, Error> {
    self
  }
}

extension Signal where Value == Bool {
  /// Sends the opposite of each Boolean.
  ///
  /// - Returns: A signal of negated values.
  @inlinable
  public func negate() -> Signal<Value, Error> {
    map(!)
  }
}
