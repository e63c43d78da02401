import RACShared

extension SignalProducer where Value == Bool {
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

extension SignalProducer {
  /// Each time `sampler` sends, the newest value of this producer (if it
  /// has sent one) paired with the sampler's value. Completes once both
  /// have completed; this producer's failure, or either's interruption, ends
  /// it. This producer starts first (RAC4 lifted `sampleWith` receiver
  /// first, so a synchronous producer has a value for a synchronous sampler).
  @inlinable
  public func sampleWith<T>(_ sampler: SignalProducer<T, NoError>) -> SignalProducer<(Value, T), Error> {
    SignalProducer<(Value, T), Error>(
      producer: producer.sample(
        with: sampler.promoteErrors(Error.self).producer, order: .receiverFirst, completion: .whenBothComplete))
  }

  /// `sampleWith(_:)` with a hot sampler, observed from each start on.
  @inlinable
  public func sampleWith<T>(_ sampler: Signal<T, NoError>) -> SignalProducer<(Value, T), Error> {
    sampleWith(SignalProducer<T, NoError>(signal: sampler))
  }

  /// Each time `sampler` sends, the newest value of this producer, if it has
  /// sent one; ends as `sampleWith(_:)` does.
  @inlinable
  public func sampleOn(_ sampler: SignalProducer<(), NoError>) -> SignalProducer {
    sampleWith(sampler).map(\.0)
  }

  /// `sampleOn(_:)` with a hot sampler, observed from each start on.
  @inlinable
  public func sampleOn(_ sampler: Signal<(), NoError>) -> SignalProducer {
    sampleWith(sampler).map(\.0)
  }

  /// ReactiveSwift spelling of `sampleWith(_:)`.
  @inlinable
  public func sample<T>(with sampler: SignalProducer<T, NoError>) -> SignalProducer<(Value, T), Error> {
    sampleWith(sampler)
  }

  /// ReactiveSwift spelling of `sampleWith(_:)`.
  @inlinable
  public func sample<T>(with sampler: Signal<T, NoError>) -> SignalProducer<(Value, T), Error> {
    sampleWith(sampler)
  }

  /// ReactiveSwift spelling of `sampleOn(_:)`.
  @inlinable
  public func sample(on sampler: SignalProducer<(), NoError>) -> SignalProducer { sampleOn(sampler) }

  /// ReactiveSwift spelling of `sampleOn(_:)`.
  @inlinable
  public func sample(on sampler: Signal<(), NoError>) -> SignalProducer { sampleOn(sampler) }

  /// Once every producer has sent, a tuple of the newest value of each, each
  /// time one sends; the producers may carry different types. Started last
  /// to first (RAC4 folded them with `combineLatestWith`); completes when
  /// all have.
  ///
  /// ```swift
  /// SignalProducer.combineLatest(names, ages, flags).startWithNext { name, age, flag in … }
  /// ```
  @inlinable
  public static func combineLatest<each Other>(
    _ first: SignalProducer, _ others: repeat SignalProducer<each Other, Error>
  ) -> SignalProducer<(Value, repeat each Other), Error> {
    SignalProducer<(Value, repeat each Other), Error>(
      producer: Combining.latest(first.producer, repeat (each others).producer, order: .argumentFirst))
  }

  /// A tuple of the n-th values of every producer, which may carry
  /// different types. Started last to first; completes once a completed
  /// producer has no value left to pair.
  @inlinable
  public static func zip<each Other>(
    _ first: SignalProducer, _ others: repeat SignalProducer<each Other, Error>
  ) -> SignalProducer<(Value, repeat each Other), Error> {
    SignalProducer<(Value, repeat each Other), Error>(
      producer: Combining.zip(first.producer, repeat (each others).producer, order: .argumentFirst))
  }

  /// Once both have sent, the newest value of each, each time either sends.
  /// `other` starts first (RAC4). Completes when both have completed.
  @inlinable
  public func combineLatestWith<U>(_ other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
    SignalProducer<(Value, U), Error>(producer: producer.combineLatest(with: other.producer, order: .argumentFirst))
  }

  /// ReactiveSwift spelling of `combineLatestWith(_:)`.
  @inlinable
  public func combineLatest<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
    combineLatestWith(other)
  }

  /// The n-th values of both, paired. `other` starts first (RAC4).
  @inlinable
  public func zipWith<U>(_ other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
    SignalProducer<(Value, U), Error>(producer: producer.zip(with: other.producer, order: .argumentFirst))
  }

  /// ReactiveSwift spelling of `zipWith(_:)`.
  @inlinable
  public func zip<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
    zipWith(other)
  }

  /// `combineLatestWith(_:)` over a list, started last to first (RAC4
  /// folded the list with `combineLatestWith`); empty completes at once.
  @inlinable
  public static func combineLatest(_ producers: [SignalProducer]) -> SignalProducer<[Value], Error> {
    SignalProducer<[Value], Error>(producer: Producer.combineLatest(producers.map(\.producer), order: .argumentFirst))
  }

  /// `zipWith(_:)` over a list, started last to first; empty completes at once.
  @inlinable
  public static func zip(_ producers: [SignalProducer]) -> SignalProducer<[Value], Error> {
    SignalProducer<[Value], Error>(producer: Producer.zip(producers.map(\.producer), order: .argumentFirst))
  }
}
