/// Which face of RACPort a scenario runs on.
public enum Flavor: String, CaseIterable, Sendable, Codable {
  /// RAC2 names (`import RACClassic`).
  case classic
  /// RAC4 names (`import RACModern`).
  case modern
  /// ReactiveSwift 7 names (`import RACSwift`): `rac-lab compare` runs
  /// scripts in it too (RAC2 -> ReactiveSwift is the migration teams make
  /// today); the seeds and the experiments are RAC2 against RAC4, as the
  /// source articles wrote them (`seeded`).
  case swift

  /// The flavors the seed scenarios and the side-effect and capacity
  /// experiments run in.
  public static let seeded: [Flavor] = [.classic, .modern]

  /// The module name shown in reports.
  public var moduleName: String {
    switch self {
    case .classic: "RACClassic"
    case .modern: "RACModern"
    case .swift: "RACSwift"
    }
  }
}

/// The outcome of running one scenario in one flavor.
public struct ScenarioRun: Equatable, Sendable, Codable {
  /// The transcript lines, in order.
  public var lines: [String]
  /// How many times the cold source ran.
  public var sideEffects: Int
  /// The virtual time of each line (seconds since the scenario started).
  public var times: [Double]
  /// The marbles the seed drew without printing (`ScenarioContext.mark`).
  public var marks: [SideMark]
  /// Whether the run stamped its lines with their times (`log`); an untimed
  /// one (`say` only) is drawn in its order of events.
  public var isTimed: Bool

  /// A marble drawn beside the transcript.
  public struct SideMark: Equatable, Sendable, Codable {
    /// When.
    public var time: Double
    /// How many lines had been logged before it (it sits before that line).
    public var beforeLine: Int
    /// Its lane; `nil` is the source lane.
    public var lane: String?
    /// What it is.
    public var reads: MarbleReading.Reads
    /// Its label.
    public var label: String
  }

  /// Creates a run.
  public init(lines: [String], sideEffects: Int, times: [Double]? = nil, marks: [SideMark] = [], isTimed: Bool = true) {
    self.lines = lines
    self.sideEffects = sideEffects
    self.times = times ?? Array(repeating: 0, count: lines.count)
    self.marks = marks
    self.isTimed = isTimed
  }

  init(_ transcript: Transcript) {
    self.init(
      lines: transcript.lines, sideEffects: transcript.sideEffects, times: transcript.times, marks: transcript.marks,
      isTimed: transcript.isTimed)
  }
}

/// One runnable example from the source articles, with the transcript it
/// must produce.
public struct SeedScenario: Sendable {
  /// The catalog id, like `S3` or `S14b`.
  public let id: String
  /// What the example shows.
  public let title: String
  /// The exact transcript the spec gives.
  public let expected: [String]
  /// The side-effect count the spec gives, when it gives one.
  public let expectedSideEffects: Int?
  /// A note shown with the scenario (what differs between flavors, say).
  public let note: String?
  /// How its transcript lines become marbles (`--format svg`, the report).
  public let marbles: MarbleReading?
  private let classic: (@Sendable (ClassicContext) -> Void)?
  private let modern: (@Sendable (ModernContext) -> Void)?

  /// Declares a scenario; `classic`/`modern` run it in each flavor that has it.
  public init(
    _ id: String,
    _ title: String,
    expected: [String],
    sideEffects: Int? = nil,
    note: String? = nil,
    marbles: MarbleReading? = nil,
    classic: (@Sendable (ClassicContext) -> Void)? = nil,
    modern: (@Sendable (ModernContext) -> Void)? = nil
  ) {
    self.id = id
    self.title = title
    self.expected = expected
    self.expectedSideEffects = sideEffects
    self.note = note
    self.marbles = marbles
    self.classic = classic
    self.modern = modern
  }

  /// The flavors this scenario has a counterpart in.
  public var flavors: [Flavor] {
    Flavor.seeded.filter { $0 == .classic ? classic != nil : modern != nil }
  }

  /// Runs the scenario's code in `flavor` on a fresh virtual clock; `nil`
  /// when it has no counterpart in that flavor.
  public func run(_ flavor: Flavor) -> ScenarioRun? {
    switch flavor {
    case .classic: classic.map(Flavor.runClassic)
    case .modern: modern.map(Flavor.runModern)
    case .swift: nil
    }
  }

  /// Whether `run` is what the spec expects.
  public func matches(_ run: ScenarioRun) -> Bool {
    run.lines == expected && (expectedSideEffects == nil || run.sideEffects == expectedSideEffects)
  }
}
