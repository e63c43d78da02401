/// The signal of one producer start: one observer, fixed when the start is
/// prepared, and no broadcast machinery (no observer list, no snapshot).
///
/// It keeps the same contract as a `SignalCore` (docs/EventContract.md rules
/// 1 to 5): the grammar, serialized and synchronous delivery, re-entrant
/// sends queued, no user code under a lock, nothing after `dispose()`. It
/// runs the same token machine (`TokenMachine`), kept in two places: the
/// machine's fast states in one atomic word (`TokenMachine.Word`), so that a
/// send from an idle start takes the token with one compare-and-swap,
/// delivers, and gives it back with another, and a cold pipeline pays no
/// lock per value; and the machine itself under the lock, the truth while
/// threads wait, an end is pending, or the word is otherwise `slow`.
///
/// Disposing it interrupts the start: `.interrupted` reaches the observer
/// before `dispose()` returns (after the current callback, when called from
/// inside one).
@usableFromInline
package final class UnicastCore<Value, Failure: Error>: DisposableCore {
  @usableFromInline
  package typealias Event = SignalEvent<Value, Failure>

  /// What the token owner delivers next: a queued event, or the
  /// interruption the token machine puts first.
  @usableFromInline
  enum Item {
    case event(Event)
    case interrupt
  }

  /// What lives under the lock.
  @usableFromInline
  struct Locked {
    /// The token machine; the truth while `word` is `slow`.
    @usableFromInline
    var machine = TokenMachine()
    /// Disposed right after the terminal event; `nil` once handed out.
    @usableFromInline
    var termination: [any DisposableCore]? = []

    @inlinable
    init() {}
  }

  /// The token machine's fast states. Touched only through `AtomicState`.
  @usableFromInline
  @exclusivity(unchecked)
  var word = AtomicState(TokenMachine.Word.free)

  @usableFromInline
  let state = LockedState.make(Locked())

  // Touched only by the token owner (the token word hands ownership over with
  // acquire/release ordering), so no lock and no dynamic exclusivity check.

  /// The observer; `nil` once it heard its terminal event.
  @usableFromInline
  @exclusivity(unchecked)
  var sink: EventSink<Value, Failure>?
  /// What the owner queued from its callbacks (rule 3).
  @usableFromInline
  @exclusivity(unchecked)
  var queue = Trampoline<Event>()

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
    send(event, from: ThreadIdentity.current)
  }

  /// `send(_:)` from `thread`, the calling thread: for a caller that reads
  /// it where the optimizer can hoist the read out of a sending loop
  /// (`StartingInput.send`).
  @inlinable
  package func send(_ event: Event, from thread: ThreadIdentity) {
    if !event.isTerminal, AtomicState.compareExchange(&word, .free, .held(by: thread)) {
      sink?(event)
      if !queue.hasQueued, AtomicState.compareExchange(&word, .held(by: thread), .free) { return }
      return continueAsOwner(afterTerminal: false, thread)
    }
    sendSlow(event, thread)
  }

  /// `send` when the token was not free, or for a terminal event: queued
  /// from the observer's callback, delivered in this thread's turn, or
  /// dropped after the end.
  @usableFromInline
  func sendSlow(_ event: Event, _ thread: ThreadIdentity) {
    let current = AtomicState.load(&word)
    if current.isEnded { return }
    if current == .held(by: thread), !event.isTerminal {
      // From inside the observer's callback, nothing pending: queue it
      // (rule 3).
      return queue.enqueue(event)
    }
    let kind = event.terminalKind
    var action = withMachine { $0.send(kind, from: thread) }
    if action == .contended {
      // The one wait every form of the token machine does (`TokenWait`),
      // spinning while the word shows the token held.
      action = TokenWait.run(
        spins: TokenWait.spinLimit,
        looksFree: { AtomicState.load(&word).holderBits == 0 },
        attempt: { () -> TokenMachine.SendAction? in
          let action = withMachine { $0.send(kind, from: thread) }
          return action == .contended ? nil : action
        },
        offer: { waitTurn(.send(kind), starving: $0) },
        answered: { answer -> TokenMachine.SendAction in
          if case .deliver = answer { return .deliver }
          return .drop
        })
    }
    switch action {
    case .deliver: return deliverAsOwner(event, thread)
    case .enqueue: return queue.enqueue(event)
    case .drop, .contended: return
    }
  }

  /// Delivers as the token owner, then what was queued meanwhile, then hands
  /// the token on.
  @usableFromInline
  func deliverAsOwner(_ event: Event, _ thread: ThreadIdentity) {
    sink?(event)
    if event.isTerminal { sink = nil }
    continueAsOwner(afterTerminal: event.isTerminal, thread)
  }

  /// Delivers what was queued meanwhile, in the order the token machine
  /// decides, then hands the token on.
  @usableFromInline
  func continueAsOwner(afterTerminal: Bool, _ thread: ThreadIdentity) {
    var deliveredTerminal = afterTerminal
    Trampoline.drain(
      nextItem(afterTerminal: deliveredTerminal, thread), next: { nextItem(afterTerminal: deliveredTerminal, thread) }
    ) { item in
      deliveredTerminal = perform(item)
    }
  }

  /// The owner's next item; `nil` when the token was handed on or given
  /// back. While the word shows the token held by this thread and nothing
  /// else (no one waits, no end pending), that needs no lock.
  @usableFromInline
  func nextItem(afterTerminal deliveredTerminal: Bool, _ thread: ThreadIdentity) -> Item? {
    if !deliveredTerminal, AtomicState.holds(&word, .held(by: thread)) {
      if let event = queue.next() { return .event(event) }
      if AtomicState.compareExchange(&word, .held(by: thread), .free) { return nil }
    }
    let (boundary, termination) = state.withLock { locked in
      markSlow(&locked.machine)
      let boundary = locked.machine.boundary(ownerQueued: queue.hasQueued)
      AtomicState.store(&word, locked.machine.word)
      guard deliveredTerminal else { return (boundary, [any DisposableCore]()) }
      defer { locked.termination = nil }
      return (boundary, locked.termination ?? [])
    }
    if boundary.dropQueuedEvents { queue.removeAll { _ in true } }
    for turn in boundary.waiters { turn.wake() }
    boundary.next?.wake()
    for disposable in termination { disposable.dispose() }
    switch boundary.step {
    case .queued: return queue.next().map(Item.event)
    case .interruptAll: return .interrupt
    case .released: return nil
    case .interruptSlot: impossibleTransition("UnicastCore", "an observer interruption in a start")
    }
  }

  /// Delivers one item; returns whether it was the terminal event.
  @usableFromInline
  func perform(_ item: Item) -> Bool {
    switch item {
    case .event(let event):
      if event.isTerminal || AtomicState.load(&word).isSlow {
        guard withMachine({ $0.handOutQueued(event.terminalKind) }) else { return false }
      }
      sink?(event)
      guard event.isTerminal else { return false }
      sink = nil
      return true
    case .interrupt:
      deliverInterruption()
      return true
    }
  }

  @usableFromInline
  func deliverInterruption() {
    let sink = self.sink
    self.sink = nil
    sink?(.interrupted)
  }

  // MARK: The machine

  /// Runs `body` on the machine under the lock, the word marked `slow`
  /// meanwhile (so no lock-free transition races with it), then publishes
  /// the machine's word.
  @usableFromInline
  func withMachine<Result>(_ body: (inout TokenMachine) -> Result) -> Result {
    state.withLock { locked in
      markSlow(&locked.machine)
      let result = body(&locked.machine)
      AtomicState.store(&word, locked.machine.word)
      return result
    }
  }

  /// Under the lock: marks a fast word `slow` and has the machine adopt the
  /// state it stood for.
  @usableFromInline
  func markSlow(_ machine: inout TokenMachine) {
    while true {
      let current = AtomicState.load(&word)
      if current.isSlow { return }
      if AtomicState.compareExchange(&word, current, current.slowed) { return machine.adopt(current) }
    }
  }

  /// Waits for the calling thread's turn with `request` (the first try found
  /// the token held by another thread); returns the answer.
  @usableFromInline
  func waitTurn(_ request: Turn.Request, starving: Bool = false) -> Turn.Answer {
    Turn.offer(request, starving: starving) { prepared in withMachine { $0.wait(prepared()).immediateAnswer } }
  }

  // MARK: Disposal

  /// Interrupts the start: `.interrupted` goes out as soon as possible, and
  /// when this returns the observer has heard it, unless the call comes from
  /// inside the observer's callback (then right after that callback).
  @usableFromInline
  package func dispose() {
    if AtomicState.load(&word).isEnded { return }
    let thread = ThreadIdentity.current
    switch withMachine({ $0.interrupt(from: thread) }) {
    case .done, .enqueue:
      // `.enqueue`: from the observer's callback; the machine puts the
      // interruption first at this thread's next boundary.
      return
    case .deliver:
      deliverInterruption()
      continueAsOwner(afterTerminal: true, thread)
    case .contended:
      guard case .deliver = waitTurn(.interruptAll) else { return }
      deliverInterruption()
      continueAsOwner(afterTerminal: true, thread)
    }
  }

  /// Whether the start has ended, or its end was decided.
  @usableFromInline
  package var isDisposed: Bool {
    let current = AtomicState.load(&word)
    if current.isEnded { return true }
    if !current.isSlow { return false }
    return withMachine { $0.hasTerminated }
  }

  /// Whether the start has ended, or its end was decided.
  @inlinable
  package var hasTerminated: Bool { isDisposed }

  /// Disposes `disposable` right after the terminal event has been delivered
  /// (or now, if that already happened).
  @usableFromInline
  package func addTerminationDisposable(_ disposable: any DisposableCore) {
    let added = state.withLock { locked in
      guard locked.termination != nil else { return false }
      locked.termination!.append(disposable)
      return true
    }
    if !added { disposable.dispose() }
  }
}

// Safety: `word` is only touched through `AtomicState`; the machine and the
// termination list only under the lock; `sink` and `queue` only by the token
// owner, and the token word (or the lock, while it is `slow`) hands ownership
// over with acquire/release ordering.
extension UnicastCore: @unchecked Sendable {}
