import Foundation
import RACShared

/// What a comparison of two timelines does with `interrupted`.
///
/// RACClassic has no interruption: where RACModern's observer hears
/// `interrupted` (a disposed start, a late observer of an ended `Signal`),
/// a RAC2 subscriber simply hears nothing more. Whether that difference
/// matters is yours to say.
public enum InterruptionPolicy: Sendable {
  /// Interruptions are events like any other: a RACModern timeline that
  /// ends `interrupted` differs from a RACClassic one that just stops.
  case compare
  /// Interruptions are left out of both timelines before comparing.
  case ignore
}

/// Where two timelines part: the first instant at which they heard
/// different things, what each heard then, and both whole timelines.
///
/// The first line, `headline`, carries the whole difference (the time and
/// both sides' events), so a one-line summary of a failed test run keeps it;
/// `details` follows with both timelines.
///
/// ```text
/// Timelines differ at t=0.4: RACClassic heard value(b); RACModern heard nothing
/// RACClassic: [t=0.4 value(b), t=0.9 completed]
/// RACModern:  [t=0.1 value(a), t=0.9 completed]
/// ```
///
/// It is also the `Error` that `expectEqualTimelines(_:_:interruptions:fileID:filePath:line:column:)`
/// records with Swift Testing, whose issue then reads `Caught error:`
/// followed by the headline.
public struct TimelineDifference: Error, Equatable, Sendable, CustomStringConvertible {
  /// The first instant at which the timelines differ, in virtual seconds.
  public let time: TimeInterval
  /// The labels of the two timelines, as printed.
  public let labels: (first: String, second: String)
  /// What each timeline heard at `time`, in order (empty: nothing).
  public let heard: (first: [String], second: [String])
  /// Both whole timelines, as printed.
  public let timelines: (first: String, second: String)
  /// Whether interruptions were left out (`InterruptionPolicy.ignore`).
  public let interruptionsIgnored: Bool

  /// The first line: the time and what each side heard then.
  ///
  /// `Timelines differ at t=0.4: RACClassic heard value(b); RACModern heard value(c)`
  public var headline: String {
    func events(_ heard: [String]) -> String { heard.isEmpty ? "nothing" : heard.joined(separator: ", ") }
    return
      "Timelines differ at t=\(VirtualTime.format(time))\(interruptionsIgnored ? " (interruptions ignored)" : ""): "
      + "\(labels.first) heard \(events(heard.first)); \(labels.second) heard \(events(heard.second))"
  }

  /// The lines after the headline: both whole timelines, labelled.
  public var details: String {
    let width = max(labels.first.count, labels.second.count) + 1
    func pad(_ label: String) -> String { (label + ":").padding(toLength: width, withPad: " ", startingAt: 0) }
    return "\(pad(labels.first)) \(timelines.first)\n\(pad(labels.second)) \(timelines.second)"
  }

  /// The difference as printed when an expectation fails: `headline`, then `details`.
  public var description: String { headline + "\n" + details }

  /// Whether both describe the same difference.
  public static func == (lhs: TimelineDifference, rhs: TimelineDifference) -> Bool {
    lhs.description == rhs.description
  }
}

extension Timeline {
  /// Where this timeline and `other` part, or `nil` when they are equal
  /// under `interruptions`.
  ///
  /// Entries are grouped into instants (consecutive entries at the same
  /// time); the first instant whose events differ, or that only one side
  /// has, is the difference.
  public func difference(from other: Timeline, interruptions: InterruptionPolicy = .compare) -> TimelineDifference? {
    let (first, second) =
      interruptions == .ignore ? (withoutInterruptions, other.withoutInterruptions) : (self, other)
    let left = first.instants
    let right = second.instants
    var index = (left: left.startIndex, right: right.startIndex)
    while true {
      let a = index.left < left.endIndex ? left[index.left] : nil
      let b = index.right < right.endIndex ? right[index.right] : nil
      guard a != nil || b != nil else { return nil }
      if let a, let b, a.time == b.time, a.events == b.events {
        index.left += 1
        index.right += 1
        continue
      }
      let time = [a?.time, b?.time].compactMap { $0 }.min()!
      func heard(_ instant: (time: TimeInterval, events: [TimelineEvent<Value>])?) -> [String] {
        guard let instant, instant.time == time else { return [] }
        return instant.events.map(\.description)
      }
      let labels = Self.labels(label, other.label)
      return TimelineDifference(
        time: time, labels: labels, heard: (heard(a), heard(b)),
        timelines: (first.description, second.description), interruptionsIgnored: interruptions == .ignore)
    }
  }

  /// Consecutive entries at the same time, grouped.
  private var instants: [(time: TimeInterval, events: [TimelineEvent<Value>])] {
    var instants: [(time: TimeInterval, events: [TimelineEvent<Value>])] = []
    for entry in entries {
      if let last = instants.last, last.time == entry.time {
        instants[instants.count - 1].events.append(entry.event)
      } else {
        instants.append((entry.time, [entry.event]))
      }
    }
    return instants
  }

  /// The labels to print: `first` and `second` when unlabelled, numbered
  /// when both have the same label.
  private static func labels(_ first: String, _ second: String) -> (String, String) {
    switch (first.isEmpty, second.isEmpty) {
    case (true, true): return ("first", "second")
    case (false, true): return (first, "second")
    case (true, false): return ("first", second)
    case (false, false): return first == second ? (first + " 1", second + " 2") : (first, second)
    }
  }
}
