extension PropertyCore {
  /// A composed property (`map`, `combineLatest`, `zip` of properties): it
  /// starts `producer` now, takes the value it sends at once as its initial
  /// value, caches every later value, and completes when `producer` ends.
  ///
  /// It does not keep its sources alive: when they go away their producers
  /// complete, and so does this property, keeping its last value
  /// (ReactiveSwift's composed properties). The start is disposed when this
  /// property goes away.
  ///
  /// Traps when `producer` sends no value while starting: a property always
  /// has a value.
  @usableFromInline
  package static func deriving(_ producer: Producer<Value, Never>) -> PropertyCore {
    let relay = DerivedPropertyRelay<Value>()
    let start = producer.instantiate(relay.receive)
    start.run()
    guard let (initial, version) = relay.latest else {
      start.cancel.dispose()
      programmerError("a composed property's sources sent no value when started")
    }
    let core = PropertyCore(initial, stamp: version)
    core.lifetime.add(start.cancel)
    relay.attach(core)
    return core
  }
}

/// Carries what a composed property's sources send to the property, which
/// does not exist yet while the sources send their first values: until it
/// is attached, the relay keeps the newest value; after, it forwards each
/// value stamped with its arrival order, so a value that raced with the
/// attachment cannot overwrite a newer one.
@usableFromInline
final class DerivedPropertyRelay<Value> {
  private struct State {
    var latest: Value?
    var version: UInt64 = 0
    var ended = false
    weak var target: PropertyCore<Value>?
    var attached = false
  }

  private let state = LockedState.make(State())

  init() {}

  /// The newest value received so far and its stamp.
  var latest: (Value, UInt64)? {
    state.withLock { state in state.latest.map { ($0, state.version) } }
  }

  func receive(_ event: SignalEvent<Value, Never>) {
    switch event {
    case .value(let value):
      let forward: (PropertyCore<Value>, UInt64)? = state.withLock { state in
        state.version &+= 1
        guard state.attached else {
          state.latest = value
          return nil
        }
        return state.target.map { ($0, state.version) }
      }
      if let (target, stamp) = forward { target.set(value, stamp: stamp) }
    case .completed, .interrupted:
      let target: PropertyCore<Value>? = state.withLock { state in
        state.ended = true
        return state.target
      }
      target?.complete()
    }
  }

  /// Hands later values to `core`, and catches it up with what arrived since
  /// its initial value was taken.
  func attach(_ core: PropertyCore<Value>) {
    let (caughtUp, ended): ((Value, UInt64)?, Bool) = state.withLock { state in
      state.target = core
      state.attached = true
      defer { state.latest = nil }
      return (state.latest.map { ($0, state.version) }, state.ended)
    }
    if let (value, stamp) = caughtUp { core.set(value, stamp: stamp) }
    if ended { core.complete() }
  }
}

// Safety: all mutable state is behind the lock of `state`.
extension DerivedPropertyRelay: @unchecked Sendable {}
