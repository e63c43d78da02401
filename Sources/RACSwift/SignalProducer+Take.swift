import RACShared

extension SignalProducer {
  /// Forwards the first `count` values, then completes and interrupts this
  /// producer. With a count of zero this producer is not started and the
  /// result is interrupted at once.
  ///
  /// - Important: Traps when `count` is negative, naming it.
  /// - Parameter count: How many values to forward.
  /// - Returns: A producer of the first values.
  @inlinable
  public func take(first count: Int) -> SignalProducer<Value, Error> {
    SignalProducer(core: core.take(count, whenZero: .interrupted))
  }

  /// Forwards only the last `count` values, all at once when this producer
  /// completes.
  ///
  /// - Important: Traps when `count` is negative, naming it.
  /// - Parameter count: How many of the last values to keep.
  /// - Returns: A producer of the last values.
  @inlinable
  public func take(last count: Int) -> SignalProducer<Value, Error> {
    SignalProducer(core: core.lift(EventTransforms.takeLast(count)))
  }

  /// Forwards values while `shouldContinue` holds; the first that fails it
  /// is dropped and the producer completes.
  ///
  /// - Parameter shouldContinue: Decides for each value.
  /// - Returns: A producer of the leading values that passed.
  @inlinable
  public func take(while shouldContinue: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
    SignalProducer(core: core.lift(cancelling: EventTransforms.takeWhile(shouldContinue)))
  }

  /// Forwards values until `shouldContinue` returns `false`: that value is
  /// forwarded too, then the producer completes.
  ///
  /// - Parameter shouldContinue: Decides for each value whether more follow.
  /// - Returns: A producer of the values up to and including that one.
  @inlinable
  public func take(until shouldContinue: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
    SignalProducer(core: core.lift(cancelling: EventTransforms.takeWhile(shouldContinue, sendingTheLast: true)))
  }

  /// Forwards events until `trigger` sends a value or completes, then
  /// completes. `trigger` starts first: if it fires at once, this producer
  /// never starts.
  ///
  /// - Parameter trigger: The producer that ends the result.
  /// - Returns: A producer of the events until then.
  @inlinable
  public func take(until trigger: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
    SignalProducer(core: core.take(until: trigger.core))
  }

  /// `take(until:)` with any trigger convertible to a producer.
  ///
  /// - Parameter trigger: What ends the result.
  /// - Returns: A producer of the events until then.
  @inlinable
  public func take<Trigger: SignalProducerConvertible>(until trigger: Trigger) -> SignalProducer<Value, Error>
  where Trigger.Value == (), Trigger.Error == Never {
    take(until: trigger.producer)
  }

  /// Forwards this producer's values, failure and interruption until
  /// `replacement` sends its first event; from then on only its events, and
  /// this producer is interrupted. `replacement` starts first.
  ///
  /// - Parameter replacement: The replacement.
  /// - Returns: A producer switching to the replacement.
  @inlinable
  public func take(untilReplacement replacement: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    SignalProducer(core: core.take(untilReplacement: replacement.core))
  }

  /// `take(untilReplacement:)` with any replacement convertible to a
  /// producer.
  ///
  /// - Parameter replacement: The replacement.
  /// - Returns: A producer switching to the replacement.
  @inlinable
  public func take<Replacement: SignalProducerConvertible>(
    untilReplacement replacement: Replacement
  ) -> SignalProducer<Value, Error> where Replacement.Value == Value, Replacement.Error == Error {
    take(untilReplacement: replacement.producer)
  }

  /// Forwards events until `lifetime` ends, then completes (at once, without
  /// starting this producer's work, if it already has).
  ///
  /// - Parameter lifetime: The lifetime that bounds each start.
  /// - Returns: A producer of the events until then.
  @inlinable
  public func take(during lifetime: Lifetime) -> SignalProducer<Value, Error> {
    SignalProducer(core: core.take(until: Producer<Never, Never>.completing(when: lifetime.core)))
  }
}
