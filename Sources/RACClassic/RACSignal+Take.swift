import Foundation
import RACShared

extension RACSignal {
  /// Forwards this signal's values and error until `replacement` sends
  /// anything; from then on only `replacement`'s events, and this signal's
  /// subscription is disposed. This signal's completion is not forwarded.
  /// `replacement` is subscribed first.
  @inlinable
  public func takeUntilReplacement(_ replacement: RACSignal<Value>) -> RACSignal<Value> {
    RACSignal(producer: producer.take(untilReplacement: replacement.producer))
  }

  /// Forwards values until one passes `predicate`; that one is dropped, the
  /// signal completes and this signal's subscription is disposed.
  @inlinable
  public func takeUntilBlock(_ predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
    takeWhileBlock { !predicate($0) }
  }

  /// Forwards values while they pass `predicate`; the first that fails is
  /// dropped, the signal completes and this signal's subscription is
  /// disposed.
  ///
  /// ```swift
  /// RACSignal.concat([.return(1), .return(2), .return(9), .return(3)])
  ///   .takeWhileBlock { $0 < 5 }
  ///   .subscribeNext { print($0) }   // prints 1, then 2
  /// ```
  @inlinable
  public func takeWhileBlock(_ predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
    RACSignal(producer: producer.lift(cancelling: EventTransforms.takeWhile(predicate)))
  }

  /// Sends the first `count` values, then completes and disposes this
  /// signal's subscription. `take(0)` completes at once without subscribing.
  ///
  /// - Important: Traps when `count` is negative.
  @inlinable
  public func take(_ count: Int) -> RACSignal<Value> {
    RACSignal(producer: producer.take(count, whenZero: .completed))
  }

  /// Sends only the last `count` values, when this signal completes.
  ///
  /// - Important: Traps when `count` is negative.
  @inlinable
  public func takeLast(_ count: Int) -> RACSignal<Value> {
    RACSignal(producer: producer.lift(EventTransforms.takeLast(count)))
  }

  /// Forwards this signal until `trigger` sends a value or completes, then
  /// completes. `trigger` is subscribed first; its error is ignored.
  @inlinable
  public func takeUntil<U>(_ trigger: RACSignal<U>) -> RACSignal<Value> {
    RACSignal(producer: producer.take(until: trigger.producer))
  }
}
