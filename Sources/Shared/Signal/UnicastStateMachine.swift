/// The part of a `UnicastCore`'s state that lives under its lock: the threads
/// waiting for the token, whether the end has been decided, and what is
/// released after the terminal event.
///
/// The token itself is an atomic word in the core (one compare-and-swap to
/// take it, one to give it back, when nobody waits); this machine decides
/// only what happens on the contended and terminal paths. It takes no locks
/// and calls no user code.
@usableFromInline
package struct UnicastStateMachine {
  /// What a thread that could not take the token does.
  @usableFromInline
  package enum ContendedAction: Equatable {
    /// The signal ended, or its end was decided: drop the event.
    case drop
    /// The token came free: take it (compare-and-swap from idle).
    case take
    /// Queue the turn and wait; set the word's waiting bit first.
    case wait
  }

  /// The threads waiting for the token.
  @usableFromInline
  package private(set) var line = TurnLine()
  /// The accepted terminal event's kind; later sends are dropped.
  @usableFromInline
  package private(set) var ending: TerminalKind?
  /// Disposed right after the terminal event; `nil` once handed out.
  @usableFromInline
  var termination: [any DisposableCore]? = []
  /// The most threads that ever waited at once.
  @usableFromInline
  package private(set) var peakWaiting = 0
  /// How many times a waiting send was woken to compete for the freed token.
  @usableFromInline
  package private(set) var retries = 0

  @inlinable
  package init() {}

  /// A thread that is not the owner offers an event: `false` when the end
  /// was decided (the event is dropped); a terminal event decides the end.
  @inlinable
  package mutating func accept(_ terminal: TerminalKind?) -> Bool {
    guard ending == nil else { return false }
    if let terminal { ending = terminal }
    return true
  }

  /// The owner queued a terminal event from one of its callbacks: the end is
  /// decided.
  @inlinable
  package mutating func endQueued(_ kind: TerminalKind) {
    if ending == nil { ending = kind }
  }

  /// A thread interrupts (a disposed start): the end is decided, ahead of
  /// any terminal event still waiting.
  @inlinable
  package mutating func interrupt() {
    ending = .interrupted
  }

  /// Queues a waiting thread's turn (its request prepared).
  @inlinable
  package mutating func enqueue(_ turn: Turn) {
    line.push(turn)
    peakWaiting = max(peakWaiting, line.count)
  }

  /// Whether an interruption waits (the owner then drops its queued events).
  @inlinable
  package var interruptionWaits: Bool { line.hasUrgent }

  /// The owner lets go of the token while threads wait: the next turn,
  /// answered, whether more wait after it, and whether it was handed the
  /// token (`false`: the token is free and that thread competes for it, as
  /// `BroadcastStateMachine` explains); `nil` when nobody waits.
  @inlinable
  package mutating func handOn() -> (next: Turn, moreWait: Bool, handed: Bool)? {
    guard let turn = line.popNext() else { return nil }
    if case .send(nil) = turn.request, !turn.starving, ending == nil {
      retries += 1
      turn.answer(.retry)
      return (turn, !line.isEmpty, false)
    }
    turn.answer(.deliver([]))
    return (turn, !line.isEmpty, true)
  }

  /// The terminal event was delivered: every waiting turn is dismissed.
  /// Returns them, and what waited for the end.
  @inlinable
  package mutating func terminate(_ kind: TerminalKind) -> (dismissed: [Turn], termination: [any DisposableCore]) {
    if ending == nil { ending = kind }
    var dismissed: [Turn] = []
    while let turn = line.popNext() {
      turn.answer(.dismissed)
      dismissed.append(turn)
    }
    defer { termination = nil }
    return (dismissed, termination ?? [])
  }

  /// Registers a disposable to dispose right after the terminal event;
  /// `false` when that already happened (the caller disposes it now).
  @inlinable
  package mutating func addTerminationDisposable(_ disposable: any DisposableCore) -> Bool {
    guard termination != nil else { return false }
    termination!.append(disposable)
    return true
  }
}
