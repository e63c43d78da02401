import RACShared

extension Signal {
  /// Forwards this signal's values, failure and interruption until
  /// `replacement` sends its first event; from then on only `replacement`'s
  /// events. This signal's completion is not forwarded.
  @inlinable
  public func takeUntilReplacement(_ replacement: Signal) -> Signal {
    Signal(core: core.applying { $0.take(untilReplacement: replacement.core.observation) })
  }

  /// ReactiveSwift spelling of `takeUntilReplacement(_:)`.
  @inlinable
  public func take(untilReplacement replacement: Signal) -> Signal { takeUntilReplacement(replacement) }

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

  /// Each time `sampler` sends, the newest value of this signal (if it has
  /// sent one) paired with the sampler's value. Completes once both have;
  /// this signal's failure, or either's interruption, ends it.
  @inlinable
  public func sampleWith<T>(_ sampler: Signal<T, NoError>) -> Signal<(Value, T), Error> {
    Signal<(Value, T), Error>(
      core: core.applying {
        $0.sample(
          with: sampler.promoteErrors(Error.self).core.observation, order: .receiverFirst,
          completion: .whenBothComplete)
      })
  }

  /// Each time `sampler` sends, the newest value of this signal, if it has
  /// sent one; ends as `sampleWith(_:)` does.
  @inlinable
  public func sampleOn(_ sampler: Signal<(), NoError>) -> Signal {
    sampleWith(sampler).map(\.0)
  }

  /// ReactiveSwift spelling of `sampleWith(_:)`.
  @inlinable
  public func sample<T>(with sampler: Signal<T, NoError>) -> Signal<(Value, T), Error> { sampleWith(sampler) }

  /// ReactiveSwift spelling of `sampleOn(_:)`.
  @inlinable
  public func sample(on sampler: Signal<(), NoError>) -> Signal { sampleOn(sampler) }

  /// Merges this signal with `other`: values of both as they come; completes
  /// when both have (ReactiveSwift).
  @inlinable
  public func merge(with other: Signal) -> Signal {
    Signal.merge([self, other])
  }

  /// Once every signal has sent, a tuple of the newest value of each, each
  /// time one sends; the signals may carry different types.
  @inlinable
  public static func combineLatest<each Other>(
    _ first: Signal, _ others: repeat Signal<each Other, Error>
  ) -> Signal<(Value, repeat each Other), Error> {
    Signal<(Value, repeat each Other), Error>(
      core: .started(
        Combining.latest(first.core.observation, repeat (each others).core.observation, order: .argumentFirst)))
  }

  /// A tuple of the n-th values of every signal, which may carry different
  /// types.
  @inlinable
  public static func zip<each Other>(
    _ first: Signal, _ others: repeat Signal<each Other, Error>
  ) -> Signal<(Value, repeat each Other), Error> {
    Signal<(Value, repeat each Other), Error>(
      core: .started(
        Combining.zip(first.core.observation, repeat (each others).core.observation, order: .argumentFirst)))
  }
}
