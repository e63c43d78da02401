/// A value that changes over time and tells whoever watches it (RAC4's
/// `MutableProperty`, and the `executing`/`enabled` state of commands).
///
/// `current` replays the newest value then sends changes (a property's
/// `producer`); `changes` sends changes only (its `signal`). Both complete
/// when the property goes away.
///
/// No user code runs under the lock (docs/EventContract.md rule 4), so a change is sent
/// after the lock is released. Every change carries a stamp taken under the
/// lock, and the delivery drops a change older than one already delivered:
/// when two threads set the value at once, observers may miss the older value
/// but always end on the value `value` reads, never on a stale one.
@usableFromInline
package final class PropertyCore<Value> {
  private struct State {
    var value: Value
    var stamp: UInt64 = 0
  }

  private let state: LockedState<State>
  private let input = SignalCore<(stamp: UInt64, value: Value), Never>()
  /// The newest delivered value, then every change.
  @usableFromInline
  package let current: SignalCore<Value, Never>
  /// Every change, without the current value.
  @usableFromInline
  package let changes: SignalCore<Value, Never>
  /// The producers bound with `<~`; disposed with the property.
  private let bindings = CompositeDisposableCore()

  /// Creates a property holding `initial`. With `isRepeat`, a change equal
  /// to the value delivered last is not sent.
  @usableFromInline
  package init(_ initial: Value, isRepeat: ((Value, Value) -> Bool)? = nil) {
    state = LockedState.make(State(value: initial))
    let current = SignalCore<Value, Never>(replayCapacity: 1, initialValues: [initial])
    self.current = current
    changes = current.lift(EventTransforms.skip(1))
    var delivered: (stamp: UInt64, value: Value) = (0, initial)
    // The input delivers serially (rule 2), so `delivered` needs no lock.
    input.observe { event in
      switch event {
      case .value(let change):
        guard change.stamp > delivered.stamp else { return }
        let repeated = isRepeat?(delivered.value, change.value) ?? false
        delivered = change
        if !repeated { current.send(.value(change.value)) }
      case .completed, .interrupted:
        current.send(.completed)
      }
    }
  }

  deinit {
    bindings.dispose()
    input.send(.completed)
  }

  /// The value now.
  @usableFromInline
  package var value: Value { state.withLock { $0.value } }

  /// Replaces the value and sends the change.
  @usableFromInline
  package func set(_ value: Value) {
    let stamp = state.withLock { state in
      state.value = value
      state.stamp += 1
      return state.stamp
    }
    input.send(.value((stamp, value)))
  }

  /// Replaces the value with a change stamped by the owner's own clock (a
  /// command stamping `executing` and `enabled` under its lock); a change
  /// older than the value held is ignored.
  @usableFromInline
  package func set(_ value: Value, stamp: UInt64) {
    let accepted = state.withLock { state in
      guard stamp > state.stamp else { return false }
      state.value = value
      state.stamp = stamp
      return true
    }
    if accepted { input.send(.value((stamp, value))) }
  }

  /// Sets the value from every value `source` sends until it ends, this
  /// property goes away or the returned disposable is disposed (RAC4's `<~`).
  ///
  /// The returned disposable reports `isDisposed` once the binding is over,
  /// whichever of the three ended it (RAC 4.2's PropertySpec).
  @usableFromInline
  @discardableResult
  package func bind(_ source: Producer<Value, Never>) -> any DisposableCore {
    let binding = SerialDisposableCore(policy: .disposeReplaced)
    bindings.add(binding)
    let start = source.instantiate { [weak self, weak binding] event in
      switch event {
      case .value(let value): self?.set(value)
      case .completed, .interrupted:
        guard let binding else { return }
        self?.bindings.remove(binding)
        binding.dispose()
      }
    }
    binding.inner = start.cancel
    start.run()
    return binding
  }
}

// Safety: the value is only touched under the lock of `state`; the signal
// cores are thread-safe.
extension PropertyCore: @unchecked Sendable {}
