/// What feeds a composed property (docs/EventContract.md rule 14): one start
/// of the producer it is composed of, shared by the property and every
/// start of the property's producer (`SharedStart`).
///
/// The start's sink holds this derivation, and this derivation holds the
/// property's cell, so the property's value and signals live on, and keep
/// following the sources, while the sources can send and something needs
/// them: the property, a producer it handed out, or a live start of one. The property does
/// not exist yet while the sources send their first values: until a cell
/// is attached, the derivation keeps the newest value; after, it forwards
/// each value stamped with its arrival order, so a value that raced with the
/// attachment cannot overwrite a newer one.
@usableFromInline
final class PropertyDerivation<Value> {
  private struct State {
    var latest: Value?
    var version: UInt64 = 0
    var ended = false
    var cell: PropertyCell<Value>?
  }

  private let state: LockedState<State>
  private let shared: SharedStart

  init() {
    let state = LockedState.make(State())
    self.state = state
    // Disposing the start interrupts it, which completes the cell; a start
    // whose input is gone cannot deliver that, so complete it here too.
    shared = SharedStart(onStop: { [state] in state.withLock { $0.cell }?.complete() })
  }

  /// Starts `producer`, anchored by its running input (its sink holds this
  /// derivation).
  func run(_ producer: Producer<Value, Never>) {
    shared.runOnce { producer.instantiate(receive) }
  }

  /// The newest value received so far and its stamp.
  var latest: (Value, UInt64)? {
    state.withLock { state in state.latest.map { ($0, state.version) } }
  }

  /// The property went away: the start stops once no start of its producer
  /// is live.
  func propertyReleased() {
    shared.ownerReleased()
  }

  /// A producer observing `current` (the cell's): while it is reachable or
  /// one of its starts is live, the derivation keeps running.
  func producer(observing current: SignalCore<Value, Never>) -> Producer<Value, Never> {
    Producer(
      keepAlive: shared.handle(),
      preparing: { [shared] sink, interruption in
        let (began, ended) = shared.subscription()
        let slot = ObserverSlot(
          startingOn: current, interruptsOnDispose: interruption == .delivered, onEnd: ended, sink: sink)
        return (slot, { if began() { slot.run() } })
      })
  }

  func receive(_ event: SignalEvent<Value, Never>) {
    switch event {
    case .value(let value):
      let forward: (PropertyCell<Value>, UInt64)? = state.withLock { state in
        state.version &+= 1
        guard let cell = state.cell else {
          state.latest = value
          return nil
        }
        return (cell, state.version)
      }
      if let (cell, stamp) = forward { cell.set(value, stamp: stamp) }
    case .completed, .interrupted:
      let cell: PropertyCell<Value>? = state.withLock { state in
        state.ended = true
        return state.cell
      }
      cell?.complete()
    }
  }

  /// Hands later values to `cell`, and catches it up with what arrived since
  /// its initial value was taken.
  func attach(_ cell: PropertyCell<Value>) {
    let (caughtUp, ended): ((Value, UInt64)?, Bool) = state.withLock { state in
      state.cell = cell
      defer { state.latest = nil }
      return (state.latest.map { ($0, state.version) }, state.ended)
    }
    if let (value, stamp) = caughtUp { cell.set(value, stamp: stamp) }
    if ended { cell.complete() }
  }
}

// Safety: all mutable state is behind the lock of `state`; `shared` is
// thread-safe.
extension PropertyDerivation: @unchecked Sendable {}
