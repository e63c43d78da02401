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

  /// Forwards values while `predicate` holds; the first that fails it is
  /// dropped and the signal completes.
  @inlinable
  public func takeWhile(_ predicate: @escaping (Value) -> Bool) -> Signal {
    Signal(core: core.lift(cancelling: EventTransforms.takeWhile(predicate)))
  }

  /// ReactiveSwift spelling of `takeWhile(_:)`.
  @inlinable
  public func take(while predicate: @escaping (Value) -> Bool) -> Signal { takeWhile(predicate) }

  /// Sends the first `count` values, then completes and stops observing.
  /// `take(0)` is a signal that has already ended: observers get
  /// `interrupted` (RAC4).
  ///
  /// - Important: Traps when `count` is negative.
  @inlinable
  public func take(_ count: Int) -> Signal {
    Signal(core: core.applying { $0.take(count, whenZero: .interrupted) })
  }

  /// ReactiveSwift spelling of `take(_:)`.
  @inlinable
  public func take(first count: Int) -> Signal { take(count) }

  /// Sends only the last `count` values, when this signal completes.
  ///
  /// - Important: Traps when `count` is negative.
  @inlinable
  public func takeLast(_ count: Int) -> Signal {
    Signal(core: core.lift(EventTransforms.takeLast(count)))
  }

  /// ReactiveSwift spelling of `takeLast(_:)`.
  @inlinable
  public func take(last count: Int) -> Signal { takeLast(count) }

  /// Forwards events until `trigger` sends a value or completes, then completes.
  @inlinable
  public func takeUntil(_ trigger: Signal<(), NoError>) -> Signal {
    Signal(core: core.applying { $0.take(until: trigger.core.observation) })
  }

  /// ReactiveSwift spelling of `takeUntil(_:)`.
  @inlinable
  public func take(until trigger: Signal<(), NoError>) -> Signal { takeUntil(trigger) }

  /// Forwards events until `lifetime` ends, then completes (ReactiveSwift's
  /// `take(during:)`). If `lifetime` has already ended, the result has
  /// completed already.
  @inlinable
  public func take(during lifetime: Lifetime) -> Signal {
    Signal(core: core.applying { $0.take(until: Producer<Never, Never>.completing(when: lifetime.core)) })
  }
}
