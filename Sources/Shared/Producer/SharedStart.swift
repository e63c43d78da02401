/// One start of a source, shared by the subscribers of the signal it feeds,
/// and **anchored by its running input**: the start of a replayed source
/// (docs/EventContract.md rule 10) and the derivation of a composed property
/// (rule 14).
///
/// It is disposed once no handle is left (the replaying producer, the
/// composed property and the producers it handed out) and no subscription
/// is live. Until then it runs, however long, and nothing but that rule
/// stops it early.
///
/// Who holds whom (strong `→`, weak `⇢`):
///
/// ```
/// running input (what can still send: a subject's observer list, a timer's
///   scheduled action, a start handler that kept its input)
///     → … → the start's sink → owner → SharedStart ⇢ the start's cancel
/// the owner's handle (the replaying producer, the composed property) → owner
/// a handle token (a producer handed out) → SharedStart
/// a subscriber's slot (in the owner's signal) ⇢ SharedStart      (its `ended`)
/// ```
///
/// The owner forms the sink so that it holds the owner, and hands the start
/// here, where its cancel is held weakly. So once nothing can send into the
/// start any more (the subject it observes is gone, the start handler let go
/// of its input), nothing holds the owner but its handle: with the handle
/// gone too, the owner, its signal and every subscriber's closures are
/// freed, even for a subscription never disposed (RAC2 freed them too). And
/// while something can still send, the cancel is reachable from it (every
/// start's cancel is: see `Producer`), so the rule above can still dispose
/// it; a strong hold is not needed for that, and it would keep everything
/// alive through `cancel → input → sink → owner`.
@usableFromInline
package final class SharedStart {
  private let subscribers = SubscriberCount()
  /// Live handles: the owner's, counted from the start, and the tokens of
  /// `handle()`.
  private let handles = LockedState.make(1)
  private let started = OnceFlag()
  private let stopped = OnceFlag()
  private let cancel = SerialDisposableCore(policy: .disposeReplaced)
  /// Runs once, after the start was disposed by the rule.
  private let onStop: (() -> Void)?

  /// A shared start whose owner holds its first handle (`ownerReleased()`
  /// gives it back); `onStop` runs once the rule disposed the start.
  @usableFromInline
  package init(onStop: (() -> Void)? = nil) {
    self.onStop = onStop
  }

  /// Runs the start `makeStart` prepares, the first time only; returns
  /// whether this call ran it. Its cancel is held weakly (see the type's
  /// doc); the caller's sink must hold the owner.
  @usableFromInline
  @discardableResult
  package func runOnce(_ makeStart: () -> (cancel: any DisposableCore, run: () -> Void)) -> Bool {
    guard started.set() else { return false }
    let start = makeStart()
    cancel.inner = WeakDisposableCore(start.cancel)
    // `start` holds the cancel until the work has run; from then on, the
    // running input does.
    withExtendedLifetime(start.cancel) { start.run() }
    return true
  }

  /// Whether the start was disposed by the rule.
  @usableFromInline
  package var isStopped: Bool { stopped.isSet }

  /// A new subscription's place in the count: `began` when it starts
  /// (`false` if it ended before it began: then it is never counted), and
  /// `ended`, the subscription's end hook, which holds this start weakly.
  @usableFromInline
  package func subscription() -> (began: () -> Bool, ended: () -> Void) {
    let ticket = SubscriberCount.Ticket()
    return (
      { [subscribers] in subscribers.begin(ticket) != nil },
      { [weak self] in
        guard let self, subscribers.end(ticket) else { return }
        stopIfUnused()
      }
    )
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
    onStop?()
  }
}

// Safety: every stored property is immutable or thread-safe itself.
extension SharedStart: @unchecked Sendable {}
