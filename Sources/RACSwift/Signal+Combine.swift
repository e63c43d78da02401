import RACShared

extension Signal {
  /// The newest value of this signal and of `other`, each time either
  /// sends, once both have; completes when both have.
  ///
  /// - Parameter other: The other signal.
  /// - Returns: A signal of pairs.
  @inlinable
  public func combineLatest<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
    Signal<(Value, U), Error>(
      core: core.applying { $0.combineLatest(with: other.core.observation, order: .reactiveSwift) })
  }

  /// The n-th values of this signal and of `other` together; completes once
  /// a completed side has nothing left to pair.
  ///
  /// - Parameter other: The other signal.
  /// - Returns: A signal of pairs.
  @inlinable
  public func zip<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
    Signal<(Value, U), Error>(core: core.applying { $0.zip(with: other.core.observation, order: .reactiveSwift) })
  }

  /// Each time `sampler` sends, this signal's newest value (if it has sent
  /// one) with the sampler's value; completes once both have completed.
  ///
  /// - Parameter sampler: The signal that samples.
  /// - Returns: A signal of pairs.
  @inlinable
  public func sample<T>(with sampler: Signal<T, Never>) -> Signal<(Value, T), Error> {
    Signal<(Value, T), Error>(
      core: core.applying {
        $0.sample(
          with: sampler.core.observation.lift(EventTransforms.mapError(absurd)), order: .reactiveSwift,
          completion: .whenBothComplete)
      })
  }

  /// Each time `sampler` sends, this signal's newest value, if it has sent
  /// one; completes once both have completed.
  ///
  /// - Parameter sampler: The signal that samples.
  /// - Returns: A signal of sampled values.
  @inlinable
  public func sample(on sampler: Signal<(), Never>) -> Signal<Value, Error> {
    sample(with: sampler).map(\.0)
  }

  /// Each value of this signal with `samplee`'s newest value, once it has
  /// sent one; `samplee`'s end is ignored.
  ///
  /// - Parameter samplee: The signal sampled.
  /// - Returns: A signal of pairs.
  @inlinable
  public func withLatest<U>(from samplee: Signal<U, Never>) -> Signal<(Value, U), Error> {
    Signal<(Value, U), Error>(core: core.applying { $0.withLatest(from: samplee.core.observation) })
  }

  /// `withLatest(from:)` with a producer, started once, now.
  ///
  /// - Parameter samplee: The producer sampled.
  /// - Returns: A signal of pairs.
  @inlinable
  public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> Signal<(Value, U), Error> {
    Signal<(Value, U), Error>(core: core.applying { $0.withLatest(from: samplee.core) })
  }

  /// `withLatest(from:)` with anything convertible to a producer.
  ///
  /// - Parameter samplee: What is sampled.
  /// - Returns: A signal of pairs.
  @inlinable
  public func withLatest<Samplee: SignalProducerConvertible>(
    from samplee: Samplee
  ) -> Signal<(Value, Samplee.Value), Error> where Samplee.Error == Never {
    withLatest(from: samplee.producer)
  }

  /// Combines the newest values of 2 signals into tuples, as `combineLatest(with:)` does for two.
  ///
  /// - Returns: A signal of tuples.
  @inlinable
  public static func combineLatest<B>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>) -> Signal<(Value, B), Error> {
    Signal<(Value, B), Error>(
      core: .started(Combining.latest(a.core.observation, b.core.observation, order: .reactiveSwift)))
  }

  /// Combines the newest values of 3 signals into tuples, as `combineLatest(with:)` does for two.
  ///
  /// - Returns: A signal of tuples.
  @inlinable
  public static func combineLatest<B, C>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>
  ) -> Signal<(Value, B, C), Error> {
    Signal<(Value, B, C), Error>(
      core: .started(
        Combining.latest(a.core.observation, b.core.observation, c.core.observation, order: .reactiveSwift)))
  }

  /// Combines the newest values of 4 signals into tuples, as `combineLatest(with:)` does for two.
  ///
  /// - Returns: A signal of tuples.
  @inlinable
  public static func combineLatest<B, C, D>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>
  ) -> Signal<(Value, B, C, D), Error> {
    Signal<(Value, B, C, D), Error>(
      core: .started(
        Combining.latest(
          a.core.observation, b.core.observation, c.core.observation, d.core.observation, order: .reactiveSwift)))
  }

  /// Combines the newest values of 5 signals into tuples, as `combineLatest(with:)` does for two.
  ///
  /// - Returns: A signal of tuples.
  @inlinable
  public static func combineLatest<B, C, D, E>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
    _ e: Signal<E, Error>
  ) -> Signal<(Value, B, C, D, E), Error> {
    Signal<(Value, B, C, D, E), Error>(
      core: .started(
        Combining.latest(
          a.core.observation, b.core.observation, c.core.observation, d.core.observation, e.core.observation,
          order: .reactiveSwift)))
  }

  /// Combines the newest values of 6 signals into tuples, as `combineLatest(with:)` does for two.
  ///
  /// - Returns: A signal of tuples.
  @inlinable
  public static func combineLatest<B, C, D, E, F>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
    _ e: Signal<E, Error>, _ f: Signal<F, Error>
  ) -> Signal<(Value, B, C, D, E, F), Error> {
    Signal<(Value, B, C, D, E, F), Error>(
      core: .started(
        Combining.latest(
          a.core.observation, b.core.observation, c.core.observation, d.core.observation, e.core.observation,
          f.core.observation, order: .reactiveSwift)))
  }

  /// Combines the newest values of 7 signals into tuples, as `combineLatest(with:)` does for two.
  ///
  /// - Returns: A signal of tuples.
  @inlinable
  public static func combineLatest<B, C, D, E, F, G>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
    _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>
  ) -> Signal<(Value, B, C, D, E, F, G), Error> {
    Signal<(Value, B, C, D, E, F, G), Error>(
      core: .started(
        Combining.latest(
          a.core.observation, b.core.observation, c.core.observation, d.core.observation, e.core.observation,
          f.core.observation, g.core.observation, order: .reactiveSwift)))
  }

  /// Combines the newest values of 8 signals into tuples, as `combineLatest(with:)` does for two.
  ///
  /// - Returns: A signal of tuples.
  @inlinable
  public static func combineLatest<B, C, D, E, F, G, H>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
    _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>, _ h: Signal<H, Error>
  ) -> Signal<(Value, B, C, D, E, F, G, H), Error> {
    Signal<(Value, B, C, D, E, F, G, H), Error>(
      core: .started(
        Combining.latest(
          a.core.observation, b.core.observation, c.core.observation, d.core.observation, e.core.observation,
          f.core.observation, g.core.observation, h.core.observation, order: .reactiveSwift)))
  }

  /// Combines the newest values of 9 signals into tuples, as `combineLatest(with:)` does for two.
  ///
  /// - Returns: A signal of tuples.
  @inlinable
  public static func combineLatest<B, C, D, E, F, G, H, I>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
    _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>, _ h: Signal<H, Error>, _ i: Signal<I, Error>
  ) -> Signal<(Value, B, C, D, E, F, G, H, I), Error> {
    Signal<(Value, B, C, D, E, F, G, H, I), Error>(
      core: .started(
        Combining.latest(
          a.core.observation, b.core.observation, c.core.observation, d.core.observation, e.core.observation,
          f.core.observation, g.core.observation, h.core.observation, i.core.observation, order: .reactiveSwift)))
  }

  /// Combines the newest values of 10 signals into tuples, as `combineLatest(with:)` does for two.
  ///
  /// - Returns: A signal of tuples.
  @inlinable
  public static func combineLatest<B, C, D, E, F, G, H, I, J>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
    _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>, _ h: Signal<H, Error>, _ i: Signal<I, Error>,
    _ j: Signal<J, Error>
  ) -> Signal<(Value, B, C, D, E, F, G, H, I, J), Error> {
    Signal<(Value, B, C, D, E, F, G, H, I, J), Error>(
      core: .started(
        Combining.latest(
          a.core.observation, b.core.observation, c.core.observation, d.core.observation, e.core.observation,
          f.core.observation, g.core.observation, h.core.observation, i.core.observation, j.core.observation,
          order: .reactiveSwift)))
  }

  /// Zips the n-th values of 2 signals into tuples, as `zip(with:)` does for two.
  ///
  /// - Returns: A signal of tuples.
  @inlinable
  public static func zip<B>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>) -> Signal<(Value, B), Error> {
    Signal<(Value, B), Error>(
      core: .started(Combining.zip(a.core.observation, b.core.observation, order: .reactiveSwift)))
  }

  /// Zips the n-th values of 3 signals into tuples, as `zip(with:)` does for two.
  ///
  /// - Returns: A signal of tuples.
  @inlinable
  public static func zip<B, C>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>
  ) -> Signal<(Value, B, C), Error> {
    Signal<(Value, B, C), Error>(
      core: .started(Combining.zip(a.core.observation, b.core.observation, c.core.observation, order: .reactiveSwift)))
  }

  /// Zips the n-th values of 4 signals into tuples, as `zip(with:)` does for two.
  ///
  /// - Returns: A signal of tuples.
  @inlinable
  public static func zip<B, C, D>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>
  ) -> Signal<(Value, B, C, D), Error> {
    Signal<(Value, B, C, D), Error>(
      core: .started(
        Combining.zip(
          a.core.observation, b.core.observation, c.core.observation, d.core.observation, order: .reactiveSwift)))
  }

  /// Zips the n-th values of 5 signals into tuples, as `zip(with:)` does for two.
  ///
  /// - Returns: A signal of tuples.
  @inlinable
  public static func zip<B, C, D, E>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
    _ e: Signal<E, Error>
  ) -> Signal<(Value, B, C, D, E), Error> {
    Signal<(Value, B, C, D, E), Error>(
      core: .started(
        Combining.zip(
          a.core.observation, b.core.observation, c.core.observation, d.core.observation, e.core.observation,
          order: .reactiveSwift)))
  }

  /// Zips the n-th values of 6 signals into tuples, as `zip(with:)` does for two.
  ///
  /// - Returns: A signal of tuples.
  @inlinable
  public static func zip<B, C, D, E, F>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
    _ e: Signal<E, Error>, _ f: Signal<F, Error>
  ) -> Signal<(Value, B, C, D, E, F), Error> {
    Signal<(Value, B, C, D, E, F), Error>(
      core: .started(
        Combining.zip(
          a.core.observation, b.core.observation, c.core.observation, d.core.observation, e.core.observation,
          f.core.observation, order: .reactiveSwift)))
  }

  /// Zips the n-th values of 7 signals into tuples, as `zip(with:)` does for two.
  ///
  /// - Returns: A signal of tuples.
  @inlinable
  public static func zip<B, C, D, E, F, G>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
    _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>
  ) -> Signal<(Value, B, C, D, E, F, G), Error> {
    Signal<(Value, B, C, D, E, F, G), Error>(
      core: .started(
        Combining.zip(
          a.core.observation, b.core.observation, c.core.observation, d.core.observation, e.core.observation,
          f.core.observation, g.core.observation, order: .reactiveSwift)))
  }

  /// Zips the n-th values of 8 signals into tuples, as `zip(with:)` does for two.
  ///
  /// - Returns: A signal of tuples.
  @inlinable
  public static func zip<B, C, D, E, F, G, H>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
    _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>, _ h: Signal<H, Error>
  ) -> Signal<(Value, B, C, D, E, F, G, H), Error> {
    Signal<(Value, B, C, D, E, F, G, H), Error>(
      core: .started(
        Combining.zip(
          a.core.observation, b.core.observation, c.core.observation, d.core.observation, e.core.observation,
          f.core.observation, g.core.observation, h.core.observation, order: .reactiveSwift)))
  }

  /// Zips the n-th values of 9 signals into tuples, as `zip(with:)` does for two.
  ///
  /// - Returns: A signal of tuples.
  @inlinable
  public static func zip<B, C, D, E, F, G, H, I>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
    _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>, _ h: Signal<H, Error>, _ i: Signal<I, Error>
  ) -> Signal<(Value, B, C, D, E, F, G, H, I), Error> {
    Signal<(Value, B, C, D, E, F, G, H, I), Error>(
      core: .started(
        Combining.zip(
          a.core.observation, b.core.observation, c.core.observation, d.core.observation, e.core.observation,
          f.core.observation, g.core.observation, h.core.observation, i.core.observation, order: .reactiveSwift)))
  }

  /// Zips the n-th values of 10 signals into tuples, as `zip(with:)` does for two.
  ///
  /// - Returns: A signal of tuples.
  @inlinable
  public static func zip<B, C, D, E, F, G, H, I, J>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
    _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>, _ h: Signal<H, Error>, _ i: Signal<I, Error>,
    _ j: Signal<J, Error>
  ) -> Signal<(Value, B, C, D, E, F, G, H, I, J), Error> {
    Signal<(Value, B, C, D, E, F, G, H, I, J), Error>(
      core: .started(
        Combining.zip(
          a.core.observation, b.core.observation, c.core.observation, d.core.observation, e.core.observation,
          f.core.observation, g.core.observation, h.core.observation, i.core.observation, j.core.observation,
          order: .reactiveSwift)))
  }

  /// The newest value of every signal, each time one sends, once all have;
  /// the signal of an empty sequence is interrupted at once.
  ///
  /// - Parameter signals: The signals.
  /// - Returns: A signal of arrays.
  @inlinable
  public static func combineLatest<S: Sequence>(_ signals: S) -> Signal<[Value], Error>
  where S.Iterator.Element == Signal<Value, Error> {
    Signal<[Value], Error>(
      core: .started(
        Producer.combineLatest(signals.map(\.core.observation), order: .reactiveSwift, whenEmpty: .interrupted)))
  }

  /// The n-th values of every signal together; the signal of an empty
  /// sequence is interrupted at once.
  ///
  /// - Parameter signals: The signals.
  /// - Returns: A signal of arrays.
  @inlinable
  public static func zip<S: Sequence>(_ signals: S) -> Signal<[Value], Error>
  where S.Iterator.Element == Signal<Value, Error> {
    Signal<[Value], Error>(
      core: .started(Producer.zip(signals.map(\.core.observation), order: .reactiveSwift, whenEmpty: .interrupted)))
  }
}

extension Signal where Value == Bool {
  /// Whether the newest values of this signal and `signal` are both `true`.
  ///
  /// - Parameter signal: The other Boolean signal.
  /// - Returns: A signal of conjunctions.
  @inlinable
  public func and(_ signal: Signal<Value, Error>) -> Signal<Value, Error> {
    Self.all([self, signal])
  }

  /// Whether the newest value of either this signal or `signal` is `true`.
  ///
  /// - Parameter signal: The other Boolean signal.
  /// - Returns: A signal of disjunctions.
  @inlinable
  public func or(_ signal: Signal<Value, Error>) -> Signal<Value, Error> {
    Self.any([self, signal])
  }

  /// Whether the newest values of all `booleans` are `true`, once each has
  /// sent one; the signal of an empty collection is interrupted at once.
  ///
  /// - Parameter booleans: The Boolean signals.
  /// - Returns: A signal of conjunctions.
  @inlinable
  public static func all<BooleansCollection: Collection>(_ booleans: BooleansCollection) -> Signal<Value, Error>
  where BooleansCollection.Element == Signal<Value, Error> {
    Signal(
      core: .started(
        Producer.combineLatest(booleans.map(\.core.observation), order: .reactiveSwift, whenEmpty: .interrupted)
          .lift(EventTransforms.allTrue(whenEmpty: .identity))))
  }

  /// `all(_:)` of the signals given.
  ///
  /// - Parameter booleans: The Boolean signals.
  /// - Returns: A signal of conjunctions.
  @inlinable
  public static func all(_ booleans: Signal<Value, Error>...) -> Signal<Value, Error> {
    all(booleans)
  }

  /// Whether the newest value of any of `booleans` is `true`, once each has
  /// sent one; the signal of an empty collection is interrupted at once.
  ///
  /// - Parameter booleans: The Boolean signals.
  /// - Returns: A signal of disjunctions.
  @inlinable
  public static func any<BooleansCollection: Collection>(_ booleans: BooleansCollection) -> Signal<Value, Error>
  where BooleansCollection.Element == Signal<Value, Error> {
    Signal(
      core: .started(
        Producer.combineLatest(booleans.map(\.core.observation), order: .reactiveSwift, whenEmpty: .interrupted)
          .lift(EventTransforms.anyTrue(whenEmpty: .identity))))
  }

  /// `any(_:)` of the signals given.
  ///
  /// - Parameter booleans: The Boolean signals.
  /// - Returns: A signal of disjunctions.
  @inlinable
  public static func any(_ booleans: Signal<Value, Error>...) -> Signal<Value, Error> {
    any(booleans)
  }
}
