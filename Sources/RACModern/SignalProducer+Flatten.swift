import RACShared

// RAC4's flatten and flatMap for every pairing of outer and inner error
// types, as on `Signal` (where the overloads are explained).

extension SignalProducer {
  /// Flattens a producer of producers that cannot fail with `strategy`.
  @inlinable
  public func flatten<U>(_ strategy: FlattenStrategy) -> SignalProducer<U, Error>
  where Value == SignalProducer<U, NoError> {
    flatMap(strategy) { $0 }
  }

  /// Flattens a producer of signals with `strategy`: each inner signal is
  /// observed from the moment it arrives.
  @inlinable
  public func flatten<U>(_ strategy: FlattenStrategy) -> SignalProducer<U, Error> where Value == Signal<U, Error> {
    flatMap(strategy) { $0 }
  }

  /// Flattens a producer of signals that cannot fail with `strategy`.
  @inlinable
  public func flatten<U>(_ strategy: FlattenStrategy) -> SignalProducer<U, Error>
  where Value == Signal<U, NoError> {
    flatMap(strategy) { $0 }
  }

  /// Flattens a producer of sequences with `strategy`: each sequence is sent
  /// value by value.
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Element, Error> where Value: Sequence {
    flatMap(strategy) { SignalProducer<Value.Element, Error>(values: $0) }
  }

  /// Maps each value to a producer that cannot fail and flattens them with
  /// `strategy`.
  @_disfavoredOverload
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, transform: @escaping (Value) -> SignalProducer<U, NoError>
  ) -> SignalProducer<U, Error> {
    flatMap(strategy) { transform($0).promoteErrors(Error.self) }
  }

  /// Maps each value to a signal and flattens them with `strategy`.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, transform: @escaping (Value) -> Signal<U, Error>
  ) -> SignalProducer<U, Error> {
    flatMap(strategy) { SignalProducer<U, Error>(signal: transform($0)) }
  }

  /// Maps each value to a signal that cannot fail and flattens them with
  /// `strategy`.
  @_disfavoredOverload
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, transform: @escaping (Value) -> Signal<U, NoError>
  ) -> SignalProducer<U, Error> {
    flatMap(strategy) { SignalProducer<U, NoError>(signal: transform($0)) }
  }
}

extension SignalProducer where Error == NoError {
  /// Flattens a producer of producers with `strategy`; the result fails as
  /// the inner producers do.
  @inlinable
  public func flatten<U, E>(_ strategy: FlattenStrategy) -> SignalProducer<U, E>
  where Value == SignalProducer<U, E> {
    flatMap(strategy) { $0 }
  }

  /// Flattens a producer of producers, neither able to fail, with `strategy`.
  @inlinable
  public func flatten<U>(_ strategy: FlattenStrategy) -> SignalProducer<U, NoError>
  where Value == SignalProducer<U, NoError> {
    flatMap(strategy) { $0 }
  }

  /// Flattens a producer of signals with `strategy`; the result fails as the
  /// inner signals do.
  @inlinable
  public func flatten<U, E>(_ strategy: FlattenStrategy) -> SignalProducer<U, E> where Value == Signal<U, E> {
    flatMap(strategy) { $0 }
  }

  /// Flattens a producer of signals, neither able to fail, with `strategy`.
  @inlinable
  public func flatten<U>(_ strategy: FlattenStrategy) -> SignalProducer<U, NoError>
  where Value == Signal<U, NoError> {
    flatMap(strategy) { $0 }
  }

  /// Maps each value to a producer and flattens them with `strategy`; the
  /// result fails as the inner producers do.
  @inlinable
  public func flatMap<U, E>(
    _ strategy: FlattenStrategy, transform: @escaping (Value) -> SignalProducer<U, E>
  ) -> SignalProducer<U, E> {
    promoteErrors(E.self).flatMap(strategy, transform: transform)
  }

  /// Maps each value to a producer and flattens them with `strategy`;
  /// neither can fail.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, transform: @escaping (Value) -> SignalProducer<U, NoError>
  ) -> SignalProducer<U, NoError> {
    SignalProducer<U, NoError>(
      producer: producer.lift(cancelling: EventTransforms.flatten(strategy.mode) { transform($0).producer }))
  }

  /// Maps each value to a signal and flattens them with `strategy`; the
  /// result fails as the inner signals do.
  @inlinable
  public func flatMap<U, E>(
    _ strategy: FlattenStrategy, transform: @escaping (Value) -> Signal<U, E>
  ) -> SignalProducer<U, E> {
    promoteErrors(E.self).flatMap(strategy, transform: transform)
  }

  /// Maps each value to a signal and flattens them with `strategy`; neither
  /// can fail.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, transform: @escaping (Value) -> Signal<U, NoError>
  ) -> SignalProducer<U, NoError> {
    flatMap(strategy) { SignalProducer<U, NoError>(signal: transform($0)) }
  }
}

extension SignalProducer {
  /// Starts `previous` first, then this producer once it completes.
  @inlinable
  public func prefix(_ previous: SignalProducer) -> SignalProducer {
    previous.concat(self)
  }

  /// Sends `value` once this producer completes, then completes.
  @inlinable
  public func concat(value: Value) -> SignalProducer {
    concat(SignalProducer(value: value))
  }

  /// Merges this producer with `other`: both started, values as they come;
  /// completes when both have (ReactiveSwift).
  @inlinable
  public func merge(with other: SignalProducer) -> SignalProducer {
    SignalProducer.merge([self, other])
  }

  /// Maps each value to a producer and flattens them with `strategy`.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, transform: @escaping (Value) -> SignalProducer<U, Error>
  ) -> SignalProducer<U, Error> {
    SignalProducer<U, Error>(
      producer: producer.lift(cancelling: EventTransforms.flatten(strategy.mode) { transform($0).producer }))
  }

  /// Flattens a producer of producers with `strategy`.
  @inlinable
  public func flatten<U>(_ strategy: FlattenStrategy) -> SignalProducer<U, Error>
  where Value == SignalProducer<U, Error> {
    flatMap(strategy) { $0 }
  }

  /// Sends `value` first, then this producer's events.
  @inlinable
  public func startWith(_ value: Value) -> SignalProducer {
    SignalProducer<SignalProducer, Error>(values: [SignalProducer(value: value), self]).flatten(.concat)
  }

  /// ReactiveSwift spelling of `startWith(_:)`.
  @inlinable
  public func prefix(value: Value) -> SignalProducer {
    startWith(value)
  }

  /// Starts `next` once this producer completes.
  @inlinable
  public func concat(_ next: SignalProducer) -> SignalProducer {
    SignalProducer.concat([self, next])
  }

  /// Starts `producers` one after another.
  @inlinable
  public static func concat(_ producers: [SignalProducer]) -> SignalProducer {
    SignalProducer(producer: .flattening(producers.map(\.producer), .concat))
  }
}
