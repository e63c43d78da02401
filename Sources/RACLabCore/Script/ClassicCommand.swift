import RACClassic

/// A script's command in RACClassic: each execution runs the work, which
/// sends its input at once, then what the script sends to its live runs.
final class ClassicCommand {
  let command: RACCommand<String, String>
  /// The enabled input: a subject that has said nothing yet.
  let enabledInput: RACSubject<Bool>?
  /// What the latest `execute:` returned.
  private var latestExecution: RACSignal<String>?

  init(runs: LiveRuns<any RACSubscriber<String>>, hasEnabledInput: Bool, concurrent: Bool) {
    let input = hasEnabledInput ? RACSubject<Bool>() : nil
    self.enabledInput = input
    command = RACCommand(enabled: input) { value in
      RACSignal.createSignal { subscriber in
        let id = runs.start(subscriber)
        subscriber.sendNext(value)
        return RACDisposable { runs.end(id) }
      }
    }
    command.allowsConcurrentExecution = concurrent
  }

  func execute(_ input: String) { latestExecution = command.execute(input) }

  /// What a subscriber to `channel` subscribes to.
  func signal(for channel: CommandChannel) -> RACSignal<String> {
    switch channel {
    case .values: command.executionSignals.flatten()
    case .errors: command.errors.map { describeScriptError($0) }
    case .executing: command.executing.map { "\($0)" }
    case .enabled: command.enabled.map { "\($0)" }
    case .execution: latestExecution ?? .empty()
    }
  }
}
