/// The seed report as JSON: each scenario, per flavor its lines, side effects
/// and verdict, and the summary.
struct SeedReportJSON: Encodable {
  struct Run: Encodable {
    let flavor: Flavor
    let lines: [String]
    let sideEffects: Int
    let matches: Bool
  }

  struct Scenario: Encodable {
    let id: String
    let title: String
    let note: String?
    let expected: [String]
    let expectedSideEffects: Int?
    let runs: [Run]

    init(row: SeedReport.Row, flavors: [Flavor]) {
      id = row.scenario.id
      title = row.scenario.title
      note = row.scenario.note
      expected = row.scenario.expected
      expectedSideEffects = row.scenario.expectedSideEffects
      runs = flavors.compactMap { flavor in
        row.runs[flavor].map {
          Run(flavor: flavor, lines: $0.lines, sideEffects: $0.sideEffects, matches: row.scenario.matches($0))
        }
      }
    }
  }

  struct Summary: Encodable {
    let scenarios: Int
    let runs: Int
    let matched: Int
    let mismatched: Int
    let sideEffects: Int
    let text: String
  }

  let scenarios: [Scenario]
  let summary: Summary

  init(report: SeedReport, flavors: [Flavor]) {
    scenarios = report.rows.map { Scenario(row: $0, flavors: flavors) }
    summary = Summary(
      scenarios: report.rows.count, runs: report.runCount, matched: report.matchCount,
      mismatched: report.runCount - report.matchCount, sideEffects: report.sideEffectCount, text: report.summary)
  }
}

/// The seed report as Markdown: a section per scenario with a two-column table.
enum SeedMarkdown {
  static func render(_ report: SeedReport, flavors: [Flavor]) -> String {
    report.rows.map { render($0, flavors: flavors).joined(separator: "\n") }.joined(separator: "\n\n")
      + "\n\n**Summary:** \(report.summary)\n"
  }

  static func render(_ row: SeedReport.Row, flavors: [Flavor]) -> [String] {
    var out = ["### \(row.scenario.id): \(row.scenario.title)", ""]
    if let note = row.scenario.note { out += ["_\(note)_", ""] }
    let columns = flavors.map { flavor -> [String] in
      guard let run = row.runs[flavor] else { return ["(no counterpart)"] }
      let verdict = row.scenario.matches(run) ? "**OK**: matches the expected transcript" : "**MISMATCH**"
      return run.lines.map { "`\($0)`" } + ["side effects: \(run.sideEffects)", verdict]
    }
    let height = columns.map(\.count).max() ?? 0
    let rows = (0..<height).map { line in columns.map { line < $0.count ? $0[line] : "" } }
    out.append(Table(headers: flavors.map(\.moduleName), rows: rows).markdown.trimmingSuffixNewline)
    return out
  }
}

extension String {
  var trimmingSuffixNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
