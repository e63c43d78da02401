import Foundation
import RACClassic

/// An error as a timeline keeps it: the error itself, so that a recorded
/// failure compares by its type and value, not by a description.
///
/// Two recorded errors are equal when they are of the same type and
///
/// - `==` says so, for an `Equatable` error;
/// - their domains, codes and the keys of their `userInfo` are equal, for an
///   `NSError` (the values are often localized text or objects);
/// - their descriptions are equal, for any other error.
///
/// So `LoginError.offline` and `SearchError.offline` differ, and RAC2's
/// `NSError` differs from the port's typed error unless the test says they
/// correspond (`MigrationTestScheduler.recordError(_:as:)`). A classic `nil`
/// error equals only another `nil`; a `BridgedError` is recorded as the
/// classic error it carries.
///
/// A string literal is an expectation written by its description
/// (`.failed("TestError(1)")`): it equals any recorded error whose short
/// description (`summary`) or whose description with its type
/// (`description`) is that text.
///
/// ```swift
/// enum LoginError: Error { case offline }
/// enum SearchError: Error { case offline }
/// print(RecordedError(LoginError.offline))   // prints LoginError.offline
/// print(RecordedError(LoginError.offline) == RecordedError(SearchError.offline))   // prints false
/// ```
public struct RecordedError: Equatable, CustomStringConvertible, ExpressibleByStringLiteral, Sendable {
  private enum Kind: Sendable {
    case error(any Error)
    case none
    case written(String)
  }

  private let kind: Kind

  /// The error a correspondence replaced (`MigrationTestScheduler.recordError(_:as:)`),
  /// shown after the error in descriptions; `nil` when none applied.
  public let original: RecordedError.Original?

  /// The error recorded for a correspondence: what the test declared the
  /// recorded error stands for.
  public struct Original: Sendable, CustomStringConvertible {
    /// The error as it was sent.
    public let error: any Error
    /// `NSError(domain: …, code: …)`: the error as its description with its type.
    public var description: String { RecordedError(error).description }
  }

  /// Records `error`: a `BridgedError` as the classic error it carries, a
  /// `nil` classic error as `nil`.
  public init(_ error: (any Error)?) {
    self.init(error, original: nil)
  }

  init(_ error: (any Error)?, original: (any Error)?) {
    let unwrapped = error.flatMap { ($0 as? BridgedError).map(\.underlying) ?? $0 }
    kind = unwrapped.map(Kind.error) ?? .none
    self.original = original.map(Original.init(error:))
  }

  /// An expected error written by its description (`summary` or `description`).
  public init(stringLiteral text: String) {
    kind = .written(text)
    original = nil
  }

  /// The recorded error; `nil` for a classic `nil` error and for one written
  /// as a string.
  public var error: (any Error)? {
    if case .error(let error) = kind { error } else { nil }
  }

  /// The error's type as Swift spells it (`LoginError`, `NSError`), `nil`
  /// for a `nil` error, `written` for a string.
  public var typeName: String {
    switch kind {
    case .error(let error): "\(type(of: error))"
    case .none: "nil"
    case .written: "written"
    }
  }

  /// The short description RACTesting has always used: `nil`; an `NSError`
  /// as its domain and code (`NSURLErrorDomain -1009`), the same on every
  /// platform; any other error as Swift describes it (`offline`,
  /// `TestError(1)`).
  public var summary: String {
    switch kind {
    case .none: return "nil"
    case .written(let text): return text
    case .error(let error):
      guard let object = Self.nsError(error) else { return String(describing: error) }
      return "\(object.domain) \(object.code)"
    }
  }

  /// The error with its type, as differences show it: an enum case as
  /// `LoginError.offline`; an `NSError` as
  /// `NSError(domain: NSURLErrorDomain, code: -1009, userInfo keys: [NSLocalizedDescription])`;
  /// an error whose description starts with its type's name as that
  /// description (`TestError(1)`); any other as `description (Type)`. A
  /// correspondence adds the error that was sent (`LoginError.offline, recorded as NSError(…)`).
  public var description: String {
    let shown: String
    switch kind {
    case .none: shown = "nil"
    case .written(let text): shown = text
    case .error(let error):
      if let object = Self.nsError(error) {
        let keys = object.userInfo.keys.sorted()
        shown =
          "NSError(domain: \(object.domain), code: \(object.code)"
          + (keys.isEmpty ? ")" : ", userInfo keys: [\(keys.joined(separator: ", "))])")
      } else if Mirror(reflecting: error).displayStyle == .enum, !(type(of: error) is any CustomStringConvertible.Type)
      {
        shown = "\(typeName).\(summary)"
      } else if summary.hasPrefix(typeName) {
        shown = summary
      } else {
        shown = "\(summary) (\(typeName))"
      }
    }
    guard let original else { return shown }
    return "\(shown), recorded as \(original)"
  }

  /// Whether both stand for the same error (see the type's description).
  public static func == (lhs: RecordedError, rhs: RecordedError) -> Bool {
    switch (lhs.kind, rhs.kind) {
    case (.written(let text), _): rhs.isDescribed(by: text)
    case (_, .written(let text)): lhs.isDescribed(by: text)
    case (.none, .none): true
    case (.error(let first), .error(let second)): Self.equal(first, second)
    default: false
    }
  }

  private func isDescribed(by text: String) -> Bool {
    if case .written(let own) = kind { return own == text }
    return text == summary || text == description
  }

  /// Whether `first` and `second` are of one type and equal as that type.
  static func equal(_ first: any Error, _ second: any Error) -> Bool {
    guard ObjectIdentifier(type(of: first)) == ObjectIdentifier(type(of: second)) else { return false }
    if let a = nsError(first), let b = nsError(second) {
      return a.domain == b.domain && a.code == b.code && Set(a.userInfo.keys) == Set(b.userInfo.keys)
    }
    // The metatype, not the value: a value cast would bridge any error to
    // an `NSError`, which is always `Equatable`.
    if let equatable = type(of: first) as? any Equatable.Type {
      return equatable.equal(first, second)
    }
    return String(describing: first) == String(describing: second)
  }

  /// `error` as an `NSError` when it is one (not a Swift error bridged to one).
  static func nsError(_ error: any Error) -> NSError? {
    type(of: error) is NSError.Type ? error as NSError : nil
  }
}

extension Equatable {
  /// Whether `first` and `second` are both of this type and equal.
  fileprivate static func equal(_ first: Any, _ second: Any) -> Bool {
    guard let first = first as? Self, let second = second as? Self else { return false }
    return first == second
  }
}
