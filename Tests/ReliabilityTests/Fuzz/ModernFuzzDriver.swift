import Foundation
import RACModern
import RACTestSupport

/// Runs a `ModelScript` against RACModern's public API. Returns `nil` for the
/// kinds RAC4 has no spelling for (multicast connections, eager replays).
///
/// Subject: `Signal.pipe()`, observed. Replay subject: `SignalProducer.buffer`.
/// Behavior: `buffer(1)` sent its initial value first. Replay lazily:
/// `replayLazily(_:)`. Cold: the test source's `SignalProducer`, started.
final class ModernFuzzDriver {
  private let scheduler = TestScheduler()
  private var input: Observer<Int, TestError>?
  private var pipe: Signal<Int, TestError>?
  private var producer: SignalProducer<Int, TestError>!
  private var liveRuns: [SourceRun] = []
  private var sourceRuns = 0
  private var subscribers: [FuzzSubscriber<Disposable>] = []

  /// One run of the test source.
  private final class SourceRun {
    let observer: Observer<Int, TestError>
    var live = true
    init(observer: Observer<Int, TestError>) { self.observer = observer }
  }

  static func run(_ script: ModelScript) -> ModelOutcome? {
    guard let driver = ModernFuzzDriver(kind: script.kind, chained: script.chained) else { return nil }
    for step in script.steps { driver.perform(step) }
    let outcome = ModelOutcome(events: driver.subscribers.map(\.events), sourceRuns: driver.sourceRuns)
    // A live subscription and its subscriber (which holds the disposable)
    // keep each other alive, as in any RAC code; end them so that nothing is
    // left for LeakSanitizer to report.
    for subscriber in driver.subscribers { subscriber.disposeForGood { $0.dispose() } }
    return outcome
  }

  private init?(kind: ModelKind, chained: Bool) {
    switch kind {
    case .subject:
      let (signal, input) = Signal<Int, TestError>.pipe()
      pipe = signal
      self.input = input
    case .replaySubject(let capacity):
      (producer, input) = SignalProducer<Int, TestError>.buffer(capacity)
    case .behavior(let initial):
      (producer, input) = SignalProducer<Int, TestError>.buffer(1)
      input!.sendNext(initial)
    case .replayLazily(let capacity): producer = source.replayLazily(capacity)
    case .cold: producer = source
    case .publish, .autoconnect, .replay, .replayLast: return nil
    }
    if chained {
      pipe = pipe?.map { $0 }.filter { _ in true }.skip(0)
      producer = producer?.map { $0 }.filter { _ in true }.skip(0)
    }
  }

  /// The test source: registers each run so that the script's sends reach it.
  private var source: SignalProducer<Int, TestError> {
    SignalProducer { [weak self] observer, lifetime in
      guard let self else { return }
      sourceRuns += 1
      let run = SourceRun(observer: observer)
      liveRuns.append(run)
      // Weakly: the run holds its observer, which holds this lifetime.
      lifetime.add { [weak self, weak run] in
        run?.live = false
        self?.liveRuns.removeAll { $0 === run }
      }
    }
  }

  private func perform(_ step: ModelStep) {
    switch step {
    case .subscribe(let reactions): subscribe(reactions)
    case .dispose(let id): if subscribers.indices.contains(id) { subscribers[id].dispose { $0.dispose() } }
    case .send(let value): send { $0.sendNext(value) }
    case .complete: send { $0.sendCompleted() }
    case .fail(let code): send { $0.sendFailed(TestError(code)) }
    case .connect, .disposeConnection: break
    case .later(let delay, let step):
      scheduler.scheduleAfter(TimeInterval(delay)) { [weak self] in self?.perform(step) }
    case .advance(let seconds): scheduler.advance(by: TimeInterval(seconds))
    }
  }

  private func send(_ event: (Observer<Int, TestError>) -> Void) {
    if let input {
      event(input)
      return
    }
    for run in liveRuns where run.live { event(run.observer) }
  }

  private func subscribe(_ reactions: [ModelReaction]) {
    let subscriber = FuzzSubscriber<Disposable>(reactions: reactions)
    subscribers.append(subscriber)
    let observer = Observer<Int, TestError> { [weak self] event in
      switch event {
      case .next(let value): self?.receive(.value(value), by: subscriber)
      case .failed(let error): self?.receive(.failed(error.code), by: subscriber)
      case .completed: self?.receive(.completed, by: subscriber)
      case .interrupted: self?.receive(.interrupted, by: subscriber)
      }
    }
    let disposable: Disposable?
    if let pipe {
      disposable = pipe.observe(observer)
    } else {
      disposable = producer.start(observer)
    }
    subscriber.subscribed(disposable) { $0.dispose() }
  }

  private func receive(_ event: ModelEvent, by subscriber: FuzzSubscriber<Disposable>) {
    switch subscriber.record(event) {
    case nil: break
    case .disposeSelf: subscriber.dispose { $0.dispose() }
    case .send(let value): send { $0.sendNext(value) }
    case .complete: send { $0.sendCompleted() }
    case .subscribe: subscribe([])
    case .dispose(let id): perform(.dispose(id))
    }
  }
}
