import Foundation
import Testing

/// The docs name the tests that prove each rule; these checks keep those
/// names true, so the docs cannot rot.
@Suite struct DocumentationTests {
  /// The repository root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every `func name(` declared in the test sources.
  static let testNames: Set<String> = {
    var names = Set<String>()
    let tests = root.appendingPathComponent("Tests")
    let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift", let text = try? String(contentsOf: file, encoding: .utf8) else {
        continue
      }
      for match in text.matches(of: /func ([A-Za-z_][A-Za-z0-9_]*)[(<]/) { names.insert(String(match.1)) }
    }
    return names
  }()

  /// The backquoted test names in the "Proved by" column of a markdown table.
  static func provedBy(in document: String) throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    var names: [String] = []
    for line in text.split(separator: "\n") where line.hasPrefix("| ") {
      guard let lastCell = line.split(separator: "|", omittingEmptySubsequences: true).last else { continue }
      for match in lastCell.matches(of: /`([A-Za-z_][A-Za-z0-9_]*)`/) { names.append(String(match.1)) }
    }
    return names
  }

  @Test func everyTestTheEventContractNamesExists() throws {
    let names = try Self.provedBy(in: "docs/EventContract.md")
    #expect(names.count > 40)
    let missing = names.filter { !Self.testNames.contains($0) }
    #expect(missing == [], "docs/EventContract.md names tests that do not exist")
  }

  @Test func everyEngineRuleTestIsListedInTheEventContract() throws {
    let listed = Set(try Self.provedBy(in: "docs/EventContract.md"))
    let ruleTests = Self.testNames.filter { $0.hasPrefix("rule") && $0.contains("_") }
    #expect(ruleTests.subtracting(listed).sorted() == [], "rule tests missing from docs/EventContract.md")
  }
}
