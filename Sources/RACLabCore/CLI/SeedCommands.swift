/// `rac-lab` (no command), `rac-lab list` and `rac-lab scenario`.
enum SeedCommands {
  /// `rac-lab`: the summary a newcomer reads first (`FirstRun`), or with
  /// `transcripts` every seed's transcripts side by side; JSON and Markdown
  /// carry the transcripts.
  static func runAll(format: OutputFormat = .text, transcripts: Bool = false) -> LabOutput {
    let report = SeedReport()
    let out: String
    switch format {
    case .json: out = jsonText(SeedReportJSON(report: report, flavors: Flavor.seeded))
    case .markdown: out = SeedMarkdown.render(report, flavors: Flavor.seeded)
    default: out = transcripts ? SideBySide.render(report) : FirstRun.render(report)
    }
    return LabOutput(out: out, status: report.allMatch ? 0 : 1)
  }

  static let listUsage = """
    Usage: rac-lab list [PREFIX] [--format text|json]

    Lists the seed scenarios: id, flavors, title. With PREFIX (like S7 or s14),
    only the scenarios whose id starts with it.

    Options:
      --format F    text or json (default: text)

    """

  /// One scenario as `list --format json` prints it.
  struct ListEntry: Encodable {
    let id: String
    let title: String
    let flavors: [Flavor]
  }

  static func list(_ arguments: inout ArgumentList) throws -> LabOutput {
    if arguments.wantsHelp { return LabOutput(out: listUsage) }
    let format = try arguments.format([.text, .json], usage: listUsage)
    let prefix = arguments.nextPositional()
    try arguments.expectEnd(usage: listUsage)
    let scenarios = prefix.map(SeedCatalog.scenarios(startingWith:)) ?? SeedCatalog.all
    if scenarios.isEmpty, let prefix {
      throw UsageError(message: "no scenario id starts with '\(prefix)' (see 'rac-lab list')", usage: listUsage)
    }
    if format == .json {
      return LabOutput(out: jsonText(scenarios.map { ListEntry(id: $0.id, title: $0.title, flavors: $0.flavors) }))
    }
    let lines = scenarios.map { scenario in
      let flavors = scenario.flavors.map(\.rawValue).joined(separator: ",")
      return scenario.id.padded(to: 6) + flavors.padded(to: 15) + scenario.title
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
      case .both: Flavor.seeded
      }
    }
  }

  static let scenarioUsage = """
    Usage: rac-lab scenario NAME [--flavor classic|modern|both] [--format text|json|markdown|svg]

    Runs one seed scenario (NAME is its id, like S3 or s14b; see 'rac-lab list')
    and prints its timeline per flavor, checked against the expected transcript.
    A NAME that is only the start of ids (S7 for S7a to S7f) runs each of them.
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
    let flavors = try arguments.choice("flavor", FlavorChoice.self, usage: scenarioUsage)?.flavors ?? Flavor.seeded
    let format = try arguments.format([.text, .json, .markdown, .svg], usage: scenarioUsage)
    guard let name = arguments.nextPositional() else {
      throw UsageError(message: "missing scenario NAME", usage: scenarioUsage)
    }
    try arguments.expectEnd(usage: scenarioUsage)
    if let scenario = SeedCatalog.scenario(name) {
      let report = SeedReport(scenarios: [scenario], flavors: flavors)
      return LabOutput(out: render(report.rows[0], flavors: flavors, format: format), status: report.allMatch ? 0 : 1)
    }
    let parts = SeedCatalog.scenarios(startingWith: name)
    let ids = parts.map(\.id).joined(separator: ", ")
    guard let first = parts.first else {
      throw UsageError(message: "no scenario named '\(name)' (see 'rac-lab list')", usage: scenarioUsage)
    }
    guard format != .svg else {
      throw UsageError(
        message: "'\(name)' names \(plural(parts.count, "scenario")) (\(ids)) and --format svg draws one; "
          + "name one, like 'rac-lab scenario \(first.id) --format svg'",
        usage: scenarioUsage)
    }
    let report = SeedReport(scenarios: parts, flavors: flavors)
    let out: String
    switch format {
    case .json: out = jsonText(report.rows.map { SeedReportJSON.Scenario(row: $0, flavors: flavors) })
    case .markdown:
      out =
        report.rows.map { SeedMarkdown.render($0, flavors: flavors).joined(separator: "\n") }
        .joined(separator: "\n\n") + "\n"
    default: out = report.rows.map { render($0, flavors: flavors, format: format) }.joined(separator: "\n")
    }
    let note =
      "rac-lab: '\(name)' is not one scenario: it has \(plural(parts.count, "part")), \(ids); running each "
      + "(run one with 'rac-lab scenario \(first.id)').\n"
    return LabOutput(out: out, err: note, status: report.allMatch ? 0 : 1)
  }

  /// One scenario's runs in `format`.
  private static func render(_ row: SeedReport.Row, flavors: [Flavor], format: OutputFormat) -> String {
    switch format {
    case .json: jsonText(SeedReportJSON.Scenario(row: row, flavors: flavors))
    case .markdown: SeedMarkdown.render(row, flavors: flavors).joined(separator: "\n") + "\n"
    case .svg: marbles(row, flavors: flavors)
    default: SideBySide.render(row, flavors: flavors).joined(separator: "\n") + "\n"
    }
  }

  /// The marble diagrams of `row`'s runs in `flavors`, one SVG document,
  /// headed by the scenario's id, title and note when `headed`.
  static func marbles(_ row: SeedReport.Row, flavors: [Flavor], headed: Bool = true) -> String {
    let scenario = row.scenario
    let diagrams = diagrams(row, flavors: flavors)
    let missing = flavors.filter { row.runs[$0] == nil }.map(\.moduleName)
    let absent = missing.isEmpty ? "" : " (No counterpart in \(missing.joined(separator: " or ")).)"
    let caption = captions(row, flavors: flavors)
    guard headed else { return MarbleSVG.render(diagrams, heading: "", caption: caption) }
    return MarbleSVG.render(
      diagrams, heading: "\(scenario.id)  \(scenario.title)", subheading: [(scenario.note ?? "") + absent],
      caption: caption)
  }

  /// The diagram of each of `row`'s runs in `flavors`.
  static func diagrams(_ row: SeedReport.Row, flavors: [Flavor]) -> [MarbleDiagram] {
    flavors.compactMap { flavor in
      row.runs[flavor].map { run in
        let verdict = row.scenario.matches(run) ? "matches the expected transcript" : "MISMATCH"
        return MarbleDiagram(
          seedRun: run, reading: row.scenario.marbles, flavor: flavor, title: "\(flavor.moduleName): \(verdict)")
      }
    }
  }

  /// The caption under `row`'s picture (`MarbleDiagram.caption`), as
  /// paragraphs: one when the flavors' pictures say the same, else one per
  /// flavor, named, each drawn as a block of its own.
  static func captions(_ row: SeedReport.Row, flavors: [Flavor]) -> [String] {
    let diagrams = diagrams(row, flavors: flavors)
    let captions = diagrams.map(\.caption)
    guard Set(captions).count > 1 else { return Array(captions.prefix(1)) }
    return zip(diagrams, captions).map { "\($0.flavorName): \($1)" }
  }
}
