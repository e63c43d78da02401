import RACShared

extension SignalProducer {
  /// Forwards this producer's values, failure and interruption until
  /// `replacement` sends its first event; from then on only `replacement`'s
  /// events, and this producer is interrupted. This producer's completion is
  /// not forwarded. `replacement` starts first.
  @inlinable
  public func takeUntilReplacement(_ replacement: SignalProducer) -> SignalProducer {
    SignalProducer(producer: producer.take(untilReplacement: replacement.producer))
  }

  /// `takeUntilReplacement(_:)` with a hot replacement, observed from each
  /// start on.
  @inlinable
  public func takeUntilReplacement(_ replacement: Signal<Value, Error>) -> SignalProducer {
    takeUntilReplacement(SignalProducer(signal: replacement))
  }

  /// ReactiveSwift spelling of `takeUntilReplacement(_:)`.
  @inlinable
  public func take(untilReplacement replacement: SignalProducer) -> SignalProducer {
    takeUntilReplacement(replacement)
  }

  /// ReactiveSwift spelling of `takeUntilReplacement(_:)`.
  @inlinable
  public func take(untilReplacement replacement: Signal<Value, Error>) -> SignalProducer {
    takeUntilReplacement(replacement)
  }

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
}

extension SignalProducer {
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
}
