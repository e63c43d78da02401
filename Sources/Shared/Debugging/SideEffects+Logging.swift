/// An event RAC4's `logEvents` can log, named as RAC4 printed it.
package enum LoggedEvent: String, Sendable {
  case started = "Started"
  case next = "Next"
  case completed = "Completed"
  case failed = "Failed"
  case terminated = "Terminated"
  case disposed = "Disposed"
  case interrupted = "Interrupted"
}

extension SideEffects {
  /// The side effects of RAC4's `logEvents`: for each kind in `events`, one
  /// line handed to `log`: the kind's name, followed by the value or the
  /// error when there is one (`Next 1`, `Failed TestError(1)`, `Completed`).
  /// `started` is the callback for the producer's start, if logged.
  package static func logging(
    _ events: Set<LoggedEvent>, _ log: @escaping (String) -> Void
  ) -> (started: (() -> Void)?, effects: SideEffects) {
    func plain(_ event: LoggedEvent) -> (() -> Void)? {
      events.contains(event) ? { log(event.rawValue) } : nil
    }
    func carrying<Payload>(_ event: LoggedEvent) -> ((Payload) -> Void)? {
      events.contains(event) ? { log("\(event.rawValue) \($0)") } : nil
    }
    return (
      plain(.started),
      SideEffects(
        value: carrying(.next), failed: carrying(.failed), completed: plain(.completed),
        interrupted: plain(.interrupted), terminated: plain(.terminated), disposed: plain(.disposed))
    )
  }
}
