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
    /// When the entry was made, among all entries of the process: what
    /// `Timeline(merging:)` orders entries of one instant by. Not compared.
    let sequence: UInt64

    /// Creates an entry. The time is rounded to the nanosecond, so that
    /// `0.1 + 0.2` on a scheduler and `3 * 0.1` in a diagram are one instant.
    public init(time: TimeInterval, event: TimelineEvent<Value>) {
      self.init(time: time, event: event, sequence: EntrySequence.next())
    }

    init(time: TimeInterval, event: TimelineEvent<Value>, sequence: UInt64) {
      self.time = (time * 1e9).rounded() / 1e9
      self.event = event
      self.sequence = sequence
    }

    /// `t=0.3 value(b)`
    public var description: String { "t=\(VirtualTime.format(time)) \(event)" }

    /// Whether both entries have the same time and event.
    public static func == (lhs: Entry, rhs: Entry) -> Bool {
      lhs.time == rhs.time && lhs.event == rhs.event
    }
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

  /// The same timeline `interval` seconds later: an inner timeline written
  /// as marbles from 0, moved to when the inner signal started.
  ///
  /// ```swift
  /// print(Marbles("a|").timeline.shifted(by: 2))   // prints [t=2.0 value(a), t=3.0 completed]
  /// ```
  public func shifted(by interval: TimeInterval) -> Timeline {
    var copy = self
    copy.entries = entries.map { Entry(time: $0.time + interval, event: $0.event, sequence: $0.sequence) }
    return copy
  }

  /// `[t=0.1 value(a), t=0.5 completed]`
  public var description: String { "[" + entries.map(\.description).joined(separator: ", ") + "]" }

  /// Whether both timelines have the same entries (their labels aside).
  public static func == (lhs: Timeline, rhs: Timeline) -> Bool { lhs.entries == rhs.entries }
}

extension Timeline.Entry: Sendable where Value: Sendable {}
extension Timeline: Sendable where Value: Sendable {}

/// The order in which entries were made, process-wide.
enum EntrySequence {
  private static let counter = SequenceCounter()

  /// The next number; each call gets a larger one than every call before it.
  static func next() -> UInt64 {
    counter.state.withLock { count in
      count += 1
      return count
    }
  }
}

private final class SequenceCounter {
  let state = LockedState.make(UInt64(0))
}

// Safety: `state` is only touched under its lock.
extension SequenceCounter: @unchecked Sendable {}
