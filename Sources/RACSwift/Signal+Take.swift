import RACShared

extension Signal {
  /// Forwards the first `count` values, then completes. With a count of
  /// zero the result has already ended: observers get `interrupted`.
  ///
  /// - Important: Traps when `count` is negative, naming it.
  /// - Parameter count: How many values to forward.
  /// - Returns: A signal of the first values.
  @inlinable
  public func take(first count: Int) -> Signal<Value, Error> {
    Signal(core: core.applying { $0.take(count, whenZero: .interrupted) })
  }

  /// Forwards only the last `count` values, all at once when this signal
  /// completes.
  ///
  /// - Important: Traps when `count` is negative, naming it.
  /// - Parameter count: How many of the last values to keep.
  /// - Returns: A signal of the last values.
  @inlinable
  public func take(last count: Int) -> Signal<Value, Error> {
    Signal(core: core.lift(EventTransforms.takeLast(count)))
  }

  /// Forwards values while `shouldContinue` holds; the first that fails it
  /// is dropped and the signal completes.
  ///
  /// - Parameter shouldContinue: Decides for each value.
  /// - Returns: A signal of the leading values that passed.
  @inlinable
  public func take(while shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
    Signal(core: core.lift(cancelling: EventTransforms.takeWhile(shouldContinue)))
  }

  /// Forwards values until `shouldContinue` returns `false`: that value is
  /// forwarded too, then the signal completes.
  ///
  /// - Parameter shouldContinue: Decides for each value whether more follow.
  /// - Returns: A signal of the values up to and including that one.
  @inlinable
  public func take(until shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
    Signal(core: core.lift(cancelling: EventTransforms.takeWhile(shouldContinue, sendingTheLast: true)))
  }

  /// Forwards events until `trigger` sends a value or completes, then
  /// completes.
  ///
  /// - Parameter trigger: The signal that ends the result.
  /// - Returns: A signal of the events until then.
  @inlinable
  public func take(until trigger: Signal<(), Never>) -> Signal<Value, Error> {
    Signal(core: core.applying { $0.take(until: trigger.core.observation) })
  }

  /// Forwards this signal's values, failure and interruption until
  /// `signal` sends its first event; from then on only `signal`'s events.
  ///
  /// - Parameter signal: The replacement.
  /// - Returns: A signal switching to the replacement.
  @inlinable
  public func take(untilReplacement signal: Signal<Value, Error>) -> Signal<Value, Error> {
    Signal(core: core.applying { $0.take(untilReplacement: signal.core.observation) })
  }

  /// Forwards events until `lifetime` ends, then completes (at once if it
  /// already has).
  ///
  /// - Parameter lifetime: The lifetime that bounds the result.
  /// - Returns: A signal of the events until then.
  @inlinable
  public func take(during lifetime: Lifetime) -> Signal<Value, Error> {
    Signal(core: core.applying { $0.take(until: Producer<Never, Never>.completing(when: lifetime.core)) })
  }
}
