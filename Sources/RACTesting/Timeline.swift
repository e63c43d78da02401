import Foundation
import RACShared

/// What one subscriber heard, and when: a list of `(time, event)` entries in
/// the order they were delivered, with times in virtual seconds since the
/// test scheduler started.
///
/// Timelines of either face compare with `==` (the label is left out), so a
/// RAC2 pipeline and its RAC4 port are proved equal by comparing what their
/// recorders heard; `expectEqualTimelines(_:_:interruptions:)` does that and
/// prints where they part. An expected timeline can be written as a list of
/// entries or as marbles (`Marbles`).
///
/// ```swift
/// let expected: Timeline<String> = [(0.1, .value("a")), (0.4, .value("b")), (0.5, .completed)]
/// print(expected)   // prints [t=0.1 value(a), t=0.4 value(b), t=0.5 completed]
/// ```
public struct Timeline<Value: Equatable>: Equatable, CustomStringConvertible, ExpressibleByArrayLiteral {
  /// One delivered event and its virtual time.
  public struct Entry: Equatable, CustomStringConvertible {
    /// Virtual seconds since the test scheduler started, to the nanosecond.
    public let time: TimeInterval
    /// What was delivered.
    public let event: TimelineEvent<Value>

    /// Creates an entry. The time is rounded to the nanosecond, so that
    /// `0.1 + 0.2` on a scheduler and `3 * 0.1` in a diagram are one instant.
    public init(time: TimeInterval, event: TimelineEvent<Value>) {
      self.time = (time * 1e9).rounded() / 1e9
      self.event = event
    }

    /// `t=0.3 value(b)`
    public var description: String { "t=\(VirtualTime.format(time)) \(event)" }
  }

  /// The entries, in delivery order.
  public var entries: [Entry]
  /// Who heard it (`RACClassic`, `RACModern`, `expected`, or your own
  /// name), shown in differences; not compared.
  public var label: String

  /// Creates a timeline of `(time, event)` pairs.
  public init(_ entries: [(TimeInterval, TimelineEvent<Value>)], label: String = "") {
    self.entries = entries.map { Entry(time: $0.0, event: $0.1) }
    self.label = label
  }

  /// Creates a timeline from a list literal of `(time, event)` pairs.
  public init(arrayLiteral elements: (TimeInterval, TimelineEvent<Value>)...) {
    self.init(elements)
  }

  /// The events without their times.
  public var events: [TimelineEvent<Value>] { entries.map(\.event) }

  /// The values, in order.
  public var values: [Value] {
    entries.compactMap { if case .value(let value) = $0.event { value } else { nil } }
  }

  /// The same timeline without `interrupted` entries: what a RACClassic
  /// subscriber, which has no interruption, would have heard.
  public var withoutInterruptions: Timeline {
    var copy = self
    copy.entries.removeAll { $0.event == .interrupted }
    return copy
  }

  /// `[t=0.1 value(a), t=0.5 completed]`
  public var description: String { "[" + entries.map(\.description).joined(separator: ", ") + "]" }

  /// Whether both timelines have the same entries (their labels aside).
  public static func == (lhs: Timeline, rhs: Timeline) -> Bool { lhs.entries == rhs.entries }
}

extension Timeline.Entry: Sendable where Value: Sendable {}
extension Timeline: Sendable where Value: Sendable {}
