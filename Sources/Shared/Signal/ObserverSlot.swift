import Synchronization

/// The part of an observer slot that disposal needs, free of the value and
/// error types.
///
/// Disposal reaches a slot through `any DisposableCore` (a front's disposable
/// holds it that way), and a call through a protocol or class table into a
/// generic class runs its unspecialized body, which pays a metadata lookup
/// for every generic type it touches. Keeping disposal here, in a
/// non-generic class that calls the core through specialized entry points,
/// keeps `dispose()` as cheap as the rest of the specialized engine.
///
/// The slot's atomic state enforces the per-observer half of the event
/// contract: a slot gets at most one terminal event (rule 1), and once
/// `dispose()` has ended it the delivering thread skips it, even in the middle
/// of fanning out one event (rule 5). The other half (waiting for a callback
/// already running on another thread, the terminal one included) lives in
/// `SignalCore`.
@usableFromInline
package class ObserverSlotBase: DisposableCore {
  /// `active`, then `endingByTerminal` while the terminal callback runs, then
  /// `ended`; or straight from `active` to `ended` by `dispose()`.
  @usableFromInline
  let state = Atomic<UInt8>(ObserverSlotBase.active)
  @usableFromInline
  static var active: UInt8 { 0 }
  @usableFromInline
  static var endingByTerminal: UInt8 { 1 }
  @usableFromInline
  static var ended: UInt8 { 2 }
  /// Whether disposing delivers `.interrupted` to this observer first, as a
  /// disposed producer start does (API.md "Interruption").
  @usableFromInline
  package let interruptsOnDispose: Bool
  /// The signal to detach from; weak because observers do not keep a signal
  /// alive (its input does), as in RAC4.
  /// Unchecked exclusivity: written only by `init`, and the runtime reads
  /// and clears a weak reference atomically; the dynamic check (a
  /// thread-local access set) cost more than the rest of `dispose()`.
  @usableFromInline
  @exclusivity(unchecked)
  package weak var core: SignalCoreBase?
  /// Runs once when the observer ends, by its terminal event or by disposal.
  /// Only the thread that moves `state` out of `active` touches it.
  /// Unchecked exclusivity: one thread at a time by the rule above.
  @usableFromInline
  @exclusivity(unchecked)
  var onEnd: (() -> Void)?
  /// Delivers `.interrupted` straight to the observer (when its signal is gone).
  @usableFromInline
  let interruptDirectly: (ObserverSlotBase) -> Void
  /// Lets go of the observer once nothing can be delivered to it any more.
  @usableFromInline
  let releaseObserver: (ObserverSlotBase) -> Void

  @inlinable
  init(
    core: SignalCoreBase?,
    interruptsOnDispose: Bool,
    onEnd: (() -> Void)?,
    interruptDirectly: @escaping (ObserverSlotBase) -> Void,
    releaseObserver: @escaping (ObserverSlotBase) -> Void
  ) {
    self.core = core
    self.interruptsOnDispose = interruptsOnDispose
    self.onEnd = onEnd
    self.interruptDirectly = interruptDirectly
    self.releaseObserver = releaseObserver
  }

  /// Whether this observer may still receive events.
  @inlinable
  package final var isActive: Bool { state.load(ordering: .acquiring) == Self.active }

  /// Leaves `active` for `next`; `true` only for the one caller that did.
  @inlinable
  final func leaveActive(for next: UInt8) -> Bool {
    state.compareExchange(expected: Self.active, desired: next, ordering: .acquiringAndReleasing).exchanged
  }

  @inlinable
  package final var isDisposed: Bool { !isActive }

  @inlinable
  package final func dispose() {
    guard leaveActive(for: Self.ended) else {
      // The terminal event may be reaching this observer on another thread
      // right now: wait until its callback has returned (rule 5).
      if state.load(ordering: .acquiring) == Self.endingByTerminal { core?.awaitCurrentDelivery() }
      return
    }
    if let core {
      core.detachDisposed(self)
      // An interrupting observer still hears `.interrupted` from the core,
      // which lets go of it then; any other is out of every delivery now.
      if !interruptsOnDispose { releaseObserver(self) }
    } else {
      if interruptsOnDispose { interruptDirectly(self) }
      releaseObserver(self)
    }
    ended()
  }

  @usableFromInline
  final func ended() {
    let hook = onEnd
    onEnd = nil
    hook?()
  }
}

/// One observer attached to a `SignalCore`, and the disposable that detaches it.
@usableFromInline
package final class ObserverSlot<Value, Failure: Error>: ObserverSlotBase {
  /// The observer; `nil` once the slot has ended and nothing can reach it any
  /// more. Letting go matters: an observer that disposes itself captures its
  /// own disposable, this slot, and the two would otherwise keep each other
  /// (and all they capture) alive forever. Written only by the thread that
  /// delivers to the slot, or by the disposing thread once the core has
  /// detached the slot (after which no delivery touches it); that discipline,
  /// not a dynamic exclusivity check on every delivery, keeps accesses apart.
  @exclusivity(unchecked)
  @usableFromInline
  var sink: EventSink<Value, Failure>?

  /// Creates a slot for `sink`; it takes effect once attached to `core`.
  @inlinable
  package init(
    core: SignalCore<Value, Failure>?,
    interruptsOnDispose: Bool,
    onEnd: (() -> Void)? = nil,
    sink: @escaping EventSink<Value, Failure>
  ) {
    self.sink = sink
    super.init(
      core: core, interruptsOnDispose: interruptsOnDispose, onEnd: onEnd,
      interruptDirectly: { slot in unsafeDowncast(slot, to: ObserverSlot.self).sink?(.interrupted) },
      releaseObserver: { slot in unsafeDowncast(slot, to: ObserverSlot.self).sink = nil })
  }

  /// Delivers `event` if the observer is still active; a terminal event
  /// ends it.
  @inlinable
  package func deliver(_ event: SignalEvent<Value, Failure>) {
    if event.isTerminal {
      if leaveActive(for: Self.endingByTerminal) {
        sink?(event)
        sink = nil
        state.store(Self.ended, ordering: .releasing)
        ended()
      }
    } else if isActive {
      sink?(event)
    }
  }
}

// Safety: `state` is atomic; `interruptsOnDispose`, `interruptDirectly` and
// `releaseObserver` are immutable; `core` is a weak reference, which the
// runtime reads and clears atomically; `onEnd` is only touched by the one
// thread that moved `state` out of `active`.
extension ObserverSlotBase: @unchecked Sendable {}

// Safety: as for the base; `sink` is touched only by the thread delivering to
// the slot (the signal's token owner, handed over under the signal's lock), or
// by the disposing thread after the signal detached the slot, which waits out
// any delivery in progress first (rule 5).
extension ObserverSlot: @unchecked Sendable {}
