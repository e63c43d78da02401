import Foundation
import RACLabCore
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Runs `rac-lab` in-process with `arguments`.
func lab(_ arguments: String...) -> LabOutput {
  LabCLI.run(arguments)
}

/// The package root (this file is `Tests/RACLabTests/LabTestSupport.swift`).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// A script written to a fresh temporary file; returns its path.
func scriptFile(_ text: String, name: String = "script.rac") throws -> String {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rac-lab-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let url = directory.appendingPathComponent(name)
  try text.write(to: url, atomically: true, encoding: .utf8)
  return url.path
}

/// Parses `text` as JSON; fails the test when it does not parse.
func parseJSON(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Any {
  try JSONSerialization.jsonObject(with: Data(text.utf8))
}

/// What an SVG document holds, read with `XMLParser`: whether it parsed, and
/// per panel the names of its lanes.
final class SVGSummary: NSObject, XMLParserDelegate {
  private(set) var panels: [[String]] = []
  private(set) var sourceLanes = 0
  private(set) var marks: [String] = []
  private(set) var parsed = false
  private(set) var rootName: String?

  init(_ text: String) {
    super.init()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = self
    parsed = parser.parse()
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if rootName == nil { rootName = name }
    guard name == "g", let classes = attributes["class"]?.split(separator: " ") else { return }
    if classes.contains("panel") { panels.append([]) }
    if classes.contains("lane") {
      panels[panels.count - 1].append(attributes["data-name"] ?? "")
      if classes.contains("source") { sourceLanes += 1 }
    }
    if classes.contains("mark"), let kind = classes.first(where: { $0.hasPrefix("kind-") }) {
      marks.append(String(kind.dropFirst(5)))
    }
  }
}

/// The first line of `text`.
func firstLine(_ text: String) -> String {
  String(text.prefix { $0 != "\n" })
}
