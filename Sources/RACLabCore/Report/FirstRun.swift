/// What `rac-lab` with no command prints: what the lab is and where its
/// seeds come from, one line per seed scenario (its id, title and verdict in
/// each flavor, and how many times its source ran), the summary, then the
/// commands to try next; at most `width` columns. The transcripts
/// themselves are behind `--transcripts` (`SideBySide`), and a scenario that
/// mismatches prints its transcripts under the table.
enum FirstRun {
  /// The widest line printed.
  static let width = 100

  static func render(_ report: SeedReport, flavors: [Flavor] = Flavor.seeded) -> String {
    var out = intro
    out.append("")
    let titleWidth = 50
    let verdictWidths = flavors.map { max($0.moduleName.count, 8) }
    out.append(
      "id".padded(to: 5) + " " + "title".padded(to: titleWidth) + "  "
        + zip(flavors, verdictWidths).map { $0.moduleName.padded(to: $1) }.joined(separator: "  ") + "  source ran")
    for row in report.rows {
      let verdicts = zip(flavors, verdictWidths).map { flavor, width in
        let verdict =
          switch row.matches(flavor) {
          case true?: "ok"
          case false?: "MISMATCH"
          case nil: "-"
          }
        return verdict.padded(to: width)
      }
      let runs = flavors.compactMap { row.runs[$0]?.sideEffects }
      let ran = Set(runs).count == 1 ? times(runs[0]) : runs.map(String.init).joined(separator: " / ") + " times"
      out.append(
        row.scenario.id.padded(to: 5) + " " + shorten(row.scenario.title, to: titleWidth).padded(to: titleWidth)
          + "  " + verdicts.joined(separator: "  ") + "  " + ran)
    }
    for row in report.rows where flavors.contains(where: { row.matches($0) == false }) {
      out.append("")
      out.append(contentsOf: SideBySide.render(row, flavors: flavors))
    }
    out.append("")
    out.append("Summary: " + report.summary)
    out.append("")
    out.append("Next:")
    out.append(contentsOf: next)
    return out.joined(separator: "\n") + "\n"
  }

  /// The lines before the table.
  static let intro = [
    "rac-lab: ReactiveCocoa's hot and cold signals, run in RAC2 names (RACClassic) and RAC4 names",
    "(RACModern) on a virtual clock. Everything below was produced by running the library just now.",
    "",
    "A cold signal runs its work (a request, say) again for every subscriber; a hot one runs it once and",
    "shares it, so a subscriber that comes late misses what was sent before it came; replay cures that",
    "by keeping values for late subscribers, up to a capacity.",
    "",
    "The seed scenarios are the runnable examples of five articles on RAC's hot and cold signals",
    "(named in docs/Lab.md and in 'rac-lab report'). Each runs here in each flavor that has it and is",
    "checked against the transcript the article printed ('ok'); 'source ran' counts how many times",
    "the source's work ran, which tells cold from hot.",
  ]

  /// The commands to try next.
  static let next: [String] = {
    let commands = [
      ("rac-lab scenario S1", "S1's transcripts, both flavors side by side"),
      ("rac-lab scenario S1 --format svg > s1.svg", "S1's marble diagram (open it in a browser)"),
      ("rac-lab report > report.html", "every seed with its picture, on one page"),
      ("rac-lab compare docs/lab-scripts/throttle.rac", "a pipeline in both flavors (write your own)"),
      ("rac-lab capacity", "what late subscribers get from each replaying kind"),
      ("rac-lab --transcripts", "every seed's transcripts at once"),
    ]
    let width = commands.map(\.0.count).max()!
    return commands.map { "  " + $0.padded(to: width) + "  " + $1 }
  }()

  private static func times(_ count: Int) -> String { count == 1 ? "1 time" : "\(count) times" }

  /// `text` cut to `width` columns, with an ellipsis when cut.
  static func shorten(_ text: String, to width: Int) -> String {
    guard text.displayWidth > width else { return text }
    var cut = ""
    for character in text {
      guard (cut + String(character)).displayWidth < width else { break }
      cut.append(character)
    }
    return cut + "…"
  }
}
