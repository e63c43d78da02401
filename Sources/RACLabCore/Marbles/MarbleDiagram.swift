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

  /// The lane named `name`, created at the end if missing.
  mutating func lane(_ name: String, start: Double? = nil) -> Int {
    if let index = lanes.firstIndex(where: { $0.name == name && !$0.isSource }) { return index }
    lanes.append(Lane(name: name, start: start))
    return lanes.count - 1
  }
}
