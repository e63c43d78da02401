import Foundation

/// The capacity experiment's rows, rendered.
struct CapacityReport: Encodable {
  let experiment: CapacityExperiment
  let rows: [CapacityExperiment.Row]

  func render(_ format: OutputFormat) -> String {
    switch format {
    case .json: jsonText(self)
    case .csv: csvTable.csv
    case .markdown: timelineText.map { "> " + $0 }.joined(separator: "\n") + "\n\n" + table.markdown
    case .svg: CapacityPlot(experiment: experiment, rows: rows).render(heading: "Capacity experiment")
    case .text: timelineText.joined(separator: "\n") + "\n\n" + table.text
    }
  }

  private var valuesText: String {
    switch experiment.values {
    case .list(let values): "\(plural(values.count, "value")) (\(values.joined(separator: ",")))"
    case .count(let count): "\(plural(count, "value")) (1...\(count))"
    }
  }

  /// What happened when, in words.
  var timelineText: [String] {
    [
      "Capacity experiment: \(valuesText), sent at t=1.0.",
      "Early subscriber at t=\(formatTime(experiment.earlyAt)), late subscriber at t=\(formatTime(experiment.lateAt)), "
        + "completion at t=\(formatTime(experiment.completeAt)); retained = what a subscriber at "
        + "t=\(formatTime(experiment.probeAt)) is replayed.",
    ]
  }

  private func starts(_ row: CapacityExperiment.Row) -> String {
    row.sourceStarts.isEmpty ? "-" : row.sourceStarts.map { "t=" + formatTime($0) }.joined(separator: " ")
  }

  var table: Table {
    Table(
      headers: [
        "kind", "flavor", "capacity", "early subscriber (t=\(formatTime(experiment.earlyAt)))",
        "late subscriber (t=\(formatTime(experiment.lateAt)))", "source runs", "retained",
      ],
      rows: rows.map { row in
        [
          row.kind.rawValue, row.flavor.moduleName,
          row.capacity.description + (row.kind.fixedCapacity == nil ? "" : " (fixed)"),
          row.early.summary, row.late.summary,
          row.kind.hasColdSource ? "\(row.sourceRuns) (\(starts(row)))" : "- (subject)", String(row.retained),
        ]
      })
  }

  /// One column per number, for spreadsheets.
  var csvTable: Table {
    Table(
      headers: [
        "kind", "flavor", "call", "capacity", "early_count", "early_first", "early_last", "early_terminal",
        "late_count", "late_first", "late_last", "late_terminal", "source_runs", "retained",
      ],
      rows: rows.map { row in
        [
          row.kind.rawValue, row.flavor.moduleName, row.spelling, row.capacity.description,
          String(row.early.count), row.early.first.first ?? "", row.early.last.last ?? "", row.early.terminal ?? "",
          String(row.late.count), row.late.first.first ?? "", row.late.last.last ?? "", row.late.terminal ?? "",
          String(row.sourceRuns), String(row.retained),
        ]
      })
  }

  enum CodingKeys: String, CodingKey { case values, earlyAt, lateAt, completeAt, probeAt, rows }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch experiment.values {
    case .list(let values): try container.encode(values, forKey: .values)
    case .count(let count): try container.encode(["count": count], forKey: .values)
    }
    try container.encode(experiment.earlyAt, forKey: .earlyAt)
    try container.encode(experiment.lateAt, forKey: .lateAt)
    try container.encode(experiment.completeAt, forKey: .completeAt)
    try container.encode(experiment.probeAt, forKey: .probeAt)
    try container.encode(rows, forKey: .rows)
  }
}
