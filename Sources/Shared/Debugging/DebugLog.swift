/// Where the debugging operators write: RAC2's `logAll`/`logNext`/
/// `logError`/`logCompleted` and RAC4's default `logEvents` logger.
///
/// One sink for the whole engine, replaceable (an app routes it to its own
/// logger, tests read it). A sink given to `withSink` replaces it for the
/// calling task only: lines written by that task, and by the code it runs
/// synchronously (a test scheduler's actions, say), go there, so tests that
/// run side by side do not read each other's lines. By default each line is
/// printed to standard output.
package enum DebugLog {
  /// A destination for log lines.
  package typealias Sink = @Sendable (String) -> Void

  private static let global = GlobalSink()
  @TaskLocal private static var scoped: Sink?

  /// Writes one line to the current sink.
  package static func write(_ line: String) {
    let sink = scoped ?? global.current.withLock { $0 }.write
    sink(line)
  }

  /// Replaces the process-wide sink.
  package static func setSink(_ sink: @escaping Sink) {
    global.current.withLock { $0 = SinkBox(sink) }
  }

  /// Restores printing to standard output.
  package static func resetSink() {
    setSink { print($0) }
  }

  /// Runs `body` with `sink` receiving the lines written by this task.
  package static func withSink<Result>(_ sink: @escaping Sink, _ body: () throws -> Result) rethrows -> Result {
    try $scoped.withValue(sink, operation: body)
  }

  /// A line of RAC2's debugging operators: `<name> next: <value>`,
  /// `<name> error: <error>`, `<name> completed` (RAC2 printed the signal's
  /// description; an unnamed signal is `RACSignal`).
  package static func classicLine(name: String, _ event: String) -> String {
    "\(name.isEmpty ? "RACSignal" : name) \(event)"
  }

  /// A line of RAC4's default `logEvents` logger.
  package static func modernLine(
    identifier: String, event: String, fileName: String, functionName: String, lineNumber: Int
  ) -> String {
    "[\(identifier)] \(event) fileName: \(fileName), functionName: \(functionName), lineNumber: \(lineNumber)"
  }
}

/// The process-wide sink of `DebugLog`.
private final class GlobalSink {
  let current = LockedState.make(SinkBox { print($0) })
}

/// The process-wide sink, boxed: a closure stored directly as a
/// `LockedState`'s state is wrapped in two more thunks at every `inout`
/// access (see `VirtualAction`), so each line written made the next slower.
private final class SinkBox: Sendable {
  let write: DebugLog.Sink

  init(_ write: @escaping DebugLog.Sink) {
    self.write = write
  }
}

// Safety: the sink is only touched under its lock.
extension GlobalSink: @unchecked Sendable {}
