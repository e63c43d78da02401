/// The state of one hot signal's delivery: who observes it, which thread
/// holds the delivery token and who waits for it, and how far the signal is in
/// its life.
///
/// A pure value, free of the signal's value and error types: every input is a
/// `mutating func` that returns what the caller must do. It takes no locks and
/// calls no user code; `SignalCore` holds it in its lock and performs the
/// returned work after releasing the lock (docs/EventContract.md rule 4). The
/// functions here are exactly the ones `SignalCore` calls, and the unit tests
/// call the same ones.
///
/// Delivery is serialized by a token (rule 2). The thread that finds the
/// signal idle takes it and delivers. A send from inside a callback on that
/// thread is queued by the owner itself and delivered after the current event
/// reached every observer (rule 3). A send from another thread first spins
/// briefly for the token (`SignalCore`), then waits in line (`TurnLine`), then
/// delivers on its own thread: sends are synchronous, and what waits is
/// bounded by the number of threads.
///
/// The token is not handed over in arrival order between threads (neither
/// RAC2's `@synchronized` nor RAC4's lock was fair). When the owner lets go
/// of it and the first in line is a value send, the token becomes free and
/// that thread is woken to compete for it (`Turn.Answer.retry`), so a thread
/// that is still running takes it without waiting for a sleeping one to wake:
/// handing it over at every send made each contended send a park/unpark round
/// trip (a lock convoy). A thread that lost once is handed the token directly
/// the next time (`Turn.starving`), so nobody waits for ever; interruptions,
/// joins and terminal sends are always handed the token.
@usableFromInline
package struct BroadcastStateMachine {
  @usableFromInline
  package typealias Snapshot = ContiguousArray<ObserverSlotBase>

  /// Where the signal is in its life; each stage carries what exists in it.
  @usableFromInline
  package enum Life {
    /// Accepting events; `observers` hear the next event handed out.
    case active(observers: Snapshot)
    /// A terminal event of `kind` was accepted and waits to be handed out;
    /// later sends are dropped.
    case ending(observers: Snapshot, kind: TerminalKind)
    /// The terminal event was handed out. A late observer hears the buffer
    /// and the terminal event of a replaying signal, `.interrupted` from a hot
    /// one (rules 6, 7).
    case ended(TerminalKind)
  }

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
    /// The caller owns the token already: queue the slot's `.interrupted`.
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
    /// The caller owns the token already: queue the interruption ahead of
    /// its queued events, which it drops.
    case enqueue
    /// Another thread owns the token: `wait(_:)` with an `.interruptAll`
    /// turn (a `.boundary` turn once the signal has ended).
    case contended
  }

  /// What the owner does at a boundary between two of its queued items.
  @usableFromInline
  package struct Boundary {
    /// Threads to wake first: those that waited for a boundary, and turns
    /// dismissed because the signal ended.
    @usableFromInline
    package var waiters: [Turn] = []
    /// The thread handed the token (or told to `retry` for it), woken last.
    @usableFromInline
    package var next: Turn?
    /// To release now that the terminal event was delivered.
    @usableFromInline
    var termination: Termination?
    /// An interruption waits: the owner drops its queued events.
    @usableFromInline
    package var dropQueuedEvents = false

    @inlinable
    init() {}
  }

  @usableFromInline
  package private(set) var life: Life = .active(observers: [])
  /// The delivery token: the thread holding it, `nil` when idle.
  @usableFromInline
  package private(set) var owner: ThreadIdentity?
  /// The threads waiting for the token (empty while it is free).
  @usableFromInline
  package private(set) var line = TurnLine()
  /// Whether late observers get the buffered values and the terminal event.
  @usableFromInline
  package let replays: Bool
  /// `nil` once handed out, right after the terminal event was delivered.
  @usableFromInline
  var termination: Termination? = Termination()
  /// The most threads that ever waited for the token at once.
  @usableFromInline
  package private(set) var peakWaiting = 0
  /// How many times a waiting send was woken to compete for the freed token
  /// instead of being handed it (what the concurrency tests check they
  /// reached).
  @usableFromInline
  package private(set) var retries = 0

  @inlinable
  package init(replays: Bool) {
    self.replays = replays
  }

  // MARK: Inspection

  /// Whether a terminal event has been accepted.
  @inlinable
  package var hasTerminated: Bool {
    if case .active = life { return false }
    return true
  }

  /// The observers attached now.
  @inlinable
  package var observers: Snapshot {
    switch life {
    case .active(let observers), .ending(let observers, _): observers
    case .ended: []
    }
  }

  // MARK: Inputs from any thread

  /// A thread offers an event: a value (`terminal == nil`) or a terminal
  /// event of that kind.
  @inlinable
  package mutating func send(_ terminal: TerminalKind?, from thread: ThreadIdentity) -> SendAction {
    guard case .active(let observers) = life else { return .drop }
    guard let owner else {
      self.owner = thread
      if let terminal { life = .ended(terminal) }
      return .deliver(observers)
    }
    guard owner == thread else { return .contended }
    if let terminal { life = .ending(observers: observers, kind: terminal) }
    return .enqueue
  }

  /// `send`'s common case in a few instructions: the signal is active and
  /// idle, so the caller takes the token and delivers to the returned
  /// observers. `nil` means "not that case": the caller asks `send` (queued,
  /// contended or dropped).
  @inlinable
  package mutating func beginSend(_ terminal: TerminalKind?, from thread: ThreadIdentity) -> Snapshot? {
    guard owner == nil, case .active(let observers) = life else { return nil }
    owner = thread
    if let terminal { life = .ended(terminal) }
    return observers
  }

  /// A new observer arrives.
  @inlinable
  package mutating func observe(_ slot: ObserverSlotBase, from thread: ThreadIdentity) -> ObserveAction {
    if case .ended(let kind) = life {
      guard let owner else {
        self.owner = thread
        return .replay(ended: kind)
      }
      return owner == thread ? .replayNested(ended: kind) : .contended
    }
    guard replays else {
      attach(slot)
      return .attached
    }
    guard let owner else {
      self.owner = thread
      attach(slot)
      return .replay(ended: nil)
    }
    guard owner == thread else { return .contended }
    attach(slot)
    return .replayNested(ended: nil)
  }

  /// An observer was disposed (its flag already cleared by the caller, so it
  /// has not received a terminal event and never will).
  @inlinable
  package mutating func detach(_ slot: ObserverSlotBase, from thread: ThreadIdentity) -> DetachAction {
    remove(slot)
    guard let owner else {
      guard slot.interruptsOnDispose else { return .done }
      self.owner = thread
      return .deliverInterrupt
    }
    guard owner != thread else { return slot.interruptsOnDispose ? .enqueueInterrupt : .done }
    return .contended
  }

  /// The signal is cancelled from outside (a disposed producer start): it
  /// ends with `.interrupted` as soon as possible, ahead of queued events.
  @inlinable
  package mutating func interrupt(from thread: ThreadIdentity) -> InterruptAction {
    if case .ended = life {
      guard let owner, owner != thread else { return .done }
      return .contended
    }
    guard let owner else {
      self.owner = thread
      return .deliver(handOut(.interrupted))
    }
    guard owner == thread else { return .contended }
    life = .ending(observers: observers, kind: .interrupted)
    return .enqueue
  }

  /// A caller that must not return while another thread may be inside a
  /// callback of this signal (a `dispose()` racing with the delivery of the
  /// observer's terminal event, rule 5): whether it must wait for a boundary.
  @inlinable
  package func mustAwaitBoundary(from thread: ThreadIdentity) -> Bool {
    guard let owner else { return false }
    return owner != thread
  }

  /// A thread that found the token held by another (`.contended`) offers its
  /// turn, prepared with its request. Returns the answer when the turn can
  /// be answered now (the token came free, or the signal ended); `nil` when
  /// the turn was queued and the thread must wait.
  @inlinable
  package mutating func wait(_ turn: Turn) -> Turn.Answer? {
    if owner == nil {
      // The token came free since the first try: take it.
      if case .boundary = turn.request { return .passed }
      owner = turn.thread
      if let answer = grant(turn) { return answer }
      owner = nil
      return .dismissed
    }
    switch turn.request {
    case .send(let terminal):
      guard case .active = life else { return .dismissed }
      if let terminal { life = .ending(observers: observers, kind: terminal) }
    case .interruptAll:
      if case .ended = life {
        turn.request = .boundary
      } else {
        life = .ending(observers: observers, kind: .interrupted)
      }
    case .join, .interruptSlot, .boundary:
      break
    }
    line.push(turn)
    peakWaiting = max(peakWaiting, line.count)
    return nil
  }

  // MARK: Inputs from the owner

  /// The owner takes its next queued event out: the observers to deliver it
  /// to, or `nil` when the signal ended meanwhile (drop it).
  @inlinable
  package mutating func handOutQueued(_ terminal: TerminalKind?) -> Snapshot? {
    switch life {
    case .active: return handOut(terminal)
    case .ending(_, let kind):
      // A value queued before the accepted end still goes out; a terminal
      // event goes out only if it is the accepted one.
      guard terminal == nil || terminal == kind else { return nil }
      return handOut(terminal)
    case .ended: return nil
    }
  }

  /// The owner delivered one item and has more queued.
  @inlinable
  package mutating func boundary(deliveredTerminal: Bool) -> Boundary {
    var boundary = Boundary()
    if deliveredTerminal {
      boundary.termination = termination
      termination = nil
    }
    guard owner != nil else { return boundary }
    boundary.waiters = line.takeBoundaryWaiters()
    for turn in boundary.waiters { turn.answer(.passed) }
    boundary.dropQueuedEvents = line.hasUrgent
    return boundary
  }

  /// The owner delivered a value and has nothing queued: releases the token
  /// if nobody waits for it (the common case, kept to a few instructions);
  /// `false` leaves everything to `release`.
  @inlinable
  package mutating func releaseIfIdle() -> Bool {
    guard line.isEmpty else { return false }
    owner = nil
    return true
  }

  /// The owner has nothing queued: hands the token to the next waiting
  /// thread, answering its turn, or releases it (waking the next waiting
  /// value send to compete for it, unless that one already lost once).
  /// Returns what to do outside the lock (the turns to wake, the one handed
  /// the token last), or `nil` in the common case: nobody waits and the
  /// signal goes on.
  @inlinable
  package mutating func release(deliveredTerminal: Bool) -> Boundary? {
    if !deliveredTerminal, line.isEmpty {
      owner = nil
      return nil
    }
    var boundary = self.boundary(deliveredTerminal: deliveredTerminal)
    while let turn = line.popNext() {
      if case .send(nil) = turn.request, !turn.starving, case .active = life {
        // The token comes free; the waiting sender competes for it.
        owner = nil
        retries += 1
        turn.answer(.retry)
        boundary.next = turn
        return boundary
      }
      owner = turn.thread
      if let answer = grant(turn) {
        turn.answer(answer)
        boundary.next = turn
        return boundary
      }
      turn.answer(.dismissed)
      boundary.waiters.append(turn)
    }
    owner = nil
    return boundary
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
    defer { life = .ended(.interrupted) }
    return observers
  }

  // MARK: Helpers

  /// The observers the next event goes to; handing out a terminal event
  /// ends the signal, and those observers are the last.
  @inlinable
  mutating func handOut(_ terminal: TerminalKind?) -> Snapshot {
    let snapshot = observers
    if let terminal { life = .ended(terminal) }
    return snapshot
  }

  /// What the token's new owner does for `turn`, or `nil` when it has
  /// nothing left to do (the signal ended first).
  @inlinable
  mutating func grant(_ turn: Turn) -> Turn.Answer? {
    switch turn.request {
    case .send(let terminal):
      switch life {
      case .active: return .deliver(handOut(terminal))
      case .ending(_, let kind):
        guard terminal == nil || terminal == kind else { return nil }
        return .deliver(handOut(terminal))
      case .ended: return nil
      }
    case .join(let slot):
      if case .ended(let kind) = life { return .replay(ended: kind) }
      attach(slot)
      return .replay(ended: nil)
    case .interruptSlot:
      return .interruptSlot
    case .interruptAll:
      if case .ended = life { return nil }
      return .deliver(handOut(.interrupted))
    case .boundary:
      return nil
    }
  }

  @inlinable
  mutating func attach(_ slot: ObserverSlotBase) {
    switch life {
    case .active(var observers):
      life = .active(observers: [])
      observers.append(slot)
      life = .active(observers: observers)
    case .ending(var observers, let kind):
      life = .active(observers: [])
      observers.append(slot)
      life = .ending(observers: observers, kind: kind)
    case .ended:
      break
    }
  }

  @inlinable
  mutating func remove(_ slot: ObserverSlotBase) {
    switch life {
    case .active(var observers):
      guard let index = observers.firstIndex(where: { $0 === slot }) else { return }
      life = .active(observers: [])
      observers.remove(at: index)
      life = .active(observers: observers)
    case .ending(var observers, let kind):
      guard let index = observers.firstIndex(where: { $0 === slot }) else { return }
      life = .active(observers: [])
      observers.remove(at: index)
      life = .ending(observers: observers, kind: kind)
    case .ended:
      break
    }
  }
}
