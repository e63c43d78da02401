import Foundation
import RACSwift

/// Runs a script with RACSwift types (ReactiveSwift 7's names and meanings)
/// on a `TestScheduler`: the RAC2 -> ReactiveSwift migration teams make
/// today. The kinds ReactiveSwift 7 has no spelling for are not run here
/// (`SourceKind.flavors`).
final class SwiftScriptDriver: ScriptDriver {
  let recorder: TimelineRecorder
  let scheduler = TestScheduler()
  let script: LabScript
  private let start: Date
  private let runs: LiveRuns<Signal<String, ScriptError>.Observer>
  /// What a subscriber subscribes to, before the pipeline (`nil` for
  /// `publish` until it connects).
  private let sourceByKind: (SwiftScriptDriver) -> SwiftStream?
  /// The operators subscribers see the source through (for a property,
  /// those after the `map`s that compose it).
  private let pipeline: [PipeOperator]
  private let input: Signal<String, ScriptError>.Observer?
  private let cold: SignalProducer<String, ScriptError>
  /// Kind `property`: the property, until the script completes it (lets it
  /// go), and what the script's leading `map`s composed of it, held as a
  /// view model would hold it.
  private var property: MutableProperty<String>?
  private let composed: Property<String>?
  /// Kind `property`, channel `signal`: the (composed) property's signal,
  /// its error promoted per subscriber (a promoted signal made once would
  /// observe it once, ahead of every later observer).
  private let changes: Signal<String, Never>?
  /// Kind `command`: the action and its enabled input.
  private let command: SwiftCommand?
  /// The script's other sources, by name.
  let others: [String: SwiftOtherSource]
  /// `publish`: observers that subscribed before `connect`, attached in
  /// `startWithSignal`'s setup; then the started signal.
  private var earlyObservers: [(name: String, observer: Signal<String, ScriptError>.Observer)] = []
  private var published: Signal<String, ScriptError>?
  private var subscriptions: [String: Disposable] = [:]
  /// `publish`: the started signal's interrupt handle, once the script connected.
  private var connected: Disposable?

  init(script: LabScript) {
    self.script = script
    let scheduler = scheduler
    let start = scheduler.currentDate
    self.start = start
    recorder = TimelineRecorder { scheduler.currentDate.timeIntervalSince(start) }
    let runs = LiveRuns<Signal<String, ScriptError>.Observer>(recorder: recorder)
    self.runs = runs
    // The live run keeps its observer (`runs`) until it ends: a start
    // handler that lets go of its observer is interrupted in ReactiveSwift.
    cold = SignalProducer { observer, lifetime in
      let id = runs.start(observer)
      lifetime.observeEnded { runs.end(id) }
    }
    var pipeline = script.pipeline
    var input: Signal<String, ScriptError>.Observer?
    var composed: Property<String>?
    var changes: Signal<String, Never>?
    var command: SwiftCommand?
    switch (script.kind, script.setting) {
    case (.subject, _):
      let (signal, observer) = Signal<String, ScriptError>.pipe()
      input = observer
      sourceByKind = { _ in .signal(signal) }
    case (.replayLazily, _):
      let producer = cold.replayLazily(upTo: script.capacity ?? Int.max)
      sourceByKind = { _ in .producer(producer) }
    case (.publish, _):
      sourceByKind = { driver in driver.published.map(SwiftStream.signal) }
    case (.property, .value(let value)):
      let property = MutableProperty(value)
      self.property = property
      // The leading maps compose the property (`Property.map`); in
      // ReactiveSwift a composed property does not keep its source alive,
      // so letting the property go completes them all.
      let maps = pipeline.prefix { if case .map = $0 { true } else { false } }
      pipeline.removeFirst(maps.count)
      composed = maps.reduce(nil as Property<String>?) { composed, step in
        guard case .map(let function) = step else { return composed }
        return (composed?.map(function.apply) ?? property.map(function.apply))
      }
      let producer = (composed?.producer ?? property.producer).promoteError(ScriptError.self)
      changes = composed?.signal ?? property.signal
      sourceByKind = { _ in .producer(producer) }
    case (.constant, .value(let value)):
      let producer = Property(value: value).producer.promoteError(ScriptError.self)
      sourceByKind = { _ in .producer(producer) }
    case (.command, .command(let enabledInput, _)):
      command = SwiftCommand(runs: runs, enabledInput: enabledInput)
      sourceByKind = { _ in .producer(.empty) }
    case (.timer, .interval(let interval)):
      let producer = SignalProducer<Date, Never>.timer(interval: .nanoseconds(nanoseconds(interval)), on: scheduler)
        .map { formatTime($0.timeIntervalSince(start)) }
        .promoteError(ScriptError.self)
      sourceByKind = { _ in .producer(producer) }
    default:
      let producer = cold
      sourceByKind = { _ in .producer(producer) }
    }
    self.pipeline = pipeline
    self.input = input
    self.composed = composed
    self.changes = changes
    self.command = command
    others = Dictionary(uniqueKeysWithValues: script.sources.map { ($0.name, SwiftOtherSource($0)) })
  }

  func schedule(at time: Double, _ action: @escaping () -> Void) {
    scheduler.schedule(after: start.addingTimeInterval(time), action: action)
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

  func advance(to time: Double) { scheduler.advance(to: start.addingTimeInterval(time)) }

  func perform(_ step: Step) {
    switch step {
    case .subscribe(let name):
      let observer = recordingObserver(name)
      if let command {
        subscriptions[name] = applying(pipeline, to: command.stream(for: script.channels[name] ?? .values))
          .subscribe(observer)
      } else if let changes, script.propertyChannels[name] == .signal {
        subscriptions[name] = applying(pipeline, to: .signal(changes.promoteError(ScriptError.self))).subscribe(
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
      if script.kind == .property { property?.value = value } else { inputs { $0.send(value: value) } }
    case .complete:
      // A property ends when it goes away (ReactiveSwift 7).
      if script.kind == .property { property = nil } else { inputs { $0.sendCompleted() } }
    case .fail(let message): inputs { $0.send(error: ScriptError(message: message)) }
    case .connect: connect()
    case .execute(let input): command?.execute(input)
    case .enable(let enabled): command?.enabledInput?.value = enabled
    case .into(let name, .send(let value)): others[name]?.input.send(value: value)
    case .into(let name, .complete): others[name]?.input.sendCompleted()
    }
  }

  /// `publish`: the first `connect` starts the source once, attaching the
  /// observers that subscribed so far in `startWithSignal`'s setup; later
  /// ones observe the started signal. ReactiveSwift disposes a start whose
  /// signal nobody observed by the end of the setup.
  private func connect() {
    guard script.kind == .publish, published == nil else { return }
    cold.startWithSignal { signal, interruptHandle in
      published = signal
      connected = interruptHandle
      for (name, observer) in earlyObservers {
        subscriptions[name] = applying(pipeline, to: .signal(signal)).subscribe(observer)
      }
      earlyObservers = []
    }
  }

  private func recordingObserver(_ name: String) -> Signal<String, ScriptError>.Observer {
    let recorder = recorder
    return Signal.Observer { [weak self] (event: Signal<String, ScriptError>.Event) in
      switch event {
      case .value(let value):
        recorder.record(name, .next, value)
        self?.react(name, value)
      case .failed(let error): recorder.record(name, .error, error.message)
      case .completed: recorder.record(name, .completed)
      case .interrupted: recorder.record(name, .interrupted)
      }
    }
  }

  private func inputs(_ body: (Signal<String, ScriptError>.Observer) -> Void) {
    if let input { body(input) } else { runs.forEach(body) }
  }
}

/// Whole nanoseconds in `seconds` (ReactiveSwift's timer takes a
/// `DispatchTimeInterval`).
func nanoseconds(_ seconds: Double) -> Int {
  Int((seconds * 1_000_000_000).rounded())
}
