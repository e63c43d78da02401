import Synchronization

/// One observer attached to a `SignalCore`, and the disposable that detaches it.
///
/// The slot's single atomic flag enforces the per-observer half of the event
/// contract: a slot gets at most one terminal event (rule 1), and once
/// `dispose()` has flipped the flag the delivering thread skips it, even in
/// the middle of fanning out one event (rule 5). The other half (waiting for a
/// callback already running on another thread) lives in `SignalCore`.
@usableFromInline
package final class ObserverSlot<Value, Failure: Error>: DisposableCore {
  @usableFromInline
  let sink: EventSink<Value, Failure>
  @usableFromInline
  let active = Atomic<Bool>(true)
  /// Whether disposing delivers `.interrupted` to this observer first, as a
  /// disposed producer start does (API.md "Interruption").
  package let interruptsOnDispose: Bool
  /// The signal to detach from; weak because observers do not keep a signal
  /// alive (its input does), as in RAC4.
  package weak var core: SignalCore<Value, Failure>?
  /// Runs once when the observer ends, by its terminal event or by disposal.
  /// Only the thread that clears `active` touches it.
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
  package var isActive: Bool { active.load(ordering: .acquiring) }

  /// Clears the flag; `true` only for the one caller that cleared it.
  @inlinable
  package func deactivate() -> Bool {
    active.exchange(false, ordering: .acquiringAndReleasing)
  }

  /// Delivers `event` if the observer is still active; a terminal event
  /// ends it.
  @inlinable
  package func deliver(_ event: SignalEvent<Value, Failure>) {
    if event.isTerminal {
      if deactivate() {
        sink(event)
        ended()
      }
    } else if isActive {
      sink(event)
    }
  }

  package var isDisposed: Bool { !isActive }

  package func dispose() {
    guard deactivate() else { return }
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

// Safety: `active` is atomic; `sink` and `interruptsOnDispose` are immutable;
// `core` is a weak reference, which the runtime reads and clears atomically;
// `onEnd` is only touched by the one thread that cleared `active`.
extension ObserverSlot: @unchecked Sendable {}
