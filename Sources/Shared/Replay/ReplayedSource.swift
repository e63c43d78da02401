/// A cold source shared through a replaying signal: `replay()`,
/// `replayLast()` and `replayLazily()` of RACClassic, `replayLazily(_:)` of
/// RACModern.
///
/// docs/EventContract.md rule 10: an eager replay subscribes the source when it is created,
/// a lazy one at its first subscription; neither ever restarts it. The source
/// stays subscribed while the replaying producer is reachable or any
/// subscription to it is live; once neither holds, the source is disposed
/// (RAC 4.2's rule; RAC2 never disposed it).
///
/// The source's start is a `SharedStart`, anchored by its running input:
/// the source's sink holds this object (and so the replaying signal and its
/// subscribers), the producer and each subscription's disposable hold the
/// start. Once nothing can send into the source and nothing holds the
/// producer or a subscription's disposable, all of it is freed, even a
/// subscription never disposed (RAC2 freed it; it leaked before). The
/// source producer itself is let go of once started, so a hot subject it
/// observes is not kept alive by the replay.
@usableFromInline
package final class ReplayedSource<Value, Failure: Error> {
  /// When the source is subscribed.
  @usableFromInline
  package enum Start: Sendable {
    /// At once (`replay()`, `replayLast()`).
    case eager
    /// At the first subscription (`replayLazily`).
    case lazy
  }

  /// The replaying signal every subscriber observes.
  @usableFromInline
  package let core: SignalCore<Value, Failure>
  /// The source until it is started.
  @usableFromInline
  let pending: LockedState<Producer<Value, Failure>?>
  /// The hot signal the source observes, when the source is a signal's
  /// producer (`SignalProducer(signal)`, a `RACSubject`), `nil` otherwise.
  /// A subscription joins `core` and leaves it inside a turn of this signal
  /// (`Subscription.inUpstreamTurn`).
  @usableFromInline
  let upstream: UpstreamLink?

  @usableFromInline
  init(source: Producer<Value, Failure>, core: SignalCore<Value, Failure>) {
    pending = LockedState.make(source)
    self.core = core
    upstream = source.observedSignal.map { UpstreamLink($0.takeUnretainedValue()) }
  }

  /// The signal a replay's source observes, held weakly (the replay never
  /// keeps it alive, rule 10) in one object that every subscription shares:
  /// a weak reference of each subscription's own cost about 100
  /// instructions per start to form (B4 late, docs/Engine.md).
  @usableFromInline
  final class UpstreamLink {
    /// Written once, in `init`.
    @usableFromInline
    @exclusivity(unchecked)
    weak var core: SignalCore<Value, Failure>?

    @inlinable
    init(_ core: SignalCore<Value, Failure>) { self.core = core }
  }

  /// Replays `source` through a buffer of `capacity` values.
  ///
  /// Traps when `capacity` is negative.
  @inlinable
  package static func producer(
    replaying source: Producer<Value, Failure>,
    capacity: Int,
    start: Start
  ) -> Producer<Value, Failure> {
    let core = SignalCore<Value, Failure>(replayCapacity: capacity)
    let replayed = ReplayedSource(source: source, core: core)
    let shared = SharedStart()
    // The producer's token is the owner's handle.
    let token = LifetimeToken { shared.ownerReleased() }
    if start == .eager { replayed.startSource(shared) }
    return Producer(
      observed: core, start: .attachOnceHandedOver,
      keepAlive: DiscardingStart<Value, Failure>(keepAlive: token, start: { replayed.subscribe(nil, shared) }),
      preparing: { sink, _ in replayed.subscribe(sink, shared) })
  }

  /// A subscription: its slot joins `core` (which replays the buffer into
  /// it) and the first one starts the source. Inlinable, as the rest of the
  /// path: unspecialized, the replay to each late subscriber and the
  /// source's sink looked up generic metadata on every value (callgrind,
  /// Benchmarks/instruction-counts.sh: a replayed value 1,036 instructions
  /// instead of `buffer`'s 126, a live send 1,345).
  ///
  /// Three objects per start (the ticket, the slot, the `Subscription`, which
  /// is both the disposable and the work): the slot's end hook and the
  /// start's work each capture one object, so neither closure allocates a
  /// context (docs/Engine.md, B4 late).
  ///
  /// Once the source's input was handed over to `core` (`startSource`), a
  /// subscription is a plain observer of `core`, as `buffer`'s start is: no
  /// ticket, no `Subscription`, no turn of the source's signal (nobody takes
  /// it any more). Rule 10 then counts it as `core`'s observer: the hand-over
  /// gave `core` a face under ReactiveSwift's release rule, which the rule's
  /// stop gives back, and `core` ends once that face is gone and nobody
  /// observes it (docs/Engine.md, "A replay takes over its signal's input").
  @inlinable
  func subscribe(_ sink: EventSink<Value, Failure>?, _ shared: SharedStart) -> Producer<Value, Failure>.Start {
    if inputHandedOver {
      // Through a guaranteed reference: `core`'s reference count lives in a
      // side table (its observers point at it weakly), so a retain and
      // release of it cost about 140 instructions per start (B4 late).
      let slot = Unmanaged.passUnretained(core)._withUnsafeGuaranteedRef { core in
        ObserverSlot(startingOn: core, keptBy: self, interruptsOnDispose: true, sink: sink)
      }
      return (slot, { slot.run() })
    }
    let ticket = shared.ticket()
    let slot = ObserverSlot(core: core, interruptsOnDispose: true, onEnd: { ticket.slotEnded() }, sink: sink)
    ticket.watch(slot)
    let subscription = Subscription(replayed: self, shared: shared, ticket: ticket, slot: slot)
    return (subscription, { subscription.run() })
  }

  /// Whether the source's input was handed over to `core`: `core` counts
  /// faces from then on, and only then (it is never a face's signal).
  @inlinable
  var inputHandedOver: Bool { core.countsFaces }

  /// One subscription to the replay: the disposable handed out, which holds
  /// the shared start (as `SharedStart.keeping(_:)` does) so that disposing
  /// it can stop the source, and the start's work. It holds the replay only
  /// until the work has run: a subscription made through an operator that
  /// keeps its upstream's disposable is held from inside `core`'s own
  /// observer list, and must not hold `core` back (issue 19 item 7).
  @usableFromInline
  final class Subscription: DisposableCore {
    /// Until `run()`; touched only by the thread that runs the start.
    @usableFromInline
    @exclusivity(unchecked)
    var replayed: ReplayedSource?
    @usableFromInline
    let shared: SharedStart
    @usableFromInline
    let ticket: SharedStartTicket
    @usableFromInline
    let slot: ObserverSlot<Value, Failure>
    /// The replay's `upstream`, whose turn the join and the disposal take.
    @usableFromInline
    let upstream: UpstreamLink?

    @inlinable
    init(replayed: ReplayedSource, shared: SharedStart, ticket: SharedStartTicket, slot: ObserverSlot<Value, Failure>) {
      self.replayed = replayed
      self.shared = shared
      self.ticket = ticket
      self.slot = slot
      upstream = replayed.upstream
    }

    /// Counts the subscription (unless it was disposed first), attaches its
    /// slot, and starts the source if nobody did.
    @inlinable
    func run() {
      guard let replayed else { return }
      self.replayed = nil
      guard ticket.begin() else { return }
      inUpstreamTurn { replayed.core.attach(slot) }
      replayed.startSource(shared)
    }

    /// Runs `body`, the join to `core` or the disposal, holding
    /// the delivery token of the signal the source observes, if it has one.
    ///
    /// A thread sending into that signal `U` holds `U`'s token while the
    /// source forwards the event into `core`, so it waits for `core`'s token.
    /// A late subscriber's replay, and the interruption delivered to a
    /// disposed subscriber, hold `core`'s token while they call the
    /// subscriber; were `U`'s free, a send into `U` from that callback would
    /// wait for the sender, which waits for it (docs/EventContract.md, "Where
    /// waiting can deadlock"). Taking `U`'s token first, as every sender
    /// does, breaks that cycle: such a send is re-entrant, queued in `U` and
    /// delivered once `body` returns, and a sender on another thread waits
    /// for the replay to end.
    @inlinable
    func inUpstreamTurn(_ body: () -> Void) {
      guard let core = upstream?.core else { return body() }
      core.withDeliveryTurn(body)
    }

    @inlinable
    var isDisposed: Bool { slot.isDisposed }

    /// Disposes the slot; a slot the replay's signal let go of (it went
    /// away) did not end the subscription, which ends now.
    @inlinable
    func dispose() {
      if slot.isActive {
        inUpstreamTurn { slot.dispose() }
      } else {
        // Still waits out a terminal event being delivered to it (rule 5).
        slot.dispose()
      }
      if slot.core == nil { ticket.end() }
    }
  }

  /// Starts the source, once. Its sink holds this object and sends into
  /// `core` directly: formed here, in inlinable code, it is specialized for
  /// the client's types (an unspecialized send looks up generic metadata on
  /// every value).
  ///
  /// The start ignores `.interrupted`: `shared` disposes it only once no
  /// subscription is live and no handle is left, when nobody can hear it. So
  /// the start's cancel, which `shared` keeps, need not hold the sink, and
  /// does not (`UnicastCancel`): only the input the source's work keeps
  /// does. A subscription made through an operator that keeps its upstream's
  /// disposable (`take`, `subscribeOn:`/`start(on:)`, a flatten) holds
  /// `shared` from inside `core`'s own observer list; were the cancel to
  /// hold the sink, and so this object and `core`, that loop would outlive
  /// a source that can send nothing any more (issue 19 item 7).
  @inlinable
  func startSource(_ shared: SharedStart) {
    shared.runOnce {
      let taken = pending.withLock { pending in
        defer { pending = nil }
        return pending
      }
      guard let source = taken else { impossibleTransition("ReplayedSource", "the source started twice") }
      let start = source.instantiate({ [self] event in core.send(event) }, interruption: .ignored)
      if let observed = source.observedSignal, !source.replaysLatest, let slot = start.cancel as? ObserverSlotBase {
        // Under ReactiveSwift's rule, once nothing else can observe the
        // signal, its input may come straight here. `core` then takes a
        // face, which the rule's stop gives back (held weakly, as the
        // cancel must not hold `core`): `core` ends once that face is gone
        // and its last observer left, when nobody can hear it. Later
        // subscriptions are plain observers of `core` (`subscribe`).
        observed.takeUnretainedValue().offerRelay(from: slot, to: core) { [weak shared] core in
          guard let shared else { return }
          core.adoptFace(.reactiveSwift)
          shared.replaceCancel(with: ActionDisposableCore { [weak core] in core?.releaseFace() })
        }
      }
      return start
    }
  }
}

// Safety: every stored property is immutable or thread-safe itself.
extension ReplayedSource: @unchecked Sendable {}

// Safety: `core` is written once, in `init`; a weak load is thread-safe.
extension ReplayedSource.UpstreamLink: @unchecked Sendable {}

// Safety: `replayed` is touched only by the thread running the start; the
// rest is immutable, every reference thread-safe.
extension ReplayedSource.Subscription: @unchecked Sendable {}
