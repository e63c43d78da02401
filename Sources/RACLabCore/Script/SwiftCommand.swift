import RACSwift

/// A script's command in RACSwift (ReactiveSwift 7's `Action`): each run of
/// the action's work sends its input at once, then what the script sends to
/// its live runs. ReactiveSwift's `Action` never runs concurrently either,
/// so a script's `concurrent` is RACClassic's alone. Where RAC4 says
/// `ActionError.notEnabled`, ReactiveSwift says `ActionError.disabled`, and a
/// run's end reaches `isEnabled`/`isExecuting` before `values`/`errors`
/// (docs/Migration.md, "The end of an `Action`'s run").
final class SwiftCommand {
  let action: Action<String, String, ScriptError>
  /// The enabled input, a property with the script's first value.
  let enabledInput: MutableProperty<Bool>?
  /// What the latest `apply` returned.
  private var latestExecution: SignalProducer<String, ActionError<ScriptError>>?
  /// The starts of the executions, so that the run can end them.
  private var executions: [Disposable] = []

  init(runs: LiveRuns<Signal<String, ScriptError>.Observer>, enabledInput: Bool?) {
    // The live run keeps its observer (`runs`) until it ends: a start
    // handler that lets go of its observer is interrupted in ReactiveSwift.
    let work = { (value: String) in
      SignalProducer<String, ScriptError> { observer, lifetime in
        let id = runs.start(observer)
        lifetime.observeEnded { runs.end(id) }
        observer.send(value: value)
      }
    }
    if let enabledInput {
      let input = MutableProperty(enabledInput)
      self.enabledInput = input
      action = Action(enabledIf: input, execute: work)
    } else {
      self.enabledInput = nil
      action = Action(execute: work)
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
  func stream(for channel: CommandChannel) -> SwiftStream {
    switch channel {
    case .values: .signal(action.values.promoteError(ScriptError.self))
    case .errors: .signal(action.errors.map(\.message).promoteError(ScriptError.self))
    case .executing: .producer(action.isExecuting.producer.map { "\($0)" }.promoteError(ScriptError.self))
    case .enabled: .producer(action.isEnabled.producer.map { "\($0)" }.promoteError(ScriptError.self))
    case .execution: .producer((latestExecution ?? .empty).mapError(Self.describe))
    }
  }

  /// An action's error in the script's words: `ActionError.disabled`, or
  /// the work's own message.
  static func describe(_ error: ActionError<ScriptError>) -> ScriptError {
    switch error {
    case .disabled: ScriptError(message: "ActionError.disabled")
    case .producerFailed(let error): error
    }
  }
}
