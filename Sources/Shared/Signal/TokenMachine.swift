/// The engine's one serial-delivery machine: who may deliver now, who waits,
/// what comes next, and how far the stream is in its life. A hot signal
/// (`BroadcastStateMachine`, in `SignalCore`), a producer start
/// (`UnicastCore`) and a property's turn (`PropertyTurn`) all run it
/// (docs/Engine.md draws it).
///
/// A pure value: every input is a `mutating func` returning what the caller
/// must do; it takes no locks and calls no user code. The cores hold it in a
/// `LockedState` and act after releasing the lock (docs/EventContract.md
/// rule 4). Its unit tests (`Tests/RACSharedTests/TokenMachineTests.swift`)
/// call exactly these functions, including the fast transitions a producer
/// start makes with a compare-and-swap on the machine's `Word`.
///
/// Delivery is serialized by a token (rule 2). A thread that finds it free
/// takes it and delivers on its own thread. The owner queues what it sends
/// from its own callbacks and delivers it after the current event (rule 3;
/// the core keeps that queue, only the owner touches it, and asks
/// `boundary` what comes next). Another thread spins briefly, then waits in
/// `line` with its `Turn`: what waits is bounded by the number of threads.
///
/// The token is not handed over in arrival order (neither RAC2's
/// `@synchronized` nor RAC4's lock was fair): when the owner lets go and
/// the next in line is a value send (or a property change) that has not
/// lost before, the token becomes free and that thread is woken to compete
/// for it (`Turn.Answer.retry`), so a running thread takes it without
/// waiting for a sleeping one to wake (no lock convoy). A thread that lost
/// once is handed the token the next time (`Turn.starving`), so nobody waits
/// for ever.
///
/// **Interruptions first, decided here only** (`boundary`):
/// 1. an interruption of one observer that the owner queued from its
///    callbacks goes out before the owner's queued events;
/// 2. once the stream's end is an interruption (`ending(.interrupted, _)`),
///    the owner's queued events are dropped and the interruption goes out
///    next: by the owner, or by the thread that waits to deliver it;
/// 3. in line, interrupting threads come first, then the starving ones, then
///    the rest in arrival order (`TurnLine`).
@usableFromInline
package struct TokenMachine {
  /// Who holds the token, and how far the stream is in its life.
  @usableFromInline
  package enum State: Equatable {
    /// Open, and nobody delivers.
    case free
    /// Open; `owner` delivers.
    case held(by: ThreadIdentity)
    /// An end of `kind` was accepted and later sends are dropped; `owner`
    /// delivers what was accepted before it, then the end.
    case ending(TerminalKind, owner: ThreadIdentity)
    /// The terminal event was handed out. `owner`, when there is one,
    /// delivers it, or replays it to a late observer of a hot signal.
    case ended(TerminalKind, owner: ThreadIdentity?)

    /// The thread holding the token.
    @inlinable
    package var owner: ThreadIdentity? {
      switch self {
      case .free: nil
      case .held(let owner), .ending(_, let owner): owner
      case .ended(_, let owner): owner
      }
    }

    /// This state with the token held by `thread`.
    @inlinable
    func owned(by thread: ThreadIdentity) -> State {
      switch self {
      case .free, .held: .held(by: thread)
      case .ending(let kind, _): .ending(kind, owner: thread)
      case .ended(let kind, _): .ended(kind, owner: thread)
      }
    }

    /// This state with nobody holding the token.
    @inlinable
    var released: State {
      switch self {
      case .free, .held: .free
      case .ending(let kind, _):
        impossibleTransition("TokenMachine", "released while the end of kind \(kind) waits to be delivered")
      case .ended(let kind, _): .ended(kind, owner: nil)
      }
    }
  }

  /// What a thread offering an event (or asking for a property's turn) does.
  @usableFromInline
  package enum SendAction: Equatable {
    /// It took the token: deliver now.
    case deliver
    /// It holds the token already (a send from a callback): queue it.
    case enqueue
    /// The end came first: drop it.
    case drop
    /// Another thread holds the token: spin, then `wait` with a turn.
    case contended
  }

  /// Where the token is for a thread that needs it whatever the stream's
  /// life (a late observer, a disposal, a property's nested turn).
  @usableFromInline
  package enum Claim: Equatable {
    /// It was free: the thread holds it now.
    case took
    /// The thread holds it already.
    case alreadyHeld
    /// Another thread holds it.
    case heldByOther
  }

  /// What `interrupt` asks of the caller.
  @usableFromInline
  package enum InterruptAction: Equatable {
    /// Ended already, and nobody else delivers: nothing to do.
    case done
    /// It took the token: deliver `.interrupted` now.
    case deliver
    /// It holds the token (from a callback): the interruption goes out at
    /// the next boundary, ahead of the queued events, which are dropped.
    case enqueue
    /// Another thread holds the token: `wait` with an `.interruptAll` turn.
    case contended
  }

  /// What a thread handed the token (or answered at once) was given.
  @usableFromInline
  package enum Grant: Equatable {
    /// Deliver the event it sends (`.interrupted` for an interruption).
    case deliver(TerminalKind?)
    /// Replay to the joining observer, then the end if the stream `ended`.
    case join(ended: TerminalKind?)
    /// Deliver `.interrupted` to the observer it disposed.
    case interruptSlot
  }

  /// What `wait` did with a turn.
  @usableFromInline
  package enum WaitAction: Equatable {
    /// Queued: the thread waits until its turn is answered.
    case queued
    /// The token came free since the first try: the thread took it.
    case granted(Grant)
    /// Nothing to do, and no token: the stream ended first.
    case dismissed
    /// The boundary waited for has passed (the token is free).
    case passed
  }

  /// What the token owner does next.
  @usableFromInline
  package enum OwnerStep: Equatable {
    /// Take the next queued event out of its own queue.
    case queued
    /// Deliver `.interrupted` to this observer (queued from a callback).
    case interruptSlot(ObserverSlotBase)
    /// Deliver `.interrupted` to the stream: its end.
    case interruptAll
    /// Nothing: the token was handed on or given back.
    case released

    @inlinable
    package static func == (lhs: OwnerStep, rhs: OwnerStep) -> Bool {
      switch (lhs, rhs) {
      case (.queued, .queued), (.interruptAll, .interruptAll), (.released, .released): true
      case (.interruptSlot(let left), .interruptSlot(let right)): left === right
      default: false
      }
    }
  }

  /// What the owner does at a boundary, outside the lock.
  @usableFromInline
  package struct Boundary {
    /// What the owner does next.
    @usableFromInline
    package var step = OwnerStep.released
    /// The owner's queued events go nowhere: drop them (the stream is being
    /// interrupted).
    @usableFromInline
    package var dropQueuedEvents = false
    /// Threads to wake first: those that waited for a boundary, and turns
    /// dismissed because the stream ended; already answered.
    @usableFromInline
    package var waiters: [Turn] = []
    /// The thread handed the token (or told to `retry` for it), already
    /// answered, woken last.
    @usableFromInline
    package var next: Turn?
    /// What `next` was granted; `nil` when it was told to `retry`.
    @usableFromInline
    package var grant: Grant?

    @inlinable
    init() {}
  }

  @usableFromInline
  package internal(set) var state = State.free
  /// The threads waiting for the token, and the interruptions the owner
  /// queued from its callbacks.
  @usableFromInline
  package private(set) var line = TurnLine()
  /// The most threads that ever waited at once (rule 2's bound).
  @usableFromInline
  package private(set) var peakWaiting = 0
  /// How many times a waiting thread was woken to compete for the freed
  /// token instead of being handed it (what the concurrency tests check they
  /// reached).
  @usableFromInline
  package private(set) var retries = 0

  @inlinable
  package init() {}

  // MARK: Inspection

  /// Whether an end has been accepted.
  @inlinable
  package var hasTerminated: Bool {
    switch state {
    case .free, .held: false
    case .ending, .ended: true
    }
  }

  /// The delivered (or handed out) end, `nil` while open or ending.
  @inlinable
  package var endedKind: TerminalKind? {
    if case .ended(let kind, _) = state { return kind }
    return nil
  }

  /// Whether a thread other than `thread` holds the token: a caller that
  /// must not return while another thread may be inside a callback (a
  /// `dispose()` racing with its observer's terminal event, rule 5) waits
  /// for the next boundary.
  @inlinable
  package func mustAwaitBoundary(from thread: ThreadIdentity) -> Bool {
    guard let owner = state.owner else { return false }
    return owner != thread
  }

  // MARK: The fast transitions

  /// The common send in a few instructions: the stream is open and the token
  /// free, so `thread` takes it (a terminal event ends the stream, handed
  /// out at once). `false`: not that case, ask `send`.
  @inlinable
  package mutating func take(_ terminal: TerminalKind?, from thread: ThreadIdentity) -> Bool {
    guard case .free = state else { return false }
    state = terminal.map { .ended($0, owner: thread) } ?? .held(by: thread)
    return true
  }

  /// The owner delivered a value and has nothing queued: gives the token
  /// back if nobody waits and nothing is pending. `false`: ask `boundary`.
  @inlinable
  package mutating func giveBackIfIdle() -> Bool {
    guard line.isEmpty, case .held = state else { return false }
    state = .free
    return true
  }

  // MARK: Inputs from any thread

  /// A thread offers an event: a value (`terminal == nil`), or a terminal
  /// event of that kind, which ends acceptance.
  @inlinable
  package mutating func send(_ terminal: TerminalKind?, from thread: ThreadIdentity) -> SendAction {
    switch state {
    case .free:
      state = terminal.map { .ended($0, owner: thread) } ?? .held(by: thread)
      return .deliver
    case .held(let owner):
      guard owner == thread else { return .contended }
      if let terminal { state = .ending(terminal, owner: owner) }
      return .enqueue
    case .ending, .ended:
      return .drop
    }
  }

  /// A thread needs the token whatever the stream's life: takes it if free.
  @inlinable
  package mutating func claim(from thread: ThreadIdentity) -> Claim {
    guard let owner = state.owner else {
      state = state.owned(by: thread)
      return .took
    }
    return owner == thread ? .alreadyHeld : .heldByOther
  }

  /// The stream is cancelled from outside (a disposed start): it ends with
  /// `.interrupted` as soon as possible, ahead of queued events.
  @inlinable
  package mutating func interrupt(from thread: ThreadIdentity) -> InterruptAction {
    switch state {
    case .free:
      state = .ended(.interrupted, owner: thread)
      return .deliver
    case .held(let owner), .ending(_, let owner):
      guard owner == thread else { return .contended }
      state = .ending(.interrupted, owner: owner)
      return .enqueue
    case .ended(_, let owner):
      guard let owner, owner != thread else { return .done }
      return .contended
    }
  }

  /// The owner disposed an interrupting observer from one of its callbacks:
  /// its `.interrupted` goes out at the next boundary, before the queued
  /// events.
  @inlinable
  package mutating func enqueueInterruption(of slot: ObserverSlotBase) {
    line.pushOwnerInterruption(slot)
  }

  /// A thread that found the token held by another offers its turn,
  /// prepared with its request.
  @inlinable
  package mutating func wait(_ turn: Turn) -> WaitAction {
    guard let owner = state.owner else {
      // The token came free since the first try.
      if case .boundary = turn.request { return .passed }
      let before = state
      state = state.owned(by: turn.thread)
      if let grant = grant(turn) { return .granted(grant) }
      state = before
      return .dismissed
    }
    switch turn.request {
    case .send(let terminal):
      guard case .held = state else { return .dismissed }
      if let terminal { state = .ending(terminal, owner: owner) }
    case .interruptAll:
      switch state {
      case .ended: turn.request = .boundary
      default: state = .ending(.interrupted, owner: owner)
      }
    case .join, .claim, .interruptSlot, .boundary:
      break
    }
    line.push(turn)
    peakWaiting = max(peakWaiting, line.count)
    return .queued
  }

  // MARK: Inputs from the owner

  /// The owner takes a queued event out: whether it goes out (`false`: the
  /// end came first, drop it). A terminal event hands out the end.
  @inlinable
  package mutating func handOutQueued(_ terminal: TerminalKind?) -> Bool {
    switch state {
    case .free:
      impossibleTransition("TokenMachine", "a queued event handed out while nobody holds the token")
    case .held(let owner):
      if let terminal { state = .ended(terminal, owner: owner) }
      return true
    case .ending(let kind, let owner):
      // A value queued before the accepted end still goes out; a terminal
      // event only if it is the accepted one.
      guard let terminal else { return true }
      guard terminal == kind else { return false }
      state = .ended(kind, owner: owner)
      return true
    case .ended:
      return false
    }
  }

  /// The owner finished one item (`deliveredTerminal`: it was the terminal
  /// event); `ownerQueued`: it has queued events left. Decides what comes
  /// next, interruptions first (see the type's documentation), and when the
  /// owner has nothing left, hands the token to the next waiting thread or
  /// gives it back.
  @inlinable
  package mutating func boundary(ownerQueued: Bool) -> Boundary {
    var boundary = Boundary()
    boundary.waiters = line.takeBoundaryWaiters()
    for turn in boundary.waiters { turn.answer(.passed) }
    if let slot = line.popOwnerInterruption() {
      boundary.step = .interruptSlot(slot)
      return boundary
    }
    var ownerQueued = ownerQueued
    if case .ending(.interrupted, let owner) = state {
      boundary.dropQueuedEvents = ownerQueued
      ownerQueued = false
      if !line.hasInterruptAll {
        // The owner interrupted from a callback: it delivers the end.
        state = .ended(.interrupted, owner: owner)
        boundary.step = .interruptAll
        return boundary
      }
    }
    if ownerQueued {
      boundary.step = .queued
      return boundary
    }
    handOn(&boundary)
    return boundary
  }

  /// A stream that nobody holds the token of and nobody waits for ends
  /// without delivering anything (its input was handed over elsewhere);
  /// `false`, and nothing changes, otherwise.
  @inlinable
  package mutating func endQuietlyIfIdle() -> Bool {
    guard line.isEmpty, case .free = state else { return false }
    state = .ended(.interrupted, owner: nil)
    return true
  }

  /// A stream going away without ending: nothing is delivered any more.
  @inlinable
  package mutating func abandon() {
    state = .ended(.interrupted, owner: nil)
  }

  // MARK: Helpers

  /// The owner lets go: hands the token to the next waiting thread (or frees
  /// it and wakes that thread to compete for it), dismissing the turns that
  /// have nothing left to do.
  @inlinable
  mutating func handOn(_ boundary: inout Boundary) {
    while let turn = line.popNext() {
      if case .send(nil) = turn.request, !turn.starving, case .held = state {
        // The token comes free; the waiting thread competes for it.
        state = .free
        retries += 1
        turn.answer(.retry)
        boundary.next = turn
        return
      }
      let before = state
      state = state.owned(by: turn.thread)
      if let grant = grant(turn) {
        boundary.next = turn
        boundary.grant = grant
        return
      }
      state = before
      turn.answer(.dismissed)
      boundary.waiters.append(turn)
    }
    state = state.released
  }

  /// What the token's new owner (already in `state`) does for `turn`,
  /// answered on it; `nil` when it has nothing left to do (the stream ended
  /// first).
  @inlinable
  mutating func grant(_ turn: Turn) -> Grant? {
    let grant: Grant
    switch turn.request {
    case .send(let terminal):
      switch state {
      case .free, .held(_):
        if let terminal { state = .ended(terminal, owner: turn.thread) }
      case .ending(let kind, let owner):
        guard let terminal else { break }
        guard terminal == kind else { return nil }
        state = .ended(kind, owner: owner)
      case .ended:
        return nil
      }
      grant = .deliver(terminal)
    case .join, .claim:
      grant = .join(ended: endedKind)
    case .interruptSlot:
      grant = .interruptSlot
    case .interruptAll:
      guard endedKind == nil else { return nil }
      state = .ended(.interrupted, owner: turn.thread)
      grant = .deliver(.interrupted)
    case .boundary:
      return nil
    }
    turn.answer(grant.answer)
    return grant
  }
}

extension TokenMachine.Grant {
  /// The answer a turn granted this gets (a hot signal fills in the
  /// observers of a delivery).
  @inlinable
  package var answer: Turn.Answer {
    switch self {
    case .deliver: .deliver([])
    case .join(let ended): .replay(ended: ended)
    case .interruptSlot: .interruptSlot
    }
  }
}
