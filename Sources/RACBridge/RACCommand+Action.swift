import RACShared

extension RACCommand {
  /// The same command as a RACModern `Action`.
  ///
  /// Zero-copy: both are faces of one engine command, so an execution made
  /// through either side counts for both: `executing` and `enabled` are the
  /// same, the action's `values` and `errors` hear executions made with
  /// `execute(_:)`, and the command's `executionSignals` and `errors` hear
  /// executions started through `apply(_:)` (each start is sent on
  /// `executionSignals` as a signal replaying its values, as `execute(_:)`'s
  /// are; built only while something subscribes to `executionSignals`).
  /// Each face keeps its own way of executing: `execute(_:)` runs at once
  /// and replays; `apply(_:)` runs once per start. Failures arrive as
  /// `BridgedError`.
  ///
  /// ```swift
  /// let command = RACCommand<Int, Int> { RACSignal.return($0 * 2) }
  /// let action = command.toAction()
  /// action.values.observeNext { print($0) }
  /// command.execute(21)   // prints 42
  /// ```
  public func toAction() -> Action<Input, Output, BridgedError> {
    Action(core: core)
  }
}

extension Action {
  /// A RACClassic command in front of this action: it is enabled while the
  /// action is, and each `execute(_:)` applies the action to the input at
  /// once, so the action's `executing`, `enabled`, `values` and `errors`
  /// hear it too. A failure of the work reaches the command's subscribers
  /// and `errors` as the action's error itself; if the action is found
  /// disabled as the execution applies it, as `ActionError.notEnabled`.
  ///
  /// ```swift
  /// let action = Action<Int, Int, NoError> { SignalProducer(value: $0 * 2) }
  /// action.toRACCommand().execute(21).subscribeNext { print($0) }   // prints 42
  /// ```
  public func toRACCommand() -> RACCommand<Input, Output> {
    RACCommand(
      core: CommandCore(
        fronting: core, notEnabled: { BridgedError(underlying: ActionError<Error>.notEnabled) },
        failed: { BridgedError(underlying: $0) }))
  }
}

extension Action where Error == BridgedError {
  /// The same command as a RACClassic `RACCommand`, sharing its engine
  /// command (an action that came from `toAction()` converts back to its
  /// command's engine).
  public func toRACCommand() -> RACCommand<Input, Output> {
    RACCommand(core: core)
  }
}
