/// What the bridge between RAC2's `RACBehaviorSubject` and RAC4's properties
/// needs from the engine: a property following a replaying signal, a
/// replaying signal following a property, and a binding that a failure ends.
extension PropertyCore {
  /// A property following `source`, a replaying signal with a current value
  /// (a classic behavior subject): its value is the one `source` replays
  /// now, then each value `source` sends. When `source` ends, by completing
  /// or failing (a property cannot fail), the property completes and keeps
  /// its last value.
  ///
  /// It keeps `source` alive as long as it is alive itself
  /// (docs/EventContract.md rule 14).
  ///
  /// Traps when `source` replays no value: a property always has one.
  @usableFromInline
  package static func following<Failure>(_ source: SignalCore<Value, Failure>) -> PropertyCore {
    composed(Producer(observing: source).endingOnFailure(), following: [source], retention: .rac4)
  }

  /// A replaying signal (capacity 1) that starts with this property's
  /// current value and then follows its changes; it completes when the
  /// property goes away. Ending the signal (a classic `sendCompleted`)
  /// stops the following; the property is left as it is. The property does
  /// not keep the signal alive: once the signal is gone, the following
  /// stops at the next change. While it follows, it is a start of the
  /// property's producer: it keeps a composed property's derivation running
  /// (rule 14).
  @usableFromInline
  package func replayingSignal<Failure>(failing _: Failure.Type = Failure.self) -> SignalCore<Value, Failure> {
    let replay = SignalCore<Value, Failure>(replayCapacity: 1)
    let link = SerialDisposableCore(policy: .disposeReplaced)
    let start = producer.instantiate { [weak replay] event in
      guard let replay else { return link.dispose() }
      // A property never fails: every event passes.
      if let passed = event.withoutFailure(as: Failure.self) { replay.send(passed) }
    }
    link.inner = start.cancel
    replay.addTerminationDisposable(link)
    start.run()
    return replay
  }

  /// Binds `source` as `bind(_:)` does; a failure of `source` ends the
  /// binding like its completion (the property keeps its value).
  @usableFromInline
  @discardableResult
  package func bind<Failure>(endingOnFailure source: Producer<Value, Failure>) -> any DisposableCore {
    bind(source.endingOnFailure())
  }
}

extension Producer {
  /// The same producer, with a failure turned into completion (a property
  /// following a failable source, a command's execution signals), retyped
  /// for any failure type (`Never` for a property).
  @usableFromInline
  package func endingOnFailure<NewFailure>() -> Producer<Value, NewFailure> {
    lift { sink in { event in sink(event.withoutFailure() ?? .completed) } }
  }
}
