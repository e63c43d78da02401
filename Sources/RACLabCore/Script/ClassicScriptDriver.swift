import Foundation
import RACClassic

/// Runs a script with RACClassic types on a `RACTestScheduler`.
final class ClassicScriptDriver: ScriptDriver {
  let recorder: TimelineRecorder
  let scheduler = RACTestScheduler()
  let loopGuard = LoopGuard()
  private let start: Date
  private let runs: LiveRuns<any RACSubscriber<String>>
  /// The source of the script's kind; subscribers see it through the pipeline.
  private let source: RACSignal<String>
  private let pipeline: [PipeOperator]
  private lazy var target = applying(pipeline, to: source)
  private let subject: RACSubject<String>?
  private let connection: RACMulticastConnection<String>?
  private var subscriptions: [String: RACDisposable] = [:]

  init(script: LabScript) {
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
    switch script.kind {
    case .cold: source = cold
    case .subject:
      subject = RACSubject()
      source = subject!
    case .replaySubject:
      subject = RACReplaySubject(capacity: capacity)
      source = subject!
    case .publish:
      connection = cold.publish()
      source = connection!.signal
    case .autoconnect: source = cold.multicast(RACSubject()).autoconnect()
    case .replay: source = cold.replay()
    case .replayLast: source = cold.replayLast()
    case .replayLazily: source = cold.replayLazily()
    }
    pipeline = script.pipeline
    self.subject = subject
    self.connection = connection
  }

  func schedule(at time: Double, _ action: @escaping () -> Void) {
    scheduler.after(start.addingTimeInterval(time), schedule: action)
  }

  func runToEnd() { scheduler.stepAll() }

  func advance(to time: Double) { scheduler.advance(to: start.addingTimeInterval(time)) }

  func perform(_ step: Step) {
    switch step {
    case .subscribe(let name):
      let recorder = recorder
      subscriptions[name] = target.subscribeNext(
        { recorder.record(name, .next, $0) },
        error: { recorder.record(name, .error, describeScriptError($0)) },
        completed: { recorder.record(name, .completed) })
    case .dispose(let name): subscriptions[name]?.dispose()
    case .send(let value): inputs { $0.sendNext(value) }
    case .complete: inputs { $0.sendCompleted() }
    case .fail(let message): inputs { $0.sendError(ScriptError(message: message)) }
    case .connect: connection?.connect()
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
