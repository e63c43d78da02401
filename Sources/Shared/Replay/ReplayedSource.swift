/// A cold source shared through a replaying signal: `replay()`,
/// `replayLast()` and `replayLazily()` of RACClassic, `replayLazily(_:)` of
/// RACModern.
///
/// docs/EventContract.md rule 10: an eager replay subscribes the source when it is created,
/// a lazy one at its first subscription; neither ever restarts it. The source
/// stays subscribed while the replaying producer is reachable or any
/// subscription to it is live; once neither holds, the source is disposed
/// (RAC 4.2's rule; RAC2 never disposed it).
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
  private let source: Producer<Value, Failure>
  /// Feeds `core`; formed in inlinable code so that it is specialized for
  /// the client's types (an unspecialized send looks up generic metadata on
  /// every value: about 1 us per value instead of tens of ns).
  private let sourceSink: EventSink<Value, Failure>
  private let started = OnceFlag()
  private let sourceSubscription = SerialDisposableCore(policy: .disposeReplaced)
  private let subscribers = SubscriberCount()
  private let unreachable = OnceFlag()

  @usableFromInline
  init(
    source: Producer<Value, Failure>, core: SignalCore<Value, Failure>, sourceSink: @escaping EventSink<Value, Failure>
  ) {
    self.source = source
    self.core = core
    self.sourceSink = sourceSink
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
    let shared = ReplayedSource(source: source, core: core, sourceSink: { core.send($0) })
    if start == .eager { shared.startSource() }
    let token = LifetimeToken { shared.producerReleased() }
    return Producer(keepAlive: token) { sink in shared.subscribe(sink) }
  }

  /// Whether the source has been disposed by the lifetime rule.
  @usableFromInline
  package var isSourceDisposed: Bool { sourceSubscription.isDisposed }

  @usableFromInline
  func subscribe(_ sink: @escaping EventSink<Value, Failure>) -> Producer<Value, Failure>.Start {
    let ticket = SubscriberCount.Ticket()
    let slot = ObserverSlot(
      core: core, interruptsOnDispose: true,
      onEnd: { [self] in
        if subscribers.end(ticket) { releaseIfUnused() }
      }, sink: sink)
    return (
      slot,
      { [self] in
        guard subscribers.begin(ticket) != nil else { return }
        core.attach(slot)
        startSource()
      }
    )
  }

  @usableFromInline
  func startSource() {
    guard started.set() else { return }
    let start = source.instantiate(sourceSink)
    sourceSubscription.inner = start.cancel
    start.run()
  }

  @usableFromInline
  func producerReleased() {
    _ = unreachable.set()
    releaseIfUnused()
  }

  private func releaseIfUnused() {
    if unreachable.isSet && subscribers.current == 0 {
      sourceSubscription.dispose()
    }
  }
}

// Safety: every stored property is immutable or thread-safe itself.
extension ReplayedSource: @unchecked Sendable {}

/// Runs an action when the last reference to it goes away: how a producer
/// learns that nobody can start it any more.
@usableFromInline
package final class LifetimeToken {
  private let onRelease: () -> Void

  @usableFromInline
  package init(onRelease: @escaping () -> Void) {
    self.onRelease = onRelease
  }

  deinit { onRelease() }
}
