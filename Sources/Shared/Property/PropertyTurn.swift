import Dispatch

/// Whose turn it is to change a property: one thread at a time reads,
/// modifies and announces the value; the thread holding the turn may take it
/// again (a nested `withValue`, or an observer of the change setting the
/// property), other threads wait for it, first come first served.
///
/// This is how `MutableProperty.modify`/`withValue` serialize user code
/// without running it under an engine lock (docs/EventContract.md rule 4):
/// the lock guards only who holds the turn, for a few instructions, and is
/// never held while the holder runs the user's closure or delivers the
/// change. It is the property's counterpart of a signal's delivery token,
/// which likewise lets one thread deliver while concurrent senders wait
/// their turn (rule 2); a waiting thread blocks on its own semaphore, not on
/// the lock.
@usableFromInline
package final class PropertyTurn {
  private struct State {
    var owner: ThreadIdentity?
    var depth = 0
    /// Threads waiting for the turn, oldest first, each with the semaphore
    /// that wakes it once the turn has been handed to it.
    var waiting: [(thread: ThreadIdentity, wake: DispatchSemaphore)] = []
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

  /// Whether the calling thread holds the turn.
  @usableFromInline
  package var isHeldByCurrentThread: Bool {
    let thread = ThreadIdentity.current
    return state.withLock { $0.owner == thread }
  }

  @usableFromInline
  func acquire() {
    let thread = ThreadIdentity.current
    let wait: DispatchSemaphore? = state.withLock { state in
      if state.owner == nil || state.owner == thread {
        state.owner = thread
        state.depth += 1
        return nil
      }
      let wake = DispatchSemaphore(value: 0)
      state.waiting.append((thread, wake))
      return wake
    }
    // Woken only after `release` made this thread the owner.
    wait?.wait()
  }

  @usableFromInline
  func release() {
    let wake: DispatchSemaphore? = state.withLock { state in
      state.depth -= 1
      guard state.depth == 0 else { return nil }
      guard !state.waiting.isEmpty else {
        state.owner = nil
        return nil
      }
      let next = state.waiting.removeFirst()
      state.owner = next.thread
      state.depth = 1
      return next.wake
    }
    wake?.signal()
  }
}

// Safety: all mutable state is behind the lock of `state`.
extension PropertyTurn: @unchecked Sendable {}
