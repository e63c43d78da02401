import Foundation
import RACLabCore
import Testing

/// Issue 20 item 4: `compare` has one verdict, whatever the form: the
/// streamed text and Markdown, the JSON and the SVG of a whole run say the
/// same thing, and exit the same way, for every sample script.
@Suite struct VerdictFormsTests {
  static let samples: [String] = {
    let folder = packageRoot.appendingPathComponent("docs/lab-scripts")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".rac") && $0 != "bad-line.rac" }.sorted()
  }()

  @Test(arguments: samples)
  func everyFormGivesTheSameVerdict(_ name: String) throws {
    let path = packageRoot.appendingPathComponent("docs/lab-scripts/\(name)").path
    let text = lab("compare", path)
    let markdown = lab("compare", path, "--format", "markdown")
    let json = lab("compare", path, "--format", "json")
    let svg = lab("compare", path, "--format", "svg")
    let statuses = [text, markdown, json, svg].map(\.status)
    #expect(Set(statuses).count == 1, "exit statuses \(statuses)")
    let verdicts = ["IDENTICAL: ", "DIFFERENT: ", "ONE FLAVOR: "]
    let textVerdict = try #require(
      text.out.split(separator: "\n").first { line in verdicts.contains { line.hasPrefix($0) } })
    let decoded = try #require(try parseJSON(json.out) as? [String: Any])
    #expect(decoded["verdict"] as? String == String(textVerdict))
    #expect(markdown.out.contains("\n\n" + textVerdict + "\n"))
    // The SVG's subheading starts with the verdict (wrapped into lines).
    let words = textVerdict.split(separator: " ").prefix(2).joined(separator: " ")
    #expect(svg.out.contains(words))
    let identical = decoded["identical"] as? Bool
    #expect(identical == (textVerdict.hasPrefix("ONE FLAVOR") ? nil : textVerdict.hasPrefix("IDENTICAL")))
  }

  /// Ignoring interruptions changes the verdict the same way in every form.
  @Test func ignoringInterruptionsAgreesAcrossForms() throws {
    let path = packageRoot.appendingPathComponent("docs/lab-scripts/dispose-subscription.rac").path
    for (policy, expected) in [("compare", false), ("ignore", true)] {
      let text = lab("compare", path, "--interruptions", policy)
      let json = try #require(
        try parseJSON(lab("compare", path, "--interruptions", policy, "--format", "json").out) as? [String: Any])
      #expect(json["identical"] as? Bool == expected)
      #expect(text.status == (expected ? 0 : 1))
    }
  }

  /// The text columns are as wide as what the run printed, measured from
  /// the rows (no prediction): a wider value late in a short run widens
  /// every row; past the first 1 000 rows, a wider one moves the separator
  /// from its row on.
  @Test func columnWidthsAreMeasuredFromTheRows() throws {
    let short = try scriptFile("kind subject\nat 0 subscribe S1\nat 1 send A\nat 2 send a-much-wider-value\n")
    let shortRows = lab("compare", short).out.split(separator: "\n").filter { $0.contains(" | ") }
    #expect(Set(shortRows.map { $0.firstRange(of: " | ")!.lowerBound.utf16Offset(in: $0) }).count == 1)
    #expect(
      shortRows.contains("    t=1.0 S1 next A                  | t=1.0 S1 next A                  | t=1.0 S1 next A"))
    let sends = (1...1_200).map { "at \($0) send \($0 == 1_100 ? "a-much-wider-value" : "v")" }
    let long = try scriptFile("kind subject\nat 0 subscribe S1\n" + sends.joined(separator: "\n") + "\n")
    let rows = lab("compare", long).out.split(separator: "\n").filter { $0.contains(" | ") }
    // The first 1 000 rows (the header, then t=1.0 to t=999.0) are laid out
    // at their widest; t=1000.0 widens the column by one.
    #expect(rows.contains("    t=1.0 S1 next v   | t=1.0 S1 next v   | t=1.0 S1 next v"))
    #expect(rows.contains("    t=1000.0 S1 next v | t=1000.0 S1 next v | t=1000.0 S1 next v"))
    #expect(
      rows.contains(
        "    t=1100.0 S1 next a-much-wider-value | t=1100.0 S1 next a-much-wider-value | t=1100.0 S1 next "
          + "a-much-wider-value"))
    #expect(
      rows.contains(
        "    t=1101.0 S1 next v                  | t=1101.0 S1 next v                  | t=1101.0 S1 next v"))
  }
}
