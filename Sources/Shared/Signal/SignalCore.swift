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
package final class SignalCore<Value, Failure: Error> {
  package typealias Event = SignalEvent<Value, Failure>
  package typealias Slot = ObserverSlot<Value, Failure>
  package typealias Machine = BroadcastStateMachine<Value, Failure>

  private let lock = PlatformLock()
  private var machine: Machine
  /// Touched only by the thread that owns the delivery token (late observers
  /// of an ended signal take the token too).
  private var buffer: ReplayBuffer<Value>

  /// Creates a hot signal that does not replay.
  package init() {
    machine = Machine(replays: false)
    buffer = ReplayBuffer(capacity: 0)
  }

  /// Creates a replaying signal keeping the newest `capacity` values
  /// (`Int.max`: all), starting with `initialValues`.
  ///
  /// Traps when `capacity` is negative, naming it (rule 7, rule 13).
  package init(replayCapacity capacity: Int, initialValues: [Value] = []) {
    machine = Machine(replays: true)
    buffer = ReplayBuffer(capacity: capacity)
    for value in initialValues { buffer.append(value) }
  }

  // MARK: Input

  /// Sends `event` to the current observers, or queues it behind the
  /// delivery in progress. Events after a terminal event are dropped.
  package func send(_ event: Event) {
    let thread = ThreadIdentity.current
    if let work = lock.withLock({ machine.send(event, from: thread) }) {
      drain(startingWith: work)
    }
  }

  /// Ends the signal with `.interrupted` as soon as possible: queued events
  /// are dropped, and when this returns every observer has been told, unless
  /// the call comes from inside one of this signal's callbacks (then it is
  /// told right after that callback returns).
  package func interrupt() {
    let thread = ThreadIdentity.current
    perform(lock.withLock { machine.interrupt(from: thread) })
  }

  /// Disposes `disposable` right after the terminal event has been delivered
  /// (or now, if that already happened).
  package func addTerminationDisposable(_ disposable: any DisposableCore) {
    let added = lock.withLock { machine.addTerminationDisposable(disposable) }
    if !added { disposable.dispose() }
  }

  // MARK: Observers

  /// Attaches `sink`; returns the slot that detaches it, or `nil` when the
  /// signal had already ended (a hot signal then sends `.interrupted`, a
  /// replaying one replays its buffer and terminal event, before returning;
  /// if another thread is delivering, after it).
  @discardableResult
  package func observe(interruptsOnDispose: Bool = false, _ sink: @escaping EventSink<Value, Failure>) -> Slot? {
    let slot = Slot(core: self, interruptsOnDispose: interruptsOnDispose, sink: sink)
    return attach(slot) ? slot : nil
  }

  /// Attaches a slot made earlier (by a producer that hands out its
  /// disposable before starting). Returns `false` when the signal had ended.
  @discardableResult
  package func attach(_ slot: Slot) -> Bool {
    guard slot.isActive else { return false }
    let thread = ThreadIdentity.current
    switch lock.withLock({ machine.observe(slot, from: thread) }) {
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
  package func detach(_ slot: Slot) {
    let thread = ThreadIdentity.current
    perform(lock.withLock { machine.detach(slot, from: thread) })
  }

  /// Returns once the thread delivering events (if another than this one) has
  /// finished its current work item: how a `dispose()` racing with its
  /// observer's terminal callback waits for it.
  package func awaitDeliveryBoundary() {
    let thread = ThreadIdentity.current
    perform(lock.withLock { machine.awaitBoundary(from: thread) })
  }

  // MARK: Inspection

  /// Whether a terminal event has been accepted.
  package var hasTerminated: Bool { lock.withLock { machine.hasTerminated } }

  /// How many observers are attached.
  package var observerCount: Int { lock.withLock { machine.observers.count } }

  /// The values a late observer would be replayed now (for inspection and
  /// the lab's retained-size column). Waits its turn like an observer would.
  package var bufferedValues: [Value] {
    var values: [Value] = []
    let probe = observe { event in if case .value(let value) = event { values.append(value) } }
    probe?.dispose()
    return machine.replays ? values : []
  }

  // MARK: Delivery

  private func perform(_ action: Machine.DetachAction) {
    switch action {
    case .done: break
    case .perform(let work): drain(startingWith: work)
    case .wait(let waiter): waiter.wait()
    }
  }

  /// Runs as the token owner: performs `work`, then whatever the machine
  /// hands out next, until the queue is empty.
  private func drain(startingWith work: Machine.Work) {
    var work = work
    while true {
      run(work)
      let next = lock.withLock { machine.finish(work) }
      for waiter in next.wake { waiter.signal() }
      for disposable in next.dispose { disposable.dispose() }
      guard let following = next.work else { return }
      work = following
    }
  }

  private func run(_ work: Machine.Work) {
    switch work {
    case .deliver(let event, let observers, _):
      if machine.replays, case .value(let value) = event {
        // A value enters the buffer when it is delivered, so an observer
        // joining from a callback of this very event replays it exactly once.
        buffer.append(value)
      }
      for slot in observers { slot.deliver(event) }
    case .replay(let slot, let terminal, _):
      replay(to: slot, terminal: terminal)
    case .detach(let slot, _):
      slot.sink(.interrupted)
    }
  }

  private func replay(to slot: Slot, terminal: Event?) {
    buffer.forEach { value in
      if slot.isActive { slot.sink(.value(value)) }
    }
    if let terminal { slot.deliver(terminal) }
  }
}

// Safety: `machine` is only touched under `lock`; `buffer` only by the token
// owner (handed over through `lock`).
extension SignalCore: @unchecked Sendable {}

extension SignalCore: DisposableCore {
  /// Whether the signal has ended (or been interrupted).
  package var isDisposed: Bool { hasTerminated }

  /// Interrupts the signal: a disposed producer start.
  package func dispose() { interrupt() }
}
