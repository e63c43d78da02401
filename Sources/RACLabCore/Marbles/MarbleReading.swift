import Foundation

/// How a seed's transcript lines become marbles: the seeds print the
/// articles' free text ("Subscriber 1 get a next value: send package 1 from
/// subject"), so each seed says, line pattern by line pattern, which lane a
/// line belongs to and what short label it gets ("1" on lane "Subscriber 1
/// (subject)"). The diagram is still read off the run's real transcript.
///
/// A pattern is the line (without its `t=1.0 ` stamp) with `{name}` holes;
/// the lane and the label are templates that fill the holes back in, and
/// `{t}` is the line's virtual time.
///
/// ```swift
/// MarbleReading(source: "cold signal", [
///   .note("Signal was created.", "created"),
///   .value("Subscriber {n} receive: {v}", lane: "Subscriber {n}"),
/// ])
/// ```
public struct MarbleReading: Sendable {
  /// What a line becomes.
  public enum Reads: String, Sendable, Codable {
    /// A value marble.
    case value
    /// A grey note (something done or printed that is not an event).
    case note
    /// An error cross.
    case error
    /// A completion bar.
    case completed
    /// A disposal square.
    case disposed
    /// The lane's subscription: the lane starts here, with a triangle.
    case subscribed
    /// The source's work started (recorded by `ScenarioContext.sideEffect`).
    case started
  }

  /// One line pattern and what it becomes.
  public struct Rule: Sendable {
    let pattern: [Piece]
    let reads: Reads
    /// The lane template; `nil` is the source lane.
    let lane: String?
    let label: String

    /// A line matching `pattern` becomes `reads` on lane `lane` (the source
    /// lane when `nil`), labelled `label`.
    public init(_ pattern: String, _ reads: Reads, lane: String? = nil, label: String = "{v}") {
      self.pattern = Piece.parse(pattern)
      self.reads = reads
      self.lane = lane
      self.label = label
    }

    /// A value marble on `lane` (the source lane when `nil`).
    public static func value(_ pattern: String, lane: String? = nil, label: String = "{v}") -> Rule {
      Rule(pattern, .value, lane: lane, label: label)
    }

    /// A grey note labelled `label` on `lane` (the source lane when `nil`).
    public static func note(_ pattern: String, _ label: String, lane: String? = nil) -> Rule {
      Rule(pattern, .note, lane: lane, label: label)
    }
  }

  /// A literal run of text, or a named hole.
  enum Piece: Equatable, Sendable {
    case text(String)
    case hole(String)

    static func parse(_ pattern: String) -> [Piece] {
      var pieces: [Piece] = []
      var rest = Substring(pattern)
      while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
        if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
        pieces.append(.hole(String(rest[rest.index(after: open)..<close])))
        rest = rest[rest.index(after: close)...]
      }
      if !rest.isEmpty { pieces.append(.text(String(rest))) }
      return pieces
    }
  }

  /// The name of the lane for the source's own doings.
  public let source: String
  /// The rules, tried in order; the first match wins.
  public let rules: [Rule]
  /// Lanes drawn first, in this order, after the source lane (the others
  /// follow in the order they first appear).
  public let laneOrder: [String]

  /// A reading with a source lane named `source`.
  public init(source: String, laneOrder: [String] = [], _ rules: [Rule]) {
    self.source = source
    self.laneOrder = laneOrder
    self.rules = rules
  }

  /// What `line` (stamp removed) logged at `time` becomes: the lane (`nil`
  /// for the source lane), what to draw, and the label; `nil` when no rule
  /// reads it.
  public func read(_ line: String, at time: Double) -> (lane: String?, reads: Reads, label: String)? {
    for rule in rules {
      guard var holes = Self.match(rule.pattern, Substring(line)) else { continue }
      holes["t"] = formatTime(time)
      return (rule.lane.map { Self.fill($0, holes) }, rule.reads, Self.fill(rule.label, holes))
    }
    return nil
  }

  /// The holes' values when `text` matches `pattern` whole; a hole takes the
  /// shortest text up to the next literal (the last hole takes the rest).
  static func match(_ pattern: [Piece], _ text: Substring) -> [String: String]? {
    guard let first = pattern.first else { return text.isEmpty ? [:] : nil }
    let rest = pattern.dropFirst()
    switch first {
    case .text(let literal):
      guard text.hasPrefix(literal) else { return nil }
      return match(Array(rest), text.dropFirst(literal.count))
    case .hole(let name):
      guard case .text(let literal)? = rest.first else {
        return rest.isEmpty && !text.isEmpty ? [name: String(text)] : nil
      }
      var searchStart = text.startIndex
      while let found = text[searchStart...].range(of: literal) {
        if found.lowerBound > text.startIndex, var holes = match(Array(rest), text[found.lowerBound...]) {
          holes[name] = String(text[..<found.lowerBound])
          return holes
        }
        searchStart = text.index(after: found.lowerBound)
      }
      return nil
    }
  }

  private static func fill(_ template: String, _ holes: [String: String]) -> String {
    Piece.parse(template).map { piece in
      switch piece {
      case .text(let text): text
      case .hole(let name): holes[name] ?? "{\(name)}"
      }
    }.joined()
  }
}
