import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A document read with `XMLParser` when created: subclasses collect what
/// they need in the delegate callbacks; `parsed` says whether it was
/// well-formed.
class XMLSummary: NSObject, XMLParserDelegate {
  private(set) var parsed = false

  init(_ text: String) {
    super.init()
    parsed = WellFormedReader.read(text, into: self)
  }

  // The callbacks subclasses override (a subclass's own methods would not be
  // the conformance's witnesses).
  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {}

  func parser(_ parser: XMLParser, foundCharacters string: String) {}

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {}
}

/// Reads a document for an `XMLSummary`, forwarding each callback to it, and
/// says whether the document was well-formed. `XMLParser.parse()` alone does
/// not: on Linux (FoundationXML) it returns `true` after a mismatched end tag
/// or content after the root element, and for a document cut off inside its
/// first tag, so the reader also counts the errors reported to it and checks
/// that exactly one root element opened and closed
/// (`XMLSummaryTests.anIllFormedDocumentIsNotParsed`).
private final class WellFormedReader: NSObject, XMLParserDelegate {
  private let summary: XMLSummary
  private var depth = 0
  private var roots = 0
  private var errors = 0

  private init(_ summary: XMLSummary) {
    self.summary = summary
  }

  static func read(_ text: String, into summary: XMLSummary) -> Bool {
    let reader = WellFormedReader(summary)
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = reader
    let finished = parser.parse()
    return finished && parser.parserError == nil && reader.errors == 0 && reader.roots == 1 && reader.depth == 0
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if depth == 0 { roots += 1 }
    depth += 1
    summary.parser(
      parser, didStartElement: name, namespaceURI: namespaceURI, qualifiedName: qualifiedName, attributes: attributes)
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    summary.parser(parser, foundCharacters: string)
  }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    depth -= 1
    summary.parser(parser, didEndElement: name, namespaceURI: namespaceURI, qualifiedName: qualifiedName)
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    errors += 1
  }

  func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
    errors += 1
  }
}

/// What an SVG document holds: its size, per panel the names of its lanes,
/// every mark's kind, and where each labelled mark sits.
final class SVGSummary: XMLSummary {
  /// A mark with a label (a value, a note or a labelled error).
  struct LabelledMark: Equatable {
    var lane: String
    var kind: String
    var label: String
    var x: Double
    var y: Double
    /// The width of its marble or note (0 for a labelled error).
    var width = 0.0
  }

  private(set) var panels: [[String]] = []
  private(set) var sourceLanes = 0
  private(set) var marks: [String] = []
  private(set) var labelled: [LabelledMark] = []
  /// The `data-time` of each difference outline, with its lane.
  private(set) var differences: [(lane: String, time: String)] = []
  private(set) var rootName: String?
  /// Every mark's kind, per lane (the legend's under "legend").
  private(set) var marksByLane: [String: [String]] = [:]
  /// The axis ticks, per row of the drawing: time (or step) and x, and
  /// whether a compressed gap comes before it.
  private(set) var ticks: [[(time: Double, x: Double, afterBreak: Bool)]] = []
  /// The heading lines, the subheading lines (with the summary of what the
  /// panels show), the panels' title lines, the caption lines and the axis
  /// names.
  private(set) var headings: [String] = []
  private(set) var subtitles: [String] = []
  private(set) var titles: [String] = []
  private(set) var captions: [String] = []
  private(set) var axisNames: Set<String> = []
  private var pendingText: String?
  private var pendingClass = ""
  private(set) var width: Double?
  private var lane = ""
  private var pendingMark: String?
  private var pendingWidth = 0.0
  private var pendingLabel: LabelledMark?

  override func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if rootName == nil {
      rootName = name
      width = attributes["width"].flatMap(Double.init)
    }
    let classes = attributes["class"]?.split(separator: " ") ?? []
    if name == "g", classes.contains("segment") { ticks.append([]) }
    if name == "line", classes.contains("tick-mark"), let time = attributes["data-time"].flatMap(Double.init),
      let x = attributes["x1"].flatMap(Double.init), !ticks.isEmpty
    {
      // Each panel of a row repeats the row's ticks: keep the first panel's.
      if !ticks[ticks.count - 1].contains(where: { $0.time == time }) {
        ticks[ticks.count - 1].append((time, x, attributes["data-break"] == "yes"))
      }
    }
    if name == "text",
      let kind = classes.first(where: { ["heading", "subtitle", "title", "caption", "lane-name"].contains($0) })
    {
      pendingText = ""
      pendingClass = String(kind)
    }
    if name == "rect", classes.contains("difference"), let time = attributes["data-time"] {
      differences.append((lane, time))
    }
    if name == "rect", pendingMark != nil { pendingWidth = Double(attributes["width"] ?? "") ?? -1 }
    if name == "text", classes.contains("label"), let kind = pendingMark {
      pendingLabel = LabelledMark(
        lane: lane, kind: kind, label: "", x: Double(attributes["x"] ?? "") ?? -1,
        y: Double(attributes["y"] ?? "") ?? -1, width: pendingWidth)
    }
    guard name == "g" else { return }
    if classes.contains("panel") { panels.append([]) }
    if classes.contains("lane") {
      lane = attributes["data-name"] ?? ""
      panels[panels.count - 1].append(lane)
      if classes.contains("source") { sourceLanes += 1 }
    }
    if classes.contains("legend") { lane = "legend" }
    if classes.contains("mark"), let kind = classes.first(where: { $0.hasPrefix("kind-") }) {
      marks.append(String(kind.dropFirst(5)))
      marksByLane[lane, default: []].append(String(kind.dropFirst(5)))
      pendingMark = String(kind.dropFirst(5))
    }
  }

  override func parser(_ parser: XMLParser, foundCharacters string: String) {
    pendingLabel?.label += string
    pendingText? += string
  }

  override func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    if name == "text", let text = pendingText {
      switch pendingClass {
      case "heading": headings.append(text)
      case "subtitle": subtitles.append(text)
      case "title": titles.append(text)
      case "caption": captions.append(text)
      default: if text.hasPrefix("time (") || text.hasPrefix("step") { axisNames.insert(text) }
      }
      pendingText = nil
    }
    if name == "text", let label = pendingLabel {
      labelled.append(label)
      pendingLabel = nil
    }
    if name == "g" {
      pendingMark = nil
      pendingWidth = 0
    }
  }
}
