import Foundation
import RACClassic
import RACModern
import RACShared

/// One event of a timeline, in a form both faces share, so that what a
/// RACClassic subscriber heard compares with `==` to what a RACModern
/// observer heard.
///
/// A failure keeps its error as a `RecordedError`, which compares by type
/// and value: RAC2 errors are untyped and may be `nil`, RAC4 errors are
/// typed, and the bridge wraps a classic error in `BridgedError` (recorded as
/// the error it carries). An expectation may write the error as a string,
/// its description (`.failed("TestError(1)")`), or as the error itself
/// (`.failed(error: LoginError.offline)`).
///
/// ```swift
/// let events: [TimelineEvent<Int>] = [.value(1), .value(2), .completed]
/// print(events.map(\.description))   // prints ["value(1)", "value(2)", "completed"]
/// ```
public enum TimelineEvent<Value: Equatable>: Equatable, CustomStringConvertible {
  /// A value (RAC2's `next`, RAC4's `Next`).
  case value(Value)
  /// A failure, with its error.
  case failed(RecordedError)
  /// Successful completion.
  case completed
  /// Interruption: RACModern only (a disposed start, a late observer of an
  /// ended signal). RACClassic has none; see `InterruptionPolicy`.
  case interrupted

  /// `value(1)`, `failed(LoginError.offline)` (the error with its type, as
  /// `RecordedError` describes it), `completed` or `interrupted`; an event of
  /// a merged timeline is its output's name and event (`enabled value(true)`).
  public var description: String {
    switch self {
    case .value(let value as NamedEvent): "\(value)"
    case .value(let value): "value(\(value))"
    case .failed(let error): "failed(\(error))"
    case .completed: "completed"
    case .interrupted: "interrupted"
    }
  }

  /// Whether the event ends a timeline.
  public var isTerminal: Bool {
    if case .value = self { false } else { true }
  }

  /// A failure with `error` (a classic one may be `nil`), kept as a
  /// `RecordedError`.
  public static func failed(error: (any Error)?) -> TimelineEvent {
    .failed(RecordedError(error))
  }

  /// A failure expected by its error's description (`RecordedError`'s
  /// `summary` or `description`), as a string literal writes it.
  public static func failed(_ description: String) -> TimelineEvent {
    .failed(RecordedError(stringLiteral: description))
  }

  /// A short description of an error that reads the same whichever face
  /// sent it (`RecordedError.summary`): `nil` for a classic `nil` error; a
  /// `BridgedError` as the error it carries; an `NSError` as its domain and
  /// code (`NSCocoaErrorDomain 4`), which, unlike its `description`, is the
  /// same on every platform; any other error as Swift describes it.
  public static func describe(_ error: (any Error)?) -> String {
    RecordedError(error).summary
  }

  /// The event a RACModern observer heard.
  public init<Failure>(_ event: Event<Value, Failure>) {
    self.init(event.engineEvent) { $0 }
  }
}

extension TimelineEvent: Sendable where Value: Sendable {}
