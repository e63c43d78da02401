import Foundation

/// One event of one output in a merged timeline (`Timeline(merging:)`): the
/// output's name and what it sent, whatever the output's value type.
///
/// Two named events are equal when their names are equal and their events
/// are equal: values of one type and equal, or the same end (`completed`,
/// `interrupted`, or failures with equal errors), whatever the outputs'
/// value types.
///
/// ```swift
/// let event = NamedEvent("enabled", TimelineEvent<Bool>.value(true))
/// print(event)   // prints enabled value(true)
/// ```
public struct NamedEvent: Equatable, CustomStringConvertible {
  /// The output's name (`enabled`, `errors`).
  public let name: String
  /// The output's event as printed (`value(true)`).
  public let eventDescription: String
  /// The output's event, a `TimelineEvent` of the output's value type.
  public let event: Any
  private let isEqual: (Any) -> Bool
  /// The event when it ends the output, its value type forgotten.
  private let end: TimelineEvent<VoidValue>?

  /// `event` of the output named `name`.
  public init<Value: Equatable>(_ name: String, _ event: TimelineEvent<Value>) {
    self.name = name
    self.event = event
    eventDescription = event.description
    isEqual = { other in (other as? TimelineEvent<Value>) == event }
    end =
      switch event {
      case .value: nil
      case .failed(let error): .failed(error)
      case .completed: .completed
      case .interrupted: .interrupted
      }
  }

  /// `enabled value(true)`
  public var description: String { "\(name) \(eventDescription)" }

  /// Whether both are the same output's equal events.
  public static func == (lhs: NamedEvent, rhs: NamedEvent) -> Bool {
    guard lhs.name == rhs.name else { return false }
    if let end = lhs.end { return end == rhs.end }
    return rhs.end == nil && lhs.isEqual(rhs.event)
  }
}

extension TimelineEvent where Value == NamedEvent {
  /// The event `event` of the output `name`, in an expected merged timeline.
  ///
  /// ```swift
  /// let expected: Timeline<NamedEvent> = [(0, .output("executing", .value(true))), (1, .output("errors", .value("offline")))]
  /// ```
  public static func output<Output: Equatable>(_ name: String, _ event: TimelineEvent<Output>) -> TimelineEvent {
    .value(NamedEvent(name, event))
  }

  /// The end `end` of the output `name`, whatever its value type
  /// (`.output("screen", .completed)`).
  public static func output(_ name: String, _ end: OutputEnd) -> TimelineEvent {
    switch end {
    case .completed: .value(NamedEvent(name, TimelineEvent<VoidValue>.completed))
    case .interrupted: .value(NamedEvent(name, TimelineEvent<VoidValue>.interrupted))
    case .failed(let error): .value(NamedEvent(name, TimelineEvent<VoidValue>.failed(error)))
    }
  }
}

/// How an output ends, in an expected merged timeline, whatever its value
/// type: `.output("screen", .completed)`.
public enum OutputEnd: Sendable {
  /// It completed.
  case completed
  /// It was interrupted.
  case interrupted
  /// It failed with the error.
  case failed(RecordedError)
}

/// A timeline, or a recorder of one, that can join a merged timeline of
/// several outputs (`Timeline(merging:)`, `MigrationTestScheduler.record(_:)`
/// given named recorders).
public protocol MergeableTimeline {
  /// This timeline's entries as the events of an output called `name`,
  /// each keeping its time and its place in the order entries were made.
  func named(_ name: String) -> Timeline<NamedEvent>
}

extension Timeline: MergeableTimeline {
  /// This timeline's entries as events of the output `name`.
  public func named(_ name: String) -> Timeline<NamedEvent> {
    var named = Timeline<NamedEvent>([], label: label)
    named.entries = entries.map {
      .init(time: $0.time, event: .value(NamedEvent(name, $0.event)), sequence: $0.sequence)
    }
    return named
  }
}

extension Recorder: MergeableTimeline {
  /// What this recorder heard so far, as events of the output `name`.
  public func named(_ name: String) -> Timeline<NamedEvent> { timeline.named(name) }
}

extension Timeline where Value == NamedEvent {
  /// One timeline of several outputs: every entry of each, in time order,
  /// and, inside one instant, in the order they were recorded (for
  /// timelines written in a test, in the order they were written), so the
  /// order a UI sees across outputs (the error before `executing` turns
  /// `false`) is compared and shown. The label is the first output's.
  ///
  /// ```swift
  /// let enabled = scheduler.record(command.enabled)
  /// let errors = scheduler.record(command.errors)
  /// scheduler.run()
  /// print(Timeline(merging: ["enabled": enabled, "errors": errors]))
  /// ```
  public init(merging outputs: KeyValuePairs<String, any MergeableTimeline>) {
    self.init(merging: outputs.map { ($0.key, $0.value) })
  }

  init(merging outputs: [(name: String, timeline: any MergeableTimeline)]) {
    let timelines = outputs.map { $0.timeline.named($0.name) }
    self.init([], label: timelines.first?.label ?? "")
    entries = timelines.flatMap(\.entries).sorted { ($0.time, $0.sequence) < ($1.time, $1.sequence) }
  }
}

/// Several recorders heard as one timeline of named outputs
/// (`MigrationTestScheduler.record(_:)` given named recorders): `timeline`
/// merges what they heard so far.
///
/// ```swift
/// let classic = scheduler.record([
///   "enabled": scheduler.record(command.enabled),
///   "executing": scheduler.record(command.executing),
///   "errors": scheduler.record(command.errors),
/// ])
/// scheduler.run()
/// print(classic.timeline)   // [t=0.0 enabled value(true), t=0.0 executing value(false), …]
/// ```
public final class MergedRecorder {
  private let outputs: [(name: String, timeline: any MergeableTimeline)]

  /// Merges what `outputs` hear, in their order.
  public init(_ outputs: KeyValuePairs<String, any MergeableTimeline>) {
    self.outputs = outputs.map { ($0.key, $0.value) }
  }

  /// Everything the outputs heard so far, merged (`Timeline(merging:)`).
  public var timeline: Timeline<NamedEvent> { Timeline(merging: outputs) }
}
