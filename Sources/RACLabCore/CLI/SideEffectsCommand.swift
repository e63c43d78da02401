/// `rac-lab side-effects`: S7's six requests, without conversion and with each cure.
enum SideEffectsCommand {
  static let usage = """
    Usage: rac-lab side-effects [--flavor classic|modern|both] [--format text|json|markdown]

    Runs the "six network requests" pipeline of the articles (seed S7): three views
    bound to one cold request through flattenMap, plus a merge of the three for
    errors. fetchData is built and the cure applied at t=0.0 (the call); the views
    are bound at t=1.0 (the first subscription). For no conversion and for each cure
    (publish+connect, replay, replayLast, replayLazily, replayLazily(n), buffer),
    prints how many times the request ran, when, and what the views showed, in
    each flavor that has the call.

    Options:
      --flavor F    classic, modern or both (default: both)
      --format F    text, json or markdown (default: text)

    """

  static func run(_ arguments: inout ArgumentList) throws -> LabOutput {
    if arguments.wantsHelp { return LabOutput(out: usage) }
    let flavors =
      try arguments.choice("flavor", SeedCommands.FlavorChoice.self, usage: usage)?.flavors
      ?? Flavor.seeded
    let format = try arguments.format([.text, .json, .markdown], usage: usage)
    try arguments.expectEnd(usage: usage)
    let rows = SideEffectsExperiment.run(flavors: flavors)
    let table = SideEffectsExperiment.table(rows)
    let intro = SideEffectsExperiment.intro
    switch format {
    case .json: return LabOutput(out: jsonText(rows))
    case .markdown: return LabOutput(out: intro + "\n\n" + table.markdown)
    default: return LabOutput(out: intro + "\n\n" + table.text)
    }
  }
}

extension SideEffectsExperiment {
  /// What the experiment does, in one sentence.
  static let intro =
    "S7's six requests: fetchData built and each cure applied at t=0.0 (the call), "
    + "views bound at t=1.0 (the first subscription)."

  /// The rows as a table: cure, flavor, call, requests, when, views.
  static func table(_ rows: [Row]) -> Table {
    Table(
      headers: ["cure", "flavor", "call", "requests", "when", "views"],
      rows: rows.map { row in
        [
          row.cure.rawValue, row.flavor.moduleName, row.spelling, String(row.requests), row.when,
          row.views.joined(separator: " "),
        ]
      })
  }
}
