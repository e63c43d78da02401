import Foundation
import RACClassic
import RACTestSupport

/// Runs a `ModelScript` against RACClassic's public API. Returns `nil` for a
/// kind RACClassic cannot spell (`replayLazily` with a finite capacity).
final class ClassicFuzzDriver {
  private let kind: ModelKind
  private let scheduler = RACTestScheduler()
  private var subject: RACSubject<Int>?
  private var signal: RACSignal<Int>!
  private var connection: RACMulticastConnection<Int>?
  private var liveRuns: [SourceRun] = []
  private var sourceRuns = 0
  private var subscribers: [FuzzSubscriber<RACDisposable>] = []

  /// One run of the test source.
  private final class SourceRun {
    let subscriber: any RACSubscriber<Int>
    var live = true
    init(subscriber: any RACSubscriber<Int>) { self.subscriber = subscriber }
  }

  static func run(_ script: ModelScript) -> ModelOutcome? {
    guard let driver = ClassicFuzzDriver(kind: script.kind, chained: script.chained) else { return nil }
    for step in script.steps { driver.perform(step) }
    let outcome = ModelOutcome(events: driver.subscribers.map(\.events), sourceRuns: driver.sourceRuns)
    // A live subscription and its subscriber (which holds the disposable)
    // keep each other alive, as in any RAC code; end them so that nothing is
    // left for LeakSanitizer to report.
    for subscriber in driver.subscribers { subscriber.disposeForGood { $0.dispose() } }
    return outcome
  }

  private init?(kind: ModelKind, chained: Bool) {
    self.kind = kind
    switch kind {
    case .subject: subject = RACSubject()
    case .replaySubject(let capacity): subject = RACReplaySubject(capacity: capacity)
    case .behavior(let initial): subject = RACBehaviorSubject(defaultValue: initial)
    case .publish(let capacity), .autoconnect(let capacity):
      let connection = capacity.map { source.multicast(RACReplaySubject(capacity: $0)) } ?? source.publish()
      self.connection = connection
      signal = kind == .publish(capacity: capacity) ? connection.signal : connection.autoconnect()
    case .replay: signal = source.replay()
    case .replayLast: signal = source.replayLast()
    case .replayLazily(let capacity):
      guard capacity == RACReplaySubjectUnlimitedCapacity else { return nil }
      signal = source.replayLazily()
    case .cold: signal = source
    }
    if let subject { signal = subject }
    if chained { signal = signal.map { $0 }.filter { _ in true }.skip(0) }
  }

  /// The test source: registers each run so that the script's sends reach it.
  private var source: RACSignal<Int> {
    RACSignal.createSignal { [weak self] subscriber in
      guard let self else { return nil }
      sourceRuns += 1
      let run = SourceRun(subscriber: subscriber)
      liveRuns.append(run)
      // Weakly: the run holds its subscriber, which holds this disposable.
      return RACDisposable { [weak self, weak run] in
        run?.live = false
        self?.liveRuns.removeAll { $0 === run }
      }
    }
  }

  private func perform(_ step: ModelStep) {
    switch step {
    case .subscribe(let reactions): subscribe(reactions)
    case .dispose(let id): if subscribers.indices.contains(id) { dispose(subscribers[id]) }
    case .send(let value): input { $0.sendNext(value) }
    case .complete: input { $0.sendCompleted() }
    case .fail(let code): input { $0.sendError(TestError(code)) }
    case .connect: connection?.connect()
    case .disposeConnection: connection?.connect().dispose()
    case .later(let delay, let step): scheduler.afterDelay(TimeInterval(delay)) { [weak self] in self?.perform(step) }
    case .advance(let seconds): scheduler.advance(by: TimeInterval(seconds))
    }
  }

  private func input(_ send: (any RACSubscriber<Int>) -> Void) {
    if let subject {
      send(subject)
      return
    }
    for run in liveRuns where run.live { send(run.subscriber) }
  }

  private func dispose(_ subscriber: FuzzSubscriber<RACDisposable>) {
    subscriber.dispose { $0.dispose() }
  }

  private func subscribe(_ reactions: [ModelReaction]) {
    let subscriber = FuzzSubscriber<RACDisposable>(reactions: reactions)
    subscribers.append(subscriber)
    let disposable = signal.subscribeNext(
      { [weak self] in self?.receive(.value($0), by: subscriber) },
      error: { [weak self] in self?.receive(.failed(($0 as? TestError)?.code ?? -1), by: subscriber) },
      completed: { [weak self] in self?.receive(.completed, by: subscriber) })
    subscriber.subscribed(disposable) { $0.dispose() }
  }

  private func receive(_ event: ModelEvent, by subscriber: FuzzSubscriber<RACDisposable>) {
    switch subscriber.record(event) {
    case nil: break
    case .disposeSelf: dispose(subscriber)
    case .send(let value): input { $0.sendNext(value) }
    case .complete: input { $0.sendCompleted() }
    case .subscribe: subscribe([])
    case .dispose(let id): perform(.dispose(id))
    }
  }
}

/// A subscriber of a driven script: its events, its one-shot reactions, and
/// its disposable once `subscribe` has returned.
final class FuzzSubscriber<Handle> {
  private(set) var events: [ModelEvent] = []
  private var reactions: [ModelReaction]
  private var handle: Handle?
  private var subscribing = true
  private var disposeWhenSubscribed = false

  init(reactions: [ModelReaction]) {
    self.reactions = reactions
  }

  /// Records `event`; returns the reaction it triggers, if any (once).
  func record(_ event: ModelEvent) -> ModelEffect? {
    events.append(event)
    guard let trigger = event.trigger, let index = reactions.firstIndex(where: { $0.value == trigger }) else {
      return nil
    }
    return reactions.remove(at: index).effect
  }

  /// Disposes with `dispose`, or right after `subscribe` returns if it has not yet.
  func dispose(_ dispose: (Handle) -> Void) {
    if subscribing {
      disposeWhenSubscribed = true
    } else if let handle {
      dispose(handle)
    }
  }

  /// Disposes the subscription at the end of a script, whatever its state.
  func disposeForGood(_ dispose: (Handle) -> Void) {
    reactions = []
    if let handle { dispose(handle) }
  }

  /// `subscribe` returned `handle`.
  func subscribed(_ handle: Handle?, dispose: (Handle) -> Void) {
    self.handle = handle
    subscribing = false
    if disposeWhenSubscribed, let handle { dispose(handle) }
  }
}
