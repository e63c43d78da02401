/// A hot signal: it broadcasts what its input sends to the observers attached
/// at that moment, optionally recording the newest values for late observers.
///
/// Every hot object of both fronts is one of these: `RACSubject` and
/// `Signal.pipe()` (no replay), `RACReplaySubject`, `SignalProducer.buffer`
/// and the replay operators (replay with a capacity), `RACBehaviorSubject`
/// (replay of 1 that starts with a value). A cold producer's start is one too,
/// with a single observer.
///
/// The rules it implements (API.md): grammar (1), serialized delivery (2),
/// re-entrant sends queued not reordered (3), no user code under the lock (4),
/// nothing after `dispose()` returns (5), late observers of an ended hot
/// signal are rejected (6), replay semantics (7).
@usableFromInline
package final class SignalCore<Value, Failure: Error>: SignalCoreBase {
  @usableFromInline
  package typealias Event = SignalEvent<Value, Failure>
  @usableFromInline
  package typealias Slot = ObserverSlot<Value, Failure>
  @usableFromInline
  package typealias Machine = BroadcastStateMachine<Value, Failure>

  @usableFromInline
  let state: LockedState<Machine>
  /// The replay buffer, `nil` for a hot signal that does not replay. Touched
  /// only by the thread that owns the delivery token (late observers of an
  /// ended signal take the token too), so it lives outside the lock, behind
  /// a pointer (which also spares it the exclusivity checks of a `var`).
  @usableFromInline
  let buffer: UnsafeMutablePointer<ReplayBuffer<Value>>?

  /// Creates a hot signal that does not replay.
  @inlinable
  package init() {
    state = LockedState.make(Machine(replays: false))
    buffer = nil
    super.init(entryPoints: Self.entryPoints)
  }

  /// Creates a replaying signal keeping the newest `capacity` values
  /// (`Int.max`: all), starting with `initialValues`.
  ///
  /// Traps when `capacity` is negative, naming it (rule 7, rule 13).
  @inlinable
  package init(replayCapacity capacity: Int, initialValues: [Value] = []) {
    var replayBuffer = ReplayBuffer<Value>(capacity: capacity)
    for value in initialValues { replayBuffer.append(value) }
    state = LockedState.make(Machine(replays: true))
    buffer = .allocate(capacity: 1)
    buffer!.initialize(to: replayBuffer)
    super.init(entryPoints: Self.entryPoints)
  }

  @inlinable
  deinit {
    buffer?.deinitialize(count: 1)
    buffer?.deallocate()
  }

  /// This core's operations for callers that do not know its types.
  @inlinable
  static var entryPoints: EntryPoints {
    EntryPoints(
      detach: { core, slot in unsafeDowncast(core, to: SignalCore.self).detach(unsafeDowncast(slot, to: Slot.self)) },
      awaitDeliveryBoundary: { core in unsafeDowncast(core, to: SignalCore.self).awaitDeliveryBoundary() },
      interrupt: { core in unsafeDowncast(core, to: SignalCore.self).interrupt() },
      hasTerminated: { core in unsafeDowncast(core, to: SignalCore.self).hasTerminated })
  }

  // MARK: Input

  /// Sends `event` to the current observers, or queues it behind the
  /// delivery in progress. Events after a terminal event are dropped.
  @inlinable
  package func send(_ event: Event) {
    let thread = ThreadIdentity.current
    guard let observers = state.withLock({ $0.beginSend(event, from: thread) }) else { return }
    deliver(event, to: observers)
    let next = state.withLock { $0.finish(deliveredTerminal: event.isTerminal, waiter: nil) }
    if next.chores != nil || next.work != nil { carryOn(next) }
  }

  /// Ends the signal with `.interrupted` as soon as possible: queued events
  /// are dropped, and when this returns every observer has been told, unless
  /// the call comes from inside one of this signal's callbacks (then it is
  /// told right after that callback returns).
  @inlinable
  package func interrupt() {
    let thread = ThreadIdentity.current
    perform(state.withLock { $0.interrupt(from: thread) })
  }

  /// Disposes `disposable` right after the terminal event has been delivered
  /// (or now, if that already happened).
  @inlinable
  package func addTerminationDisposable(_ disposable: any DisposableCore) {
    let added = state.withLock { $0.addTerminationDisposable(disposable) }
    if !added { disposable.dispose() }
  }

  // MARK: Observers

  /// Attaches `sink`; returns the slot that detaches it, or `nil` when the
  /// signal had already ended (a hot signal then sends `.interrupted`, a
  /// replaying one replays its buffer and terminal event, before returning;
  /// if another thread is delivering, after it).
  @inlinable
  @discardableResult
  package func observe(interruptsOnDispose: Bool = false, _ sink: @escaping EventSink<Value, Failure>) -> Slot? {
    let slot = Slot(core: self, interruptsOnDispose: interruptsOnDispose, sink: sink)
    return attach(slot) ? slot : nil
  }

  /// Attaches a slot made earlier (by a producer that hands out its
  /// disposable before starting). Returns `false` when the signal had ended.
  @inlinable
  @discardableResult
  package func attach(_ slot: Slot) -> Bool {
    guard slot.isActive else { return false }
    let thread = ThreadIdentity.current
    switch state.withLock({ $0.observe(slot, from: thread) }) {
    case .attached:
      return true
    case .replayEnded(let terminal):
      drain(startingWith: .replay(to: slot, terminal: terminal, waiter: nil))
      return false
    case .replayAsOwner:
      drain(startingWith: .replay(to: slot, terminal: nil, waiter: nil))
      return slot.isActive
    case .replayNested(let terminal):
      replay(to: slot, terminal: terminal)
      return terminal == nil && slot.isActive
    case .wait(let waiter):
      waiter.wait()
      return slot.isActive
    }
  }

  /// Called by a slot that was disposed.
  @inlinable
  package func detach(_ slot: Slot) {
    let thread = ThreadIdentity.current
    perform(state.withLock { $0.detach(slot, from: thread) })
  }

  /// Returns once the thread delivering events (if another than this one) has
  /// finished its current work item: how a `dispose()` racing with its
  /// observer's terminal callback waits for it.
  @inlinable
  package func awaitDeliveryBoundary() {
    let thread = ThreadIdentity.current
    perform(state.withLock { $0.awaitBoundary(from: thread) })
  }

  // MARK: Inspection

  /// Whether a terminal event has been accepted.
  @usableFromInline
  package var hasTerminated: Bool { state.withLock { $0.hasTerminated } }

  /// How many observers are attached.
  @usableFromInline
  package var observerCount: Int { state.withLock { $0.observers.count } }

  /// The values a late observer would be replayed now (for inspection and
  /// the lab's retained-size column). Waits its turn like an observer would.
  @usableFromInline
  package var bufferedValues: [Value] {
    var values: [Value] = []
    let probe = observe { event in if case .value(let value) = event { values.append(value) } }
    probe?.dispose()
    return buffer == nil ? [] : values
  }

  // MARK: Delivery

  @inlinable
  func perform(_ action: Machine.DetachAction) {
    switch action {
    case .done: break
    case .perform(let work): drain(startingWith: work)
    case .wait(let waiter): waiter.wait()
    }
  }

  /// Runs as the token owner: performs `work`, then whatever the machine
  /// hands out next, until the queue is empty.
  @inlinable
  func drain(startingWith work: Machine.Work) {
    let deliveredTerminal = run(work)
    carryOn(state.withLock { $0.finish(deliveredTerminal: deliveredTerminal, waiter: work.waiter) })
  }

  /// Does the chores `next` lists, then the work it hands out, until the
  /// machine releases the token.
  @inlinable
  func carryOn(_ next: Machine.Next) {
    var next = next
    while true {
      if let chores = next.chores {
        for waiter in chores.wake { waiter.signal() }
        for disposable in chores.dispose { disposable.dispose() }
      }
      guard let work = next.work else { return }
      let deliveredTerminal = run(work)
      next = state.withLock { $0.finish(deliveredTerminal: deliveredTerminal, waiter: work.waiter) }
    }
  }

  /// Delivers `event` to `observers` (the owner's fan-out), recording a
  /// value for late observers first.
  @inlinable
  func deliver(_ event: Event, to observers: Machine.Snapshot) {
    if let buffer, case .value(let value) = event {
      // A value enters the buffer when it is delivered, so an observer
      // joining from a callback of this very event replays it exactly once.
      buffer.pointee.append(value)
    }
    // `observers` (the snapshot) keeps every slot alive for the whole loop,
    // so each call borrows its slot instead of paying a retain/release pair
    // per delivered event (measured: B2 per delivery, B1 per send).
    observers.withUnsafeBufferPointer { slots in
      for index in slots.indices {
        Unmanaged.passUnretained(slots[index])._withUnsafeGuaranteedRef { $0.deliver(event) }
      }
    }
  }

  /// Performs one work item; returns whether it delivered a terminal event
  /// to the signal's observers.
  @inlinable
  func run(_ work: Machine.Work) -> Bool {
    switch work {
    case .deliver(let event, let observers, _):
      deliver(event, to: observers)
      return event.isTerminal
    case .replay(let slot, let terminal, _):
      replay(to: slot, terminal: terminal)
      return false
    case .detach(let slot, _):
      slot.sink?(.interrupted)
      slot.sink = nil
      return false
    }
  }

  @inlinable
  func replay(to slot: Slot, terminal: Event?) {
    buffer?.pointee.forEach { value in
      if slot.isActive { slot.sink?(.value(value)) }
    }
    if let terminal { slot.deliver(terminal) }
  }
}

// Safety: the machine is only touched under its lock; `buffer` only by the
// token owner (the token is handed over under that lock).
extension SignalCore: @unchecked Sendable {}
