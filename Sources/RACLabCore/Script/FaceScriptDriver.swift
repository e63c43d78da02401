import Foundation

/// Runs a script with a RAC4-style face's types on its `TestScheduler`:
/// RACModern's (`ModernFace`, RAC 4.2.2) or RACSwift's (`SwiftFace`,
/// ReactiveSwift 7's names and meanings: the RAC2 -> ReactiveSwift migration
/// teams make today). The kinds a face has no spelling for are not run in it
/// (`ScriptRunner.flavors`).
final class FaceScriptDriver<Face: ScriptFace>: ScriptDriver {
  let recorder: TimelineRecorder
  let scheduler = Face.makeScheduler()
  let script: LabScript
  private let start: Date
  /// The live runs of the cold source. Each keeps its observer until it
  /// ends: a start handler that lets go of its observer is interrupted in
  /// ReactiveSwift.
  private let runs: LiveRuns<Face.LabObserver>
  /// What a subscriber subscribes to, before the pipeline (`nil` for
  /// `publish` until it connects).
  private let sourceByKind: (FaceScriptDriver) -> FaceStream<Face>?
  /// The operators subscribers see the source through (for a property,
  /// those after the `map`s that compose it).
  private let pipeline: [PipeOperator]
  private let input: Face.LabObserver?
  private let cold: Face.LabProducer
  /// Kind `property`: the property, until the script completes it (lets it
  /// go), and what the script's leading `map`s composed of it, held as a
  /// view model would hold it. Whether the composed property keeps the
  /// property alive is the face's rule (RAC4's does; ReactiveSwift's not).
  private var property: Face.LabProperty?
  private let composed: Face.LabComposed?
  /// Kind `property`, channel `signal`: the (composed) property's signal,
  /// its error promoted per subscriber (a promoted signal made once would
  /// observe it once, ahead of every later observer).
  private let changes: Face.LabChanges?
  /// Kind `command`: the action and its enabled input.
  private let command: FaceCommand<Face>?
  /// The script's other sources, by name.
  let others: [String: Face.LabOther]
  /// `publish`: observers that subscribed before `connect`, attached in
  /// `startWithSignal`'s setup; then the started signal.
  private var earlyObservers: [(name: String, observer: Face.LabObserver)] = []
  private var published: Face.LabSignal?
  private var subscriptions: [String: Face.LabDisposable] = [:]
  /// `publish`: what ends the started signal, once the script connected.
  private var connected: Face.LabDisposable?

  init(script: LabScript) {
    self.script = script
    let scheduler = scheduler
    let start = Face.currentDate(scheduler)
    self.start = start
    recorder = TimelineRecorder { Face.currentDate(scheduler).timeIntervalSince(start) }
    let runs = LiveRuns<Face.LabObserver>(recorder: recorder)
    self.runs = runs
    cold = Face.liveRun(runs, sending: nil)
    let capacity = script.capacity ?? Int.max
    var pipeline = script.pipeline
    var input: Face.LabObserver?
    var composed: Face.LabComposed?
    var changes: Face.LabChanges?
    var command: FaceCommand<Face>?
    switch (script.kind, script.setting) {
    case (.subject, _):
      let (signal, observer) = Face.pipe()
      input = observer
      sourceByKind = { _ in .signal(signal) }
    case (.replaySubject, _):
      let buffer = Face.buffer(capacity)
      input = buffer?.1
      sourceByKind = { _ in buffer.map { .producer($0.0) } }
    case (.replayLazily, _):
      let producer = Face.replayLazily(cold, capacity)
      sourceByKind = { _ in .producer(producer) }
    case (.publish, _):
      sourceByKind = { driver in driver.published.map(FaceStream.signal) }
    case (.property, .value(let value)):
      let property = Face.makeProperty(value)
      self.property = property
      // The leading maps compose the property (`Property.map`); a producer
      // of it does not keep it alive (ReactiveSwift's rule).
      let maps = pipeline.prefix { if case .map = $0 { true } else { false } }
      pipeline.removeFirst(maps.count)
      composed = Face.compose(
        property, maps.compactMap { if case .map(let function) = $0 { function } else { nil } })
      let producer = Face.producer(of: property, composed)
      changes = Face.changes(of: property, composed)
      sourceByKind = { _ in .producer(producer) }
    case (.constant, .value(let value)):
      let producer = Face.constant(value)
      sourceByKind = { _ in .producer(producer) }
    case (.timer, .interval(let interval)):
      let producer = Face.timer(interval, on: scheduler, since: start)
      sourceByKind = { _ in .producer(producer) }
    case (.command, .command(let enabledInput, _)):
      command = FaceCommand(runs: runs, enabledInput: enabledInput)
      sourceByKind = { _ in .producer(Face.empty()) }
    default:
      let producer = cold
      sourceByKind = { _ in .producer(producer) }
    }
    self.pipeline = pipeline
    self.input = input
    self.composed = composed
    self.changes = changes
    self.command = command
    others = Dictionary(uniqueKeysWithValues: script.sources.map { ($0.name, Face.makeOther($0)) })
  }

  func schedule(at time: Double, _ action: @escaping () -> Void) {
    Face.schedule(scheduler, at: start.addingTimeInterval(time), action)
  }

  func runToEnd() {
    guard let horizon = script.horizon else { return Face.run(scheduler) }
    stop(atHorizon: horizon, pending: Face.pendingCount(scheduler))
  }

  func finish() {
    for subscription in subscriptions.values { Face.dispose(subscription) }
    if let connected { Face.dispose(connected) }
    command?.finish()
    runs.forgetAll()
    Face.discardPending(scheduler)
  }

  func advance(to time: Double) { Face.advance(scheduler, to: start.addingTimeInterval(time)) }

  func perform(_ step: Step) {
    switch step {
    case .subscribe(let name):
      let observer = recordingObserver(name)
      if let command {
        subscriptions[name] = applying(pipeline, to: command.stream(for: script.channels[name] ?? .values))
          .subscribe(observer)
      } else if let changes, script.propertyChannels[name] == .signal {
        subscriptions[name] = applying(pipeline, to: .signal(Face.promoted(changes))).subscribe(observer)
      } else if script.kind == .publish, published == nil {
        earlyObservers.append((name, observer))
      } else {
        subscriptions[name] = sourceByKind(self).flatMap { applying(pipeline, to: $0).subscribe(observer) }
      }
    case .dispose(let name):
      if let subscription = subscriptions[name] { Face.dispose(subscription) }
      earlyObservers.removeAll { $0.name == name }
    case .send(let value):
      if script.kind == .property {
        if let property { Face.setValue(property, value) }
      } else {
        inputs { Face.sendNext($0, value) }
      }
    case .complete:
      // A property ends when it goes away (RAC4 and ReactiveSwift).
      if script.kind == .property { property = nil } else { inputs { Face.sendCompleted($0) } }
    case .fail(let message): inputs { Face.sendFailed($0, ScriptError(message: message)) }
    case .connect: connect()
    case .execute(let input): command?.execute(input)
    case .enable(let enabled): command?.setEnabled(enabled)
    case .into(let name, .send(let value)): if let other = others[name] { Face.send(value, toOther: other) }
    case .into(let name, .complete): if let other = others[name] { Face.complete(other: other) }
    }
  }

  /// `stream` seen through `pipeline`, each operator spelled and meant the
  /// face's way.
  func applying(_ pipeline: [PipeOperator], to stream: FaceStream<Face>) -> FaceStream<Face> {
    pipeline.reduce(stream) { stream, step in Face.apply(step, to: stream, in: self) }
  }

  /// `publish`: the first `connect` starts the source once, attaching the
  /// observers that subscribed so far in `startWithSignal`'s setup; later
  /// ones observe the started signal. Connecting again does nothing.
  /// (ReactiveSwift disposes a start whose signal nobody observed by the
  /// end of the setup.)
  private func connect() {
    guard script.kind == .publish, published == nil else { return }
    Face.startWithSignal(cold) { signal, disposable in
      published = signal
      connected = disposable
      for (name, observer) in earlyObservers {
        subscriptions[name] = applying(pipeline, to: .signal(signal)).subscribe(observer)
      }
      earlyObservers = []
    }
  }

  private func recordingObserver(_ name: String) -> Face.LabObserver {
    let recorder = recorder
    return Face.observer(
      next: { [weak self] value in
        recorder.record(name, .next, value)
        self?.react(name, value)
      },
      failed: { recorder.record(name, .error, $0.message) }, completed: { recorder.record(name, .completed) },
      interrupted: { recorder.record(name, .interrupted) })
  }

  private func inputs(_ body: (Face.LabObserver) -> Void) {
    if let input { body(input) } else { runs.forEach(body) }
  }
}

/// A script's command in a face: each run of the action's work sends its
/// input at once, then what the script sends to its live runs. Neither RAC4's
/// nor ReactiveSwift's `Action` runs concurrently, so a script's `concurrent`
/// is RACClassic's alone; how a run's end reaches the channels, and what a
/// refused run fails with, is the face's own (docs/Migration.md, "The end of
/// an `Action`'s run").
final class FaceCommand<Face: ScriptFace> {
  let action: Face.LabAction
  /// The enabled input, a property with the script's first value.
  let enabledInput: Face.LabEnabledInput?
  /// What the latest `apply` returned.
  private var latestExecution: Face.LabExecution?
  /// The starts of the executions, so that the run can end them.
  private var executions: [Face.LabDisposable] = []

  init(runs: LiveRuns<Face.LabObserver>, enabledInput: Bool?) {
    let work = { (value: String) in Face.liveRun(runs, sending: value) }
    let input = enabledInput.map(Face.makeEnabledInput)
    self.enabledInput = input
    action = Face.action(enabledIf: input, work)
  }

  /// RAC2's `execute:` ported: `apply(input).start()`.
  func execute(_ input: String) {
    let execution = Face.apply(action, input)
    latestExecution = execution
    executions.append(Face.start(execution))
  }

  /// Sends `value` into the enabled input, if the command has one.
  func setEnabled(_ value: Bool) {
    if let enabledInput { Face.setEnabled(enabledInput, value) }
  }

  /// The run is over: disposes the executions still running (a work that
  /// never ended holds the action, and through it the driver).
  func finish() {
    for execution in executions { Face.dispose(execution) }
  }

  /// What a subscriber to `channel` subscribes to.
  func stream(for channel: CommandChannel) -> FaceStream<Face> {
    Face.stream(for: channel, of: action, latest: latestExecution)
  }
}
