import Foundation
import RACShared

/// Everything subscribers heard while a script ran, in delivery order.
public struct LabTimeline: Equatable, Sendable, Codable {
  /// One delivered event.
  public struct Entry: Equatable, Sendable, Codable, CustomStringConvertible {
    /// What was delivered.
    public enum Kind: String, Equatable, Sendable, Codable {
      case next, error, completed, interrupted
      /// A side-effect callback ran (`pipe do`); the value names it.
      case callback
    }

    /// The virtual time of delivery.
    public var time: Double
    /// The subscriber that heard it.
    public var subscriber: String
    /// What it heard.
    public var kind: Kind
    /// The value (for `next`) or error message (for `error`).
    public var value: String?

    /// Creates an entry.
    public init(time: Double, subscriber: String, kind: Kind, value: String? = nil) {
      self.time = time
      self.subscriber = subscriber
      self.kind = kind
      self.value = value
    }

    /// `t=1.0 S1 next A`
    public var description: String {
      ["t=" + formatTime(time), subscriber, kind.rawValue, value].compactMap { $0 }.joined(separator: " ")
    }
  }

  /// The entries, in delivery order.
  public var entries: [Entry]
  /// How many times the cold source ran (0 for subjects).
  public var sourceRuns: Int
  /// The times at which the cold source started.
  public var sourceStarts: [Double]
  /// What the run did that the entries do not show (the lab stopping an
  /// endless resubscription).
  public var notes: [String]

  /// Creates a timeline.
  public init(entries: [Entry] = [], sourceRuns: Int = 0, sourceStarts: [Double] = [], notes: [String] = []) {
    self.entries = entries
    self.sourceRuns = sourceRuns
    self.sourceStarts = sourceStarts
    self.notes = notes
  }

  /// The entries as `t=1.0 S1 next A` lines.
  public var lines: [String] { entries.map(\.description) }

  /// The timeline a RACClassic subscriber would hear: classic has no
  /// interruption, so an interrupted subscriber simply hears nothing more.
  public var withoutInterruptions: LabTimeline {
    var copy = self
    copy.entries.removeAll { $0.kind == .interrupted }
    return copy
  }
}

/// A virtual time as the lab prints it: one decimal (`1.0`, `2.5`), more
/// only when the time needs them (`1.25`).
public func formatTime(_ time: Double) -> String { VirtualTime.format(time) }
