import Foundation
import RACClassic
import RACModern

/// One event of a timeline, in a form both faces share, so that what a
/// RACClassic subscriber heard compares with `==` to what a RACModern
/// observer heard.
///
/// A failure is kept as a description of its error (see
/// `describe(_:)`): RAC2 errors are untyped and may be `nil`, RAC4 errors
/// are typed, and the bridge wraps a classic error in `BridgedError`; their
/// descriptions compare across all three.
///
/// ```swift
/// let events: [TimelineEvent<Int>] = [.value(1), .value(2), .completed]
/// print(events.map(\.description))   // prints ["value(1)", "value(2)", "completed"]
/// ```
public enum TimelineEvent<Value: Equatable>: Equatable, CustomStringConvertible {
  /// A value (RAC2's `next`, RAC4's `Next`).
  case value(Value)
  /// A failure, described by `describe(_:)`.
  case failed(String)
  /// Successful completion.
  case completed
  /// Interruption: RACModern only (a disposed start, a late observer of an
  /// ended signal). RACClassic has none; see `InterruptionPolicy`.
  case interrupted

  /// `value(1)`, `failed(TestError(1))`, `completed` or `interrupted`.
  public var description: String {
    switch self {
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

  /// A classic failure: the error as `describe(_:)` spells it.
  public static func failed(error: (any Error)?) -> TimelineEvent {
    .failed(describe(error))
  }

  /// A short description of an error that reads the same whichever face
  /// sent it: `nil` for a classic `nil` error; a `BridgedError` as the error
  /// it carries; an `NSError` as its domain and code (`NSCocoaErrorDomain
  /// 4`), which, unlike its `description`, is the same on every platform;
  /// any other error as Swift describes it.
  public static func describe(_ error: (any Error)?) -> String {
    guard let error else { return "nil" }
    if let bridged = error as? BridgedError { return describe(bridged.underlying) }
    guard type(of: error) is NSError.Type else { return String(describing: error) }
    let object = error as NSError
    return "\(object.domain) \(object.code)"
  }

  /// The event a RACModern observer heard.
  public init<Failure>(_ event: Event<Value, Failure>) {
    switch event {
    case .next(let value): self = .value(value)
    case .failed(let error): self = .failed(Self.describe(error))
    case .completed: self = .completed
    case .interrupted: self = .interrupted
    }
  }
}

extension TimelineEvent: Sendable where Value: Sendable {}
