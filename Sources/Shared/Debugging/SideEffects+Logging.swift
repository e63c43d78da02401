/// An event `logEvents` can log.
package enum LoggedEvent: Sendable, Hashable {
  case starting
  case started
  case next
  case completed
  case failed
  case terminated
  case disposed
  case interrupted

  /// The event's name in the log line, as the face's library printed it.
  package func name(_ names: LoggedEventNames) -> String {
    switch (self, names) {
    case (.starting, .rac4): "Starting"
    case (.started, .rac4): "Started"
    case (.next, .rac4): "Next"
    case (.completed, .rac4): "Completed"
    case (.failed, .rac4): "Failed"
    case (.terminated, .rac4): "Terminated"
    case (.disposed, .rac4): "Disposed"
    case (.interrupted, .rac4): "Interrupted"
    case (.starting, .reactiveSwift): "starting"
    case (.started, .reactiveSwift): "started"
    case (.next, .reactiveSwift): "value"
    case (.completed, .reactiveSwift): "completed"
    case (.failed, .reactiveSwift): "failed"
    case (.terminated, .reactiveSwift): "terminated"
    case (.disposed, .reactiveSwift): "disposed"
    case (.interrupted, .reactiveSwift): "interrupted"
    }
  }
}

/// How `logEvents` names events: RAC 4.2.2 printed `Next 1`, `Failed …`,
/// `Started`; ReactiveSwift 7 prints `value 1`, `failed …`, `starting`,
/// `started` (docs/Migration.md, "logEvents").
package enum LoggedEventNames: Sendable {
  /// RAC 4.2.2's capitalised names, `Next` for a value.
  case rac4
  /// ReactiveSwift 7's names: its `LoggingEvent` cases.
  case reactiveSwift
}

extension SideEffects {
  /// The side effects of `logEvents`: for each kind in `events`, one line
  /// handed to `log`: the kind's name in `names`, followed by the value or
  /// the error when there is one (RAC4: `Next 1`, `Failed TestError(1)`,
  /// `Completed`; ReactiveSwift: `value 1`, `failed TestError(1)`,
  /// `completed`). `starting` and `started` are the callbacks for the
  /// producer's start, if logged.
  package static func logging(
    _ events: Set<LoggedEvent>, names: LoggedEventNames, _ log: @escaping (String) -> Void
  ) -> (starting: (() -> Void)?, started: (() -> Void)?, effects: SideEffects) {
    func plain(_ event: LoggedEvent) -> (() -> Void)? {
      events.contains(event) ? { log(event.name(names)) } : nil
    }
    func carrying<Payload>(_ event: LoggedEvent) -> ((Payload) -> Void)? {
      events.contains(event) ? { log("\(event.name(names)) \($0)") } : nil
    }
    return (
      plain(.starting),
      plain(.started),
      SideEffects(
        value: carrying(.next), failed: carrying(.failed), completed: plain(.completed),
        interrupted: plain(.interrupted), terminated: plain(.terminated), disposed: plain(.disposed))
    )
  }
}
