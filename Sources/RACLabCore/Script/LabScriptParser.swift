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
    pipe OPERATOR [ARGUMENT]           subscribers see the source through OPERATOR, in each flavor
                                       with its own meaning; pipes apply in the order written.
                                       OPERATOR is one of:
    \(operatorLines)
    """

  /// The pipe operators, wrapped under the descriptions' column.
  private static var operatorLines: String {
    MarbleSVG.wrap(PipeOperator.spellings.map(\.script).joined(separator: ", "), width: 62)
      .map { String(repeating: " ", count: 35) + $0 }.joined(separator: "\n")
  }

  /// Parses the script format (see `formatHelp`).
  ///
  /// - Throws: `LabScriptError` naming the first bad line.
  public init(parsing text: String) throws {
    var kind: SourceKind?
    var capacity: Int?
    var steps: [TimedStep] = []
    var pipeline: [PipeOperator] = []
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
      case "pipe":
        guard kind != nil else { throw fail("the first statement must be 'kind KIND'") }
        pipeline.append(try Self.parsePipe(Array(words.dropFirst()), fail))
      default:
        throw fail("unknown statement '\(first)'; expected 'kind', 'pipe' or 'at'")
      }
    }
    guard let kind else { throw LabScriptError(line: 1, message: "the script has no 'kind' statement") }
    self.init(kind: kind, capacity: capacity, pipeline: pipeline, steps: steps)
  }

  /// The latest virtual time a script may name: a million seconds.
  static let maxTime = 1_000_000.0

  /// The most runs `retry N` and `repeat N` may ask for.
  static let maxRepeats = 1_000

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

  /// Parses what follows `pipe`.
  private static func parsePipe(_ words: [String], _ fail: (String) -> LabScriptError) throws -> PipeOperator {
    guard let name = words.first else {
      throw fail("expected 'pipe OPERATOR'; OPERATOR is one of \(PipeOperator.names.joined(separator: ", "))")
    }
    let arguments = Array(words.dropFirst())
    let rest = arguments.joined(separator: " ")
    func value(_ make: (String) -> PipeOperator) throws -> PipeOperator {
      guard !rest.isEmpty else { throw fail("expected 'pipe \(name) VALUE'") }
      return make(rest)
    }
    func count(_ make: (Int) -> PipeOperator) throws -> PipeOperator {
      guard arguments.count == 1, let count = Int(arguments[0]), count >= 0 else {
        throw fail("expected 'pipe \(name) N' with a whole number of 0 or more, got '\(rest)'")
      }
      return make(count)
    }
    func interval(_ word: String?, shape: String? = nil) throws -> Double {
      guard let word, let interval = Double(word), interval > 0, interval <= maxTime else {
        let shape = shape ?? "pipe \(name) T"
        throw fail("expected '\(shape)' with a time of more than 0 up to 1000000 seconds, got '\(word ?? "")'")
      }
      return interval
    }
    func nothingAfter(_ made: PipeOperator) throws -> PipeOperator {
      guard arguments.isEmpty else { throw fail("'\(name)' takes nothing after it") }
      return made
    }
    switch name {
    case "map":
      guard arguments.count == 1, let function = PipeOperator.Function(rawValue: arguments[0]) else {
        let functions = PipeOperator.Function.allCases.map(\.rawValue).joined(separator: "|")
        throw fail("expected 'pipe map \(functions)', got '\(rest)'")
      }
      return .map(function)
    case "ignore": return try value(PipeOperator.ignore)
    case "startWith": return try value(PipeOperator.startWith)
    case "combineLatest": return try value(PipeOperator.combineLatest)
    case "catch": return try value(PipeOperator.catch)
    case "then": return try value(PipeOperator.then)
    case "take": return try count(PipeOperator.take)
    case "skip": return try count(PipeOperator.skip)
    case "takeLast": return try count(PipeOperator.takeLast)
    case "retry", "repeat":
      guard arguments.count == 1, let times = Int(arguments[0]), (0...maxRepeats).contains(times) else {
        throw fail("expected 'pipe \(name) N' with a whole number from 0 to \(maxRepeats), got '\(rest)'")
      }
      return name == "retry" ? .retry(times) : .repeat(times)
    case "distinct": return try nothingAfter(.distinct)
    case "materialize": return try nothingAfter(.materialize)
    case "throttle", "debounce", "delay", "timeout":
      let seconds = try interval(arguments.count == 1 ? arguments[0] : nil)
      return switch name {
      case "throttle": .throttle(seconds)
      case "debounce": .debounce(seconds)
      case "delay": .delay(seconds)
      default: .timeout(seconds)
      }
    case "flatMap":
      let strategies = PipeOperator.Strategy.allCases.map(\.rawValue).joined(separator: "|")
      let shape = "expected 'pipe flatMap \(strategies) after T' or 'pipe flatMap \(strategies) ended', got '\(rest)'"
      guard let strategy = arguments.first.flatMap(PipeOperator.Strategy.init(rawValue:)) else { throw fail(shape) }
      switch Array(arguments.dropFirst()) {
      case ["ended"]: return .flatMap(strategy, .ended)
      case let words where words.count == 2 && words[0] == "after":
        return .flatMap(strategy, .after(try interval(words[1], shape: "pipe flatMap \(strategy.rawValue) after T")))
      default: throw fail(shape)
      }
    default:
      throw fail("unknown operator '\(name)'; expected one of \(PipeOperator.names.joined(separator: ", "))")
    }
  }
}
