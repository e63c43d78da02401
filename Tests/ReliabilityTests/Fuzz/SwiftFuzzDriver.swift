import Foundation
import RACShared
import RACSwift
import RACTestSupport

/// Runs a `ModelScript` against RACSwift's public API, the way a ReactiveSwift
/// 7 user spells each kind. Returns `nil` for the kinds ReactiveSwift has no
/// spelling for (multicast connections, eager replays).
///
/// Subject: `Signal.pipe()`, observed. Replay subject: a pipe's signal
/// replayed with `replayLazily(upTo:)` and started at once (ReactiveSwift has
/// no `buffer`), the pipe's `Signal` let go of, so that the replay takes over
/// the pipe's input (docs/Engine.md, "A replay takes over its signal's
/// input"). Behavior: the same replay of 1, sent its initial value first.
/// Replay lazily: `replayLazily(upTo:)` of the test source. Cold: the test
/// source's `SignalProducer`, started.
final class SwiftFuzzDriver {
  typealias Observer = Signal<Int, TestError>.Observer

  private let scheduler = TestScheduler()
  private var input: Observer?
  private var pipe: Signal<Int, TestError>?
  private var producer: SignalProducer<Int, TestError>!
  /// The start that makes a replay subject record from its first value.
  private var recording: Disposable?
  private var liveRuns: [SourceRun] = []
  private var sourceRuns = 0
  private var subscribers: [FuzzSubscriber<Disposable>] = []

  /// One run of the test source.
  private final class SourceRun {
    let observer: Observer
    var live = true
    init(observer: Observer) { self.observer = observer }
  }

  static func run(_ script: ModelScript) -> ModelOutcome? {
    guard let driver = SwiftFuzzDriver(kind: script.kind, chained: script.chained) else { return nil }
    for step in script.steps { driver.perform(step) }
    let outcome = ModelOutcome(events: driver.subscribers.map(\.events), sourceRuns: driver.sourceRuns)
    // End every subscription (a subscriber holds its disposable) so that
    // nothing is left for LeakSanitizer to report.
    for subscriber in driver.subscribers { subscriber.disposeForGood { $0.dispose() } }
    driver.recording?.dispose()
    return outcome
  }

  private init?(kind: ModelKind, chained: Bool) {
    switch kind {
    case .subject:
      let (signal, input) = Signal<Int, TestError>.pipe()
      pipe = signal
      self.input = input
    case .replaySubject(let capacity):
      (producer, input, recording) = Self.replaySubject(capacity)
    case .behavior(let initial):
      (producer, input, recording) = Self.replaySubject(1)
      input!.send(value: initial)
    case .replayLazily(let capacity): producer = source.replayLazily(upTo: capacity)
    case .cold: producer = source
    case .publish, .autoconnect, .replay, .replayLast: return nil
    }
    if chained {
      pipe = pipe?.map { $0 }.filter { _ in true }.skip(first: 0)
      producer = producer?.map { $0 }.filter { _ in true }.skip(first: 0)
    }
  }

  /// A replay subject in ReactiveSwift's spelling; the pipe's `Signal` is
  /// not kept, so the replay takes over the pipe's input.
  @inline(never)
  private static func replaySubject(_ capacity: Int) -> (SignalProducer<Int, TestError>, Observer, Disposable) {
    let (replayed, input, pipe, recording) = pipeReplay(capacity)
    if pipe.isRelaying { handOvers.increment() }
    return (replayed, input, recording)
  }

  @inline(never)
  private static func pipeReplay(
    _ capacity: Int
  ) -> (SignalProducer<Int, TestError>, Observer, SignalCore<Int, TestError>, Disposable) {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let replayed = SignalProducer(signal).replayLazily(upTo: capacity)
    return (replayed, input, signal.core, replayed.start())
  }

  /// How many replay subjects took over their pipe's input, in every run so
  /// far: the fuzzer checks that it exercises the hand-over.
  static let handOvers = Counter()

  /// The test source: registers each run so that the script's sends reach it.
  private var source: SignalProducer<Int, TestError> {
    SignalProducer { [weak self] observer, lifetime in
      guard let self else { return }
      sourceRuns += 1
      let run = SourceRun(observer: observer)
      liveRuns.append(run)
      // Weakly: the run holds its observer, which holds this lifetime.
      lifetime.observeEnded { [weak self, weak run] in
        run?.live = false
        self?.liveRuns.removeAll { $0 === run }
      }
    }
  }

  private func perform(_ step: ModelStep) {
    switch step {
    case .subscribe(let reactions): subscribe(reactions)
    case .dispose(let id): if subscribers.indices.contains(id) { subscribers[id].dispose { $0.dispose() } }
    case .send(let value): send { $0.send(value: value) }
    case .complete: send { $0.sendCompleted() }
    case .fail(let code): send { $0.send(error: TestError(code)) }
    case .connect, .disposeConnection: break
    case .later(let delay, let step):
      scheduler.schedule(after: .seconds(delay)) { [weak self] in self?.perform(step) }
    case .advance(let seconds): scheduler.advance(by: .seconds(seconds))
    }
  }

  private func send(_ event: (Observer) -> Void) {
    if let input {
      event(input)
      return
    }
    for run in liveRuns where run.live { event(run.observer) }
  }

  private func subscribe(_ reactions: [ModelReaction]) {
    let subscriber = FuzzSubscriber<Disposable>(reactions: reactions)
    subscribers.append(subscriber)
    let observer = Observer { [weak self] (event: Signal<Int, TestError>.Event) in
      switch event {
      case .value(let value): self?.receive(.value(value), by: subscriber)
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
    case .send(let value): send { $0.send(value: value) }
    case .complete: send { $0.sendCompleted() }
    case .subscribe: subscribe([])
    case .dispose(let id): perform(.dispose(id))
    }
  }
}
