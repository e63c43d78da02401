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
/// owner ⇢ SharedStart;  a subscriber's slot (in the owner's signal) → its ticket → the count ⇢ SharedStart
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
  /// The live subscriptions, and the way back here that their end hooks
  /// take (weak: a subscriber's slot must not hold this start).
  private let count = SharedStartCount()
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
    count.start = self
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

  /// Puts `replacement` in the place of the start's cancel: the old one is
  /// disposed, and `replacement` is disposed when the rule stops the start
  /// (at once if it already did). A replay whose source's input was handed
  /// over to it stops by ending its own signal instead
  /// (`ReplayedSource.startSource`).
  @usableFromInline
  package func replaceCancel(with replacement: any DisposableCore) {
    cancel.inner = replacement
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
    let place = ticket()
    return ({ place.begin() }, { place.end() })
  }

  /// A new subscription's place in the count, as one object: `subscription()`
  /// without its two closures, for a start that keeps the ticket itself (a
  /// replay's subscription, `ReplayedSource.Subscription`: three allocations
  /// fewer per start, docs/Engine.md). The ticket holds this start weakly;
  /// the subscription's disposable must hold it strongly.
  @usableFromInline
  package func ticket() -> SharedStartTicket {
    SharedStartTicket(count)
  }

  /// `cancel`, the disposable of a subscription, made to hold this start:
  /// hand it out instead of `cancel`.
  @usableFromInline
  package func keeping(_ cancel: any DisposableCore) -> any DisposableCore {
    SharedStartSubscription(start: self, cancel: cancel)
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
  fileprivate func stopIfUnused() {
    guard handles.withLock({ $0 == 0 }), count.live.withLock({ $0 }) == 0, stopped.set() else { return }
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

/// A shared start's count of live subscriptions, which the subscriptions'
/// tickets hold, and the start they stop once it drops to zero, held
/// weakly (the loop `SharedStart` closes otherwise). One per start, so the
/// weak reference is formed once, not per subscription.
final class SharedStartCount {
  /// The live subscriptions.
  let live = LockedState.make(0)
  /// Written once, by the start's `init`, before anything can read it;
  /// the runtime reads a weak reference atomically.
  @exclusivity(unchecked)
  weak var start: SharedStart?
}

/// One subscription's place in a shared start's count (`SharedStart.ticket()`):
/// counted once it begins, uncounted once it ends, never counted if it ended
/// first. Its flags are guarded by the count's lock.
@usableFromInline
package final class SharedStartTicket {
  let count: SharedStartCount
  @exclusivity(unchecked)
  var counted = false
  @exclusivity(unchecked)
  var ended = false
  /// For a replay's subscription, its slot (`watch(_:)`): a slot let go of
  /// because the replay's signal went away (nothing can send into it any
  /// more) does not end the subscription, which stays counted until its
  /// disposable is disposed (`ReplayedSource.Subscription`), so a kept
  /// disposable still keeps the source (rule 10) and disposing it stops
  /// the source then. Unowned and unchecked: read only by `slotEnded()`,
  /// which only that slot's end hook calls, while the slot runs it.
  @exclusivity(unchecked)
  unowned(unsafe) var slot: ObserverSlotBase?

  init(_ count: SharedStartCount) {
    self.count = count
  }

  /// Makes `slotEnded()` leave the subscription counted when `slot` ended
  /// because its signal went away.
  @usableFromInline
  package func watch(_ slot: ObserverSlotBase) {
    self.slot = slot
  }

  /// The watched slot's end hook: `end()`, unless the slot was let go of
  /// because its signal went away (the signal's weak reference reads `nil`
  /// from its `deinit` on).
  @usableFromInline
  package func slotEnded() {
    if let slot, slot.core == nil { return }
    end()
  }

  /// The subscription starts: counts it unless it ended (or began) before;
  /// returns whether it did.
  @usableFromInline
  package func begin() -> Bool {
    count.live.withLock { live in
      guard !ended, !counted else { return false }
      counted = true
      live += 1
      return true
    }
  }

  /// The subscription ended (by its terminal event or its disposal): once
  /// no subscription is live, the start is stopped if no handle is left
  /// either.
  @usableFromInline
  package func end() {
    let last = count.live.withLock { live in
      ended = true
      guard counted else { return false }
      counted = false
      live -= 1
      return live == 0
    }
    if last { count.start?.stopIfUnused() }
  }
}

// Safety: `count` is immutable; the flags are only touched under the count's
// lock.
extension SharedStartTicket: @unchecked Sendable {}

// Safety: `live` is a lock; `start` is a weak reference written once before
// the count is shared.
extension SharedStartCount: @unchecked Sendable {}

/// The disposable of a subscription to what a `SharedStart` feeds: the
/// subscription's own disposable, holding the shared start (and so its
/// cancel) for as long as it is held.
@usableFromInline
final class SharedStartSubscription: DisposableCore {
  let start: SharedStart
  let cancel: any DisposableCore

  init(start: SharedStart, cancel: any DisposableCore) {
    self.start = start
    self.cancel = cancel
  }

  @usableFromInline
  var isDisposed: Bool { cancel.isDisposed }

  @usableFromInline
  func dispose() { cancel.dispose() }
}

// Safety: immutable; both references are thread-safe.
extension SharedStartSubscription: @unchecked Sendable {}
