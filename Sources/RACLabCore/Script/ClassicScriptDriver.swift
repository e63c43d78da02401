import Foundation
import RACClassic

/// Runs a script with RACClassic types on a `RACTestScheduler`.
final class ClassicScriptDriver: ScriptDriver {
  let recorder: TimelineRecorder
  let scheduler = RACTestScheduler()
  let loopGuard: LoopGuard
  let script: LabScript
  let start: Date
  let runs: LiveRuns<any RACSubscriber<String>>
  /// The source of the script's kind; subscribers see it through the pipeline.
  private let source: RACSignal<String>
  private lazy var target = applying(script.pipeline, to: source)
  /// Kind `property`, channel `signal`: RAC2 has no signal of a property's
  /// changes alone; its code skips the current value the subject replays.
  private lazy var changes = applying(script.pipeline, to: source.skip(1))
  private let subject: RACSubject<String>?
  private let connection: RACMulticastConnection<String>?
  /// Kind `command`: the command and its enabled input.
  private let command: ClassicCommand?
  /// The script's other sources, by name.
  let others: [String: RACSubject<String>]
  private var subscriptions: [String: RACDisposable] = [:]
  /// The connection's disposable, once the script connected.
  private var connected: RACDisposable?

  init(script: LabScript) {
    self.script = script
    loopGuard = LoopGuard(script: script)
    let scheduler = scheduler
    let start = scheduler.currentDate
    self.start = start
    recorder = TimelineRecorder { scheduler.currentDate.timeIntervalSince(start) }
    let runs = LiveRuns<any RACSubscriber<String>>(recorder: recorder)
    self.runs = runs
    let cold = RACSignal<String>.createSignal { subscriber in
      let id = runs.start(subscriber)
      return RACDisposable { runs.end(id) }
    }
    let capacity = script.capacity ?? RACReplaySubjectUnlimitedCapacity
    var subject: RACSubject<String>?
    var connection: RACMulticastConnection<String>?
    var command: ClassicCommand?
    switch (script.kind, script.setting) {
    case (.subject, _):
      subject = RACSubject()
      source = subject!
    case (.replaySubject, _):
      subject = RACReplaySubject(capacity: capacity)
      source = subject!
    case (.publish, _):
      connection = cold.publish()
      source = connection!.signal
    case (.autoconnect, _): source = cold.multicast(RACSubject()).autoconnect()
    case (.replay, _): source = cold.replay()
    case (.replayLast, _): source = cold.replayLast()
    case (.replayLazily, _): source = cold.replayLazily()
    case (.property, .value(let value)):
      subject = RACBehaviorSubject(defaultValue: value)
      source = subject!
    case (.constant, .value(let value)): source = .return(value)
    case (.timer, .interval(let interval)):
      source = RACSignal.interval(interval, onScheduler: scheduler).map { formatTime($0.timeIntervalSince(start)) }
    case (.command, .command(let enabledInput, let concurrent)):
      command = ClassicCommand(runs: runs, hasEnabledInput: enabledInput != nil, concurrent: concurrent)
      source = .empty()
    default: source = cold
    }
    self.subject = subject
    self.connection = connection
    self.command = command
    others = Dictionary(
      uniqueKeysWithValues: script.sources.map { other in
        let capacity = other.capacity ?? RACReplaySubjectUnlimitedCapacity
        return (
          other.name, other.kind == .subject ? RACSubject<String>() : RACReplaySubject<String>(capacity: capacity)
        )
      })
  }

  func schedule(at time: Double, _ action: @escaping () -> Void) {
    scheduler.after(start.addingTimeInterval(time), schedule: action)
  }

  func runToEnd() {
    guard let horizon = script.horizon else { return scheduler.stepAll() }
    stop(atHorizon: horizon, pending: scheduler.clock.pendingCount)
  }

  func finish() {
    for subscription in subscriptions.values { subscription.dispose() }
    connected?.dispose()
    runs.forgetAll()
    scheduler.clock.discardPending()
  }

  func advance(to time: Double) { scheduler.advance(to: start.addingTimeInterval(time)) }

  func perform(_ step: Step) {
    switch step {
    case .subscribe(let name):
      let recorder = recorder
      let signal =
        command.map { applying(script.pipeline, to: $0.signal(for: script.channels[name] ?? .values)) }
        ?? (script.propertyChannels[name] == .signal ? changes : target)
      subscriptions[name] = signal.subscribeNext(
        { [weak self] value in
          recorder.record(name, .next, value)
          self?.react(name, value)
        },
        error: { recorder.record(name, .error, describeScriptError($0)) },
        completed: { recorder.record(name, .completed) })
    case .dispose(let name): subscriptions[name]?.dispose()
    case .send(let value): inputs { $0.sendNext(value) }
    case .complete: inputs { $0.sendCompleted() }
    case .fail(let message): inputs { $0.sendError(ScriptError(message: message)) }
    case .connect: connected = connection?.connect()
    case .execute(let input): command?.execute(input)
    case .enable(let enabled): command?.enabledInput?.sendNext(enabled)
    case .into(let name, .send(let value)): others[name]?.sendNext(value)
    case .into(let name, .complete): others[name]?.sendCompleted()
    }
  }

  private func inputs(_ body: (any RACSubscriber<String>) -> Void) {
    if let subject { body(subject) } else { runs.forEach(body) }
  }
}

/// The message of an error a script sent (`nil` errors read "nil"); an
/// error the library made (RAC2's timeout) as its domain and code, which
/// read the same on every platform.
func describeScriptError(_ error: (any Error)?) -> String {
  guard let error else { return "nil" }
  if let error = error as? ScriptError { return error.message }
  guard type(of: error) is NSError.Type else { return String(describing: error) }
  let object = error as NSError
  return "\(object.domain) \(object.code)"
}
