// The script language of the reference model and the differential fuzzer.
// Deliberately free of RACShared, RACClassic and RACModern: the model must not
// share a line of code with the engine it checks.

/// What a script builds before its first step.
public enum ModelKind: Equatable, Sendable, CustomStringConvertible {
  /// A hot subject (`RACSubject`, `Signal.pipe()`).
  case subject
  /// A replaying subject (`RACReplaySubject(capacity:)`, `SignalProducer.buffer(_:)`).
  case replaySubject(capacity: Int)
  /// A replay of capacity 1 that starts with `initial` (`RACBehaviorSubject`).
  case behavior(initial: Int)
  /// The test source multicast through a subject (`capacity == nil`) or a
  /// replay subject; connected by `connect` steps (`publish()`, `multicast(_:)`).
  case publish(capacity: Int?)
  /// As `publish`, subscribed through `autoconnect()`.
  case autoconnect(capacity: Int?)
  /// The test source replayed eagerly, every value (`replay()`).
  case replay
  /// The test source replayed eagerly, the last value (`replayLast()`).
  case replayLast
  /// The test source replayed from the first subscription (`replayLazily`).
  case replayLazily(capacity: Int)
  /// The test source itself: one run per subscription.
  case cold

  /// Whether the script's inputs go to the test source (otherwise to a subject).
  public var feedsTheSource: Bool {
    switch self {
    case .subject, .replaySubject, .behavior: false
    default: true
    }
  }

  public var description: String {
    switch self {
    case .subject: "subject"
    case .replaySubject(let capacity): "replaySubject(\(Self.show(capacity)))"
    case .behavior(let initial): "behavior(\(initial))"
    case .publish(let capacity): "publish(\(capacity.map(Self.show) ?? "hot"))"
    case .autoconnect(let capacity): "autoconnect(\(capacity.map(Self.show) ?? "hot"))"
    case .replay: "replay"
    case .replayLast: "replayLast"
    case .replayLazily(let capacity): "replayLazily(\(Self.show(capacity)))"
    case .cold: "cold"
    }
  }

  static func show(_ capacity: Int) -> String { capacity == Int.max ? "unlimited" : "\(capacity)" }
}

/// What a subscriber does, once, the first time it receives a given value,
/// from inside that callback.
public enum ModelEffect: Equatable, Sendable, CustomStringConvertible {
  /// Disposes its own subscription (right after `subscribe` returns if the
  /// value arrived during the subscription itself, before the disposable exists).
  case disposeSelf
  /// Sends a value into the script's input.
  case send(Int)
  /// Completes the script's input.
  case complete
  /// Subscribes a new subscriber (with no reactions of its own).
  case subscribe
  /// Disposes subscriber `id`'s subscription (it may be itself, or not exist).
  case dispose(Int)

  public var description: String {
    switch self {
    case .disposeSelf: "dispose self"
    case .send(let value): "send \(value)"
    case .complete: "complete"
    case .subscribe: "subscribe new"
    case .dispose(let id): "dispose #\(id)"
    }
  }
}

/// "When I receive `value`, do `effect`" (at most once per subscriber).
/// Value `ModelReaction.onEnd` (0, never sent) stands for the subscriber's
/// `completed` or `failed` event (not `interrupted`, which RACClassic lacks).
public struct ModelReaction: Equatable, Sendable, CustomStringConvertible {
  /// The trigger that means "on my completed or failed event".
  public static let onEnd = 0

  public var value: Int
  public var effect: ModelEffect

  public init(on value: Int, _ effect: ModelEffect) {
    self.value = value
    self.effect = effect
  }

  public var description: String { "on \(value == Self.onEnd ? "end" : "\(value)"): \(effect)" }
}

/// One step of a script.
public indirect enum ModelStep: Equatable, Sendable, CustomStringConvertible {
  /// A new subscriber (ids count from 0 in subscription order, nested ones included).
  case subscribe([ModelReaction])
  /// Disposes subscriber `id`'s subscription (nothing if there is no such subscriber).
  case dispose(Int)
  /// Sends a value into the input: the subject, or every live run of the test source.
  case send(Int)
  /// Completes the input.
  case complete
  /// Fails the input with `TestError(code)`.
  case fail(Int)
  /// `connect()` on the multicast connection.
  case connect
  /// Disposes the disposable `connect()` returns (connecting first if needed,
  /// as the only way to reach that disposable is to call `connect()`).
  case disposeConnection
  /// Schedules `step` on the test scheduler, `delay` seconds from now.
  case later(Int, ModelStep)
  /// Advances the test scheduler's clock by `seconds`.
  case advance(Int)

  public var description: String {
    switch self {
    case .subscribe(let reactions): reactions.isEmpty ? "subscribe" : "subscribe \(reactions)"
    case .dispose(let id): "dispose #\(id)"
    case .send(let value): "send \(value)"
    case .complete: "complete"
    case .fail(let code): "fail \(code)"
    case .connect: "connect"
    case .disposeConnection: "dispose connection"
    case .later(let delay, let step): "after \(delay)s: \(step)"
    case .advance(let seconds): "advance \(seconds)s"
    }
  }
}

/// A whole script: what to build, then the steps, in order.
public struct ModelScript: Equatable, Sendable, CustomStringConvertible {
  public var kind: ModelKind
  public var steps: [ModelStep]
  /// Subscribers subscribe through `map { $0 }`, `filter { _ in true }` and
  /// `skip(0)`: operators that must change nothing of the timelines.
  public var chained: Bool

  public init(kind: ModelKind, steps: [ModelStep], chained: Bool = false) {
    self.kind = kind
    self.steps = steps
    self.chained = chained
  }

  public var description: String {
    let header = "kind: \(kind)" + (chained ? ", through map/filter/skip(0)" : "")
    return ([header] + steps.enumerated().map { "  \($0.offset): \($0.element)" }).joined(separator: "\n")
  }
}

/// One event a subscriber received.
public enum ModelEvent: Equatable, Sendable, CustomStringConvertible {
  case value(Int)
  case failed(Int)
  case completed
  /// Only RACModern has it; RACClassic's timeline is the model's without it.
  case interrupted

  /// The reaction value this event triggers: its value, `ModelReaction.onEnd`
  /// for `completed` and `failed`, none for `interrupted`.
  public var trigger: Int? {
    switch self {
    case .value(let value): value
    case .failed, .completed: ModelReaction.onEnd
    case .interrupted: nil
    }
  }

  public var description: String {
    switch self {
    case .value(let value): "\(value)"
    case .failed(let code): "failed(\(code))"
    case .completed: "completed"
    case .interrupted: "interrupted"
    }
  }
}

/// What running a script produced.
public struct ModelOutcome: Equatable, Sendable, CustomStringConvertible {
  /// Each subscriber's events, by subscriber id.
  public var events: [[ModelEvent]]
  /// How many times the test source's subscribe/start handler ran.
  public var sourceRuns: Int

  public init(events: [[ModelEvent]], sourceRuns: Int) {
    self.events = events
    self.sourceRuns = sourceRuns
  }

  /// The same outcome as RACClassic reports it: no `interrupted`.
  public var withoutInterruptions: ModelOutcome {
    ModelOutcome(events: events.map { $0.filter { $0 != .interrupted } }, sourceRuns: sourceRuns)
  }

  public var description: String {
    let lines = events.enumerated().map { "  #\($0.offset): \($0.element.map(\.description).joined(separator: " "))" }
    return (["source runs: \(sourceRuns)"] + lines).joined(separator: "\n")
  }
}
