import Foundation
import RACLabCore
import Testing

/// `rac-lab compare` with pipelines: each operator runs in each flavor with
/// its own meaning, interruptions count unless ignored, and a difference is
/// explained by a row of docs/Migration.md or reported as a finding.
@Suite struct PipelineCompareTests {
  @Test func throttleIsADebounceInClassicAndARateLimitInModern() throws {
    let path = try scriptFile(
      """
      kind subject
      pipe throttle 1.0
      at 0.0 subscribe S1
      at 0.0 send A
      at 0.3 send B
      at 0.6 send C
      """)
    let output = lab("compare", path)
    #expect(output.status == 1)
    #expect(
      output.out == """
        \(path): kind subject, pipe throttle 1.0, 4 steps
            RACClassic      | RACModern       | RACSwift
            t=1.6 S1 next C | t=0.0 S1 next A | t=0.0 S1 next A
            source runs: 0  | t=1.0 S1 next C | t=1.0 S1 next C
                            | source runs: 0  | source runs: 0
        DIFFERENT: the flavors' timelines differ
        Explained by docs/Migration.md, "Behaviour differences: time, commands and properties", row "What `throttle` \
        means": RAC2's throttle is a debounce; RAC4's is a rate limit

        """)
  }

  @Test func operatorsApplyInTheOrderWrittenInBothFlavors() throws {
    let path = try scriptFile(
      """
      kind cold
      pipe map double
      pipe ignore 4
      pipe distinct
      pipe startWith 0
      pipe take 3
      at 0 subscribe S1
      at 1 send 1
      at 2 send 2
      at 3 send 2
      at 4 send 3
      """)
    let output = lab("compare", path)
    #expect(output.status == 0)
    #expect(output.out.contains("    t=0.0 S1 next 0    | t=0.0 S1 next 0    | t=0.0 S1 next 0\n"))
    #expect(output.out.contains("    t=1.0 S1 next 2    | t=1.0 S1 next 2    | t=1.0 S1 next 2\n"))
    #expect(output.out.contains("    t=4.0 S1 next 6    | t=4.0 S1 next 6    | t=4.0 S1 next 6\n"))
    #expect(output.out.contains("    t=4.0 S1 completed | t=4.0 S1 completed | t=4.0 S1 completed\n"))
    #expect(output.out.hasPrefix("\(path): kind cold, pipe map double | ignore 4 | distinct | startWith 0 | take 3, "))
  }

  @Test func aFlatMapOfRequestsKeepsOnlyTheLatestInBothFlavors() throws {
    let path = try scriptFile(
      """
      kind subject
      pipe flatMap latest after 1.0
      at 0 subscribe S1
      at 0.0 send A
      at 0.5 send B
      at 3.0 send C
      at 5.0 complete
      """)
    let output = lab("compare", path)
    #expect(output.status == 0)
    let rows = output.out.split(separator: "\n").filter { $0.hasPrefix("    t=") }.map(String.init)
    #expect(
      rows == [
        "    t=1.5 S1 next B    | t=1.5 S1 next B    | t=1.5 S1 next B",
        "    t=4.0 S1 next C    | t=4.0 S1 next C    | t=4.0 S1 next C",
        "    t=5.0 S1 completed | t=5.0 S1 completed | t=5.0 S1 completed",
      ])
  }

  @Test func interruptionsCountUnlessTheyAreIgnored() throws {
    let path = packageRoot.appendingPathComponent("docs/lab-scripts/dispose-subscription.rac").path
    let compared = lab("compare", path)
    #expect(compared.status == 1)
    #expect(compared.out.contains("DIFFERENT: the flavors' timelines differ\n"))
    let ignored = lab("compare", path, "--interruptions", "ignore")
    #expect(ignored.status == 0)
    #expect(
      ignored.out.contains(
        "\nIDENTICAL: all three flavors produced the same timeline (RACModern's interruptions ignored: RACClassic has "
          + "none)\n"
      ))
    #expect(ignored.out.hasSuffix("RAC4 sends `interrupted` (not a difference in this run)\n"))
    #expect(ignored.out.contains("| t=2.0 S1 interrupted | t=2.0 S1 interrupted\n"))
  }

  @Test func aDifferenceNoRowExplainsIsAFinding() throws {
    let script = try LabScript(parsing: "kind cold\npipe take 0\nat 0 subscribe S1\n")
    #expect(
      Explanation.lines(for: script, identical: false, RunEvidence(), catalog: [])
        == ["FINDING: no row of docs/Migration.md's behaviour tables explains this difference"])
    #expect(Explanation.lines(for: script, identical: false, RunEvidence()).first?.hasPrefix("Explained by") == true)
  }

  @Test func classicsEndlessResubscriptionIsStoppedAndSaidSo() throws {
    let path = try scriptFile(
      "kind replaySubject\npipe repeat 2\nat 0 send A\nat 0 complete\nat 1 subscribe S1\n")
    let output = lab("compare", path)
    #expect(output.status == 1)
    #expect(output.out.components(separatedBy: "t=1.0 S1 next A |").count - 1 == 100)
    #expect(
      output.out.hasSuffix(
        "RACClassic: rac-lab stopped an endless resubscription at t=1.0 (RAC2's repeat and retry(0) resubscribe "
          + "forever)\n"))
  }

  /// Scripts whose events come at times no step has: after the last step,
  /// and between steps with more decimals than any step's time.
  @Test(arguments: [
    "kind subject\npipe delay 1.0\nat 0 subscribe S1\nat 9.5 send A\nat 9.5 complete\n",
    "kind subject\npipe delay 0.25\nat 0 subscribe S1\nat 1 send ABCDEFGHIJKLMNOPQRST\nat 5 send B\n",
    "kind cold\npipe debounce 0.5\npipe delay 0.05\nat 0 subscribe S1\nat 0 send ABCDEFGH\nat 1 complete\n",
  ])
  func theColumnsLineUpWhenAnEventComesAtATimeNoStepHas(_ text: String) throws {
    let output = lab("compare", try scriptFile(text))
    let rows = output.out.split(separator: "\n").filter { $0.hasPrefix("    ") }
    #expect(rows.count >= 3)
    let separators = rows.map { row in row.firstIndex(of: "|").map { row.distance(from: row.startIndex, to: $0) } }
    #expect(Set(separators).count == 1)
    #expect(separators.first! != nil)
  }

  @Test func classicsTimeoutResubscribedForeverIsStoppedAfterTheLastStep() throws {
    // Each retry subscribes one interval later, so the per-instant guard
    // never meets it: only the cap after the last step ends the run.
    let script = try LabScript(parsing: "kind cold\npipe timeout 1.0\npipe retry 0\nat 0 subscribe S1\n")
    let classic = try #require(ScriptRunner.run(script, flavor: .classic))
    #expect(classic.entries == [])
    // The first run, then one per second up to 1001 runs after the last step
    // (as many as `retry 1000` may make).
    #expect(classic.sourceRuns == 1002)
    #expect(classic.sourceStarts.last == 1001)
    #expect(
      classic.notes == [
        "rac-lab stopped an endless resubscription at t=1002.0 (RAC2's repeat and retry(0) resubscribe forever)"
      ])
    let modern = try #require(ScriptRunner.run(script, flavor: .modern))
    #expect(modern.lines == ["t=1.0 S1 error timed out"])
  }

  @Test func reactiveSwiftIsTheThirdColumnAndItsOwnRowExplainsWhereItDiffersFromRAC4() throws {
    let path = packageRoot.appendingPathComponent("docs/lab-scripts/throttle-at-end.rac").path
    let output = lab("compare", path)
    #expect(output.status == 1)
    #expect(
      output.out.hasPrefix(
        """
        \(path): kind subject, pipe throttle 1.0, 3 steps
            RACClassic         | RACModern          | RACSwift
            t=1.0 S1 next A    | t=1.0 S1 completed | t=1.0 S1 next A
            t=1.0 S1 completed | source runs: 0     | t=1.0 S1 completed
            source runs: 0     |                    | source runs: 0
        DIFFERENT: the flavors' timelines differ

        """))
    #expect(
      output.out.hasSuffix(
        """
        Explained by docs/Migration.md, "Behaviour differences: ReactiveSwift 7 (`RACSwift`) and RAC 4.2.2 \
        (`RACModern`)", row "A `throttle`'s end when a value is due at that instant": RAC 4.2.2 drops a throttled \
        value due as the source ends; ReactiveSwift 7 sends it, then the completion

        """))
  }

  @Test func onStartedComesAfterWhatTheStartSendsOnlyInRACSwift() throws {
    let script = try LabScript(
      parsing: "kind cold\npipe startWith 0\npipe do\nat 0 subscribe S1\nat 1 send A\nat 2 complete\n")
    let modern = try #require(ScriptRunner.run(script, flavor: .modern))
    let swift = try #require(ScriptRunner.run(script, flavor: .swift))
    #expect(
      modern.lines.prefix(4) == [
        "t=0.0 do callback started", "t=0.0 do callback event next 0", "t=0.0 do callback next 0", "t=0.0 S1 next 0",
      ])
    #expect(
      swift.lines.prefix(4) == [
        "t=0.0 do callback event next 0", "t=0.0 do callback next 0", "t=0.0 S1 next 0", "t=0.0 do callback started",
      ])
    #expect(modern.lines.dropFirst(4) == swift.lines.dropFirst(4))
    // A run where RACSwift hears what RACModern hears is not explained by
    // the ReactiveSwift row, though it pipes `do`.
    let same = lab("compare", packageRoot.appendingPathComponent("docs/lab-scripts/side-effects.rac").path)
    #expect(same.status == 1)
    #expect(!same.out.contains("row \"When `on(started:)` runs\""))
    #expect(same.out.contains("| t=0.0 do callback started         | t=0.0 do callback started\n"))
  }

  @Test func aKindReactiveSwiftLacksSaysSoInItsColumnAndTheOtherTwoAreCompared() throws {
    let output = lab("compare", try scriptFile("kind replaySubject\nat 0 send A\nat 1 subscribe S1\n"))
    #expect(output.status == 0)
    #expect(
      output.out.hasSuffix(
        """
            RACClassic      | RACModern       | RACSwift
            t=1.0 S1 next A | t=1.0 S1 next A | (no counterpart)
            source runs: 0  | source runs: 0  |
        IDENTICAL: both flavors produced the same timeline

        """))
    // Another source that is a replay subject leaves RACSwift out too.
    let script = try LabScript(
      parsing: "kind subject\nsource B replaySubject\npipe combineLatestList B\nat 0 subscribe S1\n")
    #expect(ScriptRunner.flavors(for: script) == [.classic, .modern])
    #expect(ScriptRunner.run(script, flavor: .swift) == nil)
  }

  @Test func whenAllThreeAgreeTheVerdictSaysSoAndTheJSONHasTheThirdTimeline() throws {
    let path = packageRoot.appendingPathComponent("docs/lab-scripts/cold-source.rac").path
    let text = lab("compare", path)
    #expect(text.status == 0)
    #expect(text.out.contains("    t=3.0 S1 next A    | t=3.0 S1 next A    | t=3.0 S1 next A\n"))
    #expect(text.out.hasSuffix("IDENTICAL: all three flavors produced the same timeline\n"))
    let json = try #require(try parseJSON(lab("compare", path, "--format", "json").out) as? [String: Any])
    let swift = try #require(json["swift"] as? [String: Any])
    #expect(swift["sourceRuns"] as? Int == 2)
    #expect((swift["entries"] as? [Any])?.count == 4)
    #expect(json["identical"] as? Bool == true)
  }

  @Test func theMarbleDiagramDrawsAPanelPerFlavorOrTheSameMarblesOnce() throws {
    let differ = lab(
      "compare", packageRoot.appendingPathComponent("docs/lab-scripts/on-started.rac").path, "--format", "svg")
    #expect(differ.status == 1)
    #expect(differ.out.components(separatedBy: #"<g class="panel">"#).count - 1 == 3)
    // Wrapped to the diagram's width (511 px), as the notes above it; the
    // first line is 452.5 px long in Chromium. (Its y is not pinned: the
    // heading above names the script's absolute path, so how many lines it
    // takes depends on where the package is checked out.)
    #expect(differ.out.contains(#"<svg xmlns="http://www.w3.org/2000/svg" class="marble-diagram" width="511" "#))
    let lines = differ.out.split(separator: "\n")
    let summary = try #require(
      lines.firstIndex {
        $0.hasSuffix(#">RACClassic, RACModern and RACSwift differ at t=0.0, t=1.0, t=2.0 (outlined in</text>"#)
      })
    #expect(lines[summary + 1].hasPrefix(#"<text x="16.0" y=""#))
    #expect(lines[summary + 1].hasSuffix(#"" class="subtitle">red).</text>"#))
    let same = lab(
      "compare", packageRoot.appendingPathComponent("docs/lab-scripts/cold-source.rac").path, "--format", "svg")
    #expect(same.out.components(separatedBy: #"<g class="panel">"#).count - 1 == 1)
    #expect(same.out.contains(#"class="title">RACClassic, RACModern and RACSwift: the same marbles, drawn once<"#))
    #expect(same.out.contains("RACClassic, RACModern and RACSwift: the same marbles, drawn once."))
  }

  @Test func theJSONSaysWhichRowsExplainTheDifference() throws {
    let path = packageRoot.appendingPathComponent("docs/lab-scripts/take-zero.rac").path
    let output = lab("compare", path, "--format", "json")
    let json = try #require(try parseJSON(output.out) as? [String: Any])
    #expect(json["identical"] as? Bool == false)
    #expect(json["pipeline"] as? [String] == ["take 0"])
    #expect(json["kindDescription"] as? String == "cold")
    #expect(json["sources"] as? [String] == [])
    #expect(json["interruptions"] as? String == "compare")
    let explanation = try #require(json["explanation"] as? [String])
    #expect(explanation.count == 1)
    #expect(explanation.first?.contains("row \"`take(0)`\"") == true)
  }
}

/// The lab's catalog of docs/Migration.md's behaviour rows stays true to the
/// page, and every scripted row's sample script names its row.
@Suite struct BehaviourRowTests {
  /// The first cell of every row of the page's behaviour tables, with the table.
  static func pageRows() throws -> [(table: String, row: String)] {
    let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/Migration.md"), encoding: .utf8)
    var rows: [(table: String, row: String)] = []
    var table: String?
    var previousWasTable = false
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") { table = line.hasPrefix("## Behaviour differences") ? String(line.dropFirst(3)) : nil }
      let isTable = line.hasPrefix("|")
      defer { previousWasTable = isTable }
      guard let table, isTable, previousWasTable, !line.hasPrefix("|---") else { continue }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
      rows.append((table, cells[1].trimmingCharacters(in: .whitespaces)))
    }
    return rows
  }

  @Test func theCatalogHasEveryBehaviourRowOfTheMigrationGuideInItsOrder() throws {
    let page = try Self.pageRows().map { "\($0.table) / \($0.row)" }
    let catalog = BehaviourRow.catalog.map { "\($0.table) / \($0.row)" }
    #expect(page.count >= 60)
    let missing = page.filter { !catalog.contains($0) }
    let stale = catalog.filter { !page.contains($0) }
    // Add each missing row to Sources/RACLabCore/Explaining/BehaviourRow+Catalog.swift,
    // with a sample script or the reason a timeline cannot show it.
    #expect(missing == [], "docs/Migration.md has behaviour rows the lab's catalog lacks")
    #expect(stale == [], "the lab's catalog names rows docs/Migration.md no longer has")
    if missing.isEmpty, stale.isEmpty { #expect(catalog == page, "the catalog lists the rows in another order") }
  }

  @Test(arguments: BehaviourRow.catalog.compactMap(\.script))
  func eachScriptedRowsScriptNamesItsRow(_ name: String) throws {
    let rows = BehaviourRow.catalog.filter { $0.script == name }
    let output = lab("compare", packageRoot.appendingPathComponent("docs/lab-scripts/\(name)").path)
    #expect([0, 1].contains(output.status))
    for row in rows {
      #expect(output.out.contains("docs/Migration.md, \"\(row.table)\", row \"\(row.row)\": "), "\(name)")
    }
    if output.status == 1 { #expect(!output.out.contains("FINDING"), "\(name)") }
  }

  @Test func mostRowsAboutWhatSubscribersHearHaveAScript() {
    let scripted = BehaviourRow.catalog.filter { $0.script != nil }
    #expect(scripted.count >= 35)
    #expect(Set(scripted.compactMap(\.script)).count == scripted.count)
  }

  @Test func theLabPageHasARowForEveryPipeOperatorWithEachFlavorsSpelling() throws {
    let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/Lab.md"), encoding: .utf8)
    for spelling in PipeOperator.spellings {
      let cells = [spelling.script, spelling.classic, spelling.modern, spelling.swift].map {
        "`" + $0.replacingOccurrences(of: "|", with: "\\|") + "`"
      }
      #expect(page.contains("| " + cells.joined(separator: " | ") + " |\n"), "\(spelling.script)")
    }
  }

  @Test func theRowsListSaysForEachRowItsScriptOrWhyNone() {
    let output = lab("compare", "--rows")
    #expect(output.status == 0)
    #expect(output.out.contains("  docs/lab-scripts/take-zero.rac                `take(0)`\n"))
    #expect(output.out.contains("  (threads: a script runs on one thread)        Subscription scheduling\n"))
    #expect(
      output.out.hasSuffix(
        "37 of 91 rows have a sample script; `rac-lab compare` names a row whenever a run touches it.\n"))
  }
}
