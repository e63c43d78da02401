import RACShared

extension Signal {
  /// Transforms each value and forwards the non-`nil` results.
  @inlinable
  public func filterMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error> {
    Signal<U, Error>(core: core.lift(EventTransforms.filterMap(transform)))
  }

  /// ReactiveSwift spelling of `filterMap(_:)`.
  @inlinable
  public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error> { filterMap(transform) }

  /// Drops this signal's events until `trigger` sends a value or completes,
  /// then forwards them. A failing or interrupted trigger is ignored; if
  /// this signal ended before the trigger fired, the result is interrupted
  /// then (RAC4).
  @inlinable
  public func skipUntil(_ trigger: Signal<(), NoError>) -> Signal {
    Signal(core: core.applying { $0.skip(until: trigger.core.observation) })
  }

  /// ReactiveSwift spelling of `skipUntil(_:)`.
  @inlinable
  public func skip(until trigger: Signal<(), NoError>) -> Signal { skipUntil(trigger) }

  /// Forwards only the values that pass `isIncluded`.
  @inlinable
  public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal {
    Signal(core: core.lift(EventTransforms.filter(isIncluded)))
  }

  /// Drops the first `count` values, then forwards everything. Traps on a
  /// negative `count`.
  @inlinable
  public func skip(_ count: Int) -> Signal {
    Signal(core: core.lift(EventTransforms.skip(count)))
  }

  /// Drops values while `predicate` holds; from the first that fails it on,
  /// everything goes through.
  @inlinable
  public func skipWhile(_ predicate: @escaping (Value) -> Bool) -> Signal {
    Signal(core: core.lift(EventTransforms.skipWhile(predicate)))
  }

  /// ReactiveSwift spelling of `skipWhile(_:)`.
  @inlinable
  public func skip(while predicate: @escaping (Value) -> Bool) -> Signal { skipWhile(predicate) }

  /// Forwards a value only if no earlier value had the same `identity`.
  @inlinable
  public func uniqueValues<Identity: Hashable>(_ identity: @escaping (Value) -> Identity) -> Signal {
    Signal(core: core.lift(EventTransforms.uniqueValues(identity)))
  }
}

extension Signal where Value: Hashable {
  /// Forwards each value the first time it is seen.
  @inlinable
  public func uniqueValues() -> Signal { uniqueValues { $0 } }
}

extension Signal {
  /// Forwards the non-`nil` values, unwrapped.
  @inlinable
  public func ignoreNil<U>() -> Signal<U, Error> where Value == U? { filterMap { $0 } }

  /// ReactiveSwift spelling of `ignoreNil()`.
  @inlinable
  public func skipNil<U>() -> Signal<U, Error> where Value == U? { ignoreNil() }

  /// ReactiveSwift spelling of `skip(_:)`.
  @inlinable
  public func skip(first count: Int) -> Signal { skip(count) }

  /// Drops a value for which `isRepeat(previous, value)` holds.
  @inlinable
  public func skipRepeats(_ isRepeat: @escaping (Value, Value) -> Bool) -> Signal {
    Signal(core: core.lift(EventTransforms.skipRepeats(isRepeat)))
  }
}

extension Signal where Value: Equatable {
  /// Drops a value equal to the one before it.
  @inlinable
  public func skipRepeats() -> Signal {
    skipRepeats(==)
  }
}
