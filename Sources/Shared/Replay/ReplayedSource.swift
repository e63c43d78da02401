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

  @usableFromInline
  init(source: Producer<Value, Failure>, core: SignalCore<Value, Failure>) {
    pending = LockedState.make(source)
    self.core = core
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
    return Producer(keepAlive: token) { sink in replayed.subscribe(sink, shared) }
  }

  /// A subscription: its slot joins `core` (which replays the buffer into
  /// it) and the first one starts the source. Inlinable, as the rest of the
  /// path: unspecialized, the replay to each late subscriber and the
  /// source's sink looked up generic metadata on every value (callgrind,
  /// Benchmarks/instruction-counts.sh: a replayed value 1,036 instructions
  /// instead of `buffer`'s 126, a live send 1,345).
  @inlinable
  func subscribe(_ sink: @escaping EventSink<Value, Failure>, _ shared: SharedStart) -> Producer<Value, Failure>.Start {
    let (began, ended, disposed) = shared.subscription(ownedBy: self)
    let slot = ObserverSlot(core: core, interruptsOnDispose: true, onEnd: ended, sink: sink)
    return (
      shared.keeping(slot, endingIfOrphaned: disposed),
      { [self] in
        guard began() else { return }
        core.attach(slot)
        startSource(shared)
      }
    )
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
      return source.instantiate({ [self] event in core.send(event) }, interruption: .ignored)
    }
  }
}

// Safety: every stored property is immutable or thread-safe itself.
extension ReplayedSource: @unchecked Sendable {}
