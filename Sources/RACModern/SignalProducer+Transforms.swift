import RACShared

extension SignalProducer {
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

  /// Transforms each value and forwards the non-`nil` results.
  @inlinable
  public func filterMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> {
    SignalProducer<U, Error>(producer: producer.lift(EventTransforms.filterMap(transform)))
  }

  /// ReactiveSwift spelling of `filterMap(_:)`.
  @inlinable
  public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> { filterMap(transform) }

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

  /// Drops values while `predicate` holds; from the first that fails it on,
  /// everything goes through.
  @inlinable
  public func skipWhile(_ predicate: @escaping (Value) -> Bool) -> SignalProducer {
    SignalProducer(producer: producer.lift(EventTransforms.skipWhile(predicate)))
  }

  /// ReactiveSwift spelling of `skipWhile(_:)`.
  @inlinable
  public func skip(while predicate: @escaping (Value) -> Bool) -> SignalProducer { skipWhile(predicate) }

  /// Forwards values while `predicate` holds; the first that fails it is
  /// dropped and the producer completes.
  @inlinable
  public func takeWhile(_ predicate: @escaping (Value) -> Bool) -> SignalProducer {
    SignalProducer(producer: producer.lift(cancelling: EventTransforms.takeWhile(predicate)))
  }

  /// ReactiveSwift spelling of `takeWhile(_:)`.
  @inlinable
  public func take(while predicate: @escaping (Value) -> Bool) -> SignalProducer { takeWhile(predicate) }

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

  /// Sends the values in arrays of `count`; on completion the rest (or an
  /// empty array if there were no values at all).
  ///
  /// - Important: Traps when `count` is zero or negative.
  @inlinable
  public func collect(count: Int) -> SignalProducer<[Value], Error> {
    SignalProducer<[Value], Error>(producer: producer.lift(EventTransforms.collect(.count(count))))
  }

  /// Sends the values gathered so far each time `shouldEmit` returns `true`
  /// for them (the newest included); on completion the rest (an empty
  /// array if no value ever came).
  @inlinable
  public func collect(_ shouldEmit: @escaping ([Value]) -> Bool) -> SignalProducer<[Value], Error> {
    SignalProducer<[Value], Error>(producer: producer.lift(EventTransforms.collect(.collected(shouldEmit))))
  }

  /// Sends the values gathered so far when `shouldEmit(gathered, next)`
  /// returns `true`; `next` then starts the following array. On completion
  /// the rest (an empty array if no value ever came).
  @inlinable
  public func collect(_ shouldEmit: @escaping ([Value], Value) -> Bool) -> SignalProducer<[Value], Error> {
    SignalProducer<[Value], Error>(producer: producer.lift(EventTransforms.collect(.beforeNext(shouldEmit))))
  }

  /// Forwards a value only if no earlier value had the same `identity`.
  @inlinable
  public func uniqueValues<Identity: Hashable>(_ identity: @escaping (Value) -> Identity) -> SignalProducer {
    SignalProducer(producer: producer.lift(EventTransforms.uniqueValues(identity)))
  }
}

extension SignalProducer where Value: Hashable {
  /// Forwards each value the first time it is seen.
  @inlinable
  public func uniqueValues() -> SignalProducer { uniqueValues { $0 } }
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

extension SignalProducer {
  /// Forwards the non-`nil` values, unwrapped.
  @inlinable
  public func ignoreNil<U>() -> SignalProducer<U, Error> where Value == U? { filterMap { $0 } }

  /// ReactiveSwift spelling of `ignoreNil()`.
  @inlinable
  public func skipNil<U>() -> SignalProducer<U, Error> where Value == U? { ignoreNil() }
}

extension SignalProducer where Value == Bool {
  /// Sends the negation of each Boolean.
  @inlinable
  public func negate() -> SignalProducer { SignalProducer(producer: producer.lift(EventTransforms.map(!))) }

  /// Once both have sent, whether the newest values of both are `true`.
  @inlinable
  public func and(_ other: SignalProducer) -> SignalProducer {
    SignalProducer(producer: SignalProducer.combineLatest([self, other]).producer.lift(EventTransforms.allTrue()))
  }

  /// Once both have sent, whether the newest value of either is `true`.
  @inlinable
  public func or(_ other: SignalProducer) -> SignalProducer {
    SignalProducer(producer: SignalProducer.combineLatest([self, other]).producer.lift(EventTransforms.anyTrue()))
  }
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
