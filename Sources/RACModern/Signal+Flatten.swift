import RACShared

extension Signal {
  /// Merges this signal with `other`: values of both as they come; completes
  /// when both have (ReactiveSwift).
  @inlinable
  public func merge(with other: Signal) -> Signal {
    Signal.merge([self, other])
  }
}

// RAC4's flatten and flatMap for every pairing of outer and inner error
// types: the same error, a `NoError` inner under a failing outer, and a
// failing inner under a `NoError` outer (the `NoError`/`NoError` overloads
// only break the tie between the last two). A closure whose inner error type
// could be either, `{ SignalProducer(value: $0) }`, keeps the outer's: the
// `NoError`-inner forms are disfavored, so RAC4 code that compiled still does.

extension Signal {
  /// Flattens a signal of producers with `strategy`.
  @inlinable
  public func flatten<U>(_ strategy: FlattenStrategy) -> Signal<U, Error> where Value == SignalProducer<U, Error> {
    flatMap(strategy) { $0 }
  }

  /// Flattens a signal of producers that cannot fail with `strategy`.
  @inlinable
  public func flatten<U>(_ strategy: FlattenStrategy) -> Signal<U, Error> where Value == SignalProducer<U, NoError> {
    flatMap(strategy) { $0 }
  }

  /// Flattens a signal of signals with `strategy`.
  @inlinable
  public func flatten<U>(_ strategy: FlattenStrategy) -> Signal<U, Error> where Value == Signal<U, Error> {
    flatMap(strategy) { $0 }
  }

  /// Flattens a signal of signals that cannot fail with `strategy`.
  @inlinable
  public func flatten<U>(_ strategy: FlattenStrategy) -> Signal<U, Error> where Value == Signal<U, NoError> {
    flatMap(strategy) { $0 }
  }

  /// Flattens a signal of sequences with `strategy`: each sequence is sent
  /// value by value.
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Element, Error> where Value: Sequence {
    flatMap(strategy) { SignalProducer<Value.Element, Error>(values: $0) }
  }

  /// Maps each value to a producer that cannot fail, started at once, and
  /// flattens them with `strategy`.
  @_disfavoredOverload
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, transform: @escaping (Value) -> SignalProducer<U, NoError>
  ) -> Signal<U, Error> {
    flatMap(strategy) { transform($0).promoteErrors(Error.self) }
  }

  /// Maps each value to a signal that cannot fail and flattens them with
  /// `strategy`.
  @_disfavoredOverload
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, transform: @escaping (Value) -> Signal<U, NoError>
  ) -> Signal<U, Error> {
    flatMap(strategy) { SignalProducer(signal: transform($0)) }
  }
}

extension Signal where Error == NoError {
  /// Flattens a signal of producers with `strategy`; the result fails as
  /// the inner producers do.
  @inlinable
  public func flatten<U, E>(_ strategy: FlattenStrategy) -> Signal<U, E> where Value == SignalProducer<U, E> {
    flatMap(strategy) { $0 }
  }

  /// Flattens a signal of producers, neither able to fail, with `strategy`.
  @inlinable
  public func flatten<U>(_ strategy: FlattenStrategy) -> Signal<U, NoError>
  where Value == SignalProducer<U, NoError> {
    flatMap(strategy) { $0 }
  }

  /// Flattens a signal of signals with `strategy`; the result fails as the
  /// inner signals do.
  @inlinable
  public func flatten<U, E>(_ strategy: FlattenStrategy) -> Signal<U, E> where Value == Signal<U, E> {
    flatMap(strategy) { $0 }
  }

  /// Flattens a signal of signals, neither able to fail, with `strategy`.
  @inlinable
  public func flatten<U>(_ strategy: FlattenStrategy) -> Signal<U, NoError> where Value == Signal<U, NoError> {
    flatMap(strategy) { $0 }
  }

  /// Maps each value to a producer, started at once, and flattens them with
  /// `strategy`; the result fails as the inner producers do.
  @inlinable
  public func flatMap<U, E>(
    _ strategy: FlattenStrategy, transform: @escaping (Value) -> SignalProducer<U, E>
  ) -> Signal<U, E> {
    promoteErrors(E.self).flatMap(strategy, transform: transform)
  }

  /// Maps each value to a producer, started at once, and flattens them with
  /// `strategy`; neither can fail.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, transform: @escaping (Value) -> SignalProducer<U, NoError>
  ) -> Signal<U, NoError> {
    Signal<U, NoError>(core: core.lift(cancelling: EventTransforms.flatten(strategy.mode) { transform($0).producer }))
  }

  /// Maps each value to a signal and flattens them with `strategy`; the
  /// result fails as the inner signals do.
  @inlinable
  public func flatMap<U, E>(
    _ strategy: FlattenStrategy, transform: @escaping (Value) -> Signal<U, E>
  ) -> Signal<U, E> {
    promoteErrors(E.self).flatMap(strategy, transform: transform)
  }

  /// Maps each value to a signal and flattens them with `strategy`; neither
  /// can fail.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, transform: @escaping (Value) -> Signal<U, NoError>
  ) -> Signal<U, NoError> {
    flatMap(strategy) { SignalProducer(signal: transform($0)) }
  }
}

extension Signal {
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

  /// Merges `signals`: every value as it comes; completes when all have.
  @inlinable
  public static func merge(_ signals: [Signal]) -> Signal {
    Signal(core: .started(.flattening(signals.map(observing), .merge)))
  }
}
