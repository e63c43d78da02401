import RACShared

extension SignalProducer {
  /// Applies a `Signal` operator to every start: each start makes the signal
  /// of this producer's events and hands it to `transform` once.
  ///
  /// ```swift
  /// let evens = producer.lift { $0.filter { $0 % 2 == 0 } }
  /// ```
  @inlinable
  public func lift<U, F>(_ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>) -> SignalProducer<U, F> {
    SignalProducer<U, F>(producer: producer.lifting { transform(Signal(core: $0)).core })
  }

  /// Applies a binary `Signal` operator to the signals of two producers:
  /// each start of the result starts the argument producer first, then this
  /// one (so the argument's signal exists when this one sends at once).
  @inlinable
  public func lift<U, F, V, G>(
    _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
  ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
    let lifted = producer.lifting { signal in { other in transform(Signal(core: signal))(Signal(core: other)).core } }
    return { other in SignalProducer<V, G>(producer: lifted(other.producer)) }
  }

  /// Applies a binary `Signal` operator to this producer's signal and a hot
  /// `Signal`, which each start observes from then on.
  ///
  /// This overload differs from the producer one only in what the returned
  /// function takes; where the context does not say, the producer one is
  /// chosen, so write the type: `let lifted: (Signal<U, F>) -> … = p.lift(op)`.
  @_disfavoredOverload
  @inlinable
  public func lift<U, F, V, G>(
    _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
  ) -> (Signal<U, F>) -> SignalProducer<V, G> {
    let lifted: (SignalProducer<U, F>) -> SignalProducer<V, G> = lift(transform)
    return { other in lifted(SignalProducer<U, F>(signal: other)) }
  }
}
