import RACShared

extension Signal where Value == Bool {
  /// Once both have sent, whether the newest values of both are `true`.
  @inlinable
  public func and(_ other: Signal) -> Signal {
    Signal(core: Signal.combineLatest([self, other]).core.lift(EventTransforms.allTrue()))
  }

  /// Once both have sent, whether the newest value of either is `true`.
  @inlinable
  public func or(_ other: Signal) -> Signal {
    Signal(core: Signal.combineLatest([self, other]).core.lift(EventTransforms.anyTrue()))
  }
}

extension Signal {
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

  /// Once both have sent, the newest value of each, each time either sends.
  @inlinable
  public func combineLatestWith<U>(_ other: Signal<U, Error>) -> Signal<(Value, U), Error> {
    Signal<(Value, U), Error>(
      core: core.applying { $0.combineLatest(with: other.core.observation, order: .argumentFirst) })
  }

  /// ReactiveSwift spelling of `combineLatestWith(_:)`.
  @inlinable
  public func combineLatest<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
    combineLatestWith(other)
  }

  /// The n-th values of both, paired.
  @inlinable
  public func zipWith<U>(_ other: Signal<U, Error>) -> Signal<(Value, U), Error> {
    Signal<(Value, U), Error>(
      core: core.applying { $0.zip(with: other.core.observation, order: .argumentFirst) })
  }

  /// ReactiveSwift spelling of `zipWith(_:)`.
  @inlinable
  public func zip<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
    zipWith(other)
  }

  /// `combineLatestWith(_:)` over a list; an empty list never sends
  /// anything (RAC 4.2.2 returns `Signal.never` for it; an empty list of
  /// producers completes).
  @inlinable
  public static func combineLatest(_ signals: [Signal]) -> Signal<[Value], Error> {
    Signal<[Value], Error>(
      core: .started(Producer.combineLatest(signals.map(Self.observing), order: .argumentFirst, whenEmpty: .never)))
  }

  /// `zipWith(_:)` over a list; an empty list never sends anything (RAC
  /// 4.2.2's `Signal.never`).
  @inlinable
  public static func zip(_ signals: [Signal]) -> Signal<[Value], Error> {
    Signal<[Value], Error>(
      core: .started(Producer.zip(signals.map(Self.observing), order: .argumentFirst, whenEmpty: .never)))
  }

  @inlinable
  static func observing(_ signal: Signal) -> Producer<Value, Error> { signal.core.observation }
}
