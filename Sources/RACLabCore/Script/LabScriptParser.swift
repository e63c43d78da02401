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
    kind KIND [SETTING]                first statement; KIND is one of:
    \(column(SourceKind.allCases.map(\.rawValue).joined(separator: ", ")))
                                       replaySubject and replayLazily take 'capacity N|unbounded';
                                       property VALUE (its first value); constant VALUE;
                                       timer T (its interval; the run stops one interval after
                                       the last step); command [enabledInput true|false] [concurrent]
    source NAME subject|replaySubject [capacity N]
                                       another source, named, for sample, combineLatestList, zipList
    when NAME hears VALUE send VALUE2  from inside its callback for VALUE, subscriber NAME sends
                                       VALUE2 into the source (a re-entrant send)
    at T subscribe NAME                a new subscriber NAME subscribes at time T (seconds)
    at T subscribe NAME CHANNEL        kind command: NAME subscribes to CHANNEL, one of
                                       \(CommandChannel.list)
                                       kind property: CHANNEL is producer (the default: a start
                                       of its producer, the current value then each change) or
                                       signal (its signal: each change from now on)
    at T dispose NAME                  NAME disposes its subscription
    at T send VALUE                    the source sends VALUE (a command: its running executions)
    at T complete                      the source completes (a property: it goes away in RACModern)
    at T fail MESSAGE                  the source fails with MESSAGE
    at T connect                       the connection connects (kind publish only)
    at T execute VALUE                 the command executes with VALUE (its work sends VALUE first)
    at T enable true|false             the command's enabled input says so
    at T SOURCE send VALUE             the other source SOURCE sends VALUE
    at T SOURCE complete               the other source SOURCE completes
    pipe OPERATOR [ARGUMENT]           subscribers see the source through OPERATOR, in each flavor
                                       with its own meaning; pipes apply in the order written.
                                       OPERATOR is one of:
    \(column(PipeOperator.spellings.map(\.script).joined(separator: ", ")))
    """

  /// `text` wrapped under the descriptions' column.
  private static func column(_ text: String) -> String {
    MarbleSVG.wrap(text, width: 62).map { String(repeating: " ", count: 35) + $0 }.joined(separator: "\n")
  }

  /// Parses the script format (see `formatHelp`).
  ///
  /// - Throws: `LabScriptError` naming the first bad line.
  public init(parsing text: String) throws {
    var parser = LabScriptParser()
    // Any line ending (a "\r\n" is one Character, so splitting on "\n"
    // alone would keep a CRLF file as one line); a UTF-8 byte order mark
    // before the first line is not part of it.
    let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
    for (index, rawLine) in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
      let words = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        .split(whereSeparator: \.isWhitespace).map(String.init)
      guard !words.isEmpty else { continue }
      parser.line = index + 1
      try parser.statement(words)
    }
    self = try parser.finish()
  }

  /// The latest virtual time a script may name: a million seconds.
  static let maxTime = 1_000_000.0

  /// The most runs `retry N` and `repeat N` may ask for.
  static let maxRepeats = 1_000
}

/// Reads a script statement by statement, keeping what it has read so far
/// (each statement may depend on the ones before it).
struct LabScriptParser {
  /// The line being read (1-based).
  var line = 0
  var kind: SourceKind?
  var capacity: Int?
  var setting = KindSetting.none
  var sources: [SecondSource] = []
  /// Reactions, with the line each was written on (checked at the end).
  var reactions: [(reaction: Reaction, line: Int)] = []
  var channels: [String: CommandChannel] = [:]
  var propertyChannels: [String: PropertyChannel] = [:]
  var pipeline: [PipeOperator] = []
  /// The line of each pipe, and of the kind (for the limits' errors).
  var pipeLines: [Int] = []
  var kindLine = 1
  var steps: [TimedStep] = []
  var names = Set<String>()

  /// An error naming the current line.
  func fail(_ message: String) -> LabScriptError { LabScriptError(line: line, message: message) }

  mutating func statement(_ words: [String]) throws {
    try checkLength(words)
    switch words[0] {
    case "kind":
      guard kind == nil else { throw fail("the kind is already set") }
      kindLine = line
      try parseKind(Array(words.dropFirst()))
    case "source":
      try kindIsSet()
      try parseSource(Array(words.dropFirst()))
    case "when":
      try kindIsSet()
      try parseReaction(Array(words.dropFirst()))
    case "at":
      try kindIsSet()
      guard words.count >= 3, let time = Double(words[1]), time >= 0, time <= LabScript.maxTime else {
        let given = words.dropFirst().first ?? ""
        throw fail("expected 'at TIME STEP' with a time from 0 to 1000000 seconds, got '\(given)'")
      }
      steps.append(TimedStep(time, try parseStep(Array(words.dropFirst(2)), at: time)))
    case "pipe":
      try kindIsSet()
      try checkPipeCount()
      pipeline.append(try parsePipe(Array(words.dropFirst())))
      pipeLines.append(line)
    default:
      throw fail("unknown statement '\(words[0])'; expected 'kind', 'source', 'when', 'pipe' or 'at'")
    }
  }

  private func kindIsSet() throws {
    guard kind != nil else { throw fail("the first statement must be 'kind KIND'") }
  }

  /// The script, once every line is read.
  func finish() throws -> LabScript {
    guard let kind else { throw LabScriptError(line: 1, message: "the script has no 'kind' statement") }
    for (reaction, line) in reactions where !names.contains(reaction.subscriber) {
      throw LabScriptError(line: line, message: "no subscriber named '\(reaction.subscriber)' in the script")
    }
    let script = LabScript(
      kind: kind, capacity: capacity, setting: setting, sources: sources, reactions: reactions.map(\.reaction),
      channels: channels, propertyChannels: propertyChannels, pipeline: pipeline, steps: steps)
    try checkBounds(script, pipeLines: pipeLines)
    return script
  }

  // MARK: Kinds and other sources

  private static var kindList: String { SourceKind.allCases.map(\.rawValue).joined(separator: ", ") }

  private mutating func parseKind(_ words: [String]) throws {
    guard let name = words.first, let parsed = SourceKind(rawValue: name) else {
      throw fail("unknown kind '\(words.first ?? "")'; expected one of \(Self.kindList)")
    }
    kind = parsed
    let rest = Array(words.dropFirst())
    switch parsed {
    case .replaySubject, .replayLazily:
      guard !rest.isEmpty else { return }
      guard rest.count == 2, rest[0] == "capacity" else { throw fail("expected 'capacity N' after the kind") }
      capacity = try parseCapacity(rest[1])
    case .property, .constant:
      guard !rest.isEmpty else { throw fail("expected 'kind \(name) VALUE'") }
      setting = .value(rest.joined(separator: " "))
    case .timer:
      setting = .interval(try interval(rest.joined(separator: " "), shape: "kind timer T"))
    case .command:
      setting = try parseCommandSetting(rest)
    case .cold, .subject, .publish, .autoconnect, .replay, .replayLast:
      guard let first = rest.first else { return }
      guard first != "capacity" else {
        throw fail("kind '\(name)' takes no capacity (only replaySubject and replayLazily do)")
      }
      throw fail("kind '\(name)' takes nothing after it")
    }
  }

  private func parseCommandSetting(_ words: [String]) throws -> KindSetting {
    var enabledInput: Bool?
    var concurrent = false
    var index = 0
    while index < words.count {
      if words[index] == "enabledInput", enabledInput == nil, index + 1 < words.count,
        let value = Bool(words[index + 1])
      {
        enabledInput = value
        index += 2
      } else if words[index] == "concurrent", !concurrent {
        concurrent = true
        index += 1
      } else {
        throw fail(
          "expected 'kind command [enabledInput true|false] [concurrent]', got '\(words.joined(separator: " "))'")
      }
    }
    return .command(enabledInput: enabledInput, concurrent: concurrent)
  }

  private func parseCapacity(_ word: String) throws -> Int? {
    switch CapacityValue(parsing: word) {
    case .bounded(let value)?: return value
    case .unbounded?: return nil
    case nil: throw fail("capacity must be a whole number of 0 or more, or 'unbounded' (got '\(word)')")
    }
  }

  /// The words a step may start with, which no source may be named.
  static let stepWords = ["subscribe", "dispose", "send", "complete", "fail", "connect", "execute", "enable"]

  private mutating func parseSource(_ words: [String]) throws {
    let kinds = SecondSource.Kind.allCases.map(\.rawValue).joined(separator: "|")
    guard words.count == 2 || words.count == 4, let kind = SecondSource.Kind(rawValue: words[1]) else {
      throw fail("expected 'source NAME \(kinds) [capacity N]', got '\(words.joined(separator: " "))'")
    }
    let name = words[0]
    guard !Self.stepWords.contains(name) else { throw fail("a source cannot be named '\(name)', a step's word") }
    guard sources.allSatisfy({ $0.name != name }) else { throw fail("a source named '\(name)' already exists") }
    var source = SecondSource(name: name, kind: kind)
    if words.count == 4 {
      guard words[2] == "capacity" else { throw fail("expected 'capacity N' after the source's kind") }
      guard kind == .replaySubject else { throw fail("a source of kind '\(kind.rawValue)' takes no capacity") }
      source.capacity = try parseCapacity(words[3])
    }
    sources.append(source)
  }

  private mutating func parseReaction(_ words: [String]) throws {
    guard words.count >= 5, words[1] == "hears", words[3] == "send" else {
      throw fail("expected 'when NAME hears VALUE send VALUE', got '\(words.joined(separator: " "))'")
    }
    guard kind!.hasInput else { throw fail("kind '\(kind!.rawValue)' has no input to send into") }
    let reaction = Reaction(subscriber: words[0], hears: words[2], sends: words.dropFirst(4).joined(separator: " "))
    reactions.append((reaction, line))
  }

  /// A time given in a statement: more than 0, at most `maxTime`. `words`
  /// is everything the statement has where the time goes, so the error
  /// quotes what was written.
  func interval(_ words: String, shape: String) throws -> Double {
    guard let interval = Double(words), interval > 0, interval <= LabScript.maxTime else {
      throw fail("expected '\(shape)' with a time of more than 0 up to 1000000 seconds, got '\(words)'")
    }
    return interval
  }
}
