import RACClassic
import RACModern
import RACShared

extension RACSignal {
  /// The same signal as a RACModern producer.
  ///
  /// Zero-copy: the producer wraps this signal's own engine recipe, so each
  /// start of the producer is exactly one subscription to the signal (side
  /// effects run once per start), events pass unchanged, and disposing the
  /// start disposes the subscription. The error type is `BridgedError`,
  /// whose `underlying` is the error the classic side sent (possibly `nil`).
  ///
  /// ```swift
  /// RACSignal<Int>.return(1).toSignalProducer().startWithNext { print($0) }   // prints 1
  /// ```
  public func toSignalProducer() -> SignalProducer<Value, BridgedError> {
    SignalProducer(producer: producer)
  }
}

extension SignalProducer {
  /// The same producer as a RACClassic signal; a failure reaches classic
  /// subscribers as the error itself.
  ///
  /// Each subscription to the signal is exactly one start of the producer,
  /// and disposing it disposes the start. A producer that came from
  /// `toSignalProducer()` converts back to its original engine recipe.
  public func toRACSignal() -> RACSignal<Value> {
    RACSignal(producer: producer.lift(EventTransforms.mapError { BridgedError(underlying: $0) }))
  }
}

extension SignalProducer where Error == BridgedError {
  /// The same producer as a RACClassic signal, sharing its engine recipe
  /// without any wrapper.
  public func toRACSignal() -> RACSignal<Value> {
    RACSignal(producer: producer)
  }
}
