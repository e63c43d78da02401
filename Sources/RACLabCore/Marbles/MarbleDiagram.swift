/// A marble diagram: one lane for the source and one per subscriber, on the
/// virtual time axis.
public struct MarbleDiagram: Equatable, Sendable {
  /// What a mark on a lane shows.
  public enum MarkKind: String, Equatable, Sendable {
    /// A value (a labelled marble).
    case value
    /// Something the source did that is not an event: started, connected, printed (a grey marble).
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

  /// Creates a diagram.
  public init(title: String, flavor: Flavor? = nil, lanes: [Lane]) {
    self.title = title
    self.flavor = flavor
    self.lanes = lanes
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
    func cells(_ diagram: MarbleDiagram) -> [String: [Double: [String]]] {
      var cells: [String: [Double: [String]]] = [:]
      for lane in diagram.lanes {
        var byTime = cells[lane.name] ?? [:]
        for mark in lane.marks where comparingInterruptions || mark.kind != .interrupted {
          byTime[MarbleSVG.key(mark.time), default: []].append(mark.kind.rawValue + " " + mark.label)
        }
        cells[lane.name] = byTime
      }
      return cells
    }
    let (left, right) = (cells(first), cells(second))
    var differences: [String: Set<Double>] = [:]
    for name in Set(left.keys).union(right.keys) {
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
