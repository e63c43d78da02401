/// `rac-lab` (no command), `rac-lab list` and `rac-lab scenario`.
enum SeedCommands {
  static func runAll(format: OutputFormat = .text) -> LabOutput {
    let report = SeedReport()
    let out: String
    switch format {
    case .json: out = jsonText(SeedReportJSON(report: report, flavors: Flavor.allCases))
    case .markdown: out = SeedMarkdown.render(report, flavors: Flavor.allCases)
    default: out = SideBySide.render(report)
    }
    return LabOutput(out: out, status: report.allMatch ? 0 : 1)
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
    Usage: rac-lab scenario NAME [--flavor classic|modern|both] [--format text|json|markdown|svg]

    Runs one seed scenario (NAME is its id, like S3 or s14b; see 'rac-lab list')
    and prints its timeline per flavor, checked against the expected transcript.
    Exits 1 if a run does not match.

    Options:
      --flavor F    classic, modern or both (default: both)
      --format F    text, json, markdown or svg (default: text). svg draws a marble
                    diagram per flavor: a lane per subscriber, read off the
                    transcript by the seed's own reading (its value, not the
                    sentence), and a red outline where the flavors differ.

    """

  static func scenario(_ arguments: inout ArgumentList) throws -> LabOutput {
    if arguments.wantsHelp { return LabOutput(out: scenarioUsage) }
    guard let name = arguments.nextPositional() else {
      throw UsageError(message: "missing scenario NAME", usage: scenarioUsage)
    }
    let flavors = try arguments.choice("flavor", FlavorChoice.self, usage: scenarioUsage)?.flavors ?? Flavor.allCases
    let format = try arguments.format([.text, .json, .markdown, .svg], usage: scenarioUsage)
    try arguments.expectEnd(usage: scenarioUsage)
    guard let scenario = SeedCatalog.scenario(name) else {
      throw UsageError(message: "no scenario named '\(name)' (see 'rac-lab list')", usage: scenarioUsage)
    }
    let report = SeedReport(scenarios: [scenario], flavors: flavors)
    let row = report.rows[0]
    let text: String
    switch format {
    case .json: text = jsonText(SeedReportJSON.Scenario(row: row, flavors: flavors))
    case .markdown: text = SeedMarkdown.render(row, flavors: flavors).joined(separator: "\n") + "\n"
    case .svg: text = marbles(row, flavors: flavors)
    default: text = SideBySide.render(row, flavors: flavors).joined(separator: "\n") + "\n"
    }
    return LabOutput(out: text, status: report.allMatch ? 0 : 1)
  }

  /// The marble diagrams of `row`'s runs in `flavors`, one SVG document,
  /// headed by the scenario's id, title and note when `headed`.
  static func marbles(_ row: SeedReport.Row, flavors: [Flavor], headed: Bool = true) -> String {
    let scenario = row.scenario
    let diagrams = flavors.compactMap { flavor in
      row.runs[flavor].map { run in
        let verdict = scenario.matches(run) ? "matches the expected transcript" : "MISMATCH"
        return MarbleDiagram(
          seedRun: run, reading: scenario.marbles, flavor: flavor, title: "\(flavor.moduleName): \(verdict)")
      }
    }
    let missing = flavors.filter { row.runs[$0] == nil }.map(\.moduleName)
    let absent = missing.isEmpty ? "" : " (No counterpart in \(missing.joined(separator: " or ")).)"
    guard headed else { return MarbleSVG.render(diagrams, heading: "") }
    return MarbleSVG.render(
      diagrams, heading: "\(scenario.id)  \(scenario.title)", subheading: (scenario.note ?? "") + absent)
  }
}
