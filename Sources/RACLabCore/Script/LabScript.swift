/// A small experiment on a virtual clock: one shared source of some kind
/// (and named other sources for the operators that take one), the operators
/// subscribers see it through, what subscribers do when they hear a value,
/// and timed steps (subscribe, send, dispose, execute, ...). Both drivers
/// run the same script, one per flavor, so their timelines can be compared.
///
/// ```text
/// kind replaySubject capacity 2
/// pipe map double
/// at 1.0 send A
/// at 1.1 subscribe S1
/// at 2.0 complete
/// ```
public struct LabScript: Equatable, Sendable {
  /// What is being subscribed to.
  public var kind: SourceKind
  /// The replay capacity for the kinds that have one; `nil` is unbounded.
  public var capacity: Int?
  /// What the kind is made with: a property's first value, a constant's
  /// value, a timer's interval, a command's enabled input.
  public var setting: KindSetting
  /// The other sources, each named (`source B subject`), that operators such
  /// as `sample` and `combineLatestList` take.
  public var sources: [SecondSource]
  /// What subscribers do when they hear a value (`when S1 hears A send B`).
  public var reactions: [Reaction]
  /// For kind `command`: what each subscriber subscribes to, by name.
  public var channels: [String: CommandChannel]
  /// For kind `property`: who subscribes to what, by name (a subscriber
  /// not named starts the property's producer).
  public var propertyChannels: [String: PropertyChannel]
  /// The operators subscribers see the source through, in order.
  public var pipeline: [PipeOperator]
  /// The steps, in the order they were written (run in time order, ties in
  /// this order).
  public var steps: [TimedStep]

  /// Creates a script.
  public init(
    kind: SourceKind, capacity: Int? = nil, setting: KindSetting = .none, sources: [SecondSource] = [],
    reactions: [Reaction] = [], channels: [String: CommandChannel] = [:],
    propertyChannels: [String: PropertyChannel] = [:], pipeline: [PipeOperator] = [], steps: [TimedStep]
  ) {
    self.kind = kind
    self.capacity = capacity
    self.setting = setting
    self.sources = sources
    self.reactions = reactions
    self.channels = channels
    self.propertyChannels = propertyChannels
    self.pipeline = pipeline
    self.steps = steps
  }
}

extension LabScript {
  /// How many subscribers the script subscribes.
  public var subscriberCount: Int {
    steps.reduce(0) { count, timed in
      if case .subscribe = timed.step { count + 1 } else { count }
    }
  }
}

/// One step at a virtual time.
public struct TimedStep: Equatable, Sendable {
  /// Seconds since the script started.
  public var time: Double
  /// What happens.
  public var step: Step

  /// Creates a step.
  public init(_ time: Double, _ step: Step) {
    self.time = time
    self.step = step
  }
}

/// What a step does.
public enum Step: Equatable, Sendable {
  /// A new subscriber named `name` subscribes.
  case subscribe(String)
  /// Subscriber `name` disposes its subscription.
  case dispose(String)
  /// The source sends a value (to every live run of a cold source).
  case send(String)
  /// The source completes.
  case complete
  /// The source fails with an error described by the message.
  case fail(String)
  /// The connection connects (publish, multicast kinds).
  case connect
  /// The command executes with the input (`execute:` | `apply(_:)`, started).
  case execute(String)
  /// The command's enabled input says whether it may run.
  case enable(Bool)
  /// A value, completion or error sent into the named other source.
  case into(String, SourceInput)
}

/// What a step sends into one of a script's other sources.
public enum SourceInput: Equatable, Sendable {
  /// A value.
  case send(String)
  /// Completion.
  case complete
}

/// The kinds of source a script can exercise, and their spelling per flavor.
public enum SourceKind: String, CaseIterable, Equatable, Sendable {
  /// Cold: every subscription runs the source anew (`createSignal` | `SignalProducer.init`).
  case cold
  /// Hot, no memory (`RACSubject` | `Signal.pipe()`).
  case subject
  /// Hot, replays `capacity` values (`RACReplaySubject` | `SignalProducer.buffer`).
  case replaySubject
  /// A cold source shared after `connect` (`publish()` + `connect()` |
  /// `startWithSignal`, with early observers attached in `setUp`).
  case publish
  /// A cold source shared by `multicast(RACSubject()).autoconnect()` (classic only).
  case autoconnect
  /// A cold source replayed eagerly, unbounded (`replay()`, classic only).
  case replay
  /// A cold source replayed eagerly, capacity 1 (`replayLast()`, classic only).
  case replayLast
  /// A cold source replayed lazily (`replayLazily()` | `replayLazily(capacity)`).
  case replayLazily
  /// A current value and its changes (`RACBehaviorSubject` | `MutableProperty`).
  case property
  /// A value that never changes (`RACSignal.return` | `Property(value:)`).
  case constant
  /// A repeating timer from each subscription (`interval` | `timer`).
  case timer
  /// A command, executed by steps (`RACCommand` | `Action`).
  case command

  /// The flavors that have this kind.
  public var flavors: [Flavor] {
    switch self {
    case .cold, .subject, .publish, .replayLazily, .timer, .property, .constant, .command:
      [.classic, .modern, .swift]
    // ReactiveSwift 7 has no replay subject (`SignalProducer.buffer` went away).
    case .replaySubject: [.classic, .modern]
    case .autoconnect, .replay, .replayLast: [.classic]
    }
  }

  /// Whether the kind sits on a cold source (sends go to the source's live
  /// runs; a command's runs are its executions).
  public var hasColdSource: Bool {
    switch self {
    case .subject, .replaySubject, .property, .constant, .timer: false
    case .cold, .publish, .autoconnect, .replay, .replayLast, .replayLazily, .command: true
    }
  }

  /// Whether steps can send into the kind (`send`, `complete`, and `fail`
  /// unless it is a property).
  var hasInput: Bool { self != .constant && self != .timer }
}
