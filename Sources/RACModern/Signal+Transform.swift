import RACShared

extension Signal {
  /// Transforms each value.
  @inlinable
  public func map<U>(_ transform: @escaping (Value) -> U) -> Signal<U, Error> {
    Signal<U, Error>(core: core.lift(EventTransforms.map(transform)))
  }

  /// Transforms the failure, leaving values and the other events alone.
  @inlinable
  public func mapError<F>(_ transform: @escaping (Error) -> F) -> Signal<Value, F> {
    Signal<Value, F>(core: core.lift(EventTransforms.mapError(transform)))
  }

  /// Replaces every value with `value`.
  @inlinable
  public func map<U>(value: U) -> Signal<U, Error> {
    Signal<U, Error>(core: core.lift(EventTransforms.map { _ in value }))
  }

  /// Forwards each value `operation` accepts; the first it rejects fails the
  /// signal with that error and stops observing this one.
  @inlinable
  public func attempt(_ operation: @escaping (Value) -> Result<(), Error>) -> Signal {
    attemptMap { value in operation(value).map { value } }
  }

  /// Maps each value with `operation`: a success goes on, the first failure
  /// fails the signal and stops observing this one.
  @inlinable
  public func attemptMap<U>(_ operation: @escaping (Value) -> Result<U, Error>) -> Signal<U, Error> {
    Signal<U, Error>(core: core.lift(cancelling: EventTransforms.attemptMap(operation)))
  }

  /// Sends each value paired with the one before it; the first value is
  /// paired with `initial`.
  @inlinable
  public func combinePrevious(_ initial: Value) -> Signal<(Value, Value), Error> {
    Signal<(Value, Value), Error>(core: core.lift(EventTransforms.combinePrevious(initial: initial) { ($0, $1) }))
  }

  /// Sends each value paired with the one before it, from the second value
  /// on (ReactiveSwift's form without an initial value).
  @inlinable
  public func combinePrevious() -> Signal<(Value, Value), Error> {
    Signal<(Value, Value), Error>(core: core.lift(EventTransforms.combinePrevious(initial: nil) { ($0, $1) }))
  }
}

extension Signal where Error == NoError {
  /// Retypes a signal that cannot fail for use where errors of type `F` are
  /// expected (`flatMap`, `combineLatestWith`).
  @inlinable
  public func promoteErrors<F>(_: F.Type) -> Signal<Value, F> {
    Signal<Value, F>(core: core.lift(EventTransforms.mapError(absurd)))
  }

  /// ReactiveSwift spelling of `promoteErrors(_:)`.
  @inlinable
  public func promoteError<F>(_: F.Type = F.self) -> Signal<Value, F> { promoteErrors(F.self) }
}

extension Signal where Value == Bool {
  /// Sends the negation of each Boolean.
  @inlinable
  public func negate() -> Signal { Signal(core: core.lift(EventTransforms.map(!))) }
}

extension Signal where Error == any Swift.Error {
  /// ReactiveSwift's throwing `attempt`: a thrown error fails the signal.
  @inlinable
  public func attempt(_ action: @escaping (Value) throws -> Void) -> Signal {
    attemptMap { value in
      try action(value)
      return value
    }
  }

  /// ReactiveSwift's throwing `attemptMap`: a thrown error fails the signal.
  @inlinable
  public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> Signal<U, Error> {
    attemptMap { value in Result { try transform(value) } }
  }
}

extension Signal {
  /// Sends every event as a value, then completes (or is interrupted).
  @inlinable
  public func materialize() -> Signal<Event, NoError> {
    Signal<Event, NoError>(core: core.lift(EventTransforms.materialize { Event($0) }))
  }
}

extension Signal where Error == NoError {
  /// Sends the events that the `Event` values describe; the first terminal
  /// one ends the signal.
  @inlinable
  public func dematerialize<U, E>() -> Signal<U, E> where Value == RACModern.Event<U, E> {
    Signal<U, E>(
      core: core.lift(cancelling: EventTransforms.dematerialize({ $0.engineEvent }, failure: nil)))
  }
}
