import RACShared

extension SignalProducer {
  /// The newest value of this producer and of `other`, each time either
  /// sends, once both have; completes when both have. This producer starts
  /// first.
  ///
  /// - Parameter other: The other producer.
  /// - Returns: A producer of pairs.
  @inlinable
  public func combineLatest<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
    SignalProducer<(Value, U), Error>(core: core.combineLatest(with: other.core, order: .reactiveSwift))
  }

  /// `combineLatest(with:)` with anything convertible to a producer.
  ///
  /// - Parameter other: The other source.
  /// - Returns: A producer of pairs.
  @inlinable
  public func combineLatest<Other: SignalProducerConvertible>(
    with other: Other
  ) -> SignalProducer<(Value, Other.Value), Error> where Other.Error == Error {
    combineLatest(with: other.producer)
  }

  /// The n-th values of this producer and of `other` together; completes
  /// once a completed side has nothing left to pair. This producer starts
  /// first.
  ///
  /// - Parameter other: The other producer.
  /// - Returns: A producer of pairs.
  @inlinable
  public func zip<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
    SignalProducer<(Value, U), Error>(core: core.zip(with: other.core, order: .reactiveSwift))
  }

  /// `zip(with:)` with anything convertible to a producer.
  ///
  /// - Parameter other: The other source.
  /// - Returns: A producer of pairs.
  @inlinable
  public func zip<Other: SignalProducerConvertible>(
    with other: Other
  ) -> SignalProducer<(Value, Other.Value), Error> where Other.Error == Error {
    zip(with: other.producer)
  }

  /// Each time `sampler` sends, this producer's newest value (if it has
  /// sent one) with the sampler's value; completes once both have. This
  /// producer starts first.
  ///
  /// - Parameter sampler: The producer that samples.
  /// - Returns: A producer of pairs.
  @inlinable
  public func sample<U>(with sampler: SignalProducer<U, Never>) -> SignalProducer<(Value, U), Error> {
    SignalProducer<(Value, U), Error>(
      core: core.sample(
        with: sampler.promoteError(Error.self).core, order: .reactiveSwift, completion: .whenBothComplete))
  }

  /// `sample(with:)` with anything convertible to a producer.
  ///
  /// - Parameter sampler: What samples.
  /// - Returns: A producer of pairs.
  @inlinable
  public func sample<Sampler: SignalProducerConvertible>(
    with sampler: Sampler
  ) -> SignalProducer<(Value, Sampler.Value), Error> where Sampler.Error == Never {
    sample(with: sampler.producer)
  }

  /// Each time `sampler` sends, this producer's newest value, if it has
  /// sent one; completes once both have.
  ///
  /// - Parameter sampler: The producer that samples.
  /// - Returns: A producer of sampled values.
  @inlinable
  public func sample(on sampler: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
    sample(with: sampler).map(\.0)
  }

  /// `sample(on:)` with anything convertible to a producer.
  ///
  /// - Parameter sampler: What samples.
  /// - Returns: A producer of sampled values.
  @inlinable
  public func sample<Sampler: SignalProducerConvertible>(
    on sampler: Sampler
  ) -> SignalProducer<Value, Error> where Sampler.Value == (), Sampler.Error == Never {
    sample(on: sampler.producer)
  }

  /// Each value of this producer with `samplee`'s newest value, once it has
  /// sent one; `samplee`'s end is ignored. `samplee` starts first.
  ///
  /// - Parameter samplee: The producer sampled.
  /// - Returns: A producer of pairs.
  @inlinable
  public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> SignalProducer<(Value, U), Error> {
    SignalProducer<(Value, U), Error>(core: core.withLatest(from: samplee.core))
  }

  /// `withLatest(from:)` with anything convertible to a producer.
  ///
  /// - Parameter samplee: What is sampled.
  /// - Returns: A producer of pairs.
  @inlinable
  public func withLatest<Samplee: SignalProducerConvertible>(
    from samplee: Samplee
  ) -> SignalProducer<(Value, Samplee.Value), Error> where Samplee.Error == Never {
    withLatest(from: samplee.producer)
  }

  /// Combines the newest values of 2 producers into tuples, starting them in the argument
  /// order.
  ///
  /// - Returns: A producer of tuples.
  @inlinable
  public static func combineLatest<A: SignalProducerConvertible, B: SignalProducerConvertible>(
    _ a: A, _ b: B
  ) -> SignalProducer<(Value, B.Value), Error>
  where A.Value == Value, A.Error == Error, B.Error == Error {
    SignalProducer<(Value, B.Value), Error>(
      core: Combining.latest(a.producer.core, b.producer.core, order: .reactiveSwift))
  }

  /// Combines the newest values of 3 producers into tuples, starting them in the argument
  /// order.
  ///
  /// - Returns: A producer of tuples.
  @inlinable
  public static func combineLatest<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible
  >(_ a: A, _ b: B, _ c: C) -> SignalProducer<(Value, B.Value, C.Value), Error>
  where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error {
    SignalProducer<(Value, B.Value, C.Value), Error>(
      core: Combining.latest(a.producer.core, b.producer.core, c.producer.core, order: .reactiveSwift))
  }

  /// Combines the newest values of 4 producers into tuples, starting them in the argument
  /// order.
  ///
  /// - Returns: A producer of tuples.
  @inlinable
  public static func combineLatest<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible
  >(_ a: A, _ b: B, _ c: C, _ d: D) -> SignalProducer<(Value, B.Value, C.Value, D.Value), Error>
  where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error {
    SignalProducer<(Value, B.Value, C.Value, D.Value), Error>(
      core: Combining.latest(a.producer.core, b.producer.core, c.producer.core, d.producer.core, order: .reactiveSwift))
  }

  /// Combines the newest values of 5 producers into tuples, starting them in the argument
  /// order.
  ///
  /// - Returns: A producer of tuples.
  @inlinable
  public static func combineLatest<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible
  >(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value), Error>
  where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error {
    SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value), Error>(
      core: Combining.latest(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, order: .reactiveSwift))
  }

  /// Combines the newest values of 6 producers into tuples, starting them in the argument
  /// order.
  ///
  /// - Returns: A producer of tuples.
  @inlinable
  public static func combineLatest<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F
  ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value), Error>
  where
    A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error,
    F.Error == Error
  {
    SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value), Error>(
      core: Combining.latest(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, f.producer.core,
        order: .reactiveSwift))
  }

  /// Combines the newest values of 7 producers into tuples, starting them in the argument
  /// order.
  ///
  /// - Returns: A producer of tuples.
  @inlinable
  public static func combineLatest<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible,
    G: SignalProducerConvertible
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
  ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value), Error>
  where
    A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error,
    F.Error == Error, G.Error == Error
  {
    SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value), Error>(
      core: Combining.latest(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, f.producer.core,
        g.producer.core, order: .reactiveSwift))
  }

  /// Combines the newest values of 8 producers into tuples, starting them in the argument
  /// order.
  ///
  /// - Returns: A producer of tuples.
  @inlinable
  public static func combineLatest<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible,
    G: SignalProducerConvertible, H: SignalProducerConvertible
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
  ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value), Error>
  where
    A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error,
    F.Error == Error, G.Error == Error, H.Error == Error
  {
    SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value), Error>(
      core: Combining.latest(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, f.producer.core,
        g.producer.core, h.producer.core, order: .reactiveSwift))
  }

  /// Combines the newest values of 9 producers into tuples, starting them in the argument
  /// order.
  ///
  /// - Returns: A producer of tuples.
  @inlinable
  public static func combineLatest<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible,
    G: SignalProducerConvertible, H: SignalProducerConvertible, I: SignalProducerConvertible
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I
  ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value), Error>
  where
    A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error,
    F.Error == Error, G.Error == Error, H.Error == Error, I.Error == Error
  {
    SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value), Error>(
      core: Combining.latest(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, f.producer.core,
        g.producer.core, h.producer.core, i.producer.core, order: .reactiveSwift))
  }

  /// Combines the newest values of 10 producers into tuples, starting them in the argument
  /// order.
  ///
  /// - Returns: A producer of tuples.
  @inlinable
  public static func combineLatest<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible,
    G: SignalProducerConvertible, H: SignalProducerConvertible, I: SignalProducerConvertible,
    J: SignalProducerConvertible
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J
  ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value), Error>
  where
    A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error,
    F.Error == Error, G.Error == Error, H.Error == Error, I.Error == Error, J.Error == Error
  {
    SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value), Error>(
      core: Combining.latest(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, f.producer.core,
        g.producer.core, h.producer.core, i.producer.core, j.producer.core, order: .reactiveSwift))
  }

  /// Zips the n-th values of 2 producers into tuples, starting them in the argument
  /// order.
  ///
  /// - Returns: A producer of tuples.
  @inlinable
  public static func zip<A: SignalProducerConvertible, B: SignalProducerConvertible>(
    _ a: A, _ b: B
  ) -> SignalProducer<(Value, B.Value), Error>
  where A.Value == Value, A.Error == Error, B.Error == Error {
    SignalProducer<(Value, B.Value), Error>(
      core: Combining.zip(a.producer.core, b.producer.core, order: .reactiveSwift))
  }

  /// Zips the n-th values of 3 producers into tuples, starting them in the argument
  /// order.
  ///
  /// - Returns: A producer of tuples.
  @inlinable
  public static func zip<A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible>(
    _ a: A, _ b: B, _ c: C
  ) -> SignalProducer<(Value, B.Value, C.Value), Error>
  where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error {
    SignalProducer<(Value, B.Value, C.Value), Error>(
      core: Combining.zip(a.producer.core, b.producer.core, c.producer.core, order: .reactiveSwift))
  }

  /// Zips the n-th values of 4 producers into tuples, starting them in the argument
  /// order.
  ///
  /// - Returns: A producer of tuples.
  @inlinable
  public static func zip<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible
  >(_ a: A, _ b: B, _ c: C, _ d: D) -> SignalProducer<(Value, B.Value, C.Value, D.Value), Error>
  where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error {
    SignalProducer<(Value, B.Value, C.Value, D.Value), Error>(
      core: Combining.zip(a.producer.core, b.producer.core, c.producer.core, d.producer.core, order: .reactiveSwift))
  }

  /// Zips the n-th values of 5 producers into tuples, starting them in the argument
  /// order.
  ///
  /// - Returns: A producer of tuples.
  @inlinable
  public static func zip<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible
  >(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value), Error>
  where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error {
    SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value), Error>(
      core: Combining.zip(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, order: .reactiveSwift))
  }

  /// Zips the n-th values of 6 producers into tuples, starting them in the argument
  /// order.
  ///
  /// - Returns: A producer of tuples.
  @inlinable
  public static func zip<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F
  ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value), Error>
  where
    A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error,
    F.Error == Error
  {
    SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value), Error>(
      core: Combining.zip(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, f.producer.core,
        order: .reactiveSwift))
  }

  /// Zips the n-th values of 7 producers into tuples, starting them in the argument
  /// order.
  ///
  /// - Returns: A producer of tuples.
  @inlinable
  public static func zip<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible,
    G: SignalProducerConvertible
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
  ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value), Error>
  where
    A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error,
    F.Error == Error, G.Error == Error
  {
    SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value), Error>(
      core: Combining.zip(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, f.producer.core,
        g.producer.core, order: .reactiveSwift))
  }

  /// Zips the n-th values of 8 producers into tuples, starting them in the argument
  /// order.
  ///
  /// - Returns: A producer of tuples.
  @inlinable
  public static func zip<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible,
    G: SignalProducerConvertible, H: SignalProducerConvertible
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
  ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value), Error>
  where
    A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error,
    F.Error == Error, G.Error == Error, H.Error == Error
  {
    SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value), Error>(
      core: Combining.zip(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, f.producer.core,
        g.producer.core, h.producer.core, order: .reactiveSwift))
  }

  /// Zips the n-th values of 9 producers into tuples, starting them in the argument
  /// order.
  ///
  /// - Returns: A producer of tuples.
  @inlinable
  public static func zip<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible,
    G: SignalProducerConvertible, H: SignalProducerConvertible, I: SignalProducerConvertible
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I
  ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value), Error>
  where
    A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error,
    F.Error == Error, G.Error == Error, H.Error == Error, I.Error == Error
  {
    SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value), Error>(
      core: Combining.zip(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, f.producer.core,
        g.producer.core, h.producer.core, i.producer.core, order: .reactiveSwift))
  }

  /// Zips the n-th values of 10 producers into tuples, starting them in the argument
  /// order.
  ///
  /// - Returns: A producer of tuples.
  @inlinable
  public static func zip<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible,
    G: SignalProducerConvertible, H: SignalProducerConvertible, I: SignalProducerConvertible,
    J: SignalProducerConvertible
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J
  ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value), Error>
  where
    A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error,
    F.Error == Error, G.Error == Error, H.Error == Error, I.Error == Error, J.Error == Error
  {
    SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value), Error>(
      core: Combining.zip(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, f.producer.core,
        g.producer.core, h.producer.core, i.producer.core, j.producer.core, order: .reactiveSwift))
  }

  /// The newest value of every producer, each time one sends, once all
  /// have; started first to last. An empty sequence completes at once.
  ///
  /// - Parameter producers: The producers.
  /// - Returns: A producer of arrays.
  @inlinable
  public static func combineLatest<S: Sequence>(_ producers: S) -> SignalProducer<[Value], Error>
  where
    S.Iterator.Element: SignalProducerConvertible, S.Iterator.Element.Value == Value,
    S.Iterator.Element.Error == Error
  {
    SignalProducer<[Value], Error>(core: Producer.combineLatest(producers.map(\.producer.core), order: .reactiveSwift))
  }

  /// `combineLatest(_:)`, sending `emptySentinel` for an empty sequence
  /// before completing.
  ///
  /// - Parameters:
  ///   - producers: The producers.
  ///   - emptySentinel: What an empty sequence sends.
  /// - Returns: A producer of arrays.
  @inlinable
  public static func combineLatest<S: Sequence>(
    _ producers: S, emptySentinel: [S.Iterator.Element.Value]
  ) -> SignalProducer<[Value], Error>
  where
    S.Iterator.Element: SignalProducerConvertible, S.Iterator.Element.Value == Value,
    S.Iterator.Element.Error == Error
  {
    SignalProducer<[Value], Error>(
      core: Producer.combineLatest(
        producers.map(\.producer.core), order: .reactiveSwift, whenEmpty: .sends(emptySentinel)))
  }

  /// The n-th values of every producer together; started first to last.
  /// An empty sequence completes at once.
  ///
  /// - Parameter producers: The producers.
  /// - Returns: A producer of arrays.
  @inlinable
  public static func zip<S: Sequence>(_ producers: S) -> SignalProducer<[Value], Error>
  where
    S.Iterator.Element: SignalProducerConvertible, S.Iterator.Element.Value == Value,
    S.Iterator.Element.Error == Error
  {
    SignalProducer<[Value], Error>(core: Producer.zip(producers.map(\.producer.core), order: .reactiveSwift))
  }

  /// `zip(_:)`, sending `emptySentinel` for an empty sequence before
  /// completing.
  ///
  /// - Parameters:
  ///   - producers: The producers.
  ///   - emptySentinel: What an empty sequence sends.
  /// - Returns: A producer of arrays.
  @inlinable
  public static func zip<S: Sequence>(
    _ producers: S, emptySentinel: [S.Iterator.Element.Value]
  ) -> SignalProducer<[Value], Error>
  where
    S.Iterator.Element: SignalProducerConvertible, S.Iterator.Element.Value == Value,
    S.Iterator.Element.Error == Error
  {
    SignalProducer<[Value], Error>(
      core: Producer.zip(producers.map(\.producer.core), order: .reactiveSwift, whenEmpty: .sends(emptySentinel)))
  }
}

extension SignalProducer where Value == Bool {
  /// Whether the newest values of this producer and `booleans` are both
  /// `true`.
  ///
  /// - Parameter booleans: The other Boolean producer.
  /// - Returns: A producer of conjunctions.
  @inlinable
  public func and(_ booleans: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    Self.all([self, booleans])
  }

  /// `and(_:)` with anything convertible to a producer.
  ///
  /// - Parameter booleans: The other Boolean source.
  /// - Returns: A producer of conjunctions.
  @inlinable
  public func and<Booleans: SignalProducerConvertible>(_ booleans: Booleans) -> SignalProducer<Value, Error>
  where Booleans.Value == Value, Booleans.Error == Error {
    and(booleans.producer)
  }

  /// Whether the newest value of this producer or of `booleans` is `true`.
  ///
  /// - Parameter booleans: The other Boolean producer.
  /// - Returns: A producer of disjunctions.
  @inlinable
  public func or(_ booleans: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    Self.any([self, booleans])
  }

  /// `or(_:)` with anything convertible to a producer.
  ///
  /// - Parameter booleans: The other Boolean source.
  /// - Returns: A producer of disjunctions.
  @inlinable
  public func or<Booleans: SignalProducerConvertible>(_ booleans: Booleans) -> SignalProducer<Value, Error>
  where Booleans.Value == Value, Booleans.Error == Error {
    or(booleans.producer)
  }

  /// Whether the newest values of all `booleans` are `true`, once each has
  /// sent one; an empty collection sends `true` and completes.
  ///
  /// - Parameter booleans: The Boolean producers.
  /// - Returns: A producer of conjunctions.
  @inlinable
  public static func all<BooleansCollection: Collection>(_ booleans: BooleansCollection) -> SignalProducer<Value, Error>
  where BooleansCollection.Element == SignalProducer<Value, Error> {
    SignalProducer(
      core: Producer.combineLatest(booleans.map(\.core), order: .reactiveSwift, whenEmpty: .sends([]))
        .lift(EventTransforms.allTrue(whenEmpty: .identity)))
  }

  /// `all(_:)` of the producers given.
  ///
  /// - Parameter booleans: The Boolean producers.
  /// - Returns: A producer of conjunctions.
  @inlinable
  public static func all(_ booleans: SignalProducer<Value, Error>...) -> SignalProducer<Value, Error> {
    all(booleans)
  }

  /// `all(_:)` of anything convertible to producers.
  ///
  /// - Parameter booleans: The Boolean sources.
  /// - Returns: A producer of conjunctions.
  @inlinable
  public static func all<Booleans: SignalProducerConvertible, BooleansCollection: Collection>(
    _ booleans: BooleansCollection
  ) -> SignalProducer<Value, Error>
  where Booleans.Value == Value, Booleans.Error == Error, BooleansCollection.Element == Booleans {
    all(booleans.map(\.producer))
  }

  /// Whether the newest value of any of `booleans` is `true`, once each has
  /// sent one; an empty collection sends `false` and completes.
  ///
  /// - Parameter booleans: The Boolean producers.
  /// - Returns: A producer of disjunctions.
  @inlinable
  public static func any<BooleansCollection: Collection>(_ booleans: BooleansCollection) -> SignalProducer<Value, Error>
  where BooleansCollection.Element == SignalProducer<Value, Error> {
    SignalProducer(
      core: Producer.combineLatest(booleans.map(\.core), order: .reactiveSwift, whenEmpty: .sends([]))
        .lift(EventTransforms.anyTrue(whenEmpty: .identity)))
  }

  /// `any(_:)` of the producers given.
  ///
  /// - Parameter booleans: The Boolean producers.
  /// - Returns: A producer of disjunctions.
  @inlinable
  public static func any(_ booleans: SignalProducer<Value, Error>...) -> SignalProducer<Value, Error> {
    any(booleans)
  }

  /// `any(_:)` of anything convertible to producers.
  ///
  /// - Parameter booleans: The Boolean sources.
  /// - Returns: A producer of disjunctions.
  @inlinable
  public static func any<Booleans: SignalProducerConvertible, BooleansCollection: Collection>(
    _ booleans: BooleansCollection
  ) -> SignalProducer<Value, Error>
  where Booleans.Value == Value, Booleans.Error == Error, BooleansCollection.Element == Booleans {
    any(booleans.map(\.producer))
  }
}
