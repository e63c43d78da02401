import Foundation
import RACLabCore
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The elements of a well-formed page, read with `XMLParser`.
final class PageSummary: XMLSummary {
  private(set) var sections: [String] = []
  private(set) var seeds: [String] = []
  /// Per seed article: its verdict texts, and how many SVG documents it holds.
  private(set) var verdicts: [String: [String]] = [:]
  private(set) var svgsPerSeed: [String: Int] = [:]
  private(set) var svgsPerSection: [String: Int] = [:]
  private(set) var tablesPerSection: [String: Int] = [:]
  private(set) var elements = Set<String>()
  private var section = ""
  private var seed: String?
  private var inVerdict = false

  override func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    elements.insert(name)
    let classes = attributes["class"]?.split(separator: " ") ?? []
    switch name {
    case "section":
      section = attributes["id"] ?? ""
      sections.append(section)
    case "article" where classes.contains("seed"):
      seed = attributes["id"]
      seeds.append(seed ?? "")
    case "svg":
      svgsPerSection[section, default: 0] += 1
      if let seed { svgsPerSeed[seed, default: 0] += 1 }
    case "table": tablesPerSection[section, default: 0] += 1
    case "span" where classes.contains("verdict"):
      inVerdict = true
      if let seed { verdicts[seed, default: []].append("") }
    default: break
    }
  }

  override func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard inVerdict, let seed else { return }
    verdicts[seed]![verdicts[seed]!.count - 1] += string
  }

  override func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    if name == "span" { inVerdict = false }
    if name == "article" { seed = nil }
  }
}

/// `rac-lab report` and `rac-lab capacity --format svg`.
@Suite struct ReportTests {
  @Test func reportIsOneSelfContainedPageWithEverySection() throws {
    let output = lab("report")
    #expect(output.status == 0)
    #expect(output.err == "")
    #expect(output.out.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    let page = PageSummary(output.out)
    #expect(page.parsed)
    #expect(
      page.sections == [
        "hot-and-cold", "index", "seeds", "articles", "six-requests", "side-effects", "capacity", "next", "how",
      ])
    // Self-contained: no script, no external resource of any kind.
    #expect(page.elements.isDisjoint(with: ["script", "link", "img", "iframe", "object", "embed"]))
    let withoutNamespaces = output.out.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
    #expect(!withoutNamespaces.contains("http://"))
    #expect(!withoutNamespaces.contains("https://"))
    #expect(!output.out.contains("src="))
    #expect(!output.out.contains("url("))
    // No Markdown leaks into the page: notes written for the terminal too
    // have their code spans rendered as code.
    #expect(!output.out.contains("`"))
    #expect(!output.out.contains("**"))
    #expect(output.out.contains("<code>replayLazily</code>"))
  }

  @Test func everySeedHasItsMarblesAndAVerdictPerFlavor() throws {
    let page = PageSummary(lab("report").out)
    #expect(page.seeds == SeedCatalog.all.map(\.id))
    #expect(page.svgsPerSection["seeds"] == SeedCatalog.all.count)
    for scenario in SeedCatalog.all {
      #expect(page.svgsPerSeed[scenario.id] == 1, "\(scenario.id)")
      let expected = Flavor.seeded.map { flavor in
        scenario.flavors.contains(flavor) ? "\(flavor.moduleName): matches" : "\(flavor.moduleName): no counterpart"
      }
      #expect(page.verdicts[scenario.id] == expected, "\(scenario.id)")
    }
  }

  @Test func reportShowsTheRequestsTheCapacityPlotAndHowEachWasProduced() throws {
    let output = lab("report")
    let page = PageSummary(output.out)
    #expect(page.tablesPerSection["six-requests"] == 1)
    #expect(page.tablesPerSection["side-effects"] == 1)
    #expect(page.svgsPerSection["capacity"] == 1)
    #expect(page.tablesPerSection["capacity"] == 1)
    #expect(page.tablesPerSection["how"] == 1)
    // S7a's row: six requests in each flavor; S7c is classic only.
    #expect(output.out.contains("<tr><td>S7a</td><td>The six network requests</td><td>6</td><td>6</td></tr>"))
    #expect(output.out.contains("<td>S7c</td><td>The six requests cured by replay</td><td>1</td><td>-</td></tr>"))
    #expect(output.out.contains("<td>publish+connect</td><td>RACModern</td>"))
    #expect(
      output.out.contains(
        "<code>swift run rac-lab capacity --count 20 --capacity 0,1,2,5,10,20,unbounded --format svg</code>"))
  }

  /// An inline SVG's `<style>` applies to the whole page: the capacity
  /// plot's `.tick` (11 px, left-anchored) and `.axis` rules restyled every
  /// marble diagram's ticks and axes. They are scoped to the plot's class.
  @Test func reportScopesTheCapacityPlotsStyleToThePlot() throws {
    let page = lab("report").out
    #expect(page.contains(#"<svg xmlns="http://www.w3.org/2000/svg" class="capacity-plot" width="#))
    let rules = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(rules.contains(".capacity-plot .tick { font-size: 11px; fill: #444; }"))
    #expect(rules.contains(".capacity-plot .axis { stroke: #555; stroke-width: 1; }"))
    #expect(rules.contains(".marble-diagram .tick { font-size: 10px; text-anchor: middle; fill: #555; }"))
    #expect(rules.contains(".marble-diagram .axis { stroke: #999; stroke-width: 1; }"))
  }

  /// The marble diagrams' rules are scoped to their root's class too: their
  /// `.tick { text-anchor: middle }` centred the capacity plot's tick
  /// texts that set no anchor of their own ("a subject: no source of its
  /// own"). Every rule of every inline SVG's `<style>` names its root's class.
  @Test func reportScopesEveryDiagramsStyleToItsRoot() throws {
    let page = lab("report").out
    let svgs = page.components(separatedBy: "<svg ").dropFirst()
    #expect(svgs.count > 2)
    for svg in svgs {
      let tag = svg.prefix { $0 != ">" }
      let root = try #require(tag.firstRange(of: #"class=""#).map { tag[$0.upperBound...].prefix { $0 != "\"" } })
      let style = try #require(
        svg.components(separatedBy: "<style>").dropFirst().first?.components(separatedBy: "</style>").first)
      let rules = style.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      #expect(!rules.isEmpty)
      #expect(rules.filter { !$0.hasPrefix(".\(root) ") } == [])
    }
    // No rule for `.tick` is left unscoped anywhere on the page.
    let rules = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(!rules.contains { $0.hasPrefix(".tick") })
  }

  /// The page's own notes are paragraphs; its `.note` rule reached every
  /// marble diagram's note marks too (`class="note"`: Chromium computed
  /// their font-size as the rule's 13 px). It names the paragraph.
  @Test func reportNoteRuleReachesOnlyTheReportsNotes() throws {
    let page = lab("report").out
    #expect(page.contains(#"class="note"/>"#))
    #expect(page.contains(#"<p class="note">"#))
    let rules = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(rules.contains("p.note { font-size: 13px; color: #444; margin: 4px 0 8px; }"))
    #expect(!rules.contains { $0.hasPrefix(".note") })
  }

  /// The capacity plot's time-axis caption ran past the plot's right edge
  /// ("… | completior" in Chromium): it is wrapped under the axis, every
  /// line (centred, at about 6.5 px a character of its 11 px text) inside
  /// the plot.
  @Test func capacityTimeCaptionFitsInsideThePlot() throws {
    let text = lab("capacity", "--count", "20", "--capacity", "0,1,2,5,10,20,unbounded", "--format", "svg").out
    let width = try #require(SVGSummary(text).width)
    let pieces = ["time (s)", "to scale", "subscribes", "values are sent", "completion"]
    let lines = text.split(separator: "\n").filter { line in
      line.hasPrefix("<text ") && line.contains(#"text-anchor="middle""#) && pieces.contains { line.contains($0) }
    }
    #expect(!lines.isEmpty)
    var caption: [String] = []
    for line in lines {
      let x = try #require(Double(line.split(separator: "\"")[1]))
      let words = String(line.split(separator: ">", maxSplits: 1)[1].dropLast("</text>".count))
      caption.append(words)
      let half = Double(words.count) * 6.5 / 2
      #expect(x - half >= 0 && x + half <= width, "\(words)")
    }
    #expect(
      caption.joined(separator: " ")
        == "time (s), to scale: ▼ a subscriber subscribes, ● the values are sent, | completion")
  }

  /// The runs panel's "early" and "late" (11 px) sat 12 px under its
  /// 13 px bold title's baseline, touching it in Chromium, and 2 px over
  /// the first lane's triangles: they get 18 px and 6 px.
  @Test func capacitySubscriberNamesStandClearOfTheRunsTitle() throws {
    let text = lab("capacity", "--count", "20", "--capacity", "0,1,2,5,10,20,unbounded", "--format", "svg").out
    let lines = text.split(separator: "\n").map(String.init)
    func y(_ line: String) throws -> Double {
      try #require(line.firstRange(of: #" y=""#).flatMap { Double(line[$0.upperBound...].prefix { $0 != "\"" }) })
    }
    let title = try #require(lines.first { $0.contains(#"class="chart-title">when each kind's source ran"#) })
    let names = lines.filter {
      $0.hasPrefix("<text ") && ($0.hasSuffix(">early</text>") || $0.hasSuffix(">late</text>"))
    }
    #expect(names.count == 2)
    let triangle = try #require(lines.first { $0.contains(#"class="cap-subscribed""#) })
    let triangleTop = try #require(
      triangle.firstRange(of: #"d="M"#).flatMap { Double(triangle[$0.upperBound...].split(separator: " ")[1]) })
    for name in names {
      #expect(try y(name) - y(title) >= 18, "\(name)")
      #expect(try triangleTop - y(name) >= 6, "\(name)")
    }
  }

  @Test func capacitySVGPlotsTheLateSubscriberAndTheRetainedValuesPerKind() throws {
    let output = lab(
      "capacity", "--count", "20", "--capacity", "0,2,unbounded", "--kinds", "buffer,replayLast", "--format", "svg")
    #expect(output.status == 0)
    let plot = PlotSummary(output.out)
    #expect(plot.parsed)
    #expect(plot.charts == ["values replayed to the late subscriber (t=2.0)"])
    // buffer at 0, 2 and unbounded; replayLast at its fixed 1.
    #expect(plot.points == ["buffer 0=0", "buffer 2=2", "buffer unbounded=20", "replayLast 1=1"])
    #expect(plot.ticks.contains("unbounded"))
    // What tells the kinds apart: when (and whether) each one's source ran,
    // as the runs recorded it; retained is said once, as it equals what was
    // replayed for both kinds here.
    #expect(plot.kindLanes == ["buffer 0", "replayLast 1"])
    #expect(plot.started == 1)
    #expect(output.out.contains("What each kind retains after completion (its memory, in values) is, here, what it"))
  }

  /// Kinds that replay alike are one line, labelled with every kind in it.
  @Test func capacityKindsThatAgreeAreOneLine() throws {
    let output = lab(
      "capacity", "--count", "5", "--capacity", "0,2", "--kinds", "buffer,replaySubject,replayLazily", "--format", "svg"
    )
    let plot = PlotSummary(output.out)
    #expect(plot.groups == ["buffer,replaySubject,replayLazily"])
    #expect(plot.kindLanes == ["buffer 0", "replaySubject 0", "replayLazily 1"])
  }
}

/// The charts and points of a capacity plot.
final class PlotSummary: XMLSummary {
  private(set) var charts: [String] = []
  private(set) var points: [String] = []
  private(set) var ticks: [String] = []
  /// Per kind lane of the runs panel: `kind runs`.
  private(set) var kindLanes: [String] = []
  private(set) var groups: [String] = []
  private(set) var started = 0
  private var kind = ""
  private var inTick = false

  override func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    let classes = attributes["class"]?.split(separator: " ") ?? []
    if name == "g", classes.contains("chart") { charts.append(attributes["data-title"] ?? "") }
    if name == "g", classes.contains("series-group") {
      kind = attributes["data-kind"] ?? ""
      groups.append(kind)
    }
    if name == "g", classes.contains("kind-lane") {
      kindLanes.append("\(attributes["data-kind"] ?? "") \(attributes["data-runs"] ?? "")")
    }
    if name == "g", classes.contains("kind-started") { started += 1 }
    if name == "circle", classes.contains("point") {
      points.append("\(kind) \(attributes["data-capacity"] ?? "")=\(attributes["data-value"] ?? "")")
    }
    inTick = name == "text" && classes.contains("tick")
  }

  override func parser(_ parser: XMLParser, foundCharacters string: String) {
    if inTick { ticks.append(string) }
  }
}
