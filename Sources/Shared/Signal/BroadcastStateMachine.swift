/// The state of one signal's delivery: who is attached, who is delivering,
/// what waits to be delivered, and whether the signal has ended.
///
/// A pure value: every input is a `mutating func` that returns what the caller
/// must do next (deliver, wait, nothing). It takes no locks and calls no user
/// code; `SignalCore` holds it in a lock and performs the returned work after
/// releasing the lock (API.md rule 4).
///
/// Delivery is serialized by a token, `owner`: the thread that finds the
/// signal idle becomes the owner and drains the queue; any other send (a
/// re-entrant one from a callback, or a concurrent one from another thread) is
/// queued and returns at once, so sends never block and never reorder
/// (rules 2 and 3).
@usableFromInline
package struct BroadcastStateMachine<Value, Failure: Error> {
  @usableFromInline
  package typealias Event = SignalEvent<Value, Failure>
  @usableFromInline
  package typealias Slot = ObserverSlot<Value, Failure>
  @usableFromInline
  package typealias Snapshot = ContiguousArray<Slot>

  /// Where the signal is in its life.
  @usableFromInline
  package enum Phase {
    /// Accepting events.
    case active
    /// A terminal event was accepted and waits in the queue; later sends are
    /// dropped.
    case terminating
    /// The terminal event was handed to the owner for delivery (it may still
    /// be reaching the observers it was sent to). An observer that arrives
    /// from now on is late: it hears the buffer and the terminal event, or
    /// `.interrupted` for a hot signal (rules 6, 7).
    case terminated(Event)
  }

  /// Work that waits for the token.
  @usableFromInline
  package enum Pending {
    /// An event; `waiter` is released once it has been delivered.
    case event(Event, waiter: Waiter?)
    /// A late subscriber to a replaying signal, waiting for its replay.
    case join(Slot, waiter: Waiter)
    /// A removed observer that must still hear `.interrupted`.
    case detach(Slot, waiter: Waiter?)
  }

  /// Work for the owner to perform outside the lock.
  @usableFromInline
  package enum Work {
    /// Deliver `event` to the observers that were attached when it came up.
    case deliver(Event, to: Snapshot, waiter: Waiter?)
    /// Replay the buffer to one new observer, then `terminal` if the signal
    /// has ended.
    case replay(to: Slot, terminal: Event?, waiter: Waiter?)
    /// Deliver `.interrupted` to one removed observer.
    case detach(Slot, waiter: Waiter?)

    /// Whether this work delivers a terminal event to the signal's observers
    /// (which ends the signal).
    @inlinable
    var deliversTerminal: Bool {
      if case .deliver(let event, _, _) = self { return event.isTerminal }
      return false
    }

    @inlinable
    var waiter: Waiter? {
      switch self {
      case .deliver(_, _, let waiter), .replay(_, _, let waiter), .detach(_, let waiter): waiter
      }
    }
  }

  /// What `observe` asks of the caller.
  @usableFromInline
  package enum ObserveAction {
    /// The observer was attached; nothing else to do.
    case attached
    /// The signal has ended and the caller now owns the token: replay the
    /// frozen buffer (empty for a hot signal), then `terminal` (`.interrupted`
    /// for a hot signal), then drain. Taking the token keeps this delivery
    /// serialized with the others (rule 2) and lets a concurrent `dispose()`
    /// wait for it (rule 5).
    case replayEnded(terminal: Event)
    /// The caller now owns the token: replay the buffer, then drain.
    case replayAsOwner
    /// The caller already owns the token (a subscription from inside a
    /// callback): replay the buffer right now, inside the callback, then
    /// `terminal` if the signal has ended.
    case replayNested(terminal: Event?)
    /// Another thread is delivering: wait until it has replayed to the slot.
    case wait(Waiter)
  }

  /// What `detach` asks of the caller.
  @usableFromInline
  package enum DetachAction {
    /// Nothing more to do.
    case done
    /// The caller now owns the token and must perform `work`, then drain.
    case perform(Work)
    /// Another thread is delivering: wait until it passes an event boundary.
    case wait(Waiter)
  }

  /// What `finish` tells the owner after one work item.
  @usableFromInline
  package struct Next {
    /// Threads to wake and disposables to dispose: rare, so kept behind one
    /// optional to keep the common, empty case free of array traffic.
    @usableFromInline
    struct Chores {
      @usableFromInline
      var wake: [Waiter] = []
      @usableFromInline
      var dispose: [any DisposableCore] = []

      @inlinable
      init() {}
    }

    /// The next work item, or `nil` if the token was released.
    @usableFromInline
    package var work: Work?
    @usableFromInline
    var chores: Chores?

    @inlinable
    init(work: Work? = nil, chores: Chores? = nil) {
      self.work = work
      self.chores = chores
    }

    /// Threads to wake.
    @inlinable
    package var wake: [Waiter] { chores?.wake ?? [] }

    /// Disposables to dispose (after the terminal event was delivered).
    @inlinable
    package var dispose: [any DisposableCore] { chores?.dispose ?? [] }
  }

  @usableFromInline
  package internal(set) var phase: Phase = .active
  @usableFromInline
  package internal(set) var observers: Snapshot = []
  @usableFromInline
  package internal(set) var owner: ThreadIdentity?
  /// Whether late observers get the buffered values and the terminal event.
  @usableFromInline
  package let replays: Bool
  @usableFromInline
  var pending = FIFO<Pending>()
  /// Interruptions, served before `pending`.
  @usableFromInline
  var urgent = FIFO<Pending>()
  @usableFromInline
  var boundaryWaiters: [Waiter] = []
  /// `nil` once handed out, right after the terminal event was delivered.
  @usableFromInline
  var terminationDisposables: [any DisposableCore]? = []

  @inlinable
  package init(replays: Bool) {
    self.replays = replays
  }

  /// Whether a terminal event has been accepted.
  @inlinable
  package var hasTerminated: Bool {
    if case .active = phase { return false }
    return true
  }

  /// A sender offers `event`.
  ///
  /// - Returns: work for the caller, who then owns the token; `nil` when the
  ///   event was queued for the current owner or dropped (rules 6, 7).
  @inlinable
  package mutating func send(_ event: Event, from thread: ThreadIdentity) -> Work? {
    guard case .active = phase else { return nil }
    if event.isTerminal { phase = .terminating }
    guard owner == nil else {
      pending.push(.event(event, waiter: nil))
      return nil
    }
    owner = thread
    return handOut(event, waiter: nil)
  }

  /// A sender offers `event` and, when the signal is idle, takes the token
  /// to deliver it itself: the common case of `send`, without building a
  /// `Work` value.
  ///
  /// - Returns: the observers to deliver `event` to (the caller now owns the
  ///   token and calls `finish` afterwards); `nil` when the event was queued
  ///   for the current owner or dropped.
  @inlinable
  package mutating func beginSend(_ event: Event, from thread: ThreadIdentity) -> Snapshot? {
    guard case .active = phase else { return nil }
    if event.isTerminal { phase = .terminating }
    guard owner == nil else {
      pending.push(.event(event, waiter: nil))
      return nil
    }
    owner = thread
    let snapshot = observers
    if event.isTerminal {
      phase = .terminated(event)
      observers = []
    }
    return snapshot
  }

  /// A new observer arrives.
  @inlinable
  package mutating func observe(_ slot: Slot, from thread: ThreadIdentity) -> ObserveAction {
    if case .terminated(let terminal) = phase {
      let late = lateTerminal(terminal)
      switch owner {
      case nil:
        owner = thread
        return .replayEnded(terminal: late)
      case thread:
        return .replayNested(terminal: late)
      default:
        let waiter = Waiter()
        pending.push(.join(slot, waiter: waiter))
        return .wait(waiter)
      }
    }
    guard replays else {
      observers.append(slot)
      return .attached
    }
    switch owner {
    case nil:
      owner = thread
      observers.append(slot)
      return .replayAsOwner
    case thread:
      observers.append(slot)
      return .replayNested(terminal: nil)
    default:
      let waiter = Waiter()
      pending.push(.join(slot, waiter: waiter))
      return .wait(waiter)
    }
  }

  /// An observer was disposed (its flag already cleared by the caller, so it
  /// has not received a terminal event and never will).
  @inlinable
  package mutating func detach(_ slot: Slot, from thread: ThreadIdentity) -> DetachAction {
    if let index = observers.firstIndex(where: { $0 === slot }) {
      observers.remove(at: index)
    }
    switch owner {
    case nil:
      guard slot.interruptsOnDispose else { return .done }
      owner = thread
      return .perform(.detach(slot, waiter: nil))
    case thread:
      if slot.interruptsOnDispose { urgent.push(.detach(slot, waiter: nil)) }
      return .done
    default:
      let waiter = Waiter()
      if slot.interruptsOnDispose {
        urgent.push(.detach(slot, waiter: waiter))
      } else {
        boundaryWaiters.append(waiter)
      }
      return .wait(waiter)
    }
  }

  /// The signal is cancelled from outside (a disposed producer start): queued
  /// events are dropped and `.interrupted` goes out next.
  @inlinable
  package mutating func interrupt(from thread: ThreadIdentity) -> DetachAction {
    if case .terminated = phase { return awaitBoundary(from: thread) }
    phase = .terminating
    dropQueuedEvents()
    switch owner {
    case nil:
      owner = thread
      return .perform(handOut(.interrupted, waiter: nil))
    case thread:
      urgent.push(.event(.interrupted, waiter: nil))
      return .done
    default:
      let waiter = Waiter()
      urgent.push(.event(.interrupted, waiter: waiter))
      return .wait(waiter)
    }
  }

  /// Registers a disposable to dispose right after the terminal event.
  ///
  /// - Returns: `false` when the signal has already terminated (the caller
  ///   disposes it now).
  @inlinable
  package mutating func addTerminationDisposable(_ disposable: any DisposableCore) -> Bool {
    guard terminationDisposables != nil else { return false }
    terminationDisposables?.append(disposable)
    return true
  }

  /// A caller that must not return while another thread may be inside a
  /// callback of this signal (a `dispose()` racing with the delivery of the
  /// observer's terminal event, rule 5) waits for the owner's next boundary.
  @inlinable
  package mutating func awaitBoundary(from thread: ThreadIdentity) -> DetachAction {
    guard let owner, owner != thread else { return .done }
    let waiter = Waiter()
    boundaryWaiters.append(waiter)
    return .wait(waiter)
  }

  /// The owner finished `work`; hands it the next item or releases the token.
  @inlinable
  package mutating func finish(_ work: Work) -> Next {
    finish(deliveredTerminal: work.deliversTerminal, waiter: work.waiter)
  }

  /// The owner finished a work item that delivered a terminal event or not
  /// and had `waiter` waiting for it.
  ///
  /// The common case (a value delivered, nobody waiting, nothing queued)
  /// releases the token and returns an empty `Next` without touching arrays.
  @inlinable
  package mutating func finish(deliveredTerminal: Bool, waiter: Waiter?) -> Next {
    if waiter == nil, !deliveredTerminal, boundaryWaiters.isEmpty, urgent.isEmpty, pending.isEmpty {
      owner = nil
      return Next()
    }
    var chores = Next.Chores()
    chores.wake = boundaryWaiters
    boundaryWaiters = []
    if let waiter { chores.wake.append(waiter) }
    if deliveredTerminal {
      chores.dispose = terminationDisposables ?? []
      terminationDisposables = nil
    }
    let work = nextWork(wake: &chores.wake)
    if work == nil { owner = nil }
    return Next(work: work, chores: chores)
  }

  @inlinable
  var isTerminated: Bool {
    if case .terminated = phase { return true }
    return false
  }

  @inlinable
  mutating func nextWork(wake: inout [Waiter]) -> Work? {
    while let item = urgent.pop() ?? pending.pop() {
      switch item {
      case .event(let event, let waiter):
        if isTerminated {
          if let waiter { wake.append(waiter) }
          continue
        }
        return handOut(event, waiter: waiter)
      case .join(let slot, let waiter):
        if case .terminated(let terminal) = phase {
          return .replay(to: slot, terminal: lateTerminal(terminal), waiter: waiter)
        }
        observers.append(slot)
        return .replay(to: slot, terminal: nil, waiter: waiter)
      case .detach(let slot, let waiter):
        return .detach(slot, waiter: waiter)
      }
    }
    return nil
  }

  /// The work that delivers `event` to the current observers. Handing out the
  /// terminal event ends the signal: the observers it goes to are the last.
  @inlinable
  mutating func handOut(_ event: Event, waiter: Waiter?) -> Work {
    let work = Work.deliver(event, to: observers, waiter: waiter)
    if event.isTerminal {
      phase = .terminated(event)
      observers = []
    }
    return work
  }

  /// What a late observer hears after the buffer: the terminal event of a
  /// replaying signal, `.interrupted` from a hot one (rule 6).
  @inlinable
  func lateTerminal(_ terminal: Event) -> Event {
    replays ? terminal : .interrupted
  }

  @inlinable
  mutating func dropQueuedEvents() {
    var kept = FIFO<Pending>()
    while let item = pending.pop() {
      if case .event = item { continue }
      kept.push(item)
    }
    pending = kept
  }
}
