import RACShared

/// The kinds of event `logEvents` can log (RAC4's `LoggingEvent`).
public enum LoggingEvent {
  /// What a signal's `logEvents` can log.
  public enum Signal: Sendable {
    /// A value.
    case next
    /// Completion.
    case completed
    /// A failure.
    case failed
    /// Any terminal event.
    case terminated
    /// The observation ended.
    case disposed
    /// Interruption.
    case interrupted

    /// Every kind.
    public static let allEvents: Set<Signal> = [.next, .completed, .failed, .terminated, .disposed, .interrupted]

    /// ReactiveSwift's name of `next`.
    public static var value: Signal { .next }

    var logged: LoggedEvent {
      switch self {
      case .next: .next
      case .completed: .completed
      case .failed: .failed
      case .terminated: .terminated
      case .disposed: .disposed
      case .interrupted: .interrupted
      }
    }
  }

  /// What a producer's `logEvents` can log.
  public enum SignalProducer: Sendable {
    /// A start of the producer.
    case started
    /// A value.
    case next
    /// Completion.
    case completed
    /// A failure.
    case failed
    /// Any terminal event.
    case terminated
    /// The start ended.
    case disposed
    /// Interruption.
    case interrupted

    /// Every kind.
    public static let allEvents: Set<SignalProducer> = [
      .started, .next, .completed, .failed, .terminated, .disposed, .interrupted,
    ]

    /// ReactiveSwift's name of `next`.
    public static var value: SignalProducer { .next }

    var logged: LoggedEvent {
      switch self {
      case .started: .started
      case .next: .next
      case .completed: .completed
      case .failed: .failed
      case .terminated: .terminated
      case .disposed: .disposed
      case .interrupted: .interrupted
      }
    }
  }
}

/// A logging function for `logEvents`: the identifier, the event (`Next 1`,
/// `Completed`), and where `logEvents` was called (RAC4's `EventLogger`).
public typealias EventLogger = (
  _ identifier: String, _ event: String, _ fileName: String, _ functionName: String, _ lineNumber: Int
) -> Void

/// RAC4's default logger: one line to the log sink (`EventLog`),
/// `[identifier] Next 1 fileName: …, functionName: …, lineNumber: …`.
public func defaultEventLog(
  identifier: String, event: String, fileName: String, functionName: String, lineNumber: Int
) {
  DebugLog.write(
    DebugLog.modernLine(
      identifier: identifier, event: event, fileName: fileName, functionName: functionName, lineNumber: lineNumber))
}

/// Where `defaultEventLog` writes: one sink for the process, shared with
/// RACClassic's `logAll()`. By default lines are printed to standard output.
public enum EventLog {
  /// Sends every log line of the process to `sink`.
  public static func setSink(_ sink: @escaping @Sendable (String) -> Void) {
    DebugLog.setSink(sink)
  }

  /// Prints log lines to standard output again.
  public static func resetSink() {
    DebugLog.resetSink()
  }

  /// Runs `body` with the lines logged by the calling task (and what it runs
  /// synchronously) going to `sink` instead.
  @discardableResult
  public static func withSink<Result>(
    _ sink: @escaping @Sendable (String) -> Void, _ body: () throws -> Result
  ) rethrows -> Result {
    try DebugLog.withSink(sink, body)
  }
}

extension SignalProducer {
  /// Logs the events of each start: the kinds in `events`, one line each,
  /// through `logger` (RAC4's `logEvents`; by default one line to the log
  /// sink, `EventLog`).
  ///
  /// ```swift
  /// request.logEvents(identifier: "request").start()
  /// // [request] Started fileName: …, then [request] Next … and so on
  /// ```
  public func logEvents(
    identifier: String = "",
    events: Set<LoggingEvent.SignalProducer> = LoggingEvent.SignalProducer.allEvents,
    fileName: String = #file,
    functionName: String = #function,
    lineNumber: Int = #line,
    logger: @escaping EventLogger = defaultEventLog
  ) -> SignalProducer {
    let logging = SideEffects<Value, Error>.logging(Set(events.map(\.logged)), names: .rac4) {
      logger(identifier, $0, fileName, functionName, lineNumber)
    }
    return SignalProducer(producer: producer.on(started: logging.started, timing: .rac4, logging.effects))
  }
}

extension Signal {
  /// Logs this signal's events: the kinds in `events`, one line each,
  /// through `logger` (RAC4's `logEvents`).
  public func logEvents(
    identifier: String = "",
    events: Set<LoggingEvent.Signal> = LoggingEvent.Signal.allEvents,
    fileName: String = #file,
    functionName: String = #function,
    lineNumber: Int = #line,
    logger: @escaping EventLogger = defaultEventLog
  ) -> Signal {
    let logging = SideEffects<Value, Error>.logging(Set(events.map(\.logged)), names: .rac4) {
      logger(identifier, $0, fileName, functionName, lineNumber)
    }
    return Signal(core: core.lift(cancelling: EventTransforms.on(logging.effects)))
  }
}
