import RACShared

extension SignalProducer {
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
}

extension Signal {
  /// Forwards events until `lifetime` ends, then completes (ReactiveSwift's
  /// `take(during:)`). If `lifetime` has already ended, the result has
  /// completed already.
  @inlinable
  public func take(during lifetime: Lifetime) -> Signal {
    Signal(core: core.applying { $0.take(until: Producer<Never, Never>.completing(when: lifetime.core)) })
  }
}
