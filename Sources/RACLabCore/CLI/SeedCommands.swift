/// `rac-lab` (no command), `rac-lab list` and `rac-lab scenario`.
enum SeedCommands {
  static func runAll() -> LabOutput {
    let report = SeedReport()
    return LabOutput(out: SideBySide.render(report), status: report.allMatch ? 0 : 1)
  }

  static let listUsage = """
    Usage: rac-lab list

    Lists every seed scenario: id, flavors, title.

    """

  static func list(_ arguments: inout ArgumentList) throws -> LabOutput {
    if arguments.wantsHelp { return LabOutput(out: listUsage) }
    try arguments.expectEnd(usage: listUsage)
    let lines = SeedCatalog.all.map { scenario in
      let flavors = scenario.flavors.map(\.rawValue).joined(separator: ",")
      return scenario.id.padding(toLength: 6, withPad: " ", startingAt: 0)
        + flavors.padding(toLength: 15, withPad: " ", startingAt: 0) + scenario.title
    }
    return LabOutput(out: lines.joined(separator: "\n") + "\n")
  }

  /// Which flavors to run.
  enum FlavorChoice: String, CaseIterable {
    case classic, modern, both

    var flavors: [Flavor] {
      switch self {
      case .classic: [.classic]
      case .modern: [.modern]
      case .both: Flavor.allCases
      }
    }
  }

  static let scenarioUsage = """
    Usage: rac-lab scenario NAME [--flavor classic|modern|both]

    Runs one seed scenario (NAME is its id, like S3 or s14b; see 'rac-lab list')
    and prints its timeline per flavor, checked against the expected transcript.
    Exits 1 if a run does not match.

    Options:
      --flavor F    classic, modern or both (default: both)

    """

  static func scenario(_ arguments: inout ArgumentList) throws -> LabOutput {
    if arguments.wantsHelp { return LabOutput(out: scenarioUsage) }
    guard let name = arguments.nextPositional() else {
      throw UsageError(message: "missing scenario NAME", usage: scenarioUsage)
    }
    let flavors = try arguments.choice("flavor", FlavorChoice.self, usage: scenarioUsage)?.flavors ?? Flavor.allCases
    try arguments.expectEnd(usage: scenarioUsage)
    guard let scenario = SeedCatalog.scenario(name) else {
      throw UsageError(message: "no scenario named '\(name)' (see 'rac-lab list')", usage: scenarioUsage)
    }
    let report = SeedReport(scenarios: [scenario], flavors: flavors)
    let text = SideBySide.render(report.rows[0], flavors: flavors).joined(separator: "\n") + "\n"
    return LabOutput(out: text, status: report.allMatch ? 0 : 1)
  }
}
