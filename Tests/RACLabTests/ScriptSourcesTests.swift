import Foundation
import RACLabCore
import Testing

/// What the script language grew for the behaviour rows beyond one source:
/// reactions (re-entrant sends), other sources, commands, properties,
/// constants, timers, `bufferWithTime` and `do`. Each runs in both flavors
/// with each flavor's own types; every test pins both whole timelines.
@Suite struct ScriptSourcesTests {
  /// The timeline lines of `text` run in `flavor`.
  static func lines(_ text: String, _ flavor: Flavor) throws -> [String] {
    try #require(ScriptRunner.run(LabScript(parsing: text), flavor: flavor)).lines
  }

  /// Both flavors' lines: (classic, modern).
  static func both(_ text: String) throws -> (classic: [String], modern: [String]) {
    (try lines(text, .classic), try lines(text, .modern))
  }

  /// Both flavors' lines for the sample script `docs/lab-scripts/NAME.rac`.
  static func both(sample name: String) throws -> (classic: [String], modern: [String]) {
    let path = packageRoot.appendingPathComponent("docs/lab-scripts/\(name).rac").path
    return try both(String(contentsOfFile: path, encoding: .utf8))
  }

  @Test func aReentrantSendIsQueuedUntilEveryObserverHeardTheCurrentValue() throws {
    let run = try Self.both(
      "kind subject\nwhen S1 hears A send B\nat 0 subscribe S1\nat 0 subscribe S2\nat 1 send A\n")
    let expected = ["t=1.0 S1 next A", "t=1.0 S2 next A", "t=1.0 S1 next B", "t=1.0 S2 next B"]
    #expect(run.classic == expected)
    #expect(run.modern == expected)
  }

  @Test func aReentrantSendIntoAColdSourceReachesTheOtherRunsAtOnce() throws {
    // Each subscriber has its own run: S1's send is queued behind A on its
    // own run, but S2's run is idle and delivers B before its own A.
    let run = try Self.both(
      "kind cold\nwhen S1 hears A send B\nat 0 subscribe S1\nat 0 subscribe S2\nat 1 send A\n")
    let expected = ["t=1.0 S1 next A", "t=1.0 S2 next B", "t=1.0 S1 next B", "t=1.0 S2 next A"]
    #expect(run.classic == expected)
    #expect(run.modern == expected)
  }

  @Test func aStaticCombineLatestSubscribesFirstToLastInClassicAndLastToFirstInModern() throws {
    let run = try Self.both(sample: "combine-latest-list")
    #expect(run.classic == ["t=1.0 S1 next A2+B2+C1", "t=1.0 S1 next A2+B2+C2"])
    #expect(run.modern == ["t=1.0 S1 next A1+B2+C2", "t=1.0 S1 next A2+B2+C2"])
  }

  @Test func aStaticZipPairsTheNthValuesAndEndsWithTheShorterInBothFlavors() throws {
    let run = try Self.both(
      """
      kind subject
      source B subject
      pipe zipList B
      at 0 subscribe S1
      at 1 send A1
      at 1 B send B1
      at 2 send A2
      at 3 complete
      at 4 B send B2
      """)
    let expected = ["t=1.0 S1 next A1+B1", "t=4.0 S1 next A2+B2", "t=4.0 S1 completed"]
    #expect(run.classic == expected)
    #expect(run.modern == expected)
  }

  @Test func sampleEndsWhenEitherEndsInClassicAndWhenBothHaveInModern() throws {
    let run = try Self.both(sample: "sample-completion")
    #expect(run.classic == ["t=2.0 S1 next A", "t=3.0 S1 completed"])
    #expect(run.modern == ["t=2.0 S1 next A", "t=5.0 S1 completed"])
  }

  @Test func anExecutionRunsOnceAndReplaysInClassicAndRunsPerStartInModern() throws {
    let script = try LabScript(
      parsing: "kind command\nat 0 subscribe V values\nat 1 execute A\nat 1.5 complete\nat 2 subscribe S1 execution\n"
        + "at 2.5 complete\n")
    let classic = try #require(ScriptRunner.run(script, flavor: .classic))
    let modern = try #require(ScriptRunner.run(script, flavor: .modern))
    #expect(classic.lines == ["t=1.0 V next A", "t=2.0 S1 next A", "t=2.0 S1 completed"])
    #expect(modern.lines == ["t=1.0 V next A", "t=2.0 S1 next A", "t=2.0 V next A", "t=2.5 S1 completed"])
    #expect(classic.sourceStarts == [1.0])
    #expect(modern.sourceStarts == [1.0, 2.0])
  }

  @Test func executingAndEnabledChangeAroundAnExecutionAlikeInBothFlavors() throws {
    let run = try Self.both(
      """
      kind command
      at 0 subscribe X executing
      at 0 subscribe E enabled
      at 0 subscribe V values
      at 0 subscribe R errors
      at 1 execute A
      at 2 send B
      at 3 fail boom
      """)
    let expected = [
      "t=0.0 X next false", "t=0.0 E next true", "t=1.0 X next true", "t=1.0 E next false", "t=1.0 V next A",
      "t=2.0 V next B", "t=3.0 R next boom", "t=3.0 X next false", "t=3.0 E next true",
    ]
    #expect(run.classic == expected)
    #expect(run.modern == expected)
  }

  @Test func executingWhileDisabledFailsWithEachFlavorsError() throws {
    let run = try Self.both("kind command\nat 1 execute A\nat 2 execute B\nat 2 subscribe S1 execution\n")
    #expect(run.classic == ["t=2.0 S1 error RACCommandErrorDomain 1"])
    #expect(run.modern == ["t=2.0 S1 error ActionError.notEnabled"])
  }

  @Test func onlyAClassicCommandRunsConcurrently() throws {
    let run = try Self.both(
      "kind command concurrent\nat 0 subscribe E enabled\nat 0 subscribe V values\nat 1 execute A\n"
        + "at 2 execute B\nat 3 complete\n")
    #expect(run.classic == ["t=0.0 E next true", "t=1.0 V next A", "t=2.0 V next B"])
    #expect(run.modern == ["t=0.0 E next true", "t=1.0 E next false", "t=1.0 V next A", "t=3.0 E next true"])
  }

  @Test func aSilentEnabledInputCountsAsEnabledInClassicAndAsThePropertySaysInModern() throws {
    let run = try Self.both(
      "kind command enabledInput false\nat 0 subscribe E enabled\nat 0 subscribe V values\nat 1 execute A\n"
        + "at 2 enable true\nat 3 execute B\n")
    #expect(run.classic == ["t=0.0 E next true", "t=1.0 E next false", "t=1.0 V next A"])
    #expect(run.modern == ["t=0.0 E next false", "t=2.0 E next true", "t=3.0 E next false", "t=3.0 V next B"])
  }

  @Test func aComposedPropertyKeepsItsSourceAliveSoLettingTheSourceGoEndsNothing() throws {
    let run = try Self.both(sample: "composed-property")
    #expect(
      run.classic == [
        "t=0.0 S1 next a", "t=1.0 S1 next b", "t=2.0 S1 completed", "t=3.0 S2 next b", "t=3.0 S2 completed",
      ])
    #expect(run.modern == ["t=0.0 S1 next a", "t=1.0 S1 next b", "t=3.0 S2 next b"])
  }

  @Test func aPropertysSendsAfterItWentAwayReachNobody() throws {
    let run = try Self.both("kind property A\nat 0 subscribe S1\nat 1 complete\nat 2 send B\n")
    #expect(run.classic == ["t=0.0 S1 next A", "t=1.0 S1 completed"])
    #expect(run.modern == ["t=0.0 S1 next A", "t=1.0 S1 completed"])
  }

  @Test func aConstantSendsItsValueThenCompletesForEachSubscriber() throws {
    let run = try Self.both("kind constant A\nat 0 subscribe S1\nat 1 subscribe S2\n")
    let expected = ["t=0.0 S1 next A", "t=0.0 S1 completed", "t=1.0 S2 next A", "t=1.0 S2 completed"]
    #expect(run.classic == expected)
    #expect(run.modern == expected)
  }

  @Test func aTimerTicksFromEachSubscriptionUntilOneIntervalAfterTheLastStep() throws {
    let script = try LabScript(parsing: "kind timer 1.0\nat 0.5 subscribe S1\nat 3 subscribe S2\n")
    #expect(script.horizon == 4.0)
    let note =
      "rac-lab stopped the clock at t=4.0, one interval after the last step (a repeating timer never lets it run out)"
    for flavor in Flavor.allCases {
      let timeline = try #require(ScriptRunner.run(script, flavor: flavor))
      #expect(timeline.lines == ["t=1.5 S1 next 1.5", "t=2.5 S1 next 2.5", "t=3.5 S1 next 3.5", "t=4.0 S2 next 4.0"])
      #expect(timeline.notes == [note])
    }
  }

  @Test func aNoteSeveralFlavorsMakeIsPrintedOnceNamingThem() throws {
    let path = try scriptFile("kind timer 1.0\nat 0.5 subscribe S1\nat 3 subscribe S2\n")
    let output = lab("compare", path)
    #expect(
      output.out.hasSuffix(
        "\nRACClassic, RACModern and RACSwift: rac-lab stopped the clock at t=4.0, one interval after the last step (a "
          + "repeating timer never lets it run out)\n"))
    #expect(output.out.components(separatedBy: "stopped the clock").count == 2)
  }

  @Test func aTimerThatEndedBeforeTheHorizonLeavesNoNote() throws {
    let script = try LabScript(parsing: "kind timer 1.0\npipe take 1\nat 0 subscribe S1\nat 1.5 subscribe S2\n")
    for flavor in Flavor.allCases {
      let timeline = try #require(ScriptRunner.run(script, flavor: flavor))
      #expect(timeline.lines == ["t=1.0 S1 next 1.0", "t=1.0 S1 completed", "t=2.5 S2 next 2.5", "t=2.5 S2 completed"])
      #expect(timeline.notes == [])
    }
  }

  @Test func bufferWithTimeTimesEachBatchInClassicAndTicksFromTheStartInModern() throws {
    let run = try Self.both(sample: "buffer-with-time")
    #expect(run.classic == ["t=1.5 S1 next [A,B]", "t=2.5 S1 next [C]", "t=2.5 S1 completed"])
    #expect(run.modern == ["t=1.0 S1 next [A,B]", "t=2.0 S1 next []", "t=2.5 S1 completed"])
  }

  @Test func doHearsRAC2sThreeCallbacksAndRAC4sEight() throws {
    let run = try Self.both("kind cold\npipe do\nat 0 subscribe S1\nat 1 send A\nat 2 dispose S1\n")
    #expect(run.classic == ["t=1.0 do callback next A", "t=1.0 S1 next A"])
    #expect(
      run.modern == [
        "t=0.0 do callback started", "t=1.0 do callback event next A", "t=1.0 do callback next A", "t=1.0 S1 next A",
        "t=2.0 do callback event interrupted", "t=2.0 do callback interrupted", "t=2.0 do callback terminated",
        "t=2.0 S1 interrupted", "t=2.0 do callback disposed",
      ])
  }

  @Test func subscribeOnStartsFromAnActionQueuedBehindTheInstantsStepsInBothFlavors() throws {
    let script = try LabScript(
      parsing: "kind cold\npipe subscribeOn\nat 1 subscribe S1\nat 1 send A\nat 2 send B\nat 3 complete\n")
    for flavor in Flavor.allCases {
      let timeline = try #require(ScriptRunner.run(script, flavor: flavor))
      #expect(timeline.lines == ["t=2.0 S1 next B", "t=3.0 S1 completed"])
      #expect(timeline.sourceStarts == [1.0])
    }
  }

  @Test func aLateSubscriberOfAnEndedPropertyGetsTheLastValueThenTheEndInBothFlavors() throws {
    let run = try Self.both("kind property A\nat 0.5 send B\nat 1 complete\nat 2 subscribe S1\n")
    #expect(run.classic == ["t=2.0 S1 next B", "t=2.0 S1 completed"])
    #expect(run.modern == ["t=2.0 S1 next B", "t=2.0 S1 completed"])
  }

  @Test func theHeadingNamesTheKindsSettingTheOtherSourcesAndTheReactions() throws {
    let path = try scriptFile(
      "kind command enabledInput true concurrent\nsource B replaySubject capacity 1\nwhen V hears A send X\n"
        + "at 0 subscribe V values\n")
    let output = lab("compare", path)
    #expect(
      firstLine(output.out)
        == "\(path): kind command enabledInput true concurrent, source B replaySubject capacity 1, "
        + "when V hears A send X, 1 step")
  }

  @Test func theJSONNamesTheKindsSettingTheOtherSourcesAndTheReactions() throws {
    let path = try scriptFile(
      "kind property A\nsource B subject\nwhen S1 hears A send X\nat 0 subscribe S1\n")
    let json = try #require(try parseJSON(lab("compare", path, "--format", "json").out) as? [String: Any])
    #expect(json["kind"] as? String == "property")
    #expect(json["kindDescription"] as? String == "property A")
    #expect(json["sources"] as? [String] == ["source B subject"])
    #expect(json["reactions"] as? [String] == ["when S1 hears A send X"])
  }

  @Test func aMarbleDiagramDrawsTheCallbacksAndTheOtherSourcesSteps() throws {
    let path = try scriptFile(
      "kind subject\nsource B subject\npipe sample B\npipe do\nat 0 subscribe S1\nat 1 send A\nat 2 B send x\n")
    let output = lab("compare", path, "--format", "svg")
    #expect(output.status == 1)
    #expect(output.out.contains(">do<"))
    #expect(output.out.contains(">B x<"))
  }
}
