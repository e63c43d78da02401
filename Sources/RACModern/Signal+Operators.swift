import RACShared

extension Signal {
  /// Transforms each value.
  @inlinable
  public func map<U>(_ transform: @escaping (Value) -> U) -> Signal<U, Error> {
    Signal<U, Error>(core: core.lift(EventTransforms.map(transform)))
  }

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

  /// Maps each value to a producer, started at once, and flattens them with
  /// `strategy`.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, transform: @escaping (Value) -> SignalProducer<U, Error>
  ) -> Signal<U, Error> {
    Signal<U, Error>(core: core.lift(cancelling: EventTransforms.flatten(strategy.mode) { transform($0).producer }))
  }

  /// Maps each value to a signal and flattens them with `strategy`.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, transform: @escaping (Value) -> Signal<U, Error>
  ) -> Signal<U, Error> {
    flatMap(strategy) { SignalProducer(signal: transform($0)) }
  }
}
