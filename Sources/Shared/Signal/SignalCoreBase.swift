/// The part of a hot signal that needs neither its value nor its error type:
/// the state machine in its lock, observer disposal, waiting for a delivery,
/// the resources released at the end.
///
/// Disposal reaches a signal through a non-generic observer slot, and a call
/// from non-generic code into a generic class runs its unspecialized body,
/// which pays generic-metadata lookups for every generic type it touches. So
/// everything disposal needs lives here, non-generic, and `SignalCore`
/// overrides the two operations that must deliver through its type:
/// `carryOutInterruption(_:)` and `continueAsOwner(afterTerminal:)`.
@usableFromInline
package class SignalCoreBase: DisposableCore {
  @usableFromInline
  package typealias Machine = BroadcastStateMachine

  @usableFromInline
  let state: LockedState<Machine>
  /// How many faces stand for this signal under ReactiveSwift's release
  /// rule, `uncounted` under RAC 4.2.2's (`SignalCoreBase+Release.swift`).
  /// Touched only through `AtomicState`.
  @usableFromInline
  @exclusivity(unchecked)
  final var faces = AtomicState(FaceCount.uncounted)
  /// Whether a thread held the delivery token when the lock was last
  /// released by `withMachine`: what a contended sender spins on before it
  /// takes the lock to try again. Only a hint: every decision is made under
  /// the lock, and nothing is read through it, so it is written with no
  /// ordering of its own (`storeHint`; the lock's release orders it): the
  /// uncontended send pays two plain stores for it, no barrier (measured:
  /// 2 of B1's 353 instructions per send). Touched only through
  /// `AtomicState`.
  @usableFromInline
  @exclusivity(unchecked)
  final var tokenHint = AtomicState(false)
  /// Whether this signal handed its input over to a replay
  /// (`SignalCore.handOverToRelay()`): set once, under the lock, after the
  /// replay's signal is stored, and never cleared. Touched only through
  /// `AtomicState`.
  @usableFromInline
  @exclusivity(unchecked)
  final var relaying = AtomicState(false)

  @inlinable
  init(replays: Bool) {
    state = LockedState.make(Machine(replays: replays))
  }

  /// Runs `body` on the machine under its lock, then publishes whether the
  /// token is held (`tokenHint`). Every input that may take or give back the
  /// token goes through here, or through `beginSend` and `releaseIfIdle`, the
  /// send's common case (one closure, which the client inlines: a closure
  /// handed through `withMachine` cost a replaying send 15% more
  /// instructions).
  @inlinable @inline(__always)
  final func withMachine<Result>(_ body: (inout Machine) -> Result) -> Result {
    state.withLock { machine in
      let result = body(&machine)
      AtomicState.storeHint(&tokenHint, machine.owner != nil)
      return result
    }
  }

  /// `BroadcastStateMachine.beginSend` under the lock, publishing the token
  /// it took.
  @inlinable @inline(__always)
  final func beginSend(_ terminal: TerminalKind?, from thread: ThreadIdentity) -> Machine.Snapshot? {
    state.withLock { machine in
      guard let observers = machine.beginSend(terminal, from: thread) else { return nil }
      AtomicState.storeHint(&tokenHint, true)
      return observers
    }
  }

  /// `BroadcastStateMachine.releaseIfIdle` under the lock, publishing the
  /// token it gave back.
  @inlinable @inline(__always)
  final func releaseIfIdle() -> Bool {
    state.withLock { machine in
      guard machine.releaseIfIdle() else { return false }
      AtomicState.storeHint(&tokenHint, false)
      return true
    }
  }

  /// A signal that goes away without ending lets go of its observers: they
  /// can never hear anything again, and one that holds (through what it
  /// captures) the disposable of its own subscription would otherwise keep
  /// itself alive for ever (a `flatMap` whose inner observes a hot signal
  /// dropped without ending).
  deinit {
    let observers = withMachine { $0.takeObserversAtDeinit() }
    for slot in observers { slot.signalWentAway() }
  }

  // MARK: Disposal

  /// Called by a slot that was disposed.
  @usableFromInline
  package final func detach(_ slot: ObserverSlotBase) {
    defer { observerLeft() }
    let thread = ThreadIdentity.current
    switch withMachine({ $0.detach(slot, from: thread) }) {
    case .done:
      return
    case .deliverInterrupt:
      slot.deliverInterruption()
      continueAsOwner(afterTerminal: false)
    case .enqueueInterrupt:
      // From a callback: the machine puts it first at this thread's next
      // boundary.
      return
    case .contended:
      guard case .interruptSlot = waitTurn(slot.interruptsOnDispose ? .interruptSlot(slot) : .boundary) else {
        return
      }
      slot.deliverInterruption()
      continueAsOwner(afterTerminal: false)
    }
  }

  /// Returns once the thread delivering events (if another than this one) has
  /// finished its current item: how a `dispose()` racing with its observer's
  /// terminal callback waits for it (rule 5).
  @usableFromInline
  package final func awaitDeliveryBoundary() {
    let thread = ThreadIdentity.current
    guard state.withLock({ $0.mustAwaitBoundary(from: thread) }) else { return }
    _ = waitTurn(.boundary)
  }

  /// Whether the signal has ended (or been interrupted).
  @usableFromInline
  package final var isDisposed: Bool { hasTerminated }

  /// Interrupts the signal: a disposed producer start.
  @usableFromInline
  package final func dispose() { interrupt() }

  /// Ends the signal with `.interrupted` as soon as possible: queued events
  /// are dropped, and when this returns every observer has been told, unless
  /// the call comes from inside one of this signal's callbacks (then they are
  /// told right after that callback returns).
  @usableFromInline
  package final func interrupt() {
    if isRelaying { return relayInterruption() }
    let thread = ThreadIdentity.current
    carryOutInterruption(withMachine { $0.interrupt(from: thread) })
  }

  /// Whether this signal handed its input over to a replay: what is sent
  /// into it goes to the replay's signal (`SignalCore.sendOrRelay(_:)`).
  @inlinable
  package final var isRelaying: Bool { AtomicState.load(&relaying) }

  /// `interrupt()` of a signal that handed its input over to a replay:
  /// interrupts the replay's signal instead.
  @usableFromInline
  func relayInterruption() {
    impossibleTransition("SignalCoreBase", "relayInterruption is overridden")
  }

  /// Hands the signal's input over to the replay that offered to take it,
  /// when the signal's last face goes (`releaseFace()`); `false` when there
  /// was no offer or it could not be taken.
  @usableFromInline
  func handOverToRelay() -> Bool { false }

  /// Does what the machine decided about an interruption
  /// (`BroadcastStateMachine.interrupt`, `abandoned`): delivers it when this
  /// thread took the token, waits for its turn to when another holds it.
  @usableFromInline
  func carryOutInterruption(_ action: Machine.InterruptAction) {
    impossibleTransition("SignalCoreBase", "carryOutInterruption is overridden")
  }

  // MARK: Termination resources

  /// Disposes `disposable` right after the terminal event has been delivered
  /// (or now, if that already happened).
  @usableFromInline
  package final func addTerminationDisposable(_ disposable: any DisposableCore) {
    if state.withLock({ $0.addTerminationDisposable(disposable) }) == nil { disposable.dispose() }
  }

  /// Disposes `subscription` with the signal's end, unless it is disposed
  /// first: then the signal lets go of it at once (how a subject subscribed
  /// to many signals keeps only the live subscriptions, RAC issue 1124).
  /// `onDispose` hands the subscription the action that does so.
  @usableFromInline
  package final func adoptSubscription(
    _ subscription: any DisposableCore, onDispose: (ActionDisposableCore) -> Void
  ) {
    guard let id = state.withLock({ $0.addTerminationDisposable(subscription) }) else {
      return subscription.dispose()
    }
    onDispose(
      ActionDisposableCore { [weak self] in
        _ = self?.state.withLock { $0.removeTerminationDisposable(id) }
      })
  }

  /// Keeps `anchor` (the front object of a signal) alive until the signal
  /// has delivered its terminal event or `releaseAnchor()` is called.
  @usableFromInline
  package final func keepAlive(_ anchor: AnyObject) {
    state.withLock { $0.keepAlive(anchor) }
  }

  /// Lets go of the anchor: its input is gone and can send no more.
  @usableFromInline
  package final func releaseAnchor() {
    let anchor = state.withLock { $0.releaseAnchor() }
    withExtendedLifetime(anchor) {}
  }

  // MARK: Inspection

  /// Whether a terminal event has been accepted.
  @usableFromInline
  package final var hasTerminated: Bool { state.withLock { $0.hasTerminated } }

  /// How many observers are attached.
  @usableFromInline
  package final var observerCount: Int { state.withLock { $0.observers.count } }

  // MARK: The token

  /// Waits for the calling thread's turn with `request` (the first try found
  /// the token held by another thread); returns the answer. `starving`: the
  /// thread was told to `retry` before and lost the token again.
  @usableFromInline
  final func waitTurn(_ request: Turn.Request, starving: Bool = false) -> Turn.Answer {
    Turn.offer(request, starving: starving) { prepared in withMachine { $0.wait(prepared()) } }
  }

  /// Does what a boundary of the owner's delivery asks, outside the lock:
  /// wakes the waiting threads (the one handed the token last), then
  /// releases what waited for the terminal event.
  @usableFromInline
  final func carryOut(_ step: Machine.Step) {
    for turn in step.token.waiters { turn.wake() }
    step.token.next?.wake()
    guard let termination = step.termination else { return }
    for id in termination.disposables.keys.sorted() { termination.disposables[id]?.dispose() }
    withExtendedLifetime(termination.anchor) {}
  }

  /// The owner performed a first item in non-generic code: delivers what it
  /// queued meanwhile, then hands the token on.
  @usableFromInline
  func continueAsOwner(afterTerminal: Bool) {
    impossibleTransition("SignalCoreBase", "continueAsOwner is overridden")
  }
}

// Safety: the machine is only touched under its lock; `tokenHint` and
// `faces` only through `AtomicState`.
extension SignalCoreBase: @unchecked Sendable {}
