import Foundation

/// A problem with one line of a script.
public struct LabScriptError: Error, Equatable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// What is wrong.
  public var message: String

  /// `LINE: message`
  public var description: String { "\(line): \(message)" }
}

extension LabScript {
  /// The script format, one statement per line; `#` starts a comment.
  public static let formatHelp = """
    kind KIND [capacity N|unbounded]   first statement; KIND is one of:
                                       \(SourceKind.allCases.map(\.rawValue).joined(separator: ", "))
    at T subscribe NAME                a new subscriber NAME subscribes at time T (seconds)
    at T dispose NAME                  NAME disposes its subscription
    at T send VALUE                    the source sends VALUE
    at T complete                      the source completes
    at T fail MESSAGE                  the source fails with MESSAGE
    at T connect                       the connection connects (kind publish only)
    """

  /// Parses the script format (see `formatHelp`).
  ///
  /// - Throws: `LabScriptError` naming the first bad line.
  public init(parsing text: String) throws {
    var kind: SourceKind?
    var capacity: Int?
    var steps: [TimedStep] = []
    var names = Set<String>()
    // Any line ending (a "\r\n" is one Character, so splitting on "\n"
    // alone would keep a CRLF file as one line); a UTF-8 byte order mark
    // before the first line is not part of it.
    let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
    for (index, rawLine) in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
      let number = index + 1
      let words = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        .split(whereSeparator: \.isWhitespace).map(String.init)
      guard let first = words.first else { continue }
      func fail(_ message: String) -> LabScriptError { LabScriptError(line: number, message: message) }
      switch first {
      case "kind":
        guard kind == nil else { throw fail("the kind is already set") }
        guard words.count >= 2, let parsed = SourceKind(rawValue: words[1]) else {
          throw fail("unknown kind '\(words.dropFirst().first ?? "")'; expected one of \(Self.kindList)")
        }
        kind = parsed
        if words.count > 2 {
          guard words.count == 4, words[2] == "capacity" else {
            throw fail("expected 'capacity N' after the kind")
          }
          guard parsed == .replaySubject || parsed == .replayLazily else {
            throw fail("kind '\(parsed.rawValue)' takes no capacity (only replaySubject and replayLazily do)")
          }
          capacity = try Self.parseCapacity(words[3], fail)
        }
      case "at":
        guard kind != nil else { throw fail("the first statement must be 'kind KIND'") }
        guard words.count >= 3, let time = Double(words[1]), time >= 0, time <= Self.maxTime else {
          let given = words.dropFirst().first ?? ""
          throw fail("expected 'at TIME STEP' with a time from 0 to 1000000 seconds, got '\(given)'")
        }
        let step = try Self.parseStep(Array(words.dropFirst(2)), names: &names, fail)
        if step == .connect, kind != .publish {
          throw fail("'connect' needs kind publish (this script's kind is \(kind!.rawValue))")
        }
        steps.append(TimedStep(time, step))
      default:
        throw fail("unknown statement '\(first)'; expected 'kind' or 'at'")
      }
    }
    guard let kind else { throw LabScriptError(line: 1, message: "the script has no 'kind' statement") }
    self.init(kind: kind, capacity: capacity, steps: steps)
  }

  /// The latest virtual time a script may name: a million seconds.
  static let maxTime = 1_000_000.0

  private static var kindList: String { SourceKind.allCases.map(\.rawValue).joined(separator: ", ") }

  private static func parseCapacity(_ word: String, _ fail: (String) -> LabScriptError) throws -> Int? {
    switch CapacityValue(parsing: word) {
    case .bounded(let value)?: return value
    case .unbounded?: return nil
    case nil: throw fail("capacity must be a whole number of 0 or more, or 'unbounded' (got '\(word)')")
    }
  }

  private static func parseStep(
    _ words: [String], names: inout Set<String>, _ fail: (String) -> LabScriptError
  ) throws -> Step {
    let rest = words.dropFirst().joined(separator: " ")
    switch words[0] {
    case "subscribe":
      guard words.count == 2 else { throw fail("expected 'subscribe NAME'") }
      guard names.insert(words[1]).inserted else { throw fail("subscriber '\(words[1])' already subscribed") }
      return .subscribe(words[1])
    case "dispose":
      guard words.count == 2 else { throw fail("expected 'dispose NAME'") }
      guard names.contains(words[1]) else { throw fail("no subscriber named '\(words[1])' before this line") }
      return .dispose(words[1])
    case "send":
      guard !rest.isEmpty else { throw fail("expected 'send VALUE'") }
      return .send(rest)
    case "complete":
      guard words.count == 1 else { throw fail("'complete' takes nothing after it") }
      return .complete
    case "fail":
      return .fail(rest.isEmpty ? "error" : rest)
    case "connect":
      guard words.count == 1 else { throw fail("'connect' takes nothing after it") }
      return .connect
    default:
      throw fail("unknown step '\(words[0])'; expected subscribe, dispose, send, complete, fail or connect")
    }
  }
}
