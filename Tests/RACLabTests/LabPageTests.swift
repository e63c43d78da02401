import Foundation
import RACLabCore
import Testing

/// docs/Lab.md is made by `docs/lab-scripts/generate-lab-md.sh` from real
/// output; every sample on it must still be what the command prints.
@Suite struct LabPageTests {
  /// A sample: the arguments after `$ rac-lab`, and the lines shown under them.
  struct Sample: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let shown: [String]
    var testDescription: String { (["rac-lab"] + arguments).joined(separator: " ") }
  }

  /// Every fenced block of docs/Lab.md that starts with `$ rac-lab` and
  /// runs one plain command (no pipe or redirection).
  static let samples: [Sample] = {
    let page = (try? String(contentsOf: packageRoot.appendingPathComponent("docs/Lab.md"), encoding: .utf8)) ?? ""
    var samples: [Sample] = []
    var block: [String]?
    for line in page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("```") {
        if let lines = block, let command = lines.first, command.hasPrefix("$ rac-lab"),
          !command.contains("|"), !command.contains(">")
        {
          samples.append(
            Sample(
              arguments: command.split(separator: " ").dropFirst(2).map(String.init), shown: Array(lines.dropFirst())))
        }
        block = block == nil ? [] : nil
      } else {
        block?.append(line)
      }
    }
    return samples
  }()

  @Test func thePageHasSamplesOfEveryCommand() {
    let commands = Set(Self.samples.map { $0.arguments.first ?? "(none)" })
    #expect(commands.isSuperset(of: ["(none)", "list", "scenario", "capacity", "side-effects", "compare"]))
  }

  @Test(arguments: samples)
  func eachSampleIsWhatTheCommandPrintsNow(_ sample: Sample) {
    // Paths on the page are relative to the package root.
    let arguments = sample.arguments.map { $0.hasPrefix("docs/") ? packageRoot.appendingPathComponent($0).path : $0 }
    let output = LabCLI.run(arguments)
    var printed = (output.out + output.err).replacingOccurrences(of: packageRoot.path + "/", with: "")
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if printed.last == "" { printed.removeLast() }
    if let cut = sample.shown.firstIndex(of: "...") {
      // An excerpt: the first lines, "...", then maybe the last ones.
      let tail = sample.shown[(cut + 1)...]
      #expect(Array(printed.prefix(cut)) == Array(sample.shown.prefix(cut)))
      #expect(Array(printed.suffix(tail.count)) == Array(tail))
    } else {
      #expect(printed == sample.shown)
    }
  }

  static let page = (try? String(contentsOf: packageRoot.appendingPathComponent("docs/Lab.md"), encoding: .utf8)) ?? ""

  /// The page names the five articles as the report does (one list, in
  /// `SeedCatalog.articles`).
  @Test func thePageNamesTheFiveArticlesAsTheReportDoes() {
    #expect(SeedCatalog.articles.map(\.id) == ["000", "001", "002", "003", "004"])
    for article in SeedCatalog.articles {
      #expect(Self.page.contains("- **\(article.id)** \(article.title) (\(article.english))"))
    }
    #expect(Self.page.contains("typos included: `recieve`"))
    #expect(SeedCatalog.spellingNote.contains("typos included: `recieve`"))
  }

  /// Issue 22: the pictures of S1, S11, S16, S17, a compare diagram, the
  /// capacity plot and the report's top are checked in and shown.
  @Test func everyPictureThePageShowsIsCheckedIn() throws {
    let shown = Self.page.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("!["), let open = line.firstIndex(of: "("), line.hasSuffix(")") else { return nil }
      return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
    }
    #expect(
      Set(shown).isSuperset(of: [
        "images/S1.png", "images/S11.png", "images/S16.png", "images/S17.png", "images/compare-subject-is-hot.png",
        "images/capacity.png", "images/report-top.png",
      ]))
    for picture in shown {
      let data = try Data(contentsOf: packageRoot.appendingPathComponent("docs/" + picture))
      #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(picture) is not a PNG")
    }
  }
}
