import Foundation
import RACLabCore
import Testing

/// Each subcommand's output for a fixed input.
@Suite struct CommandOutputTests {
  @Test func listNamesEveryScenarioWithItsFlavors() {
    let output = lab("list")
    #expect(output.status == 0)
    let lines = output.out.split(separator: "\n").map(String.init)
    #expect(lines.count == SeedCatalog.all.count)
    #expect(lines.first == "S1    classic,modern Cold signal replays its whole work per subscriber")
    #expect(lines.contains("S7c   classic        The six requests cured by replay"))
    #expect(lines.contains("S14c  modern         The meaning of capacity: replayLazily(1)"))
  }

  @Test func scenarioPrintsBothFlavorsSideBySide() {
    let output = lab("scenario", "s14b")
    #expect(
      output
        == LabOutput(
          out: """
            S14b  The meaning of capacity: buffer(3)
                note: RACClassic: RACReplaySubject(capacity: 3).
                RACClassic                          | RACModern
                t=2.0 A                             | t=2.0 A
                t=2.0 B                             | t=2.0 B
                t=2.0 C                             | t=2.0 C
                side effects: 0                     | side effects: 0
                OK: matches the expected transcript | OK: matches the expected transcript

            """))
  }

  @Test func scenarioFlavorOptionRunsOneFlavor() {
    let output = lab("scenario", "S14a", "--flavor", "modern")
    #expect(output.status == 0)
    #expect(
      output.out == """
        S14a  The meaning of capacity: buffer(1)
            note: The seed printed values only; the time shows the start at 2.0. RACClassic: RACReplaySubject(capacity: 1).
            RACModern
            t=2.0 C
            side effects: 0
            OK: matches the expected transcript

        """)
  }

  @Test func scenarioJSONCarriesLinesAndVerdicts() throws {
    let output = lab("scenario", "S21c", "--format", "json")
    #expect(output.status == 0)
    let json = try #require(try parseJSON(output.out) as? [String: Any])
    #expect(json["id"] as? String == "S21c")
    let runs = try #require(json["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    #expect(runs[0]["flavor"] as? String == "classic")
    #expect(runs[0]["lines"] as? [String] == ["t=0.0 begin", "t=1.0 Subscriber receive: 2"])
    #expect(runs[0]["matches"] as? Bool == true)
    #expect(runs[0]["sideEffects"] as? Int == 1)
  }

  @Test func capacityTableShowsWhatEachSubscriberGot() {
    let output = lab("capacity", "--values", "A,B,C", "--capacity", "0,2", "--kinds", "buffer,replaySubject,replayLast")
    #expect(output.status == 0)
    #expect(output.err == "")
    #expect(
      output.out == """
        Capacity experiment: 3 values (A,B,C), sent at t=1.0.
        Early subscriber at t=0.0, late subscriber at t=2.0, completion at t=3.0; retained = what a subscriber at t=4.0 is replayed.

        kind           flavor      capacity   early subscriber (t=0.0)     late subscriber (t=2.0)    source runs  retained
        -------------  ----------  ---------  ---------------------------  -------------------------  -----------  --------
        buffer         RACModern   0          3 values: A B C + completed  nothing + completed        - (subject)  0
        buffer         RACModern   2          3 values: A B C + completed  2 values: B C + completed  - (subject)  2
        replaySubject  RACClassic  0          3 values: A B C + completed  nothing + completed        - (subject)  0
        replaySubject  RACClassic  2          3 values: A B C + completed  2 values: B C + completed  - (subject)  2
        replayLast     RACClassic  1 (fixed)  3 values: A B C + completed  1 value: C + completed     1 (t=0.0)    1

        """)
  }

  @Test func capacityLateSubscriberBeforeTheSendsSeesEverythingLive() throws {
    let output = lab(
      "capacity", "--values", "A,B", "--capacity", "0", "--late-at", "0.5", "--kinds", "behavior,replayLazily",
      "--format", "csv")
    #expect(output.status == 0)
    #expect(
      output.out == """
        kind,flavor,call,capacity,early_count,early_first,early_last,early_terminal,late_count,late_first,late_last,late_terminal,source_runs,retained
        behavior,RACClassic,"RACBehaviorSubject(defaultValue: ""default"")",1,3,default,B,completed,3,default,B,completed,0,1
        replayLazily,RACModern,producer.replayLazily(0),0,2,A,B,completed,2,A,B,completed,1,0

        """)
  }

  @Test func capacityEarlyAtShowsWhereEachReplayStartsItsSource() {
    let output = lab(
      "capacity", "--values", "A,B,C", "--capacity", "1", "--early-at", "0.5", "--kinds",
      "replayLazily,replay,replayLast,buffer")
    #expect(output.status == 0)
    #expect(
      output.out == """
        Capacity experiment: 3 values (A,B,C), sent at t=1.0.
        Early subscriber at t=0.5, late subscriber at t=2.0, completion at t=3.0; retained = what a subscriber at t=4.0 is replayed.

        kind          flavor      capacity           early subscriber (t=0.5)     late subscriber (t=2.0)      source runs  retained
        ------------  ----------  -----------------  ---------------------------  ---------------------------  -----------  --------
        replayLazily  RACModern   1                  3 values: A B C + completed  1 value: C + completed       1 (t=0.5)    1
        replay        RACClassic  unbounded (fixed)  3 values: A B C + completed  3 values: A B C + completed  1 (t=0.0)    3
        replayLast    RACClassic  1 (fixed)          3 values: A B C + completed  1 value: C + completed       1 (t=0.0)    1
        buffer        RACModern   1                  3 values: A B C + completed  1 value: C + completed       - (subject)  1

        """)
  }

  @Test func capacityWithGeneratedValuesSummarisesInsteadOfListing() throws {
    let output = lab(
      "capacity", "--count", "100000", "--capacity", "1,unbounded", "--kinds", "buffer", "--format", "json")
    #expect(output.status == 0)
    let json = try #require(try parseJSON(output.out) as? [String: Any])
    let rows = try #require(json["rows"] as? [[String: Any]])
    #expect(rows.count == 2)
    let early = try #require(rows[0]["early"] as? [String: Any])
    #expect(early["count"] as? Int == 100_000)
    #expect(early["first"] as? [String] == ["1", "2", "3"])
    #expect(early["last"] as? [String] == ["99998", "99999", "100000"])
    #expect(early["summary"] as? String == "100000 values: 1 2 3 … 99998 99999 100000 + completed")
    let late = try #require(rows[0]["late"] as? [String: Any])
    #expect(late["summary"] as? String == "1 value: 100000 + completed")
    #expect(rows[0]["retained"] as? Int == 1)
    #expect(rows[1]["retained"] as? Int == 100_000)
    #expect(rows[1]["capacity"] as? String == "unbounded")
  }

  @Test func receiptMemoryIsBoundedWhateverTheCount() {
    let row = CapacityExperiment(values: .count(50_000), capacities: [.bounded(3)], kinds: [.replaySubject])
      .run(.replaySubject, capacity: .bounded(3))
    #expect(row.early.count == 50_000)
    #expect(row.early.first.count == Receipt.kept)
    #expect(row.early.last == ["49998", "49999", "50000"])
    #expect(row.late.count == 3)
    #expect(row.retained == 3)
  }

  @Test func aReceiptSurvivesAJSONRoundTripPastItsKeptValues() throws {
    let row = CapacityExperiment(values: .count(5), capacities: [.bounded(1)], kinds: [.replaySubject])
      .run(.replaySubject, capacity: .bounded(1))
    #expect(row.early.last == ["3", "4", "5"])
    let decoded = try JSONDecoder().decode(Receipt.self, from: JSONEncoder().encode(row.early))
    #expect(decoded == row.early)
    #expect(decoded.summary == "5 values: 1 2 3 4 5 + completed")
  }

  @Test func capacityMarkdownIsATable() {
    let output = lab("capacity", "--values", "A", "--capacity", "1", "--kinds", "buffer", "--format", "markdown")
    #expect(
      output.out.contains(
        """
        | kind | flavor | capacity | early subscriber (t=0.0) | late subscriber (t=2.0) | source runs | retained |
        |---|---|---|---|---|---|---|
        | buffer | RACModern | 1 | 1 value: A + completed | 1 value: A + completed | - (subject) | 1 |
        """))
  }

  @Test func sideEffectsCountsTheRequestsOfEachCure() {
    let output = lab("side-effects")
    #expect(output.status == 0)
    let rows = output.out.split(separator: "\n").dropFirst(3).map {
      $0.split(separator: "  ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
    }
    let summary = rows.map { "\($0[0]) \($0[1]) \($0[3]) \($0[4])" }
    #expect(
      summary == [
        "none RACClassic 6 once per subscription (t=1.0)",
        "none RACModern 6 once per subscription (t=1.0)",
        "publish+connect RACClassic 1 at the first subscription (t=1.0)",
        "publish+connect RACModern 1 at the first subscription (t=1.0)",
        "replay RACClassic 1 at the call (t=0.0)",
        "replayLast RACClassic 1 at the call (t=0.0)",
        "replayLazily RACClassic 1 at the first subscription (t=1.0)",
        "replayLazily RACModern 1 at the first subscription (t=1.0)",
        "replayLazily(n) RACModern 1 at the first subscription (t=1.0)",
        "buffer RACClassic 1 at the call (t=0.0)",
        "buffer RACModern 1 at the call (t=0.0)",
      ])
    // Every cure still shows the response in every view.
    #expect(rows.allSatisfy { $0.last == "someLabel=t originTextView=d renderedTextView=rendered(d)" })
  }

  @Test func sideEffectsJSONParses() throws {
    let output = lab("side-effects", "--flavor", "modern", "--format", "json")
    let rows = try #require(try parseJSON(output.out) as? [[String: Any]])
    #expect(rows.count == 5)
    #expect(rows[0]["requests"] as? Int == 6)
    #expect(rows[0]["requestTimes"] as? [Double] == [1, 1, 1, 1, 1, 1])
    #expect(rows.allSatisfy { $0["flavor"] as? String == "modern" })
  }

  @Test func compareRunsAScriptInBothFlavors() throws {
    let path = try scriptFile(
      """
      kind replaySubject capacity 2
      at 1.0 send A
      at 1.0 send B
      at 1.0 send C
      at 0.5 subscribe S1
      at 1.1 subscribe S2   # late: gets the newest two
      at 2.0 complete
      """)
    let output = lab("compare", path)
    #expect(output.status == 0)
    #expect(
      output.out == """
        \(path): kind replaySubject capacity 2, 6 steps
            RACClassic         | RACModern          | RACSwift
            t=1.0 S1 next A    | t=1.0 S1 next A    | (no counterpart)
            t=1.0 S1 next B    | t=1.0 S1 next B    |
            t=1.0 S1 next C    | t=1.0 S1 next C    |
            t=1.1 S2 next B    | t=1.1 S2 next B    |
            t=1.1 S2 next C    | t=1.1 S2 next C    |
            t=2.0 S1 completed | t=2.0 S1 completed |
            t=2.0 S2 completed | t=2.0 S2 completed |
            source runs: 0     | source runs: 0     |
        IDENTICAL: both flavors produced the same timeline
        Touches docs/Migration.md, "Behaviour differences: the engine", row "Replay capacity": RAC2 kept capacity + 1 \
        values for an instant; RAC4 exactly capacity; RACClassic and RACModern agree

        """)
  }

  @Test func compareCountsModernInterruptionsAndNamesTheRowThatExplainsThem() throws {
    let path = packageRoot.appendingPathComponent("docs/lab-scripts/subject-is-hot.rac").path
    let output = lab("compare", path)
    #expect(output.status == 1)
    #expect(output.out.contains("    source runs: 0     | t=4.0 S3 interrupted | t=4.0 S3 interrupted\n"))
    #expect(
      output.out.hasSuffix(
        """
        DIFFERENT: the flavors' timelines differ
        Explained by docs/Migration.md, "Behaviour differences: the engine", row "Subscribing to a subject that \
        already ended": a late subscriber of an ended subject hears nothing in RAC2, `interrupted` in RAC4

        """))
    let ignoring = lab("compare", path, "--interruptions", "ignore")
    #expect(ignoring.status == 0)
    #expect(
      ignoring.out.contains(
        "\nIDENTICAL: all three flavors produced the same timeline (RACModern's interruptions ignored: RACClassic "
          + "has none)\n")
    )
  }

  @Test func compareOfAClassicOnlyKindSaysSo() throws {
    let path = try scriptFile("kind replayLast\nat 0 subscribe S1\nat 1 send A\nat 2 subscribe S2\n")
    let output = lab("compare", path)
    #expect(output.status == 0)
    #expect(output.out.contains("t=1.0 S1 next A | (no counterpart)"))
    #expect(output.out.contains("t=2.0 S2 next A |"))
    #expect(
      output.out.hasSuffix(
        "ONE FLAVOR: 'replayLast' exists only in RACClassic; in RACModern write replayLazily(1), which starts "
          + "the source at the first start instead of at the call (docs/Migration.md, row `replay`, `replayLast`)\n"))
  }

  @Test func compareJSONParses() throws {
    let path = packageRoot.appendingPathComponent("docs/lab-scripts/publish-connect.rac").path
    let output = lab("compare", path, "--format", "json")
    let json = try #require(try parseJSON(output.out) as? [String: Any])
    #expect(json["identical"] as? Bool == true)
    let classic = try #require(json["classic"] as? [String: Any])
    #expect(classic["sourceRuns"] as? Int == 1)
    let entries = try #require(classic["entries"] as? [[String: Any]])
    #expect(entries.first?["subscriber"] as? String == "S1")
    #expect(entries.last?["kind"] as? String == "error")
  }

  @Test func everySampleScriptInTheDocsRuns() throws {
    let folder = packageRoot.appendingPathComponent("docs/lab-scripts")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".rac") }
      .sorted()
    #expect(names.count >= 4)
    for name in names {
      let output = lab("compare", folder.appendingPathComponent(name).path)
      if name == "bad-line.rac" {
        #expect(output.status == 64)
        #expect(
          firstLine(output.err).hasSuffix(
            "bad-line.rac:3: expected 'at TIME STEP' with a time from 0 to 1000000 seconds, got 'soon'"))
      } else {
        // Identical, or different in a way a row of docs/Migration.md explains.
        #expect(output.status == (output.out.contains("\nDIFFERENT") ? 1 : 0), "\(name)")
        #expect(
          output.out.contains("\nIDENTICAL") || output.out.contains("\nExplained by docs/Migration.md"), "\(name)")
        #expect(!output.out.contains("FINDING"), "\(name)")
      }
    }
  }

  @Test(arguments: [
    ["--help"], ["help"], ["list", "--help"], ["scenario", "--help"], ["capacity", "--help"],
    ["side-effects", "--help"], ["compare", "--help"], ["report", "--help"], ["scenario", "-h"], ["help", "capacity"],
    ["help", "list"], ["help", "scenario"], ["help", "side-effects"], ["help", "compare"], ["help", "help"],
    ["help", "--help"], ["help", "compare", "--help"],
  ])
  func everyCommandHasHelp(_ arguments: [String]) {
    let output = LabCLI.run(arguments)
    #expect(output.status == 0)
    #expect(output.err == "")
    // `help COMMAND` and `COMMAND --help` print COMMAND's usage; `help help` the main one.
    let words = arguments.filter { !$0.hasPrefix("-") }
    let named = words.first == "help" ? words.dropFirst().first : words.first
    let command = named.flatMap { $0 == "help" ? nil : " " + $0 } ?? ""
    #expect(output.out.hasPrefix("Usage: rac-lab\(command)"))
  }
}
