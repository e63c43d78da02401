/// A marble diagram: one lane for the source and one per subscriber, on the
/// virtual time axis (or, for an untimed run, in its order of events). Every
/// mark comes from what the run recorded: the events subscribers heard, the
/// source's starts (a cold source's work, counted as it ran), the
/// subscriptions and disposals as they happened.
public struct MarbleDiagram: Equatable, Sendable {
  /// What the horizontal axis measures.
  public enum Axis: String, Equatable, Sendable {
    /// Virtual time, in seconds.
    case time
    /// The order of events of an untimed run: mark `n` is at step `n`.
    case steps

    /// `t=1.5`, or `step 3` (steps count from 1).
    func label(_ position: Double) -> String {
      self == .time ? "t=" + formatTime(position) : "step \(Int(position) + 1)"
    }

    /// The axis tick: `1.5`, or `3`.
    func tick(_ position: Double) -> String {
      self == .time ? formatTime(position) : String(Int(position) + 1)
    }
  }

  /// What a mark on a lane shows.
  public enum MarkKind: String, Equatable, Sendable {
    /// The source's work started (a cold source runs once per start; labelled `run N`).
    case started
    /// The subscriber subscribed (a triangle where its lane begins).
    case subscribed
    /// A value (a labelled marble).
    case value
    /// Something the source did that is not an event: connected, printed (a grey marble).
    case note
    /// Completion (a bar).
    case completed
    /// An error (a cross).
    case error
    /// Interruption (RACModern; a slashed bar).
    case interrupted
    /// The subscriber disposed (an open square).
    case disposed
  }

  /// One mark at one virtual time.
  public struct Mark: Equatable, Sendable {
    /// Seconds since the start.
    public var time: Double
    /// What it is.
    public var kind: MarkKind
    /// The value, error message or note.
    public var label: String

    /// Creates a mark.
    public init(_ time: Double, _ kind: MarkKind, _ label: String = "") {
      self.time = time
      self.kind = kind
      self.label = label
    }
  }

  /// One horizontal lane.
  public struct Lane: Equatable, Sendable {
    /// The subscriber's name, or the source's description.
    public var name: String
    /// Whether this is the source lane.
    public var isSource: Bool
    /// When the lane starts (the subscription); `nil` draws it from its first mark.
    public var start: Double?
    /// The marks, in the order they happened.
    public var marks: [Mark]

    /// Creates a lane.
    public init(name: String, isSource: Bool = false, start: Double? = nil, marks: [Mark] = []) {
      self.name = name
      self.isSource = isSource
      self.start = start
      self.marks = marks
    }
  }

  /// The heading (flavor and what ran).
  public var title: String
  /// The flavor that ran, if the diagram is of one.
  public var flavor: Flavor?
  /// The lanes, source first.
  public var lanes: [Lane]
  /// What the horizontal axis measures.
  public var axis: Axis

  /// Creates a diagram.
  public init(title: String, flavor: Flavor? = nil, lanes: [Lane], axis: Axis = .time) {
    self.title = title
    self.flavor = flavor
    self.lanes = lanes
    self.axis = axis
  }

  /// How many times the source's work started (its `started` marks).
  public var sourceRuns: Int {
    lanes.filter(\.isSource).reduce(0) { $0 + $1.marks.count { $0.kind == .started } }
  }

  /// The flavor's module name, or the title.
  var flavorName: String { flavor?.moduleName ?? title }

  /// Where two diagrams' timelines differ: per lane name, the instants at
  /// which the lane's marks (kind and label, in order) are not the same in
  /// both. A lane only one has differs wherever it has marks. Interruptions
  /// count only when `comparingInterruptions` (as `compare` counts them
  /// unless told to ignore them; a seed's diagram leaves them out, since
  /// RACClassic has none).
  static func differences(
    _ first: MarbleDiagram, _ second: MarbleDiagram, comparingInterruptions: Bool = false
  ) -> [String: Set<Double>] {
    // What a lane heard and did, not when it subscribed: a subscription is
    // where the lane begins, drawn, but not a difference of itself.
    func counts(_ mark: Mark) -> Bool {
      mark.kind != .subscribed && (comparingInterruptions || mark.kind != .interrupted)
    }
    var differences: [String: Set<Double>] = [:]
    let names = Set(first.lanes.map(\.name)).union(second.lanes.map(\.name))
    if first.axis == .steps || second.axis == .steps {
      // Untimed: a step is an event's place in the whole run, which one
      // extra event earlier shifts; a lane differs where its own sequence of
      // marks first differs.
      func sequence(_ diagram: MarbleDiagram, _ name: String) -> [Mark] {
        diagram.lanes.filter { $0.name == name }.flatMap(\.marks).filter(counts)
      }
      for name in names {
        let (one, other) = (sequence(first, name), sequence(second, name))
        let same = one.map { "\($0.kind) \($0.label)" } == other.map { "\($0.kind) \($0.label)" }
        guard !same else { continue }
        let index =
          zip(one, other).enumerated().first {
            $0.element.0.kind != $0.element.1.kind || $0.element.0.label != $0.element.1.label
          }?
          .offset ?? min(one.count, other.count)
        differences[name] = Set(
          [one, other].compactMap { marks in
            index < marks.count ? MarbleSVG.key(marks[index].time) : marks.last.map { MarbleSVG.key($0.time) }
          })
      }
      return differences
    }
    func cells(_ diagram: MarbleDiagram) -> [String: [Double: [String]]] {
      var cells: [String: [Double: [String]]] = [:]
      for lane in diagram.lanes {
        var byTime = cells[lane.name] ?? [:]
        for mark in lane.marks where counts(mark) {
          byTime[MarbleSVG.key(mark.time), default: []].append(mark.kind.rawValue + " " + mark.label)
        }
        cells[lane.name] = byTime
      }
      return cells
    }
    let (left, right) = (cells(first), cells(second))
    for name in names {
      let (one, other) = (left[name] ?? [:], right[name] ?? [:])
      let times = Set(one.keys).union(other.keys).filter { one[$0] != other[$0] }
      if !times.isEmpty { differences[name] = times }
    }
    return differences
  }

  /// What sets two diagrams' pictures apart that `differences` does not
  /// outline, a phrase each: a lane subscribed at another time, an
  /// interruption when interruptions are not compared, an untimed lane's
  /// marks at other steps (another interleaving of the same events), a lane
  /// only one draws, the lanes in another order. Empty when the pictures are
  /// the same or every difference is outlined. Without it, two panels drawn
  /// apart were summed up as "same marbles" (S22: RACModern's latest
  /// execution subscribes at t=1.0, RACClassic's at t=0.0).
  static func unoutlinedDifferences(
    _ first: MarbleDiagram, _ second: MarbleDiagram, comparingInterruptions: Bool = false
  ) -> [String] {
    guard first.lanes != second.lanes || first.axis != second.axis else { return [] }
    if first.axis != second.axis { return ["one axis is timed, the other untimed"] }
    let outlined = differences(first, second, comparingInterruptions: comparingInterruptions)
    let (one, other) = (first.flavorName, second.flavorName)
    // "S3 is interrupted at t=4.0 in RACModern only", "sub2 subscribes at
    // t=0.0 in RACClassic, at t=1.0 in RACModern".
    func when(_ what: String, _ left: [Mark], _ right: [Mark]) -> String {
      func at(_ marks: [Mark]) -> String { "at " + marks.map { first.axis.label($0.time) }.joined(separator: ", ") }
      if left.isEmpty { return "\(what) \(at(right)) in \(other) only" }
      if right.isEmpty { return "\(what) \(at(left)) in \(one) only" }
      return "\(what) \(at(left)) in \(one), \(at(right)) in \(other)"
    }
    var phrases: [String] = []
    // Untimed lanes whose marks differ only in their steps.
    var interleaved: [String] = []
    var names: [String] = []
    for name in (first.lanes + second.lanes).map(\.name) where !names.contains(name) { names.append(name) }
    for name in names {
      let (left, right) = (first.lanes.filter { $0.name == name }, second.lanes.filter { $0.name == name })
      guard left != right else { continue }
      if left.isEmpty || right.isEmpty {
        if outlined[name] == nil { phrases.append("\(name) is drawn in \(left.isEmpty ? other : one) only") }
        continue
      }
      var told = outlined[name] != nil
      let marks = { (lanes: [Lane], kind: MarkKind) in lanes.flatMap(\.marks).filter { $0.kind == kind } }
      let subscribed = (marks(left, .subscribed), marks(right, .subscribed))
      // A step is a place in the whole run, which any extra event earlier
      // shifts: untimed, only how many times a lane subscribed is told.
      let subscribedElsewhen =
        first.axis == .steps
        ? subscribed.0.count != subscribed.1.count
        : subscribed.0.map(\.time) != subscribed.1.map(\.time) || left.map(\.start) != right.map(\.start)
      if subscribedElsewhen {
        phrases.append(
          subscribed.0.isEmpty && subscribed.1.isEmpty
            ? "\(name) begins at another time" : when("\(name) subscribes", subscribed.0, subscribed.1))
        told = true
      }
      let interrupted = (marks(left, .interrupted), marks(right, .interrupted))
      let interruptedElsewhen =
        first.axis == .steps
        ? interrupted.0.count != interrupted.1.count : interrupted.0.map(\.time) != interrupted.1.map(\.time)
      if !comparingInterruptions, interruptedElsewhen {
        phrases.append(when("\(name) is interrupted", interrupted.0, interrupted.1) + " (not compared)")
        told = true
      }
      if !told {
        if first.axis == .steps { interleaved.append(name) } else { phrases.append("\(name) is drawn differently") }
      }
    }
    if !interleaved.isEmpty {
      phrases.append(
        (interleaved.count == names.count
          ? "every lane has" : MarbleSVG.listed(interleaved) + (interleaved.count == 1 ? " has" : " have"))
          + " the same marks at other steps (the flavors' events interleave differently)")
    }
    if phrases.isEmpty, first.lanes.map(\.name) != second.lanes.map(\.name) {
      phrases.append("the lanes come in another order")
    }
    return phrases
  }

  /// The lane named `name`, created at the end if missing.
  mutating func lane(_ name: String, start: Double? = nil) -> Int {
    if let index = lanes.firstIndex(where: { $0.name == name && !$0.isSource }) { return index }
    lanes.append(Lane(name: name, start: start))
    return lanes.count - 1
  }
}
