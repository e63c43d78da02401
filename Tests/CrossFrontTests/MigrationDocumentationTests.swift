import Foundation
import Testing

/// `docs/Migration.md` names, for each behaviour difference, the test file
/// and the test functions that prove it; these checks keep those names true.
@Suite struct MigrationDocumentationTests {
  /// Every (file, test name) pair the tables name: a backquoted
  /// `Tests/….swift` path followed by the backquoted names that prove the row.
  static func namedTests() throws -> [(file: String, test: String)] {
    let text = try String(contentsOf: DocumentationTests.root.appendingPathComponent("docs/Migration.md"), encoding: .utf8)
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

  @Test func everyValueDifferenceRowNamesATestForEachFace() throws {
    let text = try String(contentsOf: DocumentationTests.root.appendingPathComponent("docs/Migration.md"), encoding: .utf8)
    let section = try #require(text.range(of: "## Behaviour differences: value operators"))
    let rows = text[section.upperBound...].split(separator: "\n").filter {
      $0.hasPrefix("| ") && !$0.hasPrefix("| Operator")
    }
    #expect(rows.count >= 9)
    for row in rows {
      #expect(row.contains("`Tests/RACClassicTests/"), "\(row.prefix(40)) names no classic test")
      #expect(row.contains("`Tests/RACModernTests/"), "\(row.prefix(40)) names no modern test")
    }
  }
}
