import Foundation
import RACLabCore
import Testing

/// `rac-lab` with no arguments: every seed in every flavor, side by side, and
/// a summary that counts what actually ran.
@Suite struct DefaultRunTests {
  @Test func defaultRunMatchesEverySeedAndEndsWithTheSummary() throws {
    let output = lab()
    let catalog = SeedCatalog.all
    let runs = catalog.reduce(0) { $0 + $1.flavors.count }
    #expect(output.status == 0)
    #expect(output.err == "")
    let lines = output.out.split(separator: "\n").map(String.init)
    let summary = try #require(lines.last)
    #expect(summary.hasPrefix("Summary: \(catalog.count) scenarios, \(runs) runs, \(runs) matched, 0 mismatched, "))
    #expect(summary == "Summary: " + SeedReport().summary)
    // Every scenario has its heading, and every run its verdict.
    for scenario in catalog {
      #expect(lines.contains("\(scenario.id)  \(scenario.title)"))
    }
    let verdicts = lines.map { $0.components(separatedBy: "OK: matches the expected transcript").count - 1 }
    #expect(verdicts.reduce(0, +) == runs)
    #expect(!output.out.contains("MISMATCH"))
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

  @Test func defaultRunPrintsBothColumnsWithVirtualTimestamps() {
    let output = lab()
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
