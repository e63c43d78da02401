/// The cancel of a producer start whose observer ignores `.interrupted` (a
/// RAC2 subscriber; a replay's own start of its source; either made through
/// per-event operators, which pass that choice on, `lift(_:)`): it keeps the
/// start's lifetime, the disposal work, but the start's `UnicastCore`, and
/// with it the observer, only weakly.
///
/// So the observer lives as long as something can still send to it: the
/// input the start handed out, which holds the core, or the work while it
/// runs. A start whose handler let go of its input without ending lets go
/// of its observer, as RAC2's disposable never held its subscriber, and as a
/// hot signal's observer is let go of when the signal goes away
/// (`ObserverSlotBase.signalWentAway()`); disposing it later still disposes
/// its lifetime. That is what frees a replay subscribed through an operator
/// that keeps its upstream's disposable (`take`, `subscribeOn:`, a flatten)
/// once its source can send nothing any more: the subscription's disposable
/// holds the replay's `SharedStart`, which holds this cancel, which no
/// longer holds the replay (issue 19 item 7).
///
/// A start whose observer hears `.interrupted` keeps its core as its cancel:
/// disposing it must deliver the interruption, even to a start whose
/// handler let go of its input (RAC4's `SignalProducer.never`).
@usableFromInline
final class UnicastCancel<Value, Failure: Error>: DisposableCore {
  /// The start's signal while its input or its running work holds it.
  @usableFromInline
  weak var core: UnicastCore<Value, Failure>?
  /// The start's lifetime, disposed by the core right after its terminal
  /// event, or by `dispose()` once the core is gone.
  @usableFromInline
  let lifetime: CompositeDisposableCore

  @inlinable
  init(_ core: UnicastCore<Value, Failure>, _ lifetime: CompositeDisposableCore) {
    self.core = core
    self.lifetime = lifetime
  }

  /// Whether the start has ended or was disposed.
  @usableFromInline
  var isDisposed: Bool {
    if let core { return core.isDisposed }
    return lifetime.isDisposed
  }

  /// Interrupts the start while its core lives (which disposes the
  /// lifetime after the interruption); disposes the lifetime once it is
  /// gone.
  @usableFromInline
  func dispose() {
    if let core { return core.dispose() }
    lifetime.dispose()
  }
}

// Safety: `core` is a weak reference, which the runtime reads and clears
// atomically; the core and the lifetime are thread-safe themselves.
extension UnicastCancel: @unchecked Sendable {}
