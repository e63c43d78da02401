import Foundation
import RACModern

/// Runs a script with RACModern types on a `TestScheduler`.
final class ModernScriptDriver: ScriptDriver {
  let recorder: TimelineRecorder
  let scheduler = TestScheduler()
  private let start: Date
  private let runs: LiveRuns<Observer<String, ScriptError>>
  /// What a subscriber subscribes to, before the pipeline (`nil` for
  /// `publish` until it connects).
  private let sourceByKind: (ModernScriptDriver) -> ModernStream?
  private let pipeline: [PipeOperator]
  private let input: Observer<String, ScriptError>?
  private let cold: SignalProducer<String, ScriptError>
  private let kind: SourceKind
  /// `publish`: observers that subscribed before `connect`, attached in
  /// `startWithSignal`'s setUp; then the started signal.
  private var earlyObservers: [(name: String, observer: Observer<String, ScriptError>)] = []
  private var published: Signal<String, ScriptError>?
  private var subscriptions: [String: Disposable] = [:]

  init(script: LabScript) {
    let scheduler = scheduler
    let start = scheduler.currentDate
    self.start = start
    recorder = TimelineRecorder { scheduler.currentDate.timeIntervalSince(start) }
    let runs = LiveRuns<Observer<String, ScriptError>>(recorder: recorder)
    self.runs = runs
    cold = SignalProducer { observer, lifetime in
      let id = runs.start(observer)
      lifetime += { runs.end(id) }
    }
    kind = script.kind
    pipeline = script.pipeline
    let capacity = script.capacity ?? Int.max
    switch script.kind {
    case .subject:
      let (signal, observer) = Signal<String, ScriptError>.pipe()
      input = observer
      sourceByKind = { _ in .signal(signal) }
    case .replaySubject:
      let (producer, observer) = SignalProducer<String, ScriptError>.buffer(capacity)
      input = observer
      sourceByKind = { _ in .producer(producer) }
    case .replayLazily:
      let producer = cold.replayLazily(capacity)
      input = nil
      sourceByKind = { _ in .producer(producer) }
    case .publish:
      input = nil
      sourceByKind = { driver in driver.published.map(ModernStream.signal) }
    case .cold, .autoconnect, .replay, .replayLast:
      let producer = cold
      input = nil
      sourceByKind = { _ in .producer(producer) }
    }
  }

  func schedule(at time: Double, _ action: @escaping () -> Void) {
    scheduler.scheduleAfter(start.addingTimeInterval(time), action: action)
  }

  func runToEnd() { scheduler.run() }

  func advance(to time: Double) { scheduler.advanceToDate(start.addingTimeInterval(time)) }

  func perform(_ step: Step) {
    switch step {
    case .subscribe(let name):
      let observer = recordingObserver(name)
      if kind == .publish, published == nil {
        earlyObservers.append((name, observer))
      } else {
        subscriptions[name] = sourceByKind(self).flatMap { applying(pipeline, to: $0).subscribe(observer) }
      }
    case .dispose(let name):
      subscriptions[name]?.dispose()
      earlyObservers.removeAll { $0.name == name }
    case .send(let value): inputs { $0.sendNext(value) }
    case .complete: inputs { $0.sendCompleted() }
    case .fail(let message): inputs { $0.sendFailed(ScriptError(message: message)) }
    case .connect: connect()
    }
  }

  /// `publish`: the first `connect` starts the source once, attaching the
  /// observers that subscribed so far in `setUp`; later ones observe the
  /// started signal. Connecting again does nothing.
  private func connect() {
    guard kind == .publish, published == nil else { return }
    cold.startWithSignal { signal, _ in
      published = signal
      for (name, observer) in earlyObservers {
        subscriptions[name] = applying(pipeline, to: .signal(signal)).subscribe(observer)
      }
      earlyObservers = []
    }
  }

  private func recordingObserver(_ name: String) -> Observer<String, ScriptError> {
    let recorder = recorder
    return Observer { event in
      switch event {
      case .next(let value): recorder.record(name, .next, value)
      case .failed(let error): recorder.record(name, .error, error.message)
      case .completed: recorder.record(name, .completed)
      case .interrupted: recorder.record(name, .interrupted)
      }
    }
  }

  private func inputs(_ body: (Observer<String, ScriptError>) -> Void) {
    if let input { body(input) } else { runs.forEach(body) }
  }
}
