import Synchronization

/// One observer attached to a `SignalCore`, and the disposable that detaches it.
///
/// The slot's single atomic state enforces the per-observer half of the event
/// contract: a slot gets at most one terminal event (rule 1), and once
/// `dispose()` has ended it the delivering thread skips it, even in the middle
/// of fanning out one event (rule 5). The other half (waiting for a callback
/// already running on another thread, the terminal one included) lives in
/// `SignalCore`.
@usableFromInline
package final class ObserverSlot<Value, Failure: Error>: DisposableCore {
  @usableFromInline
  let sink: EventSink<Value, Failure>
  /// `active`, then `endingByTerminal` while the terminal callback runs, then
  /// `ended`; or straight from `active` to `ended` by `dispose()`.
  @usableFromInline
  let state = Atomic<UInt8>(ObserverSlot.active)
  @usableFromInline
  static var active: UInt8 { 0 }
  @usableFromInline
  static var endingByTerminal: UInt8 { 1 }
  @usableFromInline
  static var ended: UInt8 { 2 }
  /// Whether disposing delivers `.interrupted` to this observer first, as a
  /// disposed producer start does (API.md "Interruption").
  package let interruptsOnDispose: Bool
  /// The signal to detach from; weak because observers do not keep a signal
  /// alive (its input does), as in RAC4.
  package weak var core: SignalCore<Value, Failure>?
  /// Runs once when the observer ends, by its terminal event or by disposal.
  /// Only the thread that moves `state` out of `active` touches it.
  private var onEnd: (() -> Void)?

  /// Creates a slot for `sink`; it takes effect once attached to `core`.
  package init(
    core: SignalCore<Value, Failure>?,
    interruptsOnDispose: Bool,
    onEnd: (() -> Void)? = nil,
    sink: @escaping EventSink<Value, Failure>
  ) {
    self.core = core
    self.interruptsOnDispose = interruptsOnDispose
    self.onEnd = onEnd
    self.sink = sink
  }

  /// Whether this observer may still receive events.
  @inlinable
  package var isActive: Bool { state.load(ordering: .acquiring) == Self.active }

  /// Leaves `active` for `next`; `true` only for the one caller that did.
  @inlinable
  func leaveActive(for next: UInt8) -> Bool {
    state.compareExchange(expected: Self.active, desired: next, ordering: .acquiringAndReleasing).exchanged
  }

  /// Delivers `event` if the observer is still active; a terminal event
  /// ends it.
  @inlinable
  package func deliver(_ event: SignalEvent<Value, Failure>) {
    if event.isTerminal {
      if leaveActive(for: Self.endingByTerminal) {
        sink(event)
        state.store(Self.ended, ordering: .releasing)
        ended()
      }
    } else if isActive {
      sink(event)
    }
  }

  package var isDisposed: Bool { !isActive }

  package func dispose() {
    guard leaveActive(for: Self.ended) else {
      // The terminal event may be reaching this observer on another thread
      // right now: wait until its callback has returned (rule 5).
      if state.load(ordering: .acquiring) == Self.endingByTerminal { core?.awaitDeliveryBoundary() }
      return
    }
    if let core {
      core.detach(self)
    } else if interruptsOnDispose {
      sink(.interrupted)
    }
    ended()
  }

  @usableFromInline
  func ended() {
    let hook = onEnd
    onEnd = nil
    hook?()
  }
}

// Safety: `state` is atomic; `sink` and `interruptsOnDispose` are immutable;
// `core` is a weak reference, which the runtime reads and clears atomically;
// `onEnd` is only touched by the one thread that moved `state` out of `active`.
extension ObserverSlot: @unchecked Sendable {}
