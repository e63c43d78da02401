extension PropertyCore {
  /// A composed property (`map`, `combineLatest`, `zip`, `combinePrevious`,
  /// `skipRepeats`, `flatMap`, `and`/`or`, `AnyProperty(_:)`,
  /// `Property(initial:then:)`): it starts `producer` now, takes the value it
  /// sends at once as its initial value, caches every later value, and
  /// completes when `producer` ends.
  ///
  /// docs/EventContract.md rule 14: the property keeps `followed` (the
  /// properties `producer` observes, as the face holds them) and `producer`
  /// alive as long as it is alive itself, so a chain such as `c.map{}.map{}`
  /// keeps following `c`. Its derivation runs while the property is alive or
  /// a start of its `producer` is live, and is disposed when neither holds
  /// (see `PropertyCore` for the ownership graph).
  ///
  /// Traps when `producer` sends no value while starting: a property always
  /// has a value.
  @usableFromInline
  package static func composed(_ producer: Producer<Value, Never>, following followed: [AnyObject]) -> PropertyCore {
    let derivation = PropertyDerivation<Value>()
    // Disposing the derivation interrupts it, which completes the cell; a
    // start whose input is gone cannot deliver that, so complete it here too.
    let start = SharedStart(onStop: derivation.complete)
    start.runOnce { producer.instantiate(derivation.receive) }
    guard let (initial, version) = derivation.latest else {
      start.ownerReleased()
      programmerError("a composed property's sources sent no value when started")
    }
    let cell = PropertyCell(initial, stamp: version)
    let core = PropertyCore(start: start, cell: cell, following: followed + [producer])
    derivation.attach(cell)
    return core
  }

  /// A composed property's producer: it observes `current`, and while it is
  /// held, or one of its starts is live (each start's disposable holds the
  /// derivation's start), the derivation keeps running (rule 14).
  static func producer(observing current: SignalCore<Value, Never>, of start: SharedStart) -> Producer<Value, Never> {
    Producer(
      keepAlive: start.handle(),
      preparing: { [start] sink, interruption in
        let (began, ended) = start.subscription()
        let slot = ObserverSlot(
          startingOn: current, interruptsOnDispose: interruption == .delivered, onEnd: ended, sink: sink)
        return (start.keeping(slot), { if began() { slot.run() } })
      })
  }
}
