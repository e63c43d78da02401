import RACModern
import RACShared
import RACSwift

extension RACModern.SignalProducer {
  /// The same producer as a RACSwift producer: the same engine recipe, so
  /// each start is one start of this producer, events pass unchanged and
  /// disposing either face's start disposes it. Each face keeps its own
  /// operators' meaning (docs/Migration.md, "Behaviour differences:
  /// ReactiveSwift 7"): what you apply after converting follows RACSwift.
  ///
  /// - Returns: A RACSwift producer sharing this producer's recipe.
  public func toRACSwift() -> RACSwift.SignalProducer<Value, Error> {
    RACSwift.SignalProducer(core: producer)
  }
}

extension RACSwift.SignalProducer {
  /// The same producer as a RACModern producer (the same engine recipe;
  /// see `RACModern.SignalProducer.toRACSwift()`).
  ///
  /// - Returns: A RACModern producer sharing this producer's recipe.
  public func toRACModern() -> RACModern.SignalProducer<Value, Error> {
    RACModern.SignalProducer(producer: core)
  }
}

extension RACModern.Signal {
  /// The same hot signal as a RACSwift `Signal`: the same engine signal, so
  /// converting observes nothing, and both faces' observers hear each event
  /// in one order. The signal keeps RAC 4.2.2's memory rule (its input keeps
  /// it alive; dropping the RACSwift face does not end it).
  ///
  /// - Returns: A RACSwift face of this signal.
  public func toRACSwift() -> RACSwift.Signal<Value, Error> {
    RACSwift.Signal(bridging: core)
  }
}

extension RACSwift.Signal {
  /// The same hot signal as a RACModern `Signal`: the same engine signal.
  /// As RACModern's faces do, the result keeps the signal alive until its
  /// terminal event, even once every RACSwift face is gone (RAC 4.2.2's
  /// rule); releasing a RACSwift input still interrupts it.
  ///
  /// - Returns: A RACModern face of this signal.
  public func toRACModern() -> RACModern.Signal<Value, Error> {
    core.addTerminationDisposable(ActionDisposableCore { withExtendedLifetime(self) {} })
    return RACModern.Signal(core: core)
  }
}
