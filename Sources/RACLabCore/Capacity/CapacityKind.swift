/// The replaying kinds the capacity experiment compares, with the flavor and
/// spelling each runs as.
public enum CapacityKind: String, CaseIterable, Sendable, Codable {
  /// `SignalProducer.buffer(n)` (RACModern), fed by its observer.
  case buffer
  /// `replayLazily(n)` over a cold producer (RACModern).
  case replayLazily
  /// `RACReplaySubject(capacity: n)` (RACClassic).
  case replaySubject
  /// `replay()` over a cold signal (RACClassic): always unbounded.
  case replay
  /// `replayLast()` over a cold signal (RACClassic): always capacity 1.
  case replayLast
  /// `RACBehaviorSubject(defaultValue:)` (RACClassic): always capacity 1, and
  /// it starts with its default value.
  case behavior

  /// The flavor the kind runs in.
  public var flavor: Flavor {
    switch self {
    case .buffer, .replayLazily: .modern
    case .replaySubject, .replay, .replayLast, .behavior: .classic
    }
  }

  /// The capacity the kind always has; `nil` when `--capacity` chooses it.
  public var fixedCapacity: CapacityValue? {
    switch self {
    case .buffer, .replayLazily, .replaySubject: nil
    case .replay: .unbounded
    case .replayLast, .behavior: .bounded(1)
    }
  }

  /// Whether values come from a cold source that the kind subscribes.
  var hasColdSource: Bool {
    switch self {
    case .replayLazily, .replay, .replayLast: true
    case .buffer, .replaySubject, .behavior: false
    }
  }

  /// The call the kind runs, with `capacity` filled in.
  public func spelling(_ capacity: CapacityValue) -> String {
    let modern = capacity == .unbounded ? "Int.max" : capacity.description
    let classic = capacity == .unbounded ? "RACReplaySubjectUnlimitedCapacity" : capacity.description
    switch self {
    case .buffer: return "SignalProducer.buffer(\(modern))"
    case .replayLazily: return "producer.replayLazily(\(modern))"
    case .replaySubject: return "RACReplaySubject(capacity: \(classic))"
    case .replay: return "signal.replay()"
    case .replayLast: return "signal.replayLast()"
    case .behavior: return "RACBehaviorSubject(defaultValue: \"\(CapacityExperiment.behaviorDefault)\")"
    }
  }
}

/// A replay capacity: a count, or unbounded.
public enum CapacityValue: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Keeps at most this many values.
  case bounded(Int)
  /// Keeps every value (`Int.max`).
  case unbounded

  /// The capacity the library takes.
  public var count: Int {
    switch self {
    case .bounded(let count): count
    case .unbounded: Int.max
    }
  }

  /// `3` or `unbounded`.
  public var description: String {
    switch self {
    case .bounded(let count): String(count)
    case .unbounded: "unbounded"
    }
  }

  /// Parses `3` or `unbounded` (any case); `Int.max` (9223372036854775807),
  /// what the library takes for unbounded, is read as unbounded too. `nil`
  /// for anything else (negative numbers included).
  public init?(parsing text: String) {
    if text.lowercased() == "unbounded" || Int(text) == Int.max {
      self = .unbounded
    } else if let count = Int(text), count >= 0 {
      self = .bounded(count)
    } else {
      return nil
    }
  }
}

extension CapacityValue: Codable {
  /// Decodes a number, or anything else as unbounded.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let count = try? container.decode(Int.self) {
      self = .bounded(count)
    } else {
      self = .unbounded
    }
  }

  /// Encodes a number, or the string `unbounded`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .bounded(let count): try container.encode(count)
    case .unbounded: try container.encode("unbounded")
    }
  }
}
