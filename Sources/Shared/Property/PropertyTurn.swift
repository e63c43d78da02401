/// Whose turn it is to change a property: one thread at a time reads,
/// modifies and announces the value; the thread holding the turn may take it
/// again (a nested `withValue`, or an observer of the change setting the
/// property), other threads wait for it.
///
/// This is how `MutableProperty.modify`/`withValue` serialize user code
/// without running it under an engine lock (docs/EventContract.md rule 4):
/// the lock guards only the token machine (`TokenMachine`, the one every
/// signal runs), for a few instructions, and is never held while the holder
/// runs the user's closure or delivers the change. A property's turn is a
/// stream that never ends: taking it is `claim`, a thread that finds it
/// held waits in line as a value send does, and letting go is the owner's
/// `boundary` with nothing queued. So it is handed over as a signal's token
/// is: not in arrival order; a waiting thread is woken to compete for a
/// freed turn, and handed it once it lost once (docs/Engine.md). A waiting
/// thread parks on its own reusable `Turn`: a wait allocates nothing.
@usableFromInline
package final class PropertyTurn {
  let state = LockedState.make(TokenMachine())
  /// How many times the holder took the turn; touched only by the holder
  /// (the turn is handed over under the lock, which orders the accesses).
  @exclusivity(unchecked)
  private var depth = 0

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
    switch state.withLock({ $0.claim(from: thread) }) {
    case .took, .alreadyHeld:
      depth += 1
      return
    case .heldByOther:
      break
    }
    // The one wait of the token machine (`TokenWait`), without spinning: the
    // holder runs user code.
    TokenWait.run(
      spins: 0, looksFree: { false }, attempt: { nil },
      offer: { starving in
        Turn.offer(.send(nil), starving: starving) { prepared in
          state.withLock { $0.wait(prepared()).immediateAnswer }
        }
      },
      answered: { answer in
        guard case .deliver = answer else {
          impossibleTransition("PropertyTurn", "a property's turn answered \(answer)")
        }
      })
    // Handed the turn.
    depth = 1
  }

  @usableFromInline
  func release() {
    depth -= 1
    guard depth == 0 else { return }
    let boundary = state.withLock { machine -> TokenMachine.Boundary? in
      machine.giveBackIfIdle() ? nil : machine.boundary(ownerQueued: false)
    }
    guard let boundary else { return }
    for turn in boundary.waiters { turn.wake() }
    boundary.next?.wake()
  }
}

// Safety: the machine is behind the lock of `state`; `depth` is touched only
// by the thread holding the turn, which the machine hands over under that
// lock.
extension PropertyTurn: @unchecked Sendable {}
