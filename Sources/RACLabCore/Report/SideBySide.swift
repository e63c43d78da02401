/// Renders seed runs as two columns, RACClassic | RACModern.
public enum SideBySide {
  /// The whole report: every scenario, then the summary line.
  public static func render(_ report: SeedReport, flavors: [Flavor] = Flavor.seeded) -> String {
    var out: [String] = []
    for row in report.rows {
      out.append(contentsOf: render(row, flavors: flavors))
      out.append("")
    }
    out.append("Summary: " + report.summary)
    return out.joined(separator: "\n") + "\n"
  }

  /// One scenario: title, note, the columns, and a verdict per flavor.
  public static func render(_ row: SeedReport.Row, flavors: [Flavor] = Flavor.seeded) -> [String] {
    var out = ["\(row.scenario.id)  \(row.scenario.title)"]
    if let note = row.scenario.note { out.append("    note: \(note)") }
    let columns = flavors.map { flavor -> [String] in
      guard let run = row.runs[flavor] else { return [flavor.moduleName, "(no counterpart)"] }
      return [flavor.moduleName] + (run.lines.isEmpty ? ["(nothing printed)"] : run.lines)
        + ["side effects: \(run.sideEffects)", verdict(row, flavor)]
    }
    out.append(contentsOf: Self.columns(columns))
    for flavor in flavors where row.matches(flavor) == false {
      out.append("    \(flavor.moduleName) expected:")
      out.append(contentsOf: row.scenario.expected.map { "      " + $0 })
      if let effects = row.scenario.expectedSideEffects { out.append("      side effects: \(effects)") }
    }
    return out
  }

  /// Lays `columns` side by side, ` | ` between them, each line indented by
  /// four spaces; widths count terminal columns, so wide characters line up.
  static func columns(_ columns: [[String]]) -> [String] {
    let width = columns.dropLast().map { $0.map(\.displayWidth).max() ?? 0 }
    let height = columns.map(\.count).max() ?? 0
    return (0..<height).map { line in
      let cells = columns.enumerated().map { index, column -> String in
        let cell = line < column.count ? column[line] : ""
        return index < width.count ? cell.padded(to: width[index]) : cell
      }
      var line = "    " + cells.joined(separator: " | ")
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  private static func verdict(_ row: SeedReport.Row, _ flavor: Flavor) -> String {
    switch row.matches(flavor) {
    case true?: "OK: matches the expected transcript"
    case false?: "MISMATCH: expected transcript below"
    case nil: ""
    }
  }
}
