import RACShared

extension SignalProducer {
  /// Applies a `Signal` operator to every start: each start makes the signal
  /// of this producer's events and hands it to `transform` once.
  ///
  /// Disposing the start interrupts this producer and ends the signals
  /// `transform` made that nobody else observes (ReactiveSwift's signal
  /// memory model).
  ///
  /// ```swift
  /// let evens = producer.lift { $0.filter { $0 % 2 == 0 } }
  /// ```
  ///
  /// - Parameter transform: The `Signal` operator.
  /// - Returns: The producer of what the operator's signal sends.
  public func lift<U, F>(_ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>) -> SignalProducer<U, F> {
    SignalProducer<U, F>(
      core: core.lifting(releasedAs: .reactiveSwift, { transform(Signal(core: $0)) }, core: \.core))
  }

  /// Lifts a binary `Signal` operator to producers: each start of the
  /// result starts the argument producer first, then this one, applies
  /// `transform` to their two signals, and forwards what it returns.
  ///
  /// ```swift
  /// let pairs = numbers.lift(Signal.combineLatest(with:))(letters)
  /// ```
  ///
  /// - Parameter transform: The binary signal operator.
  /// - Returns: The operator on producers.
  public func lift<U, F, V, G>(
    _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
  ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
    let lifted = core.lifting(
      releasedAs: .reactiveSwift, { signal in { other in transform(Signal(core: signal))(Signal(core: other)) } },
      core: \.core)
    return { other in SignalProducer<V, G>(core: lifted(other.core)) }
  }
}
