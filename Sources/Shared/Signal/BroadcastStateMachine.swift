/// The state of one hot signal: who observes it, and its delivery token
/// (`TokenMachine`: who delivers, who waits, how far the signal is in its
/// life), plus what is released when it ends.
///
/// A pure value, free of the signal's value and error types: every input is a
/// `mutating func` that returns what the caller must do. It takes no locks and
/// calls no user code; `SignalCore` holds it in its lock and performs the
/// returned work after releasing the lock (docs/EventContract.md rule 4). The
/// functions here are exactly the ones `SignalCore` calls, and the unit tests
/// call the same ones. Every decision about the token (and so about order
/// and interruption) is the token machine's; this adds the observers: the
/// snapshot a delivery goes to is taken with the token, under the lock.
@usableFromInline
package struct BroadcastStateMachine {
  @usableFromInline
  package typealias Snapshot = ContiguousArray<ObserverSlotBase>

  /// What is released right after the terminal event was delivered.
  @usableFromInline
  struct Termination {
    /// Disposed in the order they were added.
    @usableFromInline
    var disposables: [UInt64: any DisposableCore] = [:]
    @usableFromInline
    var nextID: UInt64 = 0
    /// The front object an input keeps alive until the signal ends.
    @usableFromInline
    var anchor: AnyObject?

    @inlinable
    init() {}
  }

  /// What `send` asks of the caller.
  @usableFromInline
  package enum SendAction {
    /// The caller now owns the token: deliver to these observers.
    case deliver(Snapshot)
    /// The caller owns the token already (a send from a callback): queue it.
    case enqueue
    /// The signal has ended, or its end was accepted: drop the event.
    case drop
    /// Another thread owns the token: `wait(_:)` with the caller's turn.
    case contended
  }

  /// What `observe` asks of the caller.
  @usableFromInline
  package enum ObserveAction {
    /// Attached; nothing else to do.
    case attached
    /// The caller now owns the token: replay the buffer (then the late
    /// terminal event if `ended`), then carry on as the owner.
    case replay(ended: TerminalKind?)
    /// The caller owns the token already (it subscribes from a callback):
    /// replay now (then the late terminal event if `ended`).
    case replayNested(ended: TerminalKind?)
    /// Another thread owns the token: `wait(_:)` with a `.join` turn.
    case contended
  }

  /// What `detach` asks of the caller.
  @usableFromInline
  package enum DetachAction {
    case done
    /// The caller now owns the token: deliver `.interrupted` to the slot.
    case deliverInterrupt
    /// The caller owns the token already: the slot's `.interrupted` goes
    /// out at its next boundary, ahead of its queued events.
    case enqueueInterrupt
    /// Another thread owns the token: `wait(_:)` with an `.interruptSlot`
    /// turn, or a `.boundary` turn for an observer that is not interrupted.
    case contended
  }

  /// What `interrupt` asks of the caller.
  @usableFromInline
  package enum InterruptAction {
    case done
    /// The caller now owns the token: deliver `.interrupted` to these.
    case deliver(Snapshot)
    /// The caller owns the token already: the interruption goes out at its
    /// next boundary, and its queued events are dropped.
    case enqueue
    /// Another thread owns the token: `wait(_:)` with an `.interruptAll`
    /// turn (a `.boundary` turn once the signal has ended).
    case contended
  }

  /// What the owner does at a boundary between two items, or when it has
  /// none left: the token machine's answer, the observers of an
  /// interruption it delivers, and what the end releases.
  @usableFromInline
  package struct Step {
    /// What to do next, whom to wake.
    @usableFromInline
    package var token: TokenMachine.Boundary
    /// The observers that hear the interruption, for `.interruptAll`.
    @usableFromInline
    package var observers: Snapshot = []
    /// To release now that the terminal event was delivered.
    @usableFromInline
    var termination: Termination?

    @inlinable
    init(token: TokenMachine.Boundary) { self.token = token }
  }

  /// The delivery token.
  @usableFromInline
  package private(set) var token = TokenMachine()
  /// The observers the next event goes to (none once the end was handed
  /// out).
  @usableFromInline
  package private(set) var observers: Snapshot = []
  /// Whether late observers get the buffered values and the terminal event.
  @usableFromInline
  package let replays: Bool
  /// `nil` once handed out, right after the terminal event was delivered.
  @usableFromInline
  var termination: Termination? = Termination()

  @inlinable
  package init(replays: Bool) {
    self.replays = replays
  }

  // MARK: Inspection

  /// Whether a terminal event has been accepted.
  @inlinable
  package var hasTerminated: Bool { token.hasTerminated }

  /// The thread holding the token.
  @inlinable
  package var owner: ThreadIdentity? { token.state.owner }

  // MARK: Inputs from any thread

  /// A thread offers an event: a value (`terminal == nil`) or a terminal
  /// event of that kind.
  @inlinable
  package mutating func send(_ terminal: TerminalKind?, from thread: ThreadIdentity) -> SendAction {
    switch token.send(terminal, from: thread) {
    case .deliver: .deliver(handOut(terminal))
    case .enqueue: .enqueue
    case .drop: .drop
    case .contended: .contended
    }
  }

  /// `send`'s common case in a few instructions: the signal is active and
  /// idle, so the caller takes the token and delivers to the returned
  /// observers. `nil` means "not that case": the caller asks `send` (queued,
  /// contended or dropped).
  @inlinable
  package mutating func beginSend(_ terminal: TerminalKind?, from thread: ThreadIdentity) -> Snapshot? {
    guard token.take(terminal, from: thread) else { return nil }
    return handOut(terminal)
  }

  /// A new observer arrives. With `replaying`, it is replayed to (holding
  /// the token) even when late observers in general are not: a property's
  /// producer, which starts with the value its signal delivered last
  /// (`SignalCore.init(latest:)`).
  @inlinable
  package mutating func observe(
    _ slot: ObserverSlotBase, from thread: ThreadIdentity, replaying: Bool = false
  ) -> ObserveAction {
    if let kind = token.endedKind {
      switch token.claim(from: thread) {
      case .took: return .replay(ended: kind)
      case .alreadyHeld: return .replayNested(ended: kind)
      case .heldByOther: return .contended
      }
    }
    guard replays || replaying else {
      attach(slot)
      return .attached
    }
    switch token.claim(from: thread) {
    case .took:
      attach(slot)
      return .replay(ended: nil)
    case .alreadyHeld:
      attach(slot)
      return .replayNested(ended: nil)
    case .heldByOther:
      return .contended
    }
  }

  /// A thread asks for the token to hold it for a while without sending or
  /// attaching anything (`SignalCore.withDeliveryTurn(_:)`), whatever the
  /// signal's life.
  @inlinable
  package mutating func claimTurn(from thread: ThreadIdentity) -> TokenMachine.Claim {
    token.claim(from: thread)
  }

  /// An observer was disposed (its flag already cleared by the caller, so it
  /// has not received a terminal event and never will).
  @inlinable
  package mutating func detach(_ slot: ObserverSlotBase, from thread: ThreadIdentity) -> DetachAction {
    remove(slot)
    guard slot.interruptsOnDispose else { return token.mustAwaitBoundary(from: thread) ? .contended : .done }
    switch token.claim(from: thread) {
    case .took:
      return .deliverInterrupt
    case .alreadyHeld:
      token.enqueueInterruption(of: slot)
      return .enqueueInterrupt
    case .heldByOther:
      return .contended
    }
  }

  /// The signal is cancelled from outside (a disposed producer start): it
  /// ends with `.interrupted` as soon as possible, ahead of queued events.
  @inlinable
  package mutating func interrupt(from thread: ThreadIdentity) -> InterruptAction {
    switch token.interrupt(from: thread) {
    case .done: .done
    case .deliver: .deliver(handOut(.interrupted))
    case .enqueue: .enqueue
    case .contended: .contended
    }
  }

  /// The signal's faces are all gone (ReactiveSwift's release rule,
  /// `SignalCoreBase+Release.swift`): if nobody observes it and it has not
  /// ended, it is interrupted now (`interrupt`'s action); if observers
  /// remain, `anchor` (when given) keeps it alive until its end. One step,
  /// so an observer cannot attach between the look at the observers and the
  /// interruption.
  @inlinable
  package mutating func abandoned(keepingAlive anchor: AnyObject?, from thread: ThreadIdentity) -> InterruptAction {
    guard observers.isEmpty else {
      if let anchor { keepAlive(anchor) }
      return .done
    }
    guard !hasTerminated else { return .done }
    return interrupt(from: thread)
  }

  /// A caller that must not return while another thread may be inside a
  /// callback of this signal (a `dispose()` racing with the delivery of the
  /// observer's terminal event, rule 5): whether it must wait for a boundary.
  /// Hands the signal's input over to a replay whose source observes it
  /// (`SignalCore.handOverToRelay()`): only when `slot`, the replay's, is
  /// its one observer, nobody holds the token or waits for it, and nothing
  /// waits for its end (no termination disposable, no anchor). The signal
  /// then ends without delivering anything and lets go of `slot`, which it
  /// returns; `nil`, and nothing changes, otherwise.
  @inlinable
  package mutating func handOver(from slot: ObserverSlotBase) -> ObserverSlotBase? {
    guard observers.count == 1, observers[0] === slot, let termination, termination.disposables.isEmpty,
      termination.anchor == nil, token.endQuietlyIfIdle()
    else { return nil }
    self.termination = nil
    observers = []
    return slot
  }

  @inlinable
  package func mustAwaitBoundary(from thread: ThreadIdentity) -> Bool {
    token.mustAwaitBoundary(from: thread)
  }

  /// A thread that found the token held by another (`.contended`) offers its
  /// turn, prepared with its request. Returns the answer when the turn can
  /// be answered now (the token came free, or the signal ended); `nil` when
  /// the turn was queued and the thread must wait.
  @inlinable
  package mutating func wait(_ turn: Turn) -> Turn.Answer? {
    switch token.wait(turn) {
    case .queued: return nil
    case .dismissed: return .dismissed
    case .passed: return .passed
    case .granted(let grant): return answer(grant, to: turn)
    }
  }

  // MARK: Inputs from the owner

  /// The owner takes its next queued event out: the observers to deliver it
  /// to, or `nil` when the signal ended meanwhile (drop it).
  @inlinable
  package mutating func handOutQueued(_ terminal: TerminalKind?) -> Snapshot? {
    guard token.handOutQueued(terminal) else { return nil }
    return handOut(terminal)
  }

  /// The owner delivered an item (`deliveredTerminal`: the terminal event);
  /// `ownerQueued`: it has queued events left. What comes next is the token
  /// machine's decision; this adds the observers of an interruption the
  /// owner delivers, the answer of a turn handed the token, and what the end
  /// releases.
  @inlinable
  package mutating func boundary(deliveredTerminal: Bool, ownerQueued: Bool) -> Step {
    var step = Step(token: token.boundary(ownerQueued: ownerQueued))
    if deliveredTerminal {
      step.termination = termination
      termination = nil
    }
    if case .interruptAll = step.token.step { step.observers = handOut(.interrupted) }
    if let grant = step.token.grant, let next = step.token.next { next.answer(answer(grant, to: next)) }
    return step
  }

  /// The owner delivered a value and has nothing queued: releases the token
  /// if nobody waits for it (the common case, kept to a few instructions);
  /// `false` leaves everything to `boundary`.
  @inlinable
  package mutating func releaseIfIdle() -> Bool {
    token.giveBackIfIdle()
  }

  // MARK: Termination resources

  /// Registers a disposable to dispose right after the terminal event.
  ///
  /// - Returns: a handle for `removeTerminationDisposable`, or `nil` when the
  ///   signal has already terminated (the caller disposes it now).
  @inlinable
  package mutating func addTerminationDisposable(_ disposable: any DisposableCore) -> UInt64? {
    guard termination != nil else { return nil }
    let id = termination!.nextID
    termination!.nextID += 1
    termination!.disposables[id] = disposable
    return id
  }

  /// Forgets a disposable added earlier, without disposing it.
  @inlinable
  package mutating func removeTerminationDisposable(_ id: UInt64) -> (any DisposableCore)? {
    termination?.disposables.removeValue(forKey: id)
  }

  /// How many disposables wait for the terminal event.
  @inlinable
  package var terminationDisposableCount: Int { termination?.disposables.count ?? 0 }

  /// Keeps `anchor` alive until the terminal event was delivered.
  @inlinable
  package mutating func keepAlive(_ anchor: AnyObject) {
    termination?.anchor = anchor
  }

  /// Lets go of the anchor (its input is gone and can send no more).
  @inlinable
  package mutating func releaseAnchor() -> AnyObject? {
    defer { termination?.anchor = nil }
    return termination?.anchor
  }

  /// Takes the observers of a signal that is going away without ending.
  @inlinable
  package mutating func takeObserversAtDeinit() -> Snapshot {
    token.abandon()
    defer { observers = [] }
    return observers
  }

  // MARK: Helpers

  /// The observers the next event goes to; handing out a terminal event
  /// ends the signal, and those observers are the last.
  @inlinable
  mutating func handOut(_ terminal: TerminalKind?) -> Snapshot {
    guard terminal != nil else { return observers }
    defer { observers = [] }
    return observers
  }

  /// The answer of a turn the token machine granted `grant`, with the
  /// observers a delivery goes to; a joining observer is attached.
  @inlinable
  mutating func answer(_ grant: TokenMachine.Grant, to turn: Turn) -> Turn.Answer {
    switch grant {
    case .deliver(let terminal):
      return .deliver(handOut(terminal))
    case .join(let ended):
      if ended == nil, case .join(let slot) = turn.request { attach(slot) }
      return .replay(ended: ended)
    case .interruptSlot:
      return .interruptSlot
    }
  }

  @inlinable
  mutating func attach(_ slot: ObserverSlotBase) {
    guard token.endedKind == nil else { return }
    observers.append(slot)
  }

  @inlinable
  mutating func remove(_ slot: ObserverSlotBase) {
    guard let index = observers.firstIndex(where: { $0 === slot }) else { return }
    observers.remove(at: index)
  }
}
