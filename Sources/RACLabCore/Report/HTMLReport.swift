import Foundation

/// `rac-lab report`: the project's story on one self-contained HTML page (no
/// network, no script; well-formed XML too, so tests read it with
/// `XMLParser`): every seed with both flavors' transcripts, marbles
/// and verdicts; the six requests of S7 and their cures; the capacity
/// experiment as a plot and a table; and how each part was produced.
struct HTMLReport {
  let seeds: SeedReport
  let sideEffects: [SideEffectsExperiment.Row]
  let capacity: CapacityReport

  /// The capacity experiment the report plots: enough values that the
  /// capacities tell apart.
  static let capacityArguments = ["--count", "20", "--capacity", "0,1,2,5,10,20,unbounded"]
  static let capacityExperiment = CapacityExperiment(
    values: .count(20), capacities: [0, 1, 2, 5, 10, 20].map(CapacityValue.bounded) + [.unbounded],
    kinds: CapacityKind.allCases)

  /// Runs everything the page shows.
  init() {
    seeds = SeedReport()
    sideEffects = SideEffectsExperiment.run()
    capacity = CapacityReport(experiment: Self.capacityExperiment, rows: Self.capacityExperiment.run())
  }

  var html: String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8"/>
    <meta name="viewport" content="width=device-width, initial-scale=1"/>
    <title>RACPort lab report</title>
    <style>
    \(Self.style)
    </style>
    </head>
    <body>
    <header>
    <h1>RACPort lab report</h1>
    <p>ReactiveCocoa's hot and cold signals, run in RAC2 names (RACClassic) and RAC4 names (RACModern) on \
    virtual-time test schedulers. Everything on this page was produced by running the library when the page \
    was written (<code>rac-lab report</code>); nothing is stored.</p>
    <p class="summary \(seeds.allMatch ? "ok" : "bad")">Seeds: \(seeds.summary).</p>
    <nav><a href="#seeds">Seed scenarios</a> · <a href="#six-requests">The six requests</a> · \
    <a href="#side-effects">Side effects and their cures</a> · <a href="#capacity">Replay capacity</a> · \
    <a href="#how">How this was produced</a></nav>
    </header>
    \(seedSection)
    \(sixRequestsSection)
    \(sideEffectsSection)
    \(capacitySection)
    \(howSection)
    </body>
    </html>

    """
  }

  private var seedSection: String {
    var out = [
      #"<section id="seeds">"#, "<h2>Seed scenarios</h2>",
      "<p>Every example of the source articles, in each flavor that has it, side by side: the transcript each "
        + "flavor printed (virtual time first), checked against the expected one, and its marble diagram.</p>",
    ]
    for row in seeds.rows {
      let scenario = row.scenario
      out.append(#"<article class="seed" id="\#(escape(scenario.id))">"#)
      out.append("<h3>\(escape(scenario.id)) · \(escape(scenario.title))</h3>")
      let verdicts = Flavor.allCases.map { flavor -> String in
        switch row.matches(flavor) {
        case true?: #"<span class="verdict ok">\#(flavor.moduleName): matches</span>"#
        case false?: #"<span class="verdict bad">\#(flavor.moduleName): MISMATCH</span>"#
        case nil: #"<span class="verdict none">\#(flavor.moduleName): no counterpart</span>"#
        }
      }
      out.append(#"<p class="verdicts">\#(verdicts.joined(separator: " "))</p>"#)
      if let note = scenario.note { out.append(#"<p class="note">\#(escape(note))</p>"#) }
      out.append(#"<div class="pair">"#)
      out.append(#"<div class="transcripts">\#(transcriptTable(row))</div>"#)
      out.append(
        #"<figure class="marbles">\#(inlineSVG(SeedCommands.marbles(row, flavors: Flavor.allCases, headed: false)))</figure>"#
      )
      out.append("</div></article>")
    }
    out.append("</section>")
    return out.joined(separator: "\n")
  }

  private func transcriptTable(_ row: SeedReport.Row) -> String {
    let flavors = Flavor.allCases
    let columns = flavors.map { flavor -> [String] in
      guard let run = row.runs[flavor] else { return ["(no counterpart)"] }
      return (run.lines.isEmpty ? ["(nothing printed)"] : run.lines) + ["side effects: \(run.sideEffects)"]
    }
    let height = columns.map(\.count).max() ?? 0
    let rows = (0..<height).map { line in columns.map { line < $0.count ? $0[line] : "" } }
    return Table(headers: flavors.map(\.moduleName), rows: rows).html(class: "transcript", code: true)
  }

  private var sixRequestsSection: String {
    let rows = seeds.rows.filter { $0.scenario.id.hasPrefix("S7") }.map { row in
      [row.scenario.id, row.scenario.title]
        + Flavor.allCases.map { flavor in row.runs[flavor].map { String($0.sideEffects) } ?? "-" }
    }
    let table = Table(headers: ["seed", "pipeline", "requests (RACClassic)", "requests (RACModern)"], rows: rows)
    return """
      <section id="six-requests">
      <h2>The six requests</h2>
      <p>Seed S7: three views bound to one cold request through <code>flattenMap</code>, plus a \
      <code>merge</code> of the three for errors. Each subscription runs the request again: six requests. \
      How many times the request ran in each seed of the S7 family, per flavor (the seeds' side-effect counts, \
      details under <a href="#S7a">S7a</a> and the next seeds):</p>
      \(table.html(class: "numbers"))
      </section>
      """
  }

  private var sideEffectsSection: String {
    """
    <section id="side-effects">
    <h2>Side effects and their cures</h2>
    <p>\(escape(SideEffectsExperiment.intro))</p>
    \(SideEffectsExperiment.table(sideEffects).html(class: "numbers"))
    </section>
    """
  }

  private var capacitySection: String {
    let plot = CapacityPlot(experiment: capacity.experiment, rows: capacity.rows)
    return """
      <section id="capacity">
      <h2>Replay capacity</h2>
      <p>\(capacity.timelineText.map(escape).joined(separator: " "))</p>
      <figure class="plot">\(inlineSVG(plot.render(heading: "What a late subscriber gets, and what stays retained")))\
      </figure>
      \(capacity.table.html(class: "numbers"))
      </section>
      """
  }

  private var howSection: String {
    let capacity = (["rac-lab", "capacity"] + Self.capacityArguments).joined(separator: " ")
    let items = [
      ("The whole page", "swift run rac-lab report > report.html"),
      ("Seed transcripts and verdicts", "swift run rac-lab (or rac-lab scenario ID)"),
      ("A seed's marbles", "swift run rac-lab scenario ID --format svg"),
      ("The six requests", "swift run rac-lab scenario S7a (and S7b to S7f)"),
      ("Side effects and their cures", "swift run rac-lab side-effects"),
      ("The capacity plot", "swift run \(capacity) --format svg"),
      ("The capacity table", "swift run \(capacity)"),
    ]
    let rows = items.map { "<tr><td>\(escape($0.0))</td><td><code>\(escape($0.1))</code></td></tr>" }
    return """
      <section id="how">
      <h2>How this was produced</h2>
      <p>Each seed runs on a fresh virtual clock (<code>RACTestScheduler</code> for RACClassic, \
      <code>TestScheduler</code> for RACModern), so times are virtual seconds and every run is deterministic. \
      A marble diagram is read off the run's own transcript. The same commands print each part alone:</p>
      <table class="how"><thead><tr><th>part</th><th>command</th></tr></thead><tbody>
      \(rows.joined(separator: "\n"))
      </tbody></table>
      </section>
      """
  }

  /// An SVG document as an element inside the page (without its XML declaration).
  private func inlineSVG(_ document: String) -> String {
    document.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("<?xml") }
      .joined(separator: "\n")
  }

  private func escape(_ text: String) -> String { MarbleSVG.escape(text) }

  static let style = """
    body { font-family: Helvetica, Arial, sans-serif; margin: 0 auto; max-width: 1600px; padding: 0 24px 48px; \
    color: #222; }
    header { border-bottom: 1px solid #ccc; margin-bottom: 8px; }
    h1 { margin: 20px 0 8px; }
    h2 { margin-top: 40px; border-bottom: 1px solid #ddd; padding-bottom: 4px; }
    h3 { margin: 0 0 6px; }
    nav a { color: #1565c0; }
    code { font-family: Menlo, Consolas, monospace; font-size: 12px; }
    .summary.ok { color: #2e7d32; font-weight: bold; }
    .summary.bad { color: #c62828; font-weight: bold; }
    .seed { border: 1px solid #e0e0e0; border-radius: 6px; padding: 12px; margin: 16px 0; }
    .verdicts { margin: 4px 0; }
    .verdict { display: inline-block; padding: 2px 8px; border-radius: 10px; font-size: 12px; margin-right: 6px; }
    .verdict.ok { background: #e8f5e9; color: #1b5e20; }
    .verdict.bad { background: #ffebee; color: #b71c1c; }
    .verdict.none { background: #eeeeee; color: #555; }
    .note { font-size: 13px; color: #444; margin: 4px 0 8px; }
    .pair { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr); gap: 16px; align-items: start; }
    figure { margin: 0; }
    figure svg { max-width: 100%; height: auto; }
    table { border-collapse: collapse; font-size: 13px; }
    th, td { border: 1px solid #ddd; padding: 3px 8px; text-align: left; vertical-align: top; }
    th { background: #f5f5f5; }
    .transcripts { overflow-x: auto; }
    table.transcript { width: 100%; }
    table.transcript td { white-space: pre-wrap; overflow-wrap: anywhere; width: 50%; }
    table.numbers { margin: 12px 0; }
    @media (max-width: 1100px) { .pair { grid-template-columns: minmax(0, 1fr); } }
    """
}
