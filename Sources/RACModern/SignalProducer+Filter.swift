import RACShared

extension SignalProducer {
  /// Transforms each value and forwards the non-`nil` results.
  @inlinable
  public func filterMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> {
    SignalProducer<U, Error>(producer: producer.lift(EventTransforms.filterMap(transform)))
  }

  /// ReactiveSwift spelling of `filterMap(_:)`.
  @inlinable
  public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> { filterMap(transform) }

  /// Drops this producer's events until `trigger` sends a value or
  /// completes, then forwards them. `trigger` starts first; its failure or
  /// interruption is ignored. As in RAC4, an end of this producer before the
  /// trigger fires is not seen: the result is interrupted when it fires.
  @inlinable
  public func skipUntil(_ trigger: SignalProducer<(), NoError>) -> SignalProducer {
    SignalProducer(producer: producer.skip(until: trigger.producer))
  }

  /// `skipUntil(_:)` with a hot trigger, observed from each start on.
  @inlinable
  public func skipUntil(_ trigger: Signal<(), NoError>) -> SignalProducer {
    skipUntil(SignalProducer<(), NoError>(signal: trigger))
  }

  /// ReactiveSwift spelling of `skipUntil(_:)`.
  @inlinable
  public func skip(until trigger: SignalProducer<(), NoError>) -> SignalProducer { skipUntil(trigger) }

  /// ReactiveSwift spelling of `skipUntil(_:)`.
  @inlinable
  public func skip(until trigger: Signal<(), NoError>) -> SignalProducer { skipUntil(trigger) }

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

  /// Drops values while `predicate` holds; from the first that fails it on,
  /// everything goes through.
  @inlinable
  public func skipWhile(_ predicate: @escaping (Value) -> Bool) -> SignalProducer {
    SignalProducer(producer: producer.lift(EventTransforms.skipWhile(predicate)))
  }

  /// ReactiveSwift spelling of `skipWhile(_:)`.
  @inlinable
  public func skip(while predicate: @escaping (Value) -> Bool) -> SignalProducer { skipWhile(predicate) }

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

extension SignalProducer {
  /// Forwards the non-`nil` values, unwrapped.
  @inlinable
  public func ignoreNil<U>() -> SignalProducer<U, Error> where Value == U? { filterMap { $0 } }

  /// ReactiveSwift spelling of `ignoreNil()`.
  @inlinable
  public func skipNil<U>() -> SignalProducer<U, Error> where Value == U? { ignoreNil() }

  /// Drops a value for which `isRepeat(previous, value)` holds.
  @inlinable
  public func skipRepeats(_ isRepeat: @escaping (Value, Value) -> Bool) -> SignalProducer {
    SignalProducer(producer: producer.lift(EventTransforms.skipRepeats(isRepeat)))
  }

  /// ReactiveSwift spelling of `skip(_:)`.
  @inlinable
  public func skip(first count: Int) -> SignalProducer { skip(count) }
}

extension SignalProducer where Value: Equatable {
  /// Drops a value equal to the one before it.
  @inlinable
  public func skipRepeats() -> SignalProducer {
    skipRepeats(==)
  }
}
