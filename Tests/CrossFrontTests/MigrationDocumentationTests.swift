import Foundation
import Testing

/// `docs/Migration.md` names, for each behaviour difference, the test file
/// and the test functions that prove it; these checks keep those names true.
@Suite struct MigrationDocumentationTests {
  /// Every (file, test name) pair the tables name: a backquoted
  /// `Tests/….swift` path followed by the backquoted names that prove the row.
  static func namedTests() throws -> [(file: String, test: String)] {
    let text = try String(
      contentsOf: DocumentationTests.root.appendingPathComponent("docs/Migration.md"), encoding: .utf8)
    var pairs: [(file: String, test: String)] = []
    for line in text.split(separator: "\n") where line.hasPrefix("| ") {
      var file: String?
      for match in line.matches(of: /`([^`]+)`/) {
        let token = String(match.1)
        if token.hasPrefix("Tests/") && token.hasSuffix(".swift") {
          file = token
        } else if let file, token.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_]*/) != nil {
          pairs.append((file, token))
        }
      }
    }
    return pairs
  }

  @Test func everyTestTheMigrationGuideNamesExistsInTheNamedFile() throws {
    let pairs = try Self.namedTests()
    #expect(pairs.count >= 20)
    var missing: [String] = []
    for (file, test) in pairs {
      let url = DocumentationTests.root.appendingPathComponent(file)
      let source = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      if !source.contains("func \(test)(") { missing.append("\(file) \(test)") }
    }
    #expect(missing == [], "docs/Migration.md names tests that do not exist where it says")
  }

  /// The table rows (header and rule lines left out) of every section whose
  /// heading starts with `heading`.
  static func rows(under heading: String) throws -> [Substring] {
    let text = try String(
      contentsOf: DocumentationTests.root.appendingPathComponent("docs/Migration.md"), encoding: .utf8)
    var rows: [Substring] = []
    var inSection = false
    var previousWasTable = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") { inSection = line.hasPrefix(heading) }
      let isTable = line.hasPrefix("|")
      defer { previousWasTable = isTable }
      guard inSection, isTable, previousWasTable, !line.hasPrefix("|---") else { continue }
      rows.append(line)
    }
    return rows
  }

  @Test func everyBehaviourDifferenceRowNamesItsTestFile() throws {
    let rows = try Self.rows(under: "## Behaviour differences")
    #expect(rows.count >= 34)
    let unproved = rows.filter { !$0.contains("`Tests/") }.map { String($0.prefix(50)) }
    #expect(unproved == [], "behaviour rows that name no test file")
  }

  @Test func everyValueDifferenceRowNamesATestForEachFace() throws {
    let rows = try Self.rows(under: "## Behaviour differences: value operators")
    #expect(rows.count >= 9)
    for row in rows {
      #expect(row.contains("`Tests/RACClassicTests/"), "\(row.prefix(40)) names no classic test")
      #expect(row.contains("`Tests/RACModernTests/"), "\(row.prefix(40)) names no modern test")
    }
  }
}
