import Foundation
import RACClassic
import RACShared

/// A timeline written as a marble diagram, to build test inputs and
/// expected timelines in either face (RxTest's notation; no RAC version had
/// one).
///
/// Each character is one tick of `tick` seconds, the first at time 0:
///
/// | marble | meaning |
/// |---|---|
/// | `-` | nothing happens in this tick |
/// | `a` (any other character) | the value `values["a"]` (for `Marbles<String>` without a table, the string `"a"`; for `Marbles<Void>`, `()`) |
/// | `\|` | completed |
/// | `#` | failed with `error` |
/// | `!` | interrupted (RACModern only) |
/// | `(ab)` | everything inside happens at one instant; the group takes one tick |
/// | space | ignored (line diagrams up) |
///
/// A hot source (`MigrationTestScheduler.hotSubject(_:)`,
/// `hotSignal(_:)`) sends at these times since the scheduler started; a cold
/// one (`coldSignal(_:)`, `coldProducer(_:)`) at these times since each
/// subscription. `timeline` is the diagram as an expected `Timeline`.
///
/// ```swift
/// let typing = Marbles("-a-b--c|", tick: 0.1)
/// print(typing.timeline)   // prints [t=0.1 value(a), t=0.3 value(b), t=0.6 value(c), t=0.7 completed]
/// ```
///
/// The values table may be keyed by `Character` or by `String`, so a table
/// kept in a `let` (inferred as `[String: Bool]`) works as it is. Values
/// need not be `Equatable` to drive a source: `Marbles<Void>("--x")` draws
/// button taps (its `timeline` holds `VoidValue`s). Several inputs drawn
/// together, one line each, are a `MarbleBlock`.
///
/// - Important: A malformed diagram traps with a message naming the
///   character and its position: a value missing from the table, an event
///   after the end, an unclosed or nested group; so does a `String` key of
///   the table that is not one character.
public struct Marbles<Value> {
  /// One event of the diagram.
  public enum Marble {
    /// A value.
    case value(Value)
    /// A failure with the diagram's error.
    case failed
    /// Completion.
    case completed
    /// Interruption.
    case interrupted
  }

  /// The diagram as written.
  public let diagram: String
  /// The seconds one character stands for.
  public let tick: TimeInterval
  /// The error `#` fails with.
  public let error: (any Error)?
  /// The events, each with its time in seconds from the diagram's start.
  public let events: [(time: TimeInterval, marble: Marble)]

  /// Reads `diagram`, looking each value character up in `values`.
  public init(
    _ diagram: String, values: [Character: Value], error: (any Error)? = MarbleError(), tick: TimeInterval = 1
  ) {
    self.init(diagram, error: error, tick: tick) { character, position in
      guard let value = values[character] else {
        programmerError("marble '\(character)' at position \(position) of \"\(diagram)\" has no value in the table")
      }
      return value
    }
  }

  /// Reads `diagram`, looking each value character up in `values`, whose
  /// keys are one character each.
  public init(
    _ diagram: String, values: [String: Value], error: (any Error)? = MarbleError(), tick: TimeInterval = 1
  ) {
    var table: [Character: Value] = [:]
    for (key, value) in values {
      guard key.count == 1, let character = key.first else {
        programmerError("marble values table of \"\(diagram)\" has the key \"\(key)\", which is not one character")
      }
      table[character] = value
    }
    self.init(diagram, values: table, error: error, tick: tick)
  }

  init(
    _ diagram: String, error: (any Error)?, tick: TimeInterval, value: (Character, Int) -> Value
  ) {
    requirePositive(tick, "a marble tick")
    self.diagram = diagram
    self.tick = tick
    self.error = error
    var events: [(time: TimeInterval, marble: Marble)] = []
    var ticks = 0
    var inGroup = false
    var ended = false
    for (position, character) in diagram.enumerated() {
      func fail(_ problem: String) -> Never {
        programmerError("marble '\(character)' at position \(position) of \"\(diagram)\": \(problem)")
      }
      let marble: Marble
      switch character {
      case " ": continue
      case "-":
        if inGroup { fail("a group holds events, not ticks") }
        ticks += 1
        continue
      case "(":
        if inGroup { fail("groups do not nest") }
        inGroup = true
        continue
      case ")":
        if !inGroup { fail("no group to close") }
        inGroup = false
        ticks += 1
        continue
      case "|": marble = .completed
      case "#": marble = .failed
      case "!": marble = .interrupted
      default: marble = .value(value(character, position))
      }
      if ended { fail("an event after the end") }
      if case .value = marble {} else { ended = true }
      events.append((TimeInterval(ticks) * tick, marble))
      if !inGroup { ticks += 1 }
    }
    if inGroup { programmerError("marble diagram \"\(diagram)\" has a group that is never closed") }
    self.events = events
  }

}

extension Marbles where Value: Equatable {
  /// The diagram as an expected timeline, times since 0 (a failure holds
  /// the diagram's error).
  public var timeline: Timeline<Value> {
    Timeline(events.map { ($0.time, $0.marble.event(error: error)) }, label: "expected")
  }
}

extension Marbles where Value == String {
  /// Reads `diagram`; each value character is its own string value.
  public init(_ diagram: String, error: (any Error)? = MarbleError(), tick: TimeInterval = 1) {
    self.init(diagram, error: error, tick: tick) { character, _ in String(character) }
  }
}

extension Marbles where Value == Void {
  /// Reads `diagram` of `Void` values (button taps): each value character
  /// is `()`.
  ///
  /// ```swift
  /// let taps = Marbles<Void>("--x-x")
  /// print(taps.timeline)   // prints [t=2.0 value(()), t=4.0 value(())]
  /// ```
  @_disfavoredOverload
  public init(_ diagram: String, error: (any Error)? = MarbleError(), tick: TimeInterval = 1) {
    self.init(diagram, error: error, tick: tick) { _, _ in () }
  }

  /// The diagram as an expected timeline of `VoidValue`s, times since 0.
  public var timeline: Timeline<VoidValue> {
    Timeline(events.map { ($0.time, $0.marble.event(VoidValue(), error: error)) }, label: "expected")
  }
}

extension Marbles.Marble {
  func event<Recorded>(_ value: Recorded, error: (any Error)?) -> TimelineEvent<Recorded> {
    switch self {
    case .value: .value(value)
    case .failed: .failed(error: error)
    case .completed: .completed
    case .interrupted: .interrupted
    }
  }
}

extension Marbles.Marble where Value: Equatable {
  func event(error: (any Error)?) -> TimelineEvent<Value> {
    switch self {
    case .value(let value): .value(value)
    case .failed: .failed(error: error)
    case .completed: .completed
    case .interrupted: .interrupted
    }
  }
}

// Every face's test sources decode a marble here, into the engine event
// they send (MigrationTestScheduler+Sources.swift).
extension Marbles {
  /// `marble` as the engine event a RACModern or RACSwift source failing
  /// with `Failure` sends (`#`: the diagram's error).
  ///
  /// - Important: Traps if the marble is `#` and the diagram's error is not
  ///   a `Failure` (a `NoError` or `Never` source cannot fail).
  func event<Failure>(_ marble: Marble, failing _: Failure.Type) -> SignalEvent<Value, Failure> {
    event(marble) { error in
      guard let error = error as? Failure else {
        programmerError(
          "marble diagram \"\(diagram)\" fails ('#') with \(error.map { "\(type(of: $0))" } ?? "nil"), "
            + "which is not a \(Failure.self)")
      }
      return error
    }
  }

  /// `marble` as the engine event a RACClassic source sends (`#`: the
  /// diagram's error, which may be `nil`).
  ///
  /// - Important: Traps if the marble is `!`: RACClassic has no interruption.
  func classicEvent(_ marble: Marble) -> SignalEvent<Value, BridgedError> {
    if case .interrupted = marble {
      programmerError("marble diagram \"\(diagram)\" interrupts ('!'), which RACClassic cannot")
    }
    return event(marble) { BridgedError(underlying: $0) }
  }

  private func event<Failure>(
    _ marble: Marble, failure: ((any Error)?) -> Failure
  ) -> SignalEvent<Value, Failure> {
    switch marble {
    case .value(let value): .value(value)
    case .failed: .failed(failure(error))
    case .completed: .completed
    case .interrupted: .interrupted
    }
  }
}

extension Timeline {
  /// The timeline `marbles` draws, labelled `expected`.
  public init(_ marbles: Marbles<Value>) {
    self = marbles.timeline
  }
}

/// The error a marble `#` fails with unless you pass your own: described
/// as `MarbleError`.
public struct MarbleError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Creates the error.
  public init() {}

  /// `MarbleError`
  public var description: String { "MarbleError" }
}

extension Marbles.Marble: Sendable where Value: Sendable {}
extension Marbles: Sendable where Value: Sendable {}
