import RACShared

extension SignalProducer {
  /// Transforms each value.
  @inlinable
  public func map<U>(_ transform: @escaping (Value) -> U) -> SignalProducer<U, Error> {
    SignalProducer<U, Error>(producer: producer.lift(EventTransforms.map(transform)))
  }

  /// Transforms the failure, leaving values and the other events alone.
  @inlinable
  public func mapError<F>(_ transform: @escaping (Error) -> F) -> SignalProducer<Value, F> {
    SignalProducer<Value, F>(producer: producer.lift(EventTransforms.mapError(transform)))
  }

  /// Replaces every value with `value`.
  @inlinable
  public func map<U>(value: U) -> SignalProducer<U, Error> {
    SignalProducer<U, Error>(producer: producer.lift(EventTransforms.map { _ in value }))
  }

  /// Forwards each value `operation` accepts; the first it rejects fails the
  /// producer with that error and stops the work.
  @inlinable
  public func attempt(_ operation: @escaping (Value) -> Result<(), Error>) -> SignalProducer {
    attemptMap { value in operation(value).map { value } }
  }

  /// Maps each value with `operation`: a success goes on, the first failure
  /// fails the producer and stops the work.
  @inlinable
  public func attemptMap<U>(_ operation: @escaping (Value) -> Result<U, Error>) -> SignalProducer<U, Error> {
    SignalProducer<U, Error>(producer: producer.lift(cancelling: EventTransforms.attemptMap(operation)))
  }

  /// Sends each value paired with the one before it; the first value is
  /// paired with `initial`.
  @inlinable
  public func combinePrevious(_ initial: Value) -> SignalProducer<(Value, Value), Error> {
    SignalProducer<(Value, Value), Error>(
      producer: producer.lift(EventTransforms.combinePrevious(initial: initial) { ($0, $1) }))
  }

  /// Sends each value paired with the one before it, from the second value
  /// on (ReactiveSwift's form without an initial value).
  @inlinable
  public func combinePrevious() -> SignalProducer<(Value, Value), Error> {
    SignalProducer<(Value, Value), Error>(
      producer: producer.lift(EventTransforms.combinePrevious(initial: nil) { ($0, $1) }))
  }
}

extension SignalProducer where Error == NoError {
  /// Retypes a producer that cannot fail for use where errors of type `F` are
  /// expected (`flatMap`, `combineLatestWith`).
  @inlinable
  public func promoteErrors<F>(_: F.Type) -> SignalProducer<Value, F> {
    SignalProducer<Value, F>(producer: producer.lift(EventTransforms.mapError(absurd)))
  }

  /// ReactiveSwift spelling of `promoteErrors(_:)`.
  @inlinable
  public func promoteError<F>(_: F.Type = F.self) -> SignalProducer<Value, F> { promoteErrors(F.self) }
}

extension SignalProducer where Value == Bool {
  /// Sends the negation of each Boolean.
  @inlinable
  public func negate() -> SignalProducer { SignalProducer(producer: producer.lift(EventTransforms.map(!))) }
}

extension SignalProducer where Error == any Swift.Error {
  /// ReactiveSwift's throwing `attempt`: a thrown error fails the producer.
  @inlinable
  public func attempt(_ action: @escaping (Value) throws -> Void) -> SignalProducer {
    attemptMap { value in
      try action(value)
      return value
    }
  }

  /// ReactiveSwift's throwing `attemptMap`: a thrown error fails the producer.
  @inlinable
  public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> SignalProducer<U, Error> {
    attemptMap { value in Result { try transform(value) } }
  }
}

extension SignalProducer {
  /// Sends every event as a value, then completes (or is interrupted).
  @inlinable
  public func materialize() -> SignalProducer<Event<Value, Error>, NoError> {
    SignalProducer<Event<Value, Error>, NoError>(producer: producer.lift(EventTransforms.materialize { Event($0) }))
  }
}

extension SignalProducer where Error == NoError {
  /// Sends the events that the `Event` values describe; the first terminal
  /// one ends the producer.
  @inlinable
  public func dematerialize<U, E>() -> SignalProducer<U, E> where Value == Event<U, E> {
    SignalProducer<U, E>(
      producer: producer.lift(cancelling: EventTransforms.dematerialize({ $0.engineEvent }, failure: nil)))
  }
}
