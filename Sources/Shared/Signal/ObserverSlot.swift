/// One observer attached to a signal, and the disposable that detaches it:
/// the part disposal needs, free of the value and error types, so that a
/// `dispose()` reached through `any DisposableCore` runs no unspecialized
/// generic code on its common path.
///
/// Its atomic state enforces the per-observer half of the event contract: an
/// observer gets at most one terminal event (docs/EventContract.md rule 1),
/// and once `dispose()` has ended it the delivering thread skips it, even in
/// the middle of fanning out one event (rule 5). The other half (waiting out a
/// callback already running on another thread) lives in `SignalCoreBase`.
///
/// The two operations that need the observer's type are class methods the
/// generic `ObserverSlot` overrides: `deliverInterruption()` and
/// `releaseObserver()`.
@usableFromInline
package class ObserverSlotBase: DisposableCore {
  /// Where an observer is in its life.
  @usableFromInline
  enum Phase: Int, AtomicStateValue {
    /// It may receive events.
    case active
    /// Its terminal callback runs, on the delivering thread.
    case endingByTerminal
    /// It heard its terminal event, or was disposed.
    case ended
  }

  /// `active`, then `endingByTerminal` while the terminal callback runs, then
  /// `ended`; or straight from `active` to `ended` by `dispose()`. Touched
  /// only through `AtomicState`.
  @usableFromInline
  @exclusivity(unchecked)
  final var phase = AtomicState(Phase.active)
  /// Whether disposing delivers `.interrupted` to this observer first, as a
  /// disposed producer start does (docs/EventContract.md, "Interruption").
  @usableFromInline
  package final let interruptsOnDispose: Bool
  /// The signal to detach from; weak because observers do not keep a signal
  /// alive (its input does), as in RAC4. Written only by `init`; the runtime
  /// reads and clears a weak reference atomically, so the dynamic exclusivity
  /// check (which cost more than the rest of `dispose()`) is skipped.
  @usableFromInline
  @exclusivity(unchecked)
  package final weak var core: SignalCoreBase?
  /// Runs once when the observer ends, by its terminal event or by disposal.
  /// Only the thread that moves `phase` out of `active` touches it.
  @usableFromInline
  @exclusivity(unchecked)
  final var onEnd: (() -> Void)?

  @inlinable
  init(core: SignalCoreBase?, interruptsOnDispose: Bool, onEnd: (() -> Void)?) {
    self.core = core
    self.interruptsOnDispose = interruptsOnDispose
    self.onEnd = onEnd
  }

  /// Whether this observer may still receive events.
  @inlinable
  package final var isActive: Bool { AtomicState.holds(&phase, .active) }

  /// Leaves `active` for `next`; `true` only for the one caller that did.
  @inlinable
  final func leaveActive(for next: Phase) -> Bool {
    AtomicState.compareExchange(&phase, .active, next)
  }

  @inlinable
  package final var isDisposed: Bool { !isActive }

  @inlinable
  package final func dispose() {
    guard leaveActive(for: .ended) else {
      // The terminal event may be reaching this observer on another thread
      // right now: wait until its callback has returned (rule 5).
      if AtomicState.holds(&phase, .endingByTerminal) { core?.awaitDeliveryBoundary() }
      return
    }
    if let core {
      // The signal delivers `.interrupted` first to an interrupting
      // observer (on this thread, when its turn comes) and lets go of it.
      core.detach(self)
      if !interruptsOnDispose { releaseObserver() }
    } else if interruptsOnDispose {
      deliverInterruption()
    } else {
      releaseObserver()
    }
    ended()
  }

  /// The signal went away without ending: nothing can reach this observer
  /// any more, so let go of it (and of everything it captures).
  @usableFromInline
  final func signalWentAway() {
    guard leaveActive(for: .ended) else { return }
    releaseObserver()
    ended()
  }

  @usableFromInline
  final func ended() {
    let hook = onEnd
    onEnd = nil
    hook?()
  }

  /// Sends `.interrupted` to the observer and lets go of it.
  @usableFromInline
  func deliverInterruption() {
    impossibleTransition("ObserverSlotBase", "deliverInterruption is overridden")
  }

  /// Lets go of the observer once nothing can be delivered to it any more.
  @usableFromInline
  func releaseObserver() {
    impossibleTransition("ObserverSlotBase", "releaseObserver is overridden")
  }
}

/// One observer of a `SignalCore<Value, Failure>`.
@usableFromInline
package final class ObserverSlot<Value, Failure: Error>: ObserverSlotBase {
  /// The observer; `nil` once the slot has ended and nothing can reach it any
  /// more. Letting go matters: an observer that disposes itself captures its
  /// own disposable, this slot, and the two would otherwise keep each other
  /// (and all they capture) alive forever. Written only by the thread that
  /// delivers to the slot, or by the disposing thread once the signal has
  /// detached the slot (after which no delivery touches it); that discipline,
  /// not a dynamic exclusivity check on every delivery, keeps accesses apart.
  @exclusivity(unchecked)
  @usableFromInline
  var sink: EventSink<Value, Failure>?
  /// The signal a prepared start attaches to when it runs, unretained:
  /// `startingKeeper` keeps it alive until then, so that a start prepared
  /// now and run later finds its signal.
  @exclusivity(unchecked)
  @usableFromInline
  var startingCore: Unmanaged<SignalCore<Value, Failure>>?
  /// Until `run()`: the signal a prepared start attaches to, or an object
  /// that holds it. A replay's plain start (`ReplayedSource.subscribe`) is
  /// kept by the replay, whose reference count is inline: the signal's own
  /// lives in a side table once observers point at it weakly, so a retain
  /// and release of it cost about 140 instructions per start (B4 late).
  @exclusivity(unchecked)
  @usableFromInline
  var startingKeeper: AnyObject?

  /// Creates a slot for `sink`; it takes effect once attached to `core`. A
  /// slot with no sink is an observer that ignores every event
  /// (`Producer.startDiscardingEvents()`): it still counts, ends and is
  /// disposed as any other, and a delivery to it costs no call.
  @inlinable
  package init(
    core: SignalCore<Value, Failure>?,
    interruptsOnDispose: Bool,
    onEnd: (() -> Void)? = nil,
    sink: EventSink<Value, Failure>?
  ) {
    self.sink = sink
    super.init(core: core, interruptsOnDispose: interruptsOnDispose, onEnd: onEnd)
  }

  /// A slot to attach to `core` later, by `run()`: a start prepared before
  /// it runs (`Producer.instantiate`). `keeper` holds `core` until then
  /// (`core` itself when `nil`). With no sink, as `init(core:)`.
  @inlinable
  package convenience init(
    startingOn core: SignalCore<Value, Failure>,
    keptBy keeper: AnyObject? = nil,
    interruptsOnDispose: Bool,
    onEnd: (() -> Void)? = nil,
    sink: EventSink<Value, Failure>?
  ) {
    self.init(core: core, interruptsOnDispose: interruptsOnDispose, onEnd: onEnd, sink: sink)
    startingCore = Unmanaged.passUnretained(core)
    startingKeeper = keeper ?? core
  }

  /// Attaches the slot to the signal it was prepared for (once).
  @inlinable
  package func run() {
    guard let core = startingCore else { return }
    startingCore = nil
    _ = core._withUnsafeGuaranteedRef { $0.attach(self) }
    startingKeeper = nil
  }

  /// Delivers `event` if the observer is still active; a terminal event
  /// ends it.
  @inlinable
  package func deliver(_ event: SignalEvent<Value, Failure>) {
    if event.isTerminal {
      if leaveActive(for: .endingByTerminal) {
        sink?(event)
        sink = nil
        AtomicState.store(&phase, .ended)
        ended()
      }
    } else if isActive {
      sink?(event)
    }
  }

  @usableFromInline
  override func deliverInterruption() {
    let sink = self.sink
    self.sink = nil
    sink?(.interrupted)
  }

  @usableFromInline
  override func releaseObserver() {
    sink = nil
  }
}

// Safety: `phase` is only touched through `AtomicState`; `interruptsOnDispose`
// is immutable; `core` is a weak reference, which the runtime reads and clears
// atomically; `onEnd` is only touched by the one thread that moved `phase` out
// of `active`.
extension ObserverSlotBase: @unchecked Sendable {}

// Safety: as for the base; `sink` is touched only by the thread delivering to
// the slot (the signal's token owner) or by the disposing thread after the
// signal detached the slot, which waits out any delivery in progress first
// (rule 5); `startingCore` and `startingKeeper` only by the thread that
// starts the slot.
extension ObserverSlot: @unchecked Sendable {}
