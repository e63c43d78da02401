import RACModern

/// A script's command in RACModern: each run of the action's work sends its
/// input at once, then what the script sends to its live runs. RAC4's
/// `Action` never runs concurrently, so a script's `concurrent` is RACClassic's
/// alone.
final class ModernCommand {
  let action: Action<String, String, ScriptError>
  /// The enabled input, a property with the script's first value.
  let enabledInput: MutableProperty<Bool>?
  /// What the latest `apply` returned.
  private var latestExecution: SignalProducer<String, ActionError<ScriptError>>?
  /// The starts of the executions, so that the run can end them.
  private var executions: [Disposable] = []

  init(runs: LiveRuns<Observer<String, ScriptError>>, enabledInput: Bool?) {
    let work = { (value: String) in
      SignalProducer<String, ScriptError> { observer, lifetime in
        let id = runs.start(observer)
        lifetime += { runs.end(id) }
        observer.sendNext(value)
      }
    }
    if let enabledInput {
      let input = MutableProperty(enabledInput)
      self.enabledInput = input
      action = Action(enabledIf: input, work)
    } else {
      self.enabledInput = nil
      action = Action(work)
    }
  }

  /// RAC2's `execute:` ported: `apply(input).start()`.
  func execute(_ input: String) {
    let execution = action.apply(input)
    latestExecution = execution
    executions.append(execution.start())
  }

  /// The run is over: disposes the executions still running (a work that
  /// never ended holds the action, and through it the driver).
  func finish() {
    for execution in executions { execution.dispose() }
  }

  /// What a subscriber to `channel` subscribes to.
  func stream(for channel: CommandChannel) -> ModernStream {
    switch channel {
    case .values: .signal(action.values.promoteErrors(ScriptError.self))
    case .errors: .signal(action.errors.map(\.message).promoteErrors(ScriptError.self))
    case .executing: .producer(action.executing.producer.map { "\($0)" }.promoteErrors(ScriptError.self))
    case .enabled: .producer(action.enabled.producer.map { "\($0)" }.promoteErrors(ScriptError.self))
    case .execution: .producer((latestExecution ?? .empty).mapError(Self.describe))
    }
  }

  /// An action's error in the script's words: `ActionError.notEnabled`, or
  /// the work's own message.
  static func describe(_ error: ActionError<ScriptError>) -> ScriptError {
    switch error {
    case .notEnabled: ScriptError(message: "ActionError.notEnabled")
    case .producerFailed(let error): error
    }
  }
}
