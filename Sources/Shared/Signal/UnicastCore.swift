/// The signal of one producer start: one observer, fixed when the start is
/// prepared, and no broadcast machinery (no observer list, no snapshot).
///
/// It keeps the same contract as a `SignalCore` (docs/EventContract.md rules
/// 1 to 5): the grammar, serialized and synchronous delivery, re-entrant
/// sends queued, no user code under a lock, nothing after `dispose()`. The
/// delivery token is one atomic word (`Token`): a send from an idle start takes it with
/// one compare-and-swap, delivers, and gives it back with another, so a cold
/// pipeline pays no lock per value. Threads that find it taken wait in line
/// under the lock (`UnicastStateMachine`), then deliver on their own thread.
///
/// Disposing it interrupts the start: `.interrupted` reaches the observer
/// before `dispose()` returns (after the current callback, when called from
/// inside one).
@usableFromInline
package final class UnicastCore<Value, Failure: Error>: DisposableCore {
  @usableFromInline
  package typealias Event = SignalEvent<Value, Failure>

  /// What the token owner queued from inside its own callbacks.
  @usableFromInline
  enum Item {
    case event(Event)
    case interrupt

    @inlinable
    var isEvent: Bool {
      if case .event = self { return true }
      return false
    }
  }

  /// The delivery token in one word: free, or held by a thread (its
  /// `ThreadIdentity.bits`, a word-aligned address, never 0 or 2), with a bit
  /// set while other threads wait in line (the bit alone while the token is
  /// free and one of them was woken to compete for it); or ended.
  @usableFromInline
  struct Token: AtomicStateValue, Equatable {
    @usableFromInline
    let word: Int

    @inlinable
    init(word: Int) { self.word = word }

    /// Free; `othersWait`: threads wait in line.
    @inlinable
    static func free(othersWait: Bool = false) -> Token { Token(word: othersWait ? 1 : 0) }

    /// Free, nobody waiting.
    @inlinable
    static var idle: Token { .free() }

    /// The start has ended.
    @inlinable
    static var ended: Token { Token(word: 2) }

    /// Held by `thread`; `othersWait`: threads wait in line.
    @inlinable
    static func held(by thread: Int, othersWait: Bool = false) -> Token {
      Token(word: thread | (othersWait ? 1 : 0))
    }

    /// The holder's identity; 0 when free (and 2 when ended).
    @inlinable
    var holder: Int { word & ~1 }

    /// Whether threads wait in line.
    @inlinable
    var othersWait: Bool { word & 1 != 0 }

    /// This token taken by `thread` (threads still waiting, if they were).
    @inlinable
    func taken(by thread: Int) -> Token { Token(word: word | thread) }

    /// This token with threads waiting.
    @inlinable
    var waitedFor: Token { Token(word: word | 1) }
  }

  /// The token. Touched only through `AtomicState`.
  @usableFromInline
  @exclusivity(unchecked)
  var token = AtomicState(Token.idle)

  @usableFromInline
  let state = LockedState.make(UnicastStateMachine())

  // Touched only by the token owner (the token word hands ownership over with
  // acquire/release ordering), so no lock and no dynamic exclusivity check.

  /// The observer; `nil` once it heard its terminal event.
  @usableFromInline
  @exclusivity(unchecked)
  var sink: EventSink<Value, Failure>?
  /// What the owner queued from its callbacks (rule 3).
  @usableFromInline
  @exclusivity(unchecked)
  var queue = Trampoline<Item>()
  /// Whether the owner queued a terminal event (later sends are dropped).
  @usableFromInline
  @exclusivity(unchecked)
  var queuedTerminal = false

  /// Creates the signal of a start that delivers to `sink`.
  @inlinable
  package init(_ sink: @escaping EventSink<Value, Failure>) {
    self.sink = sink
  }

  // MARK: Input

  /// Delivers `event` to the observer before returning (after the current
  /// delivery when another thread is delivering; queued when sent from the
  /// observer's own callback). Events after a terminal event are dropped.
  @inlinable
  package func send(_ event: Event) {
    let thread = ThreadIdentity.current.bits
    if AtomicState.compareExchange(&token, .idle, .held(by: thread)) {
      deliverAsOwner(event, thread)
    } else {
      sendContended(event, thread)
    }
  }

  /// Delivers as the token owner, then drains what was queued and gives the
  /// token back.
  @inlinable
  func deliverAsOwner(_ event: Event, _ thread: Int) {
    sink?(event)
    if event.isTerminal { return terminate(event.terminalKind!) }
    if queue.hasQueued { return drain(thread) }
    if !AtomicState.compareExchange(&token, .held(by: thread), .idle) { handOn(thread) }
  }

  /// `send` when the token was not free.
  @usableFromInline
  func sendContended(_ event: Event, _ thread: Int) {
    let current = AtomicState.load(&token)
    if current == .ended { return }
    if current.holder == thread {
      // From inside the observer's callback: queue it (rule 3).
      guard !queuedTerminal else { return }
      if let kind = event.terminalKind {
        queuedTerminal = true
        state.withLock { $0.endQueued(kind) }
      }
      queue.enqueue(.event(event))
      return
    }
    let turn = Turn.current
    var starving = false
    while true {
      // Spin briefly for the token first: a delivery is usually far shorter
      // than sleeping and being woken.
      for _ in 0..<Self.spinLimit {
        AtomicWord.spinHint()
        let current = AtomicState.load(&token)
        if current == .ended { return }
        // Free, with or without others waiting (they stay marked).
        if current.holder == 0, AtomicState.compareExchange(&token, current, current.taken(by: thread)) {
          return deliverAsOwner(event, thread)
        }
      }
      let action = state.withLock { machine -> UnicastStateMachine.ContendedAction in
        guard machine.accept(event.terminalKind) else { return .drop }
        return lineUp(turn, .send(event.terminalKind), starving: starving, in: &machine)
      }
      switch action {
      case .drop: return
      case .take: return deliverAsOwner(event, thread)
      case .wait:
        switch turn.wait() {
        case .deliver: return deliverAsOwner(event, thread)
        case .retry: starving = true
        case .pending, .replay, .interruptSlot, .dismissed, .passed: return
        }
      }
    }
  }

  /// How many times a contended send looks at the token before it waits in
  /// line (a few microseconds).
  @usableFromInline
  static var spinLimit: Int { 100 }

  /// Queues `turn` behind the owner, or takes the token if it came free
  /// (`.take`), or drops the request if the start ended; under the lock.
  @usableFromInline
  func lineUp(
    _ turn: Turn, _ request: Turn.Request, starving: Bool = false, in machine: inout UnicastStateMachine
  ) -> UnicastStateMachine.ContendedAction {
    while true {
      let current = AtomicState.load(&token)
      if current == .ended { return .drop }
      if current.holder == 0 {
        // Free (with or without others waiting, who stay marked).
        if AtomicState.compareExchange(&token, current, current.taken(by: turn.thread.bits)) { return .take }
        continue
      }
      if current.othersWait || AtomicState.compareExchange(&token, current, current.waitedFor) {
        turn.prepare(request, starving: starving)
        machine.enqueue(turn)
        return .wait
      }
    }
  }

  /// Delivers what the owner queued, then gives the token back.
  @usableFromInline
  func drain(_ thread: Int) {
    var ended = false
    Trampoline.drain(queue.next(), next: { ended ? nil : queue.next() }) { item in
      if AtomicState.load(&token).othersWait, state.withLock({ $0.interruptionWaits }) {
        // An interruption waits in line: queued events go nowhere (rule 5).
        queue.removeAll(where: \.isEvent)
        guard !item.isEvent else { return }
        ended = true
        return deliverInterruption()
      }
      switch item {
      case .event(let event):
        sink?(event)
        guard let kind = event.terminalKind else { return }
        ended = true
        terminate(kind)
      case .interrupt:
        ended = true
        deliverInterruption()
      }
    }
    if !ended, !AtomicState.compareExchange(&token, .held(by: thread), .idle) { handOn(thread) }
  }

  /// Lets go of the token while other threads wait (they set the waiting
  /// bit, so the owner could not just give it back): hands it to the next, or
  /// frees it and wakes the next to compete for it (`UnicastStateMachine`).
  @usableFromInline
  func handOn(_ thread: Int) {
    let next = state.withLock { machine -> Turn? in
      guard let (next, moreWait, handed) = machine.handOn() else {
        AtomicState.store(&token, .idle)
        return nil
      }
      AtomicState.store(
        &token, handed ? .held(by: next.thread.bits, othersWait: moreWait) : .free(othersWait: moreWait))
      return next
    }
    next?.wake()
  }

  /// The observer heard its terminal event: the start ends, waiting threads
  /// are dismissed, what waited for the end is disposed.
  @usableFromInline
  func terminate(_ kind: TerminalKind) {
    sink = nil
    let (dismissed, termination) = state.withLock { machine in
      AtomicState.store(&token, .ended)
      return machine.terminate(kind)
    }
    for turn in dismissed { turn.wake() }
    for disposable in termination { disposable.dispose() }
  }

  @usableFromInline
  func deliverInterruption() {
    sink?(.interrupted)
    terminate(.interrupted)
  }

  // MARK: Disposal

  /// Interrupts the start: `.interrupted` goes out as soon as possible, and
  /// when this returns the observer has heard it, unless the call comes from
  /// inside the observer's callback (then right after that callback).
  @usableFromInline
  package func dispose() {
    let thread = ThreadIdentity.current.bits
    let current = AtomicState.load(&token)
    if current == .ended { return }
    if current.holder == thread {
      state.withLock { $0.endQueued(.interrupted) }
      queuedTerminal = true
      queue.removeAll(where: \.isEvent)
      queue.enqueue(.interrupt)
      return
    }
    let turn = Turn.current
    let action = state.withLock { machine -> UnicastStateMachine.ContendedAction in
      machine.interrupt()
      return lineUp(turn, .interruptAll, in: &machine)
    }
    switch action {
    case .drop: return
    case .take: deliverInterruption()
    case .wait: if case .deliver = turn.wait() { deliverInterruption() }
    }
  }

  /// Whether the start has ended, or its end was decided.
  @usableFromInline
  package var isDisposed: Bool {
    AtomicState.load(&token) == .ended || state.withLock { $0.ending != nil }
  }

  /// Whether the start has ended, or its end was decided.
  @inlinable
  package var hasTerminated: Bool { isDisposed }

  /// Disposes `disposable` right after the terminal event has been delivered
  /// (or now, if that already happened).
  @usableFromInline
  package func addTerminationDisposable(_ disposable: any DisposableCore) {
    if !state.withLock({ $0.addTerminationDisposable(disposable) }) { disposable.dispose() }
  }
}

// Safety: `token` is only touched through `AtomicState`; the machine only under
// its lock; `sink`, `queue` and `queuedTerminal` only by the token owner, and
// the token word hands ownership over with acquire/release ordering.
extension UnicastCore: @unchecked Sendable {}
