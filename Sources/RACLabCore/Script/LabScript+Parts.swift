/// What a script's kind is made with, beyond its capacity.
public enum KindSetting: Equatable, Sendable {
  /// Nothing (most kinds).
  case none
  /// A `property`'s first value, or a `constant`'s value.
  case value(String)
  /// A `timer`'s interval in seconds.
  case interval(Double)
  /// A `command`: whether it has an enabled input, and what that input says
  /// before it sends (RACClassic's input, a subject, has said nothing: RAC2
  /// counts the command as enabled; RACModern's is a `MutableProperty`
  /// starting with this value); whether RACClassic allows concurrent
  /// executions (RACModern's `Action` never does).
  case command(enabledInput: Bool?, concurrent: Bool)
}

/// One of a script's other sources, named by the script (`source B subject`):
/// hot, so a step sends into it (`at 1 B send X`).
public struct SecondSource: Equatable, Sendable {
  /// The kinds another source may be.
  public enum Kind: String, CaseIterable, Equatable, Sendable {
    /// `RACSubject` | `Signal.pipe()`.
    case subject
    /// `RACReplaySubject(capacity:)` | `SignalProducer.buffer(_:)`.
    case replaySubject
  }

  /// The name steps and operators use.
  public var name: String
  /// What it is.
  public var kind: Kind
  /// The replay capacity of a `replaySubject`; `nil` is unbounded.
  public var capacity: Int?

  /// Creates a source.
  public init(name: String, kind: Kind, capacity: Int? = nil) {
    self.name = name
    self.kind = kind
    self.capacity = capacity
  }

  /// `source B replaySubject capacity 1`
  var statement: String {
    "source \(name) \(kind.rawValue)" + (capacity.map { " capacity \($0)" } ?? "")
  }
}

/// A subscriber's reaction (`when S1 hears A send B`): from inside its
/// callback for the value `hears`, the subscriber sends `sends` into the
/// script's source, a re-entrant send.
public struct Reaction: Equatable, Sendable {
  /// Who reacts.
  public var subscriber: String
  /// The value it reacts to.
  public var hears: String
  /// What it sends into the source.
  public var sends: String

  /// Creates a reaction.
  public init(subscriber: String, hears: String, sends: String) {
    self.subscriber = subscriber
    self.hears = hears
    self.sends = sends
  }

  /// `when S1 hears A send B`
  var statement: String { "when \(subscriber) hears \(hears) send \(sends)" }
}

/// What a subscriber of a `command` script subscribes to.
public enum CommandChannel: String, CaseIterable, Equatable, Sendable {
  /// Every execution's values (`executionSignals.flatten()` | `values`).
  case values
  /// Every execution's failure (`errors` | `errors`).
  case errors
  /// Whether an execution runs (`executing` | `executing.producer`).
  case executing
  /// Whether the command may run (`enabled` | `enabled.producer`).
  case enabled
  /// The latest `execute` step's execution: RACClassic subscribes to the
  /// signal `execute:` returned (a replay), RACModern starts the producer
  /// `apply` returned (another run).
  case execution

  /// The channels, as the help lists them.
  static let list = allCases.map(\.rawValue).joined(separator: "|")
}

/// What a subscriber of a `property` script subscribes to.
public enum PropertyChannel: String, CaseIterable, Equatable, Sendable {
  /// A start of the property's producer: the current value, then each
  /// change (RACClassic: the behavior subject itself).
  case producer
  /// The property's signal: each change, from now on (RACClassic, which
  /// has no such signal: the behavior subject through `skip(1)`, which RAC2
  /// code writes for "the changes only").
  case signal

  /// The channels, as the help lists them.
  static let list = allCases.map(\.rawValue).joined(separator: "|")
}

extension LabScript {
  /// The kind as its statement spells it, without `kind`:
  /// `replaySubject capacity 2`, `timer 1.0`, `command enabledInput false`.
  public var kindDescription: String {
    var words = [kind.rawValue]
    if let capacity { words.append("capacity \(capacity)") }
    switch setting {
    case .none: break
    case .value(let value): words.append(value)
    case .interval(let interval): words.append(formatTime(interval))
    case .command(let enabledInput, let concurrent):
      if let enabledInput { words.append("enabledInput \(enabledInput)") }
      if concurrent { words.append("concurrent") }
    }
    return words.joined(separator: " ")
  }

  /// The other source named `name`.
  func source(named name: String) -> SecondSource? { sources.first { $0.name == name } }

  /// The reactions of `subscriber`.
  func reactions(of subscriber: String) -> [Reaction] { reactions.filter { $0.subscriber == subscriber } }

  /// When a script has a repeating timer (kind `timer`, RAC4's
  /// `collect(every:)` behind `bufferWithTime`), which never lets the clock
  /// run out: the run stops one interval after the last step. `nil` for
  /// every other script, which runs until nothing is scheduled.
  public var horizon: Double? {
    var intervals: [Double] = []
    if case .interval(let interval) = setting { intervals.append(interval) }
    for step in pipeline {
      if case .bufferWithTime(let interval) = step { intervals.append(interval) }
    }
    guard let longest = intervals.max() else { return nil }
    return (steps.map(\.time).max() ?? 0) + longest
  }
}
