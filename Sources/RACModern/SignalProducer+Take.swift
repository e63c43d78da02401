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

  /// Forwards events until `lifetime` ends, then completes and interrupts
  /// the work (ReactiveSwift's `take(during:)`). If `lifetime` has already
  /// ended, each start completes at once without starting this producer.
  ///
  /// ```swift
  /// let (lifetime, token) = Lifetime.make()
  /// ticks.take(during: lifetime).startWithCompleted { print("done") }
  /// token.dispose()   // prints "done"
  /// ```
  @inlinable
  public func take(during lifetime: Lifetime) -> SignalProducer {
    SignalProducer(producer: producer.take(until: Producer<Never, Never>.completing(when: lifetime.core)))
  }

  /// Forwards values while `predicate` holds; the first that fails it is
  /// dropped and the producer completes.
  @inlinable
  public func takeWhile(_ predicate: @escaping (Value) -> Bool) -> SignalProducer {
    SignalProducer(producer: producer.lift(cancelling: EventTransforms.takeWhile(predicate)))
  }

  /// ReactiveSwift spelling of `takeWhile(_:)`.
  @inlinable
  public func take(while predicate: @escaping (Value) -> Bool) -> SignalProducer { takeWhile(predicate) }

  /// Sends the first `count` values, then completes and interrupts the
  /// work. `take(0)` sends `interrupted` at once without starting (RAC4).
  ///
  /// - Important: Traps when `count` is negative.
  @inlinable
  public func take(_ count: Int) -> SignalProducer {
    SignalProducer(producer: producer.take(count, whenZero: .interrupted))
  }

  /// ReactiveSwift spelling of `take(_:)`.
  @inlinable
  public func take(first count: Int) -> SignalProducer { take(count) }

  /// Sends only the last `count` values, when this producer completes.
  ///
  /// - Important: Traps when `count` is negative.
  @inlinable
  public func takeLast(_ count: Int) -> SignalProducer {
    SignalProducer(producer: producer.lift(EventTransforms.takeLast(count)))
  }

  /// ReactiveSwift spelling of `takeLast(_:)`.
  @inlinable
  public func take(last count: Int) -> SignalProducer { takeLast(count) }

  /// Forwards events until `trigger` sends a value or completes, then
  /// completes. The trigger starts first.
  @inlinable
  public func takeUntil(_ trigger: SignalProducer<(), NoError>) -> SignalProducer {
    SignalProducer(producer: producer.take(until: trigger.producer))
  }

  /// Forwards events until `trigger` sends a value or completes, then completes.
  @inlinable
  public func takeUntil(_ trigger: Signal<(), NoError>) -> SignalProducer {
    takeUntil(SignalProducer<(), NoError>(signal: trigger))
  }

  /// ReactiveSwift spelling of `takeUntil(_:)`.
  @inlinable
  public func take(until trigger: SignalProducer<(), NoError>) -> SignalProducer { takeUntil(trigger) }

  /// ReactiveSwift spelling of `takeUntil(_:)`.
  @inlinable
  public func take(until trigger: Signal<(), NoError>) -> SignalProducer { takeUntil(trigger) }
}
