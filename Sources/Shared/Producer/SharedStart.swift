/// One start of a source, shared by the subscribers of the signal it feeds:
/// the start of a replayed source (docs/EventContract.md rule 10) and the
/// derivation of a composed property (rule 14). **A start anchored by its
/// running input.**
///
/// The start is disposed once no handle is left (its owner's: the replaying
/// producer, the composed property; and the tokens of `handle()`, the
/// producers a composed property hands out) and no subscription is live.
/// Until then it runs, however long.
///
/// Who holds whom (strong `→`, weak `⇢`):
///
/// ```
/// running input (what can still send into the start: a subject's
///   observer list, a timer's action, a start handler that kept its input)
///     → … → the start's sink → owner (the replay's signal, the derivation)
/// a handle, a subscription's disposable (`keeping(_:)`) → SharedStart → the start's cancel
/// owner ⇢ SharedStart;  a subscriber's slot (in the owner's signal) ⇢ SharedStart (its end hook)
/// ```
///
/// So the owner, its signal and its subscribers' closures live while the
/// start can send into them, whatever else goes: a timer replayed to a
/// subscriber whose disposable was dropped keeps ticking to it (RAC4 did).
/// The start's cancel (and with it a start whose handler let go of its
/// input) lives while something can still ask for the disposal: a handle,
/// or the disposable of a subscription, which disposes the start when it
/// ends the last live subscription of an owner whose handles are gone. Once
/// nothing holds either, nothing can send and nothing can stop: the owner,
/// its signal and every subscriber are freed, even a subscription never
/// disposed (RAC2 freed them; issue 19 item 7). The subscribers' slots must
/// not hold this start, nor the owner (their signal holds them): that would
/// close the loop `owner → signal → slot → start → cancel → input → owner`.
@usableFromInline
package final class SharedStart {
  private let subscribers = SubscriberCount()
  /// Live handles: the owner's, counted from the start, and `handle()`'s.
  private let handles = LockedState.make(1)
  private let started = OnceFlag()
  private let stopped = OnceFlag()
  private let cancel = SerialDisposableCore(policy: .disposeReplaced)
  /// Runs once, right after the rule disposed the start, and is let go of
  /// then: what it captures (a composed property's derivation, and through
  /// it the cell and the value it holds) must not live on with the start,
  /// which a subscription's disposable can keep for as long as the
  /// subscriber lives. A derived property holding an inner property whose
  /// observers keep that disposable was such a cycle (issue 19).
  private let onStop: LockedState<(() -> Void)?>

  /// A shared start whose owner holds its first handle (`ownerReleased()`
  /// gives it back); `onStop` runs once the rule disposed the start.
  @usableFromInline
  package init(onStop: (() -> Void)? = nil) {
    self.onStop = LockedState.make(onStop)
  }

  /// Runs the start `makeStart` prepares, the first time only; returns
  /// whether this call ran it. Its sink must hold the owner, never this.
  @usableFromInline
  @discardableResult
  package func runOnce(_ makeStart: () -> (cancel: any DisposableCore, run: () -> Void)) -> Bool {
    guard started.set() else { return false }
    let start = makeStart()
    cancel.inner = start.cancel
    start.run()
    return true
  }

  /// Whether the rule disposed the start.
  @usableFromInline
  package var isStopped: Bool { stopped.isSet }

  /// A new subscription's place in the count: `began` when it starts
  /// (`false` if it ended before it began: then it is never counted), and
  /// `ended`, the subscription's end hook, which holds this start weakly.
  /// The subscription's disposable must hold this start: `keeping(_:)`.
  @usableFromInline
  package func subscription() -> (began: () -> Bool, ended: () -> Void) {
    let ticket = SubscriberCount.Ticket()
    return ({ [subscribers] in subscribers.begin(ticket) != nil }, { [weak self] in self?.end(ticket) })
  }

  /// A subscription to what `owner` (a replay) feeds: as `subscription()`,
  /// but a slot let go of because the owner's signal went away (nothing can
  /// send into it any more) does not end it: `ended` does nothing once the
  /// owner is gone. It stays counted until its disposable, made by
  /// `keeping(_:endingIfOrphaned:)` with `disposed`, is disposed, so a kept
  /// disposable still keeps the source (rule 10) and disposing it stops the
  /// source then; a disposable let go of stops nothing.
  @usableFromInline
  package func subscription(
    ownedBy owner: AnyObject
  ) -> (began: () -> Bool, ended: () -> Void, disposed: () -> Void) {
    let ticket = SubscriberCount.Ticket()
    return (
      { [subscribers] in subscribers.begin(ticket) != nil },
      { [weak self, weak owner] in
        guard owner != nil else { return }
        self?.end(ticket)
      },
      { [weak self] in self?.end(ticket) }
    )
  }

  private func end(_ ticket: SubscriberCount.Ticket) {
    guard subscribers.end(ticket) else { return }
    stopIfUnused()
  }

  /// `cancel`, the disposable of a subscription, made to hold this start:
  /// hand it out instead of `cancel`.
  @usableFromInline
  package func keeping(_ cancel: any DisposableCore) -> any DisposableCore {
    SharedStartSubscription(start: self, cancel: cancel, orphan: nil)
  }

  /// `slot`, the disposable of a subscription made by
  /// `subscription(ownedBy:)`, made to hold this start, and to end the
  /// subscription (`disposed`) when disposed after the owner's signal let
  /// go of the slot.
  @usableFromInline
  package func keeping(
    _ slot: ObserverSlotBase, endingIfOrphaned disposed: @escaping () -> Void
  ) -> any DisposableCore {
    SharedStartSubscription(start: self, cancel: slot, orphan: (slot, disposed))
  }

  /// A handle for something that can subscribe later (a producer handed
  /// out): the start runs at least as long as it lives.
  @usableFromInline
  package func handle() -> AnyObject {
    handles.withLock { $0 += 1 }
    return LifetimeToken { [self] in handleReleased() }
  }

  /// The owner went away: its handle is given back.
  @usableFromInline
  package func ownerReleased() {
    handleReleased()
  }

  private func handleReleased() {
    handles.withLock { $0 -= 1 }
    stopIfUnused()
  }

  /// Stops the start once no handle is left and no subscription is live.
  /// Each side writes its count under its lock, then reads the other's under
  /// that one's lock: of a last handle and a last subscription going on two
  /// threads, at least one sees the other gone.
  private func stopIfUnused() {
    guard handles.withLock({ $0 == 0 }), subscribers.current == 0, stopped.set() else { return }
    cancel.dispose()
    // Taken out under its lock and run (user code, through the owner) after it.
    let onStop = onStop.withLock { onStop in
      defer { onStop = nil }
      return onStop
    }
    onStop?()
  }
}

// Safety: every stored property is immutable or thread-safe itself.
extension SharedStart: @unchecked Sendable {}

/// The disposable of a subscription to what a `SharedStart` feeds: the
/// subscription's own disposable, holding the shared start (and so its
/// cancel) for as long as it is held.
@usableFromInline
final class SharedStartSubscription: DisposableCore {
  let start: SharedStart
  let cancel: any DisposableCore
  /// For a replay's subscription: its slot, and its end hook, which the
  /// slot does not run when the replay's signal went away.
  let orphan: (slot: ObserverSlotBase, ended: () -> Void)?

  init(start: SharedStart, cancel: any DisposableCore, orphan: (slot: ObserverSlotBase, ended: () -> Void)?) {
    self.start = start
    self.cancel = cancel
    self.orphan = orphan
  }

  @usableFromInline
  var isDisposed: Bool { cancel.isDisposed }

  @usableFromInline
  func dispose() {
    cancel.dispose()
    // Ending twice is harmless: the count ends each subscription once.
    if let orphan, orphan.slot.core == nil { orphan.ended() }
  }
}

// Safety: immutable; both references are thread-safe.
extension SharedStartSubscription: @unchecked Sendable {}
