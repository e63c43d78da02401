import RACShared

extension RACSubject {
  /// The same hot signal as a RACModern `Signal`.
  ///
  /// Zero-copy: the `Signal` is a second face of the subject's own engine
  /// signal, so converting subscribes to nothing, a modern observer hears
  /// exactly what the subject's classic subscribers hear, in the same order,
  /// and disposing either side's observation removes only that observer. A
  /// `RACReplaySubject` or `RACBehaviorSubject` replays to modern observers
  /// as it does to classic ones. Modern rules apply on the modern side: an
  /// observer arriving after the subject ended hears `interrupted`. Failures
  /// arrive as `BridgedError` (`unwrapBridgedError(as:)` recovers yours).
  ///
  /// ```swift
  /// let subject = RACSubject<Int>()
  /// subject.toSignal().observeNext { print($0) }
  /// subject.sendNext(1)   // prints 1
  /// ```
  ///
  /// For another hot `RACSignal` (`replay()`, `autoconnect()`), start it once
  /// with `toSignalProducer().startWithSignal { signal, disposable in … }`.
  public func toSignal() -> Signal<Value, BridgedError> {
    Signal(core: core)
  }
}

extension Signal {
  /// The same hot signal as a RACClassic `RACSignal`: each classic
  /// subscription observes this signal directly (no intermediate
  /// subscription), hears what modern observers hear from then on, and
  /// disposing it removes that observer. A failure reaches classic
  /// subscribers as the error itself. Classic rules apply on the classic
  /// side: a subscriber arriving after the signal ended hears nothing
  /// (RACClassic has no `interrupted`).
  ///
  /// ```swift
  /// let (signal, input) = Signal<Int, NoError>.pipe()
  /// signal.toRACSignal().subscribeNext { print($0) }
  /// input.sendNext(1)   // prints 1
  /// ```
  public func toRACSignal() -> RACSignal<Value> {
    RACSignal(producer: Producer(observing: core).lift(EventTransforms.mapError { BridgedError(underlying: $0) }))
  }
}

extension Signal where Error == BridgedError {
  /// The same hot signal as a RACClassic `RACSignal`, sharing its engine
  /// signal without any wrapper (a signal that came from `toSignal()`
  /// converts back to its subject's signal).
  public func toRACSignal() -> RACSignal<Value> {
    RACSignal(producer: Producer(observing: core))
  }
}
