import RACClassic
import RACShared
import RACSwift

extension RACSignal {
  /// The same signal as a RACSwift producer.
  ///
  /// Zero-copy: the producer wraps this signal's own engine recipe, so each
  /// start is exactly one subscription (side effects run once per start),
  /// events pass unchanged, and disposing the start disposes the
  /// subscription. A classic error arrives as `BridgedError`, whose
  /// `underlying` is the error the classic side sent (possibly `nil`).
  ///
  /// ```swift
  /// RACSignal<Int>.return(1).toRACSwiftProducer().startWithResult { print($0) }   // prints success(1)
  /// ```
  ///
  /// - Returns: A producer sharing this signal's recipe.
  public func toRACSwiftProducer() -> RACSwift.SignalProducer<Value, BridgedError> {
    RACSwift.SignalProducer(core: producer)
  }
}

extension RACSubject {
  /// The same subject as a RACSwift `Signal`: the same engine signal, so
  /// converting subscribes to nothing and both faces hear each event on one
  /// clock. Each side keeps its rules: a RACSwift observer of an ended
  /// subject hears `interrupted`, a classic subscriber nothing; the subject
  /// keeps RAC2's memory rule (a RACSwift face does not end it when
  /// dropped).
  ///
  /// - Returns: A hot signal sharing this subject's engine signal.
  public func toRACSwiftSignal() -> RACSwift.Signal<Value, BridgedError> {
    RACSwift.Signal(bridging: core)
  }
}

extension RACSwift.SignalProducer {
  /// The same producer as a RACClassic signal; a failure reaches classic
  /// subscribers as the error itself.
  ///
  /// Each subscription is exactly one start of the producer, and disposing
  /// it disposes the start.
  ///
  /// - Returns: A cold classic signal sharing this producer's recipe.
  public func toRACSignal() -> RACSignal<Value> {
    RACSignal(producer: core.lift(EventTransforms.mapError { BridgedError(underlying: $0) }))
  }
}

extension RACSwift.SignalProducer where Error == BridgedError {
  /// The same producer as a RACClassic signal, sharing its engine recipe
  /// without any wrapper (a producer that came from `toRACSwiftProducer()` converts
  /// back to its classic recipe).
  ///
  /// - Returns: A cold classic signal sharing this producer's recipe.
  public func toRACSignal() -> RACSignal<Value> {
    RACSignal(producer: core)
  }
}

extension RACSwift.Signal {
  /// The same hot signal as a RACClassic signal: each subscription observes
  /// this signal (nothing is started) and disposing it removes only that
  /// observer; a failure reaches classic subscribers as the error itself.
  /// The classic signal holds this face, so the signal lives while either
  /// is held (ReactiveSwift's memory rule counts it as a face).
  ///
  /// - Returns: A classic signal observing this one.
  public func toRACSignal() -> RACSignal<Value> {
    RACSignal(
      producer: Producer(observing: core, keepAlive: self).lift(
        EventTransforms.mapError { BridgedError(underlying: $0) }))
  }
}

extension RACSwift.Signal where Error == BridgedError {
  /// The same hot signal as a RACClassic signal, without a wrapper around
  /// its events (see the general `toRACSignal()`).
  ///
  /// - Returns: A classic signal observing this one.
  public func toRACSignal() -> RACSignal<Value> {
    RACSignal(producer: Producer(observing: core, keepAlive: self))
  }
}
