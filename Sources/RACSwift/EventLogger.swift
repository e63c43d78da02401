import RACShared

/// The kinds of event `logEvents` can log.
public enum LoggingEvent {
  /// What a signal's `logEvents` can log.
  public enum Signal: String, CaseIterable {
    /// A value (`value 1`).
    case value
    /// Completion.
    case completed
    /// A failure (`failed <error>`).
    case failed
    /// Any terminal event.
    case terminated
    /// The observation ended.
    case disposed
    /// Interruption.
    case interrupted

    /// Every kind.
    @available(*, deprecated, message: "Use `allCases` instead.")
    public static var allEvents: Set<Signal> { Set(allCases) }

    var logged: LoggedEvent {
      switch self {
      case .value: .next
      case .completed: .completed
      case .failed: .failed
      case .terminated: .terminated
      case .disposed: .disposed
      case .interrupted: .interrupted
      }
    }
  }

  /// What a producer's `logEvents` can log.
  public enum SignalProducer: String, CaseIterable {
    /// Before a start's work.
    case starting
    /// After a start's work has started.
    case started
    /// A value (`value 1`).
    case value
    /// Completion.
    case completed
    /// A failure (`failed <error>`).
    case failed
    /// Any terminal event.
    case terminated
    /// The start ended.
    case disposed
    /// Interruption.
    case interrupted

    /// Every kind.
    @available(*, deprecated, message: "Use `allCases` instead.")
    public static var allEvents: Set<SignalProducer> { Set(allCases) }

    var logged: LoggedEvent {
      switch self {
      case .starting: .starting
      case .started: .started
      case .value: .next
      case .completed: .completed
      case .failed: .failed
      case .terminated: .terminated
      case .disposed: .disposed
      case .interrupted: .interrupted
      }
    }
  }
}

extension LoggingEvent.Signal: Sendable {}
extension LoggingEvent.SignalProducer: Sendable {}

/// A logging function for `logEvents`: the identifier, the event (`value 1`,
/// `completed`), and where `logEvents` was called.
public typealias EventLogger = (
  _ identifier: String, _ event: String, _ fileName: String, _ functionName: String, _ lineNumber: Int
) -> Void

/// The default logger of `logEvents`: one line,
/// `[identifier] value 1 fileName: …, functionName: …, lineNumber: …`, to the
/// process's log sink (printed to standard output unless RACModern's
/// `EventLog` or RACClassic's `RACLog` redirected it).
///
/// - Parameters:
///   - identifier: The `identifier` given to `logEvents`.
///   - event: The event (`value 1`, `completed`).
///   - fileName: Where `logEvents` was called.
///   - functionName: The function that called it.
///   - lineNumber: The line it was called on.
public func defaultEventLog(identifier: String, event: String, fileName: String, functionName: String, lineNumber: Int)
{
  DebugLog.write(
    DebugLog.modernLine(
      identifier: identifier, event: event, fileName: fileName, functionName: functionName, lineNumber: lineNumber))
}

extension Signal {
  /// Logs this signal's events: the kinds in `events`, one line each,
  /// through `logger` (`value 1`, `failed <error>`, `completed`, then
  /// `terminated` and `disposed`).
  ///
  /// - Parameters:
  ///   - identifier: Names the signal in each line.
  ///   - events: The kinds to log.
  ///   - fileName: Where this was called (filled in for you).
  ///   - functionName: The calling function (filled in for you).
  ///   - lineNumber: The calling line (filled in for you).
  ///   - logger: Receives each line's parts.
  /// - Returns: The same events, logged.
  public func logEvents(
    identifier: String = "", events: Set<LoggingEvent.Signal> = Set(LoggingEvent.Signal.allCases),
    fileName: String = #file, functionName: String = #function, lineNumber: Int = #line,
    logger: @escaping EventLogger = defaultEventLog
  ) -> Signal<Value, Error> {
    let logging = SideEffects<Value, Error>.logging(Set(events.map(\.logged)), names: .reactiveSwift) {
      logger(identifier, $0, fileName, functionName, lineNumber)
    }
    return Signal(core: core.lift(cancelling: EventTransforms.on(logging.effects)))
  }
}

extension SignalProducer {
  /// Logs the events of each start: the kinds in `events`, one line each,
  /// through `logger` (`starting`, `value 1`, …, `started` once the work has
  /// started, `completed`, `terminated`, `disposed`).
  ///
  /// ```swift
  /// SignalProducer<Int, Never>(value: 1).logEvents(identifier: "one").start()
  /// // [one] starting fileName: …, [one] value 1 …, [one] completed …,
  /// // [one] terminated …, [one] disposed …, [one] started …
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: Names the producer in each line.
  ///   - events: The kinds to log.
  ///   - fileName: Where this was called (filled in for you).
  ///   - functionName: The calling function (filled in for you).
  ///   - lineNumber: The calling line (filled in for you).
  ///   - logger: Receives each line's parts.
  /// - Returns: The same producer, logged.
  public func logEvents(
    identifier: String = "", events: Set<LoggingEvent.SignalProducer> = Set(LoggingEvent.SignalProducer.allCases),
    fileName: String = #file, functionName: String = #function, lineNumber: Int = #line,
    logger: @escaping EventLogger = defaultEventLog
  ) -> SignalProducer<Value, Error> {
    let logging = SideEffects<Value, Error>.logging(Set(events.map(\.logged)), names: .reactiveSwift) {
      logger(identifier, $0, fileName, functionName, lineNumber)
    }
    return SignalProducer(
      core: core.on(
        starting: logging.starting, started: logging.started, timing: .reactiveSwift, logging.effects))
  }
}
