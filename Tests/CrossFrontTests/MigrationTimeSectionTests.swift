import Foundation
import Testing

/// The "Behaviour differences: time, commands and properties" section of
/// docs/Migration.md names a test for each row; this keeps those names true.
@Suite struct MigrationTimeSectionTests {
  static let heading = "## Behaviour differences: time, commands and properties"

  /// The (file, test) pairs named in the "Proved by" column of the section.
  static func references() throws -> [[(file: String, test: String)]] {
    let text = try String(
      contentsOf: DocumentationTests.root.appendingPathComponent("docs/Migration.md"), encoding: .utf8)
    let section = try #require(text.components(separatedBy: heading).last)
    var rows: [[(file: String, test: String)]] = []
    for line in section.split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("| Behaviour") {
      let cell = String(line.split(separator: "|").last ?? "")
      rows.append(
        cell.matches(of: /`(Tests\/[^`]+\.swift)`, `([A-Za-z_][A-Za-z0-9_]*)`/).map { (String($0.1), String($0.2)) })
    }
    return rows
  }

  @Test func everyRowNamesATestThatExistsInTheNamedFile() throws {
    let rows = try Self.references()
    #expect(rows.count >= 15)
    for row in rows {
      #expect(!row.isEmpty, "a row of the time section names no test")
      for (file, test) in row {
        let url = DocumentationTests.root.appendingPathComponent(file)
        let source = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        #expect(source.contains("func \(test)("), "\(file) has no test \(test)")
      }
    }
  }
}
