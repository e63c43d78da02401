import RACShared

extension RACSignal {
  /// Logs every event this signal sends, one line each, with its name
  /// (RAC2's `-logAll`). Lines go to `RACLog`'s sink.
  ///
  /// ```swift
  /// RACSignal<Int>.return(1).setName("answer").logAll().subscribeCompleted {}
  /// // prints "answer next: 1", then "answer completed"
  /// ```
  public func logAll() -> RACSignal<Value> {
    logNext().logError().logCompleted()
  }

  /// Logs each value as `<name> next: <value>` (RAC2's `-logNext`).
  public func logNext() -> RACSignal<Value> {
    doNext { [name] in DebugLog.write(DebugLog.classicLine(name: name, "next: \($0)")) }.setName(name)
  }

  /// Logs the error as `<name> error: <error>` (RAC2's `-logError`).
  public func logError() -> RACSignal<Value> {
    doError { [name] in DebugLog.write(DebugLog.classicLine(name: name, "error: \($0.map { "\($0)" } ?? "nil")")) }
      .setName(name)
  }

  /// Logs completion as `<name> completed` (RAC2's `-logCompleted`).
  public func logCompleted() -> RACSignal<Value> {
    doCompleted { [name] in DebugLog.write(DebugLog.classicLine(name: name, "completed")) }.setName(name)
  }
}

/// Where `logAll()`, `logNext()`, `logError()` and `logCompleted()` write
/// (RAC2 wrote with `NSLog`). RACModern's default `logEvents` logger writes
/// to the same sink. By default lines are printed to standard output.
///
/// ```swift
/// RACLog.withSink({ line in lines.append(line) }) {
///   signal.logAll().subscribeNext { _ in }
/// }
/// ```
public enum RACLog {
  /// Sends every log line of the process to `sink`.
  public static func setSink(_ sink: @escaping @Sendable (String) -> Void) {
    DebugLog.setSink(sink)
  }

  /// Prints log lines to standard output again.
  public static func resetSink() {
    DebugLog.resetSink()
  }

  /// Runs `body` with the lines logged by the calling task (and what it runs
  /// synchronously) going to `sink` instead; other tasks and threads keep
  /// the process-wide sink.
  @discardableResult
  public static func withSink<Result>(
    _ sink: @escaping @Sendable (String) -> Void, _ body: () throws -> Result
  ) rethrows -> Result {
    try DebugLog.withSink(sink, body)
  }
}
