import Foundation
import RACLabCore
import Testing

extension String {
  /// Terminal columns: a wide character counts two.
  var displayWidthForTests: Int {
    unicodeScalars.reduce(0) { width, scalar in
      width
        + ((0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
          || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
          || (0xFF00...0xFF60).contains(scalar.value) || (0x1F300...0x1FAFF).contains(scalar.value) ? 2 : 1)
    }
  }
}

/// `rac-lab` with no arguments: every seed in every flavor, side by side, and
/// a summary that counts what actually ran.
@Suite struct DefaultRunTests {
  /// Issue 22 item 3: the first run explains itself: what the seeds are and
  /// where they come from, a line per scenario with its verdict in each
  /// flavor, the summary, and what to run next, in 100 columns.
  @Test func defaultRunIsASummaryANewcomerCanRead() throws {
    let output = lab()
    let catalog = SeedCatalog.all
    let runs = catalog.reduce(0) { $0 + $1.flavors.count }
    #expect(output.status == 0)
    #expect(output.err == "")
    let lines = output.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.allSatisfy { $0.displayWidthForTests <= 100 }, "a line is wider than 100 columns")
    #expect(lines[0].hasPrefix("rac-lab: ReactiveCocoa's hot and cold signals"))
    #expect(output.out.contains("The seed scenarios are the runnable examples of five articles"))
    #expect(lines.contains("Summary: " + SeedReport().summary))
    #expect(SeedReport().summary.hasPrefix("\(catalog.count) scenarios, \(runs) runs, \(runs) matched, 0 mismatched, "))
    // A line per scenario: id, title, a verdict per flavor, source runs.
    let report = SeedReport()
    for row in report.rows {
      let line = try #require(
        lines.first { $0.hasPrefix(row.scenario.id.padding(toLength: 6, withPad: " ", startingAt: 0)) })
      let verdicts = Flavor.seeded.map { row.matches($0) == nil ? "-" : "ok" }
      let words = line.split(separator: " ").map(String.init)
      #expect(words.suffix(4).prefix(2) == verdicts[...], "\(line)")
      let sideEffects = Set(row.runs.values.map(\.sideEffects))
      #expect(
        sideEffects.count == 1 && line.hasSuffix(sideEffects.first == 1 ? " 1 time" : " \(sideEffects.first!) times"))
    }
    let next = try #require(lines.firstIndex(of: "Next:"))
    #expect(lines[next...].contains { $0.hasPrefix("  rac-lab report > report.html") })
    #expect(lines[next...].contains { $0.hasPrefix("  rac-lab scenario S1 --format svg") })
    #expect(lines[next...].contains { $0.hasPrefix("  rac-lab compare docs/lab-scripts/") })
    #expect(!output.out.contains("MISMATCH"))
  }

  @Test func transcriptsFlagPrintsEverySeedSideBySide() throws {
    let output = lab("--transcripts")
    let catalog = SeedCatalog.all
    let runs = catalog.reduce(0) { $0 + $1.flavors.count }
    #expect(output.status == 0)
    let lines = output.out.split(separator: "\n").map(String.init)
    #expect(lines.last == "Summary: " + SeedReport().summary)
    for scenario in catalog {
      #expect(lines.contains("\(scenario.id)  \(scenario.title)"))
    }
    let verdicts = lines.map { $0.components(separatedBy: "OK: matches the expected transcript").count - 1 }
    #expect(verdicts.reduce(0, +) == runs)
  }

  @Test func sideEffectsInTheSummaryAreTheSumOfTheRuns() {
    let report = SeedReport()
    let total = report.rows.flatMap { $0.runs.values }.reduce(0) { $0 + $1.sideEffects }
    #expect(report.summary.hasSuffix(", \(total) side effects counted"))
    // S1 runs its cold signal once per subscriber: two in each flavor.
    let s1 = report.rows.first { $0.scenario.id == "S1" }
    #expect(s1?.runs[.classic]?.sideEffects == 2)
    #expect(s1?.runs[.modern]?.sideEffects == 2)
  }

  @Test func transcriptsPrintBothColumnsWithVirtualTimestamps() {
    let output = lab("--transcripts")
    #expect(
      output.out.contains(
        """
        S1  Cold signal replays its whole work per subscriber
            RACClassic                          | RACModern
            t=0.0 Signal was created.           | t=0.0 Signal was created.
            t=0.1 Subscriber 1 receive: 1       | t=0.1 Subscriber 1 receive: 1
        """))
    #expect(
      output.out.contains(
        """
            t=0.0 begin                         | (no counterpart)
        """))
  }

  @Test func aMismatchIsMarkedAndExitsOne() {
    let wrong = SeedScenario(
      "X1", "A scenario whose expected transcript is wrong", expected: ["t=1.0 B"],
      classic: { lab in lab.at(1.0) { lab.log("A") } }, modern: { lab in lab.at(1.0) { lab.log("A") } })
    let report = SeedReport(scenarios: [wrong])
    #expect(!report.allMatch)
    #expect(report.summary == "1 scenario, 2 runs, 0 matched, 2 mismatched, 0 side effects counted")
    let text = SideBySide.render(report)
    #expect(text.contains("t=1.0 A                             | t=1.0 A"))
    #expect(text.contains("MISMATCH: expected transcript below"))
    #expect(text.contains("    RACClassic expected:\n      t=1.0 B\n"))
  }

  /// The README shows the summary line of the default run; it must be the real one.
  @Test func readmeSummaryLineIsTheRealOne() throws {
    let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let shown = readme.split(separator: "\n").filter { $0.hasPrefix("Summary: ") }.map(String.init)
    #expect(shown == ["Summary: " + SeedReport().summary])
  }

  @Test func defaultRunJSONParsesAndCarriesTheSummary() throws {
    let output = lab("--format", "json")
    #expect(output.status == 0)
    let json = try #require(try parseJSON(output.out) as? [String: Any])
    let summary = try #require(json["summary"] as? [String: Any])
    #expect(summary["text"] as? String == SeedReport().summary)
    #expect(summary["mismatched"] as? Int == 0)
    let scenarios = try #require(json["scenarios"] as? [[String: Any]])
    #expect(scenarios.map { $0["id"] as? String } == SeedCatalog.all.map(\.id))
  }

  @Test func defaultRunMarkdownHasATablePerScenario() {
    let output = lab("--format", "markdown")
    #expect(output.status == 0)
    #expect(
      output.out.contains(
        "### S1: Cold signal replays its whole work per subscriber\n\n| RACClassic | RACModern |\n|---|---|\n"))
    #expect(output.out.hasSuffix("**Summary:** \(SeedReport().summary)\n"))
  }
}

/// The README's capacity table is what the command it names prints now.
@Suite struct ReadmeSampleTests {
  @Test func readmeCapacityTableIsTheRealOutput() throws {
    let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let command = "$ rac-lab capacity --values A,B,C,D,E --capacity 0,1,3 --kinds buffer,replaySubject,replayLast"
    #expect(readme.contains(command))
    let output = lab(
      "capacity", "--values", "A,B,C,D,E", "--capacity", "0,1,3", "--kinds", "buffer,replaySubject,replayLast")
    #expect(readme.contains(command + "\n" + output.out + "```"))
  }
}
