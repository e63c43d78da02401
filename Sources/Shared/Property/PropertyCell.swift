/// The value of a property, its turn and its one broadcast: the part of a
/// property (`PropertyCore`) that its observers and, for a composed
/// property, its derivation need, and that may outlive the property itself
/// (docs/EventContract.md rule 14: a composed property nobody holds keeps
/// deriving while its producer is observed).
///
/// `changes` sends every change (a property's `signal`) and keeps the value
/// it delivered last; a start of the property's `producer` hears that value
/// and attaches to `changes` in one step under its token, so the signal's
/// observers and the producer's starts share one list and hear each change
/// in the order they attached (RAC 4.2.2 and ReactiveSwift 7 alike), and a
/// change racing with a start reaches it exactly once. `complete()` ends
/// it; the property calls it when it goes away, a composed property's
/// derivation when its sources end or nobody needs it any more.
///
/// Every change happens in the property's turn (`PropertyTurn`): storing the
/// value and announcing it to the observers are one step no other thread can
/// interleave with, so observers hear the changes in the order they were
/// made and end on the value `value` reads; `withValue` and `modify` run the
/// user's closure in the turn too, and a change made from inside them (or
/// from an observer of a change) on the same thread goes ahead. The engine
/// lock guards only the stored value and who holds the turn: no user code
/// runs under it (rule 4).
@usableFromInline
package final class PropertyCell<Value> {
  /// The value, readable without waiting for the turn.
  private let stored: LockedState<Value>
  let turn = PropertyTurn()
  /// Every change; a start of the property's producer hears the value it
  /// delivered last first (`SignalCore.init(latest:)`).
  @usableFromInline
  package let changes: SignalCore<Value, Never>
  private let isRepeat: ((Value, Value) -> Bool)?

  // Touched only by the thread holding the turn.
  private var lastAnnounced: Value
  private var stamp: UInt64
  private var isModifyingInPlace = false

  /// Creates a cell holding `initial`. With `isRepeat`, a change equal
  /// to the value announced last is not sent. `stamp` is the stamp of the
  /// initial value (see `set(_:stamp:)`).
  @usableFromInline
  package init(_ initial: Value, stamp: UInt64 = 0, isRepeat: ((Value, Value) -> Bool)? = nil) {
    stored = LockedState.make(initial)
    lastAnnounced = initial
    self.stamp = stamp
    self.isRepeat = isRepeat
    changes = SignalCore(latest: initial)
  }

  /// The value now.
  @usableFromInline
  package var value: Value { stored.withLock { $0 } }

  /// Replaces the value and sends the change.
  @usableFromInline
  package func set(_ value: Value) {
    turn.withTurn {
      stamp &+= 1
      announce(value)
    }
  }

  /// Replaces the value with a change stamped by the owner's own clock (a
  /// command stamping `executing` and `enabled` under its lock, a composed
  /// property stamping what its sources send); a change older than the value
  /// held is ignored.
  @usableFromInline
  package func set(_ value: Value, stamp: UInt64) {
    turn.withTurn {
      guard stamp > self.stamp else { return }
      self.stamp = stamp
      announce(value)
    }
  }

  /// Runs `action` with the value, in the property's turn: no change can
  /// happen meanwhile except one made by `action` itself on this thread.
  @usableFromInline
  package func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result {
    try turn.withTurn { try action(value) }
  }

  /// RAC4's `modify`: replaces the value with what `transform` returns for
  /// it, in the property's turn, and returns the value it replaced. Nothing
  /// changes if `transform` throws.
  @usableFromInline
  package func modify(_ transform: (Value) throws -> Value) rethrows -> Value {
    try turn.withTurn {
      let old = value
      let new = try transform(old)
      requireNotModifyingInPlace()
      stamp &+= 1
      announce(new)
      return old
    }
  }

  /// ReactiveSwift's `modify`: lets `action` change the value in place, in
  /// the property's turn, then announces the result (also when `action`
  /// throws after changing it, as ReactiveSwift does). Changing the property
  /// from inside `action` traps: the value is lent to `action` meanwhile.
  @usableFromInline
  package func modify<Result>(inPlace action: (inout Value) throws -> Result) rethrows -> Result {
    try turn.withTurn {
      requireNotModifyingInPlace()
      var value = self.value
      isModifyingInPlace = true
      defer {
        isModifyingInPlace = false
        stamp &+= 1
        announce(value)
      }
      return try action(&value)
    }
  }

  /// Completes `changes`, so the property's signal and producer (the
  /// property went away, or a composed property's derivation ended). Later
  /// calls do nothing.
  @usableFromInline
  package func complete() {
    turn.withTurn { changes.send(.completed) }
  }

  /// Stores `value` and sends it to the observers. The caller holds the turn.
  private func announce(_ value: Value) {
    requireNotModifyingInPlace()
    stored.withLock { $0 = value }
    if let isRepeat, isRepeat(lastAnnounced, value) { return }
    lastAnnounced = value
    changes.send(.value(value))
  }

  private func requireNotModifyingInPlace() {
    if isModifyingInPlace {
      programmerError("a MutableProperty was changed from inside its own modify(_:) (nested modifications)")
    }
  }
}

// Safety: the value is behind the lock of `stored`; the other variables are
// only touched by the thread holding the turn, which is handed over under
// the turn's lock; the signal cores are thread-safe.
extension PropertyCell: @unchecked Sendable {}
