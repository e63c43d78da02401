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
  package typealias Event = SignalEvent<Value, Failure>
  package typealias Slot = ObserverSlot<Value, Failure>
  package typealias Snapshot = ContiguousArray<Slot>

  /// Where the signal is in its life.
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
  package enum Pending {
    /// An event; `waiter` is released once it has been delivered.
    case event(Event, waiter: Waiter?)
    /// A late subscriber to a replaying signal, waiting for its replay.
    case join(Slot, waiter: Waiter)
    /// A removed observer that must still hear `.interrupted`.
    case detach(Slot, waiter: Waiter?)
  }

  /// Work for the owner to perform outside the lock.
  package enum Work {
    /// Deliver `event` to the observers that were attached when it came up.
    case deliver(Event, to: Snapshot, waiter: Waiter?)
    /// Replay the buffer to one new observer, then `terminal` if the signal
    /// has ended.
    case replay(to: Slot, terminal: Event?, waiter: Waiter?)
    /// Deliver `.interrupted` to one removed observer.
    case detach(Slot, waiter: Waiter?)

    var waiter: Waiter? {
      switch self {
      case .deliver(_, _, let waiter), .replay(_, _, let waiter), .detach(_, let waiter): waiter
      }
    }
  }

  /// What `observe` asks of the caller.
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
  package enum DetachAction {
    /// Nothing more to do.
    case done
    /// The caller now owns the token and must perform `work`, then drain.
    case perform(Work)
    /// Another thread is delivering: wait until it passes an event boundary.
    case wait(Waiter)
  }

  /// What `finish` tells the owner after one work item.
  package struct Next {
    /// The next work item, or `nil` if the token was released.
    package var work: Work?
    /// Threads to wake.
    package var wake: [Waiter] = []
    /// Disposables to dispose (after the terminal event was delivered).
    package var dispose: [any DisposableCore] = []
  }

  package private(set) var phase: Phase = .active
  package private(set) var observers: Snapshot = []
  package private(set) var owner: ThreadIdentity?
  /// Whether late observers get the buffered values and the terminal event.
  package let replays: Bool
  private var pending = FIFO<Pending>()
  /// Interruptions, served before `pending`.
  private var urgent = FIFO<Pending>()
  private var boundaryWaiters: [Waiter] = []
  /// `nil` once handed out, right after the terminal event was delivered.
  private var terminationDisposables: [any DisposableCore]? = []

  package init(replays: Bool) {
    self.replays = replays
  }

  /// Whether a terminal event has been accepted.
  package var hasTerminated: Bool {
    if case .active = phase { return false }
    return true
  }

  /// A sender offers `event`.
  ///
  /// - Returns: work for the caller, who then owns the token; `nil` when the
  ///   event was queued for the current owner or dropped (rules 6, 7).
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

  /// A new observer arrives.
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
  package mutating func addTerminationDisposable(_ disposable: any DisposableCore) -> Bool {
    guard terminationDisposables != nil else { return false }
    terminationDisposables?.append(disposable)
    return true
  }

  /// A caller that must not return while another thread may be inside a
  /// callback of this signal (a `dispose()` racing with the delivery of the
  /// observer's terminal event, rule 5) waits for the owner's next boundary.
  package mutating func awaitBoundary(from thread: ThreadIdentity) -> DetachAction {
    guard let owner, owner != thread else { return .done }
    let waiter = Waiter()
    boundaryWaiters.append(waiter)
    return .wait(waiter)
  }

  /// The owner finished `work`; hands it the next item or releases the token.
  package mutating func finish(_ work: Work) -> Next {
    var next = Next()
    next.wake = boundaryWaiters
    boundaryWaiters = []
    if let waiter = work.waiter { next.wake.append(waiter) }
    if case .deliver(let event, _, _) = work, event.isTerminal {
      next.dispose = terminationDisposables ?? []
      terminationDisposables = nil
    }
    next.work = nextWork(wake: &next.wake)
    if next.work == nil { owner = nil }
    return next
  }

  private var isTerminated: Bool {
    if case .terminated = phase { return true }
    return false
  }

  private mutating func nextWork(wake: inout [Waiter]) -> Work? {
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
  private mutating func handOut(_ event: Event, waiter: Waiter?) -> Work {
    let work = Work.deliver(event, to: observers, waiter: waiter)
    if event.isTerminal {
      phase = .terminated(event)
      observers = []
    }
    return work
  }

  /// What a late observer hears after the buffer: the terminal event of a
  /// replaying signal, `.interrupted` from a hot one (rule 6).
  private func lateTerminal(_ terminal: Event) -> Event {
    replays ? terminal : .interrupted
  }

  private mutating func dropQueuedEvents() {
    var kept = FIFO<Pending>()
    while let item = pending.pop() {
      if case .event = item { continue }
      kept.push(item)
    }
    pending = kept
  }
}
