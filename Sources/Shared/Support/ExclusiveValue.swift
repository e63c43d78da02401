/// A value that one thread at a time reads or changes, running the caller's
/// closure while it holds the value's turn (`PropertyTurn`), never an engine
/// lock (docs/EventContract.md rule 4): ReactiveSwift's `Atomic`.
///
/// `modify` lends the stored value itself to the closure, so an array or
/// dictionary is changed in place, without a copy. Every access takes the
/// turn, so a reader never sees a value half way through a `modify`; a
/// thread that wants the turn while another holds it waits (not in arrival
/// order, but never for ever: docs/Engine.md). The holder may take the turn
/// again (a `withValue` inside a `withValue`), but reading or changing the
/// value from inside its own `modify` traps with a message: the value is lent
/// out meanwhile (where ReactiveSwift's lock deadlocked).
@usableFromInline
package final class ExclusiveValue<Value> {
  private let turn = PropertyTurn()
  // Touched only by the thread holding the turn.
  private var stored: Value
  private var isLentOut = false

  /// Creates the cell holding `value`.
  @usableFromInline
  package init(_ value: Value) {
    stored = value
  }

  /// The value now.
  @usableFromInline
  package var value: Value {
    turn.withTurn {
      requireNotLentOut("read")
      return stored
    }
  }

  /// Runs `action` with the value; no change happens meanwhile.
  @usableFromInline
  package func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result {
    try turn.withTurn {
      requireNotLentOut("read")
      return try action(stored)
    }
  }

  /// Lets `action` change the value in place; no other access happens
  /// meanwhile. A change made before `action` throws is kept.
  @usableFromInline
  package func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
    try turn.withTurn {
      requireNotLentOut("changed")
      isLentOut = true
      defer { isLentOut = false }
      return try action(&stored)
    }
  }

  private func requireNotLentOut(_ access: String) {
    if isLentOut {
      programmerError("an Atomic was \(access) from inside its own modify(_:) (nested access to a value lent out)")
    }
  }
}

// Safety: `stored` and `isLentOut` are only touched by the thread holding
// the turn, which `PropertyTurn` hands over under its lock.
extension ExclusiveValue: @unchecked Sendable {}

extension ExclusiveValue {
  /// Replaces the value with `newValue` and returns the value it replaced.
  @usableFromInline
  package func exchange(_ newValue: Value) -> Value {
    modify { value in
      let old = value
      value = newValue
      return old
    }
  }
}
