/// Whose turn it is to change a property: one thread at a time reads,
/// modifies and announces the value; the thread holding the turn may take it
/// again (a nested `withValue`, or an observer of the change setting the
/// property), other threads wait for it, first come first served.
///
/// This is how `MutableProperty.modify`/`withValue` serialize user code
/// without running it under an engine lock (docs/EventContract.md rule 4):
/// the lock guards only who holds the turn, for a few instructions, and is
/// never held while the holder runs the user's closure or delivers the
/// change. It is the property's counterpart of a signal's delivery token
/// (rule 2a), and waits the same way: a waiting thread parks on its own
/// reusable `Turn`, which the releasing thread wakes after handing it the
/// turn, so a wait allocates nothing.
@usableFromInline
package final class PropertyTurn {
  private struct State {
    var owner: ThreadIdentity?
    var depth = 0
    /// Threads waiting for the turn, oldest first.
    var waiting = FIFO<Turn>()
  }

  private let state = LockedState.make(State())

  @usableFromInline
  package init() {}

  /// Runs `body` holding the turn, waiting for it first if another thread
  /// holds it.
  @inlinable
  package func withTurn<Result>(_ body: () throws -> Result) rethrows -> Result {
    acquire()
    defer { release() }
    return try body()
  }

  @usableFromInline
  func acquire() {
    let thread = ThreadIdentity.current
    let queued: Turn? = state.withLock { state in
      guard let owner = state.owner, owner != thread else {
        state.owner = thread
        state.depth += 1
        return nil
      }
      let turn = Turn.current
      turn.prepare(.boundary)
      state.waiting.push(turn)
      return turn
    }
    // Woken only after `release` made this thread the owner.
    _ = queued?.wait()
  }

  @usableFromInline
  func release() {
    let next: Turn? = state.withLock { state in
      state.depth -= 1
      guard state.depth == 0 else { return nil }
      guard let next = state.waiting.pop() else {
        state.owner = nil
        return nil
      }
      state.owner = next.thread
      state.depth = 1
      next.answer(.passed)
      return next
    }
    next?.wake()
  }
}

// Safety: all mutable state is behind the lock of `state`.
extension PropertyTurn: @unchecked Sendable {}
