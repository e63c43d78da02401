/// The outcome of running seed scenarios in every flavor that has them.
public struct SeedReport: Sendable {
  /// One scenario's runs.
  public struct Row: Sendable {
    /// The scenario.
    public let scenario: SeedScenario
    /// Its run per flavor (only the flavors it has).
    public let runs: [Flavor: ScenarioRun]

    /// Whether the run in `flavor` matched the expected transcript.
    public func matches(_ flavor: Flavor) -> Bool? {
      runs[flavor].map(scenario.matches)
    }
  }

  /// The rows, in catalog order.
  public let rows: [Row]

  /// Runs `scenarios` (default: the whole catalog) in `flavors`.
  public init(scenarios: [SeedScenario] = SeedCatalog.all, flavors: [Flavor] = Flavor.seeded) {
    rows = scenarios.map { scenario in
      var runs: [Flavor: ScenarioRun] = [:]
      for flavor in flavors { runs[flavor] = scenario.run(flavor) }
      return Row(scenario: scenario, runs: runs)
    }
  }

  /// How many scenario runs there were (one per scenario and flavor).
  public var runCount: Int { rows.reduce(0) { $0 + $1.runs.count } }

  /// How many runs matched their expected transcript.
  public var matchCount: Int {
    rows.reduce(0) { total, row in total + row.runs.values.filter(row.scenario.matches).count }
  }

  /// The side effects counted over every run.
  public var sideEffectCount: Int {
    rows.reduce(0) { total, row in total + row.runs.values.reduce(0) { $0 + $1.sideEffects } }
  }

  /// Whether every run matched.
  public var allMatch: Bool { matchCount == runCount }

  /// `23 scenarios, 40 runs, 40 matched, 0 mismatched, 31 side effects counted`
  public var summary: String {
    "\(plural(rows.count, "scenario")), \(plural(runCount, "run")), \(matchCount) matched, "
      + "\(runCount - matchCount) mismatched, \(plural(sideEffectCount, "side effect")) counted"
  }
}
