/// What feeds a composed property (docs/EventContract.md rule 14): the sink
/// of the one start of the producer the property is composed of, which a
/// `SharedStart` shares between the property and every start of the
/// property's producer.
///
/// The start's sink holds this derivation, and this derivation holds the
/// property's cell, so the property's value and signals live on, and keep
/// following the sources, while the sources can send into them. The
/// property does not exist yet while the sources send their first values:
/// until a cell is attached, the derivation keeps the newest value; after,
/// it forwards each value stamped with its arrival order, so a value that
/// raced with the attachment cannot overwrite a newer one.
@usableFromInline
final class PropertyDerivation<Value> {
  private struct State {
    var latest: Value?
    var version: UInt64 = 0
    var ended = false
    var cell: PropertyCell<Value>?
  }

  private let state = LockedState.make(State())

  init() {}

  /// The newest value received so far and its stamp.
  var latest: (Value, UInt64)? {
    state.withLock { state in state.latest.map { ($0, state.version) } }
  }

  /// Completes the cell (the derivation was stopped).
  func complete() {
    state.withLock { $0.cell }?.complete()
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

// Safety: all mutable state is behind the lock of `state`.
extension PropertyDerivation: @unchecked Sendable {}
