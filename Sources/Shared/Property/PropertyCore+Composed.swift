extension PropertyCore {
  /// A composed property (`map`, `combineLatest`, `zip`, `combinePrevious`,
  /// `skipRepeats`, `flatMap`, `and`/`or`, `AnyProperty(_:)`,
  /// `Property(initial:then:)`): it starts `producer` now, takes the value it
  /// sends at once as its initial value, caches every later value, and
  /// completes when `producer` ends.
  ///
  /// docs/EventContract.md rule 14: the property keeps `producer` alive as
  /// long as it is alive itself, and, as `retention` says, `followed` (the
  /// properties `producer` observes, as the face holds them), so a chain
  /// such as `c.map{}.map{}` keeps following `c`. Its derivation runs while the property is alive or
  /// a start of its `producer` is live, and is disposed when neither holds
  /// (see `PropertyCore` for the ownership graph).
  ///
  /// Traps when `producer` sends no value while starting: a property always
  /// has a value.
  @usableFromInline
  package static func composed(
    _ producer: Producer<Value, Never>, following followed: [AnyObject], retention: ComposedPropertyRetention
  ) -> PropertyCore {
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
    let kept: [AnyObject] =
      switch retention {
      case .rac4: followed + [producer]
      case .reactiveSwift: [producer]
      }
    let core = PropertyCore(start: start, cell: cell, following: kept)
    derivation.attach(cell)
    return core
  }

  /// A composed property's producer: each start hears the value `changes`
  /// delivered last and attaches to it, and while the producer is held, or
  /// one of its starts is live (each start's disposable holds the
  /// derivation's start), the derivation keeps running (rule 14).
  static func producer(observing changes: SignalCore<Value, Never>, of start: SharedStart) -> Producer<Value, Never> {
    Producer(
      keepAlive: start.handle(),
      preparing: { [start] sink, interruption in
        let (began, ended) = start.subscription()
        let slot = ObserverSlot(
          core: changes, interruptsOnDispose: interruption == .delivered, onEnd: ended, sink: sink)
        return (start.keeping(slot), { if began() { changes.attach(slot, replayingLatest: true) } })
      })
  }
}

/// Whether a composed property keeps the properties it follows alive
/// (docs/EventContract.md rule 14): RAC 4.2.2 and ReactiveSwift 7 differ
/// (docs/Migration.md).
@usableFromInline
package enum ComposedPropertyRetention: Sendable {
  /// RAC 4.2.2 (RACModern): `map` captured its source, `AnyProperty(_:)` the
  /// property it wraps, so the composed property keeps them alive.
  case rac4
  /// ReactiveSwift 7 (RACSwift): a composed property follows its sources
  /// without keeping them alive; a chain keeps following while its source
  /// lives (each link's producer keeps the link before running), and
  /// completes, keeping its last value, when the source goes away. Only
  /// `Property(capturing:)` keeps the property it wraps.
  case reactiveSwift
}
