import Foundation
import RACModern

/// Runs a script with RACModern types on a `TestScheduler`.
final class ModernScriptDriver: ScriptDriver {
  let recorder: TimelineRecorder
  let scheduler = TestScheduler()
  let script: LabScript
  private let start: Date
  private let runs: LiveRuns<Observer<String, ScriptError>>
  /// What a subscriber subscribes to, before the pipeline (`nil` for
  /// `publish` until it connects).
  private let sourceByKind: (ModernScriptDriver) -> ModernStream?
  /// The operators subscribers see the source through (for a property,
  /// those after the `map`s that compose it).
  private let pipeline: [PipeOperator]
  private let input: Observer<String, ScriptError>?
  private let cold: SignalProducer<String, ScriptError>
  /// Kind `property`: the property, until the script completes it (lets it
  /// go), and what the script's leading `map`s composed of it, held as a
  /// view model would hold it.
  private var property: MutableProperty<String>?
  private let composed: Property<String>?
  /// Kind `property`, channel `signal`: the (composed) property's signal,
  /// its error promoted per subscriber (a promoted signal made once would
  /// observe it once, ahead of every later observer).
  private let changes: Signal<String, NoError>?
  /// Kind `command`: the action and its enabled input.
  private let command: ModernCommand?
  /// The script's other sources, by name.
  let others: [String: OtherSource]
  /// `publish`: observers that subscribed before `connect`, attached in
  /// `startWithSignal`'s setUp; then the started signal.
  private var earlyObservers: [(name: String, observer: Observer<String, ScriptError>)] = []
  private var published: Signal<String, ScriptError>?
  private var subscriptions: [String: Disposable] = [:]
  /// `publish`: the started signal's disposable, once the script connected.
  private var connected: Disposable?

  init(script: LabScript) {
    self.script = script
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
    let capacity = script.capacity ?? Int.max
    var pipeline = script.pipeline
    var input: Observer<String, ScriptError>?
    var composed: Property<String>?
    var changes: Signal<String, NoError>?
    var command: ModernCommand?
    switch (script.kind, script.setting) {
    case (.subject, _):
      let (signal, observer) = Signal<String, ScriptError>.pipe()
      input = observer
      sourceByKind = { _ in .signal(signal) }
    case (.replaySubject, _):
      let (producer, observer) = SignalProducer<String, ScriptError>.buffer(capacity)
      input = observer
      sourceByKind = { _ in .producer(producer) }
    case (.replayLazily, _):
      let producer = cold.replayLazily(capacity)
      sourceByKind = { _ in .producer(producer) }
    case (.publish, _):
      sourceByKind = { driver in driver.published.map(ModernStream.signal) }
    case (.property, .value(let value)):
      let property = MutableProperty(value)
      self.property = property
      // The leading maps compose the property (`Property.map`); a producer
      // of it does not keep it alive (ReactiveSwift's rule).
      let maps = pipeline.prefix { if case .map = $0 { true } else { false } }
      pipeline.removeFirst(maps.count)
      composed = maps.reduce(nil as Property<String>?) { composed, step in
        guard case .map(let function) = step else { return composed }
        return (composed?.map(function.apply) ?? property.map(function.apply))
      }
      let producer = (composed?.producer ?? property.producer).promoteErrors(ScriptError.self)
      changes = composed?.signal ?? property.signal
      sourceByKind = { _ in .producer(producer) }
    case (.constant, .value(let value)):
      let producer = Property(value: value).producer.promoteErrors(ScriptError.self)
      sourceByKind = { _ in .producer(producer) }
    case (.timer, .interval(let interval)):
      let producer = timer(interval, onScheduler: scheduler).map { formatTime($0.timeIntervalSince(start)) }
        .promoteErrors(ScriptError.self)
      sourceByKind = { _ in .producer(producer) }
    case (.command, .command(let enabledInput, _)):
      let made = ModernCommand(runs: runs, enabledInput: enabledInput)
      command = made
      sourceByKind = { _ in .producer(.empty) }
    default:
      let producer = cold
      sourceByKind = { _ in .producer(producer) }
    }
    self.pipeline = pipeline
    self.input = input
    self.composed = composed
    self.changes = changes
    self.command = command
    others = Dictionary(uniqueKeysWithValues: script.sources.map { ($0.name, OtherSource($0)) })
  }

  func schedule(at time: Double, _ action: @escaping () -> Void) {
    scheduler.scheduleAfter(start.addingTimeInterval(time), action: action)
  }

  func runToEnd() {
    guard let horizon = script.horizon else { return scheduler.run() }
    stop(atHorizon: horizon, pending: scheduler.clock.pendingCount)
  }

  func finish() {
    for subscription in subscriptions.values { subscription.dispose() }
    connected?.dispose()
    command?.finish()
    runs.forgetAll()
    scheduler.clock.discardPending()
  }

  func advance(to time: Double) { scheduler.advanceToDate(start.addingTimeInterval(time)) }

  func perform(_ step: Step) {
    switch step {
    case .subscribe(let name):
      let observer = recordingObserver(name)
      if let command {
        subscriptions[name] = applying(pipeline, to: command.stream(for: script.channels[name] ?? .values))
          .subscribe(observer)
      } else if let changes, script.propertyChannels[name] == .signal {
        subscriptions[name] = applying(pipeline, to: .signal(changes.promoteErrors(ScriptError.self))).subscribe(
          observer)
      } else if script.kind == .publish, published == nil {
        earlyObservers.append((name, observer))
      } else {
        subscriptions[name] = sourceByKind(self).flatMap { applying(pipeline, to: $0).subscribe(observer) }
      }
    case .dispose(let name):
      subscriptions[name]?.dispose()
      earlyObservers.removeAll { $0.name == name }
    case .send(let value):
      if script.kind == .property { property?.value = value } else { inputs { $0.sendNext(value) } }
    case .complete:
      // A property ends when it goes away (RAC4 and ReactiveSwift).
      if script.kind == .property { property = nil } else { inputs { $0.sendCompleted() } }
    case .fail(let message): inputs { $0.sendFailed(ScriptError(message: message)) }
    case .connect: connect()
    case .execute(let input): command?.execute(input)
    case .enable(let enabled): command?.enabledInput?.value = enabled
    case .into(let name, .send(let value)): others[name]?.input.sendNext(value)
    case .into(let name, .complete): others[name]?.input.sendCompleted()
    }
  }

  /// `publish`: the first `connect` starts the source once, attaching the
  /// observers that subscribed so far in `setUp`; later ones observe the
  /// started signal. Connecting again does nothing.
  private func connect() {
    guard script.kind == .publish, published == nil else { return }
    cold.startWithSignal { signal, disposable in
      published = signal
      connected = disposable
      for (name, observer) in earlyObservers {
        subscriptions[name] = applying(pipeline, to: .signal(signal)).subscribe(observer)
      }
      earlyObservers = []
    }
  }

  private func recordingObserver(_ name: String) -> Observer<String, ScriptError> {
    let recorder = recorder
    return Observer { [weak self] event in
      switch event {
      case .next(let value):
        recorder.record(name, .next, value)
        self?.react(name, value)
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
