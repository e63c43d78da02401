import Foundation

/// `rac-lab report`: the project's story on one self-contained HTML page (no
/// network, no script; well-formed XML too, so tests read it with
/// `XMLParser`), for a reader new to it: hot and cold defined with the S1
/// and S17 pictures; an index of the seeds; every seed with its marble
/// diagram at the page's width, its caption, verdicts and both flavors'
/// transcripts; the five articles the seeds come from; the six requests of S7
/// and their cures; the capacity experiment as a plot and a table; what to
/// try next; and how each part was produced.
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
    <nav><a href="#hot-and-cold">Hot and cold</a> · <a href="#index">Index of seeds</a> · \
    <a href="#seeds">Seed scenarios</a> · <a href="#articles">The five articles</a> · \
    <a href="#six-requests">The six requests</a> · <a href="#side-effects">Side effects and their cures</a> · \
    <a href="#capacity">Replay capacity</a> · <a href="#next">What to try next</a> · \
    <a href="#how">How this was produced</a></nav>
    </header>
    \(hotAndColdSection)
    \(indexSection)
    \(seedSection)
    \(articlesSection)
    \(sixRequestsSection)
    \(sideEffectsSection)
    \(capacitySection)
    \(nextSection)
    \(howSection)
    </body>
    </html>

    """
  }

  /// Hot and cold defined, each with the picture of the seed that shows it.
  private var hotAndColdSection: String {
    func figure(_ id: String) -> String {
      guard let row = seeds.rows.first(where: { $0.scenario.id == id }) else { return "" }
      return #"<figure class="marbles">\#(inlineSVG(SeedCommands.marbles(row, flavors: Flavor.seeded)))</figure>"#
    }
    return """
      <section id="hot-and-cold">
      <h2>Hot and cold, in two pictures</h2>
      <p><b>Cold</b>: a cold signal (RAC2's <code>RACSignal</code> made with <code>createSignal</code>, RAC4's \
      <code>SignalProducer</code>) runs its work, a network request say, again for every subscriber, from the \
      start. In S1 the source lane shows a <span class="key started">run</span> mark each time the work \
      started: twice, once per subscriber, and each subscriber hears 1, 2, 3.</p>
      \(figure("S1"))
      <p><b>Hot</b>: a hot signal (a subject, RAC4's <code>Signal</code>) runs nothing per subscriber: it \
      sends what it is given to whoever is subscribed at that moment. In S17, sub2 subscribes (the \
      <span class="key subscribed">&#9654;</span> where its lane begins) after 1 and 2 were sent and hears \
      only 3. <b>Replay</b> (<code>replayLazily</code>, <code>RACReplaySubject</code>, \
      <code>SignalProducer.buffer</code>) cures a late subscriber's loss by keeping values, up to a capacity \
      (S11, and <a href="#capacity">the capacity experiment</a>).</p>
      \(figure("S17"))
      <p>How to read a diagram: time runs left to right, to scale (a long gap is compressed and labelled on \
      the axis); an untimed scenario is laid out in its order of events, one step apiece. The top lane is \
      the source; each subscriber has its own lane, from its subscription to its end. When the flavors \
      drew the same marbles, the picture is drawn once and says so (&#8220;\(MarbleSVG.sameMarbles)&#8221;); \
      pictures drawn apart differ, and the line above them says where: outlined in red where what a lane \
      heard differs, in words where only a subscription's time or the order of events does.</p>
      </section>
      """
  }

  /// A line per seed: its id (a link), title, verdicts and caption.
  private var indexSection: String {
    let rows = seeds.rows.map { row -> String in
      let scenario = row.scenario
      let verdicts = Flavor.seeded.map { flavor -> String in
        switch row.matches(flavor) {
        case true?: "ok"
        case false?: "MISMATCH"
        case nil: "-"
        }
      }
      return ##"<tr><td><a href="#\##(escape(scenario.id))">\##(escape(scenario.id))</a></td>"##
        + "<td>\(escape(scenario.title))</td>" + verdicts.map { "<td>\($0)</td>" }.joined()
        + "<td>\(captions(row).map { escape($0) }.joined(separator: "<br/>"))</td></tr>"
    }
    return """
      <section id="index">
      <h2>Index of seeds</h2>
      <p>Every runnable example of <a href="#articles">the five articles</a>, re-run in each flavor that has \
      it and checked against the transcript the article printed (ok), with what its picture shows.</p>
      <table class="index"><thead><tr><th>seed</th><th>title</th>\
      \(Flavor.seeded.map { "<th>\($0.moduleName)</th>" }.joined())<th>what the picture shows</th></tr></thead>
      <tbody>
      \(rows.joined(separator: "\n"))
      </tbody></table>
      </section>
      """
  }

  /// The caption of `row`'s picture: the drawn-once diagram's, or each
  /// flavor's when they differ, each a line of its own.
  private func captions(_ row: SeedReport.Row) -> [String] {
    SeedCommands.captions(row, flavors: Flavor.seeded)
  }

  private var seedSection: String {
    var out = [
      #"<section id="seeds">"#, "<h2>Seed scenarios</h2>",
      "<p>Every example of the source articles, in each flavor that has it: its marble diagram, what the "
        + "picture shows, and the transcript each flavor printed (virtual time first), checked against the "
        + "expected one.</p>",
    ]
    for row in seeds.rows {
      let scenario = row.scenario
      out.append(#"<article class="seed" id="\#(escape(scenario.id))">"#)
      out.append("<h3>\(escape(scenario.id)) · \(escape(scenario.title))</h3>")
      let verdicts = Flavor.seeded.map { flavor -> String in
        switch row.matches(flavor) {
        case true?: #"<span class="verdict ok">\#(flavor.moduleName): matches</span>"#
        case false?: #"<span class="verdict bad">\#(flavor.moduleName): MISMATCH</span>"#
        case nil: #"<span class="verdict none">\#(flavor.moduleName): no counterpart</span>"#
        }
      }
      out.append(#"<p class="verdicts">\#(verdicts.joined(separator: " "))</p>"#)
      if let note = scenario.note { out.append(#"<p class="note">\#(inline(note))</p>"#) }
      out.append(
        #"<figure class="marbles">\#(inlineSVG(SeedCommands.marbles(row, flavors: Flavor.seeded, headed: false)))"#
          + "</figure>")
      out.append(#"<details class="transcripts"><summary>Transcripts</summary>\#(transcriptTable(row))</details>"#)
      out.append("</article>")
    }
    out.append("</section>")
    return out.joined(separator: "\n")
  }

  /// The five articles, by title, and what the transcripts keep of them.
  private var articlesSection: String {
    let items = SeedCatalog.articles.map { article in
      "<li><b>\(escape(article.id))</b> <span lang=\"zh\">\(escape(article.title))</span> "
        + "(\(escape(article.english)))</li>"
    }
    return """
      <section id="articles">
      <h2>The five articles</h2>
      <p>The seeds are the runnable examples of five Chinese articles on ReactiveCocoa's hot and cold \
      signals (a seed's note names the article as its number, 000 to 004):</p>
      <ul>
      \(items.joined(separator: "\n"))
      </ul>
      <p class="note">\(inline(SeedCatalog.spellingNote))</p>
      </section>
      """
  }

  /// What to do after reading.
  private var nextSection: String {
    """
    <section id="next">
    <h2>What to try next</h2>
    <ul>
    <li>Compare a pipeline of your own in both flavors: write a script (<code>kind subject</code>, \
    <code>pipe throttle 1.0</code>, <code>at 0.0 subscribe S1</code>, <code>at 0.3 send B</code>, ...) and run \
    <code>rac-lab compare script.rac</code>; <code>--format svg</code> draws it. The samples are in \
    <code>docs/lab-scripts</code>; <code>rac-lab compare --rows</code> lists the behaviour differences they show.</li>
    <li>Ask what a late subscriber gets at other capacities: \
    <code>rac-lab capacity --values A,B,C --capacity 0,1,2 --late-at 2.5</code>, or \
    <code>--early-at 0.5</code> to see <code>replayLazily</code> start its source late.</li>
    <li>Run one seed alone, or its picture: <code>rac-lab scenario S3</code>, \
    <code>rac-lab scenario S3 --format svg &gt; s3.svg</code>.</li>
    </ul>
    </section>
    """
  }

  private func transcriptTable(_ row: SeedReport.Row) -> String {
    let flavors = Flavor.seeded
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
        + Flavor.seeded.map { flavor in row.runs[flavor].map { String($0.sideEffects) } ?? "-" }
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
    <p>\(inline(SideEffectsExperiment.intro))</p>
    \(SideEffectsExperiment.table(sideEffects).html(class: "numbers"))
    </section>
    """
  }

  private var capacitySection: String {
    let plot = CapacityPlot(experiment: capacity.experiment, rows: capacity.rows)
    return """
      <section id="capacity">
      <h2>Replay capacity</h2>
      <p>\(capacity.timelineText.map(inline).joined(separator: " "))</p>
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
      A marble diagram is read off what the run recorded: its transcript, and the starts of the source's work, \
      the subscriptions and the disposals as they happened. The same commands print each part alone:</p>
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

  /// `text` as HTML, its Markdown code spans (`name`) as code: the notes are
  /// written for the terminal too, and no backtick may reach the page.
  static func inline(_ text: String) -> String {
    let pieces = text.split(separator: "`", omittingEmptySubsequences: false)
    guard pieces.count % 2 == 1 else { return MarbleSVG.escape(text.replacingOccurrences(of: "`", with: "")) }
    return pieces.enumerated().map { index, piece in
      index % 2 == 1 ? "<code>\(MarbleSVG.escape(String(piece)))</code>" : MarbleSVG.escape(String(piece))
    }.joined()
  }

  private func inline(_ text: String) -> String { Self.inline(text) }

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
    p.note { font-size: 13px; color: #444; margin: 4px 0 8px; }
    figure { margin: 8px 0; }
    figure svg { max-width: 100%; height: auto; }
    table.index td:nth-child(1) { white-space: nowrap; }
    .key { display: inline-block; padding: 0 5px; border-radius: 3px; font-size: 12px; }
    .key.started { background: #c8e6c9; border: 1px solid #2e7d32; }
    .key.subscribed { color: #2e7d32; }
    details.transcripts summary { cursor: pointer; color: #1565c0; font-size: 13px; margin: 4px 0; }
    table { border-collapse: collapse; font-size: 13px; }
    th, td { border: 1px solid #ddd; padding: 3px 8px; text-align: left; vertical-align: top; }
    th { background: #f5f5f5; }
    .transcripts { overflow-x: auto; }
    table.transcript { width: 100%; }
    table.transcript td { white-space: pre-wrap; overflow-wrap: anywhere; width: 50%; }
    table.numbers { margin: 12px 0; }
    """
}
