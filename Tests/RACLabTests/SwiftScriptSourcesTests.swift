import Foundation
import RACLabCore
import Testing

/// The kinds `property`, `constant` and `command` in the RACSwift flavor
/// (ReactiveSwift 7's `MutableProperty`, `Property(value:)` and `Action`),
/// each timeline pinned whole beside RACModern's.
@Suite struct SwiftScriptSourcesTests {
  /// RACModern's and RACSwift's lines for `text`.
  static func run(_ text: String) throws -> (modern: [String], swift: [String]) {
    let script = try LabScript(parsing: text)
    return (
      try #require(ScriptRunner.run(script, flavor: .modern)).lines,
      try #require(ScriptRunner.run(script, flavor: .swift)).lines
    )
  }

  static func run(sample name: String) throws -> (modern: [String], swift: [String]) {
    try run(
      String(contentsOfFile: packageRoot.appendingPathComponent("docs/lab-scripts/\(name).rac").path, encoding: .utf8))
  }

  @Test func everyKindButTheReplaySubjectRunsInTheRACSwiftFlavor() {
    let swiftKinds = SourceKind.allCases.filter { $0.flavors.contains(.swift) }
    #expect(swiftKinds == [.cold, .subject, .publish, .replayLazily, .property, .constant, .timer, .command])
  }

  @Test func aPropertySendsItsValueThenEverySetAndEndsWhenItGoesAway() throws {
    let run = try Self.run(
      "kind property A\nat 0 subscribe S1\nat 1 send B\nat 2 complete\nat 3 send C\nat 4 subscribe S2\n")
    let expected = [
      "t=0.0 S1 next A", "t=1.0 S1 next B", "t=2.0 S1 completed", "t=4.0 S2 next B", "t=4.0 S2 completed",
    ]
    #expect(run.modern == expected)
    #expect(run.swift == expected)
  }

  @Test func aComposedPropertyEndsWithItsSourceInRACSwiftOnly() throws {
    // ReactiveSwift's `map` does not keep the MutableProperty alive: letting
    // it go ends the composed property too, which then replays its last
    // value and the end; RACModern's keeps it alive, so nothing ends.
    let run = try Self.run(sample: "composed-property")
    #expect(run.modern == ["t=0.0 S1 next a", "t=1.0 S1 next b", "t=3.0 S2 next b"])
    #expect(
      run.swift == [
        "t=0.0 S1 next a", "t=1.0 S1 next b", "t=2.0 S1 completed", "t=3.0 S2 next b", "t=3.0 S2 completed",
      ])
  }

  @Test func aConstantSendsItsValueThenCompletesForEachSubscriber() throws {
    let run = try Self.run("kind constant A\nat 0 subscribe S1\nat 1 subscribe S2\n")
    let expected = ["t=0.0 S1 next A", "t=0.0 S1 completed", "t=1.0 S2 next A", "t=1.0 S2 completed"]
    #expect(run.modern == expected)
    #expect(run.swift == expected)
  }

  @Test func anActionsRunChangesIsEnabledBeforeIsExecutingAndReportsTheEndLast() throws {
    let run = try Self.run(sample: "action-run-end")
    #expect(
      run.modern == [
        "t=0.0 X next false", "t=0.0 E next true", "t=1.0 X next true", "t=1.0 E next false", "t=1.0 V next A",
        "t=2.0 V next B", "t=3.0 R next boom", "t=3.0 X next false", "t=3.0 E next true",
      ])
    #expect(
      run.swift == [
        "t=0.0 X next false", "t=0.0 E next true", "t=1.0 E next false", "t=1.0 X next true", "t=1.0 V next A",
        "t=2.0 V next B", "t=3.0 E next true", "t=3.0 X next false", "t=3.0 R next boom",
      ])
  }

  @Test func executingWhileDisabledFailsWithActionErrorDisabled() throws {
    let run = try Self.run("kind command\nat 1 execute A\nat 2 execute B\nat 2 subscribe S1 execution\n")
    #expect(run.modern == ["t=2.0 S1 error ActionError.notEnabled"])
    #expect(run.swift == ["t=2.0 S1 error ActionError.disabled"])
  }

  @Test func anExecutionRunsAgainForEachStartOfTheProducerApplyReturned() throws {
    let run = try Self.run(
      "kind command\nat 0 subscribe V values\nat 1 execute A\nat 1.5 complete\nat 2 subscribe S1 execution\n"
        + "at 2.5 complete\n")
    let expected = ["t=1.0 V next A", "t=2.0 S1 next A", "t=2.0 V next A", "t=2.5 S1 completed"]
    #expect(run.modern == expected)
    #expect(run.swift == expected)
  }

  @Test func theEnabledInputDecidesFromTheStart() throws {
    let run = try Self.run(
      "kind command enabledInput false\nat 0 subscribe E enabled\nat 0 subscribe V values\nat 1 execute A\n"
        + "at 2 enable true\nat 3 execute B\n")
    let expected = ["t=0.0 E next false", "t=2.0 E next true", "t=3.0 E next false", "t=3.0 V next B"]
    #expect(run.modern == expected)
    #expect(run.swift == expected)
  }

  @Test func compareNamesTheActionRowWhereRACSwiftHearsTheRunInItsOwnOrder() throws {
    let path = try scriptFile(
      "kind command\nat 0 subscribe X executing\nat 0 subscribe E enabled\nat 1 execute A\n")
    let output = lab("compare", path)
    #expect(output.status == 1)
    #expect(
      output.out.split(separator: "\n").map(String.init) == [
        "\(path): kind command, 3 steps",
        "    RACClassic         | RACModern          | RACSwift",
        "    t=0.0 X next false | t=0.0 X next false | t=0.0 X next false",
        "    t=0.0 E next true  | t=0.0 E next true  | t=0.0 E next true",
        "    t=1.0 X next true  | t=1.0 X next true  | t=1.0 E next false",
        "    t=1.0 E next false | t=1.0 E next false | t=1.0 X next true",
        "    source runs: 1     | source runs: 1     | source runs: 1",
        "DIFFERENT: the flavors' timelines differ",
        "Explained by docs/Migration.md, \"Behaviour differences: ReactiveSwift 7 (`RACSwift`) and RAC 4.2.2 "
          + "(`RACModern`)\", row \"The end of an `Action`'s run\": RACModern changes executing before enabled and "
          + "reports a run's end (errors) before both; ReactiveSwift 7 changes isEnabled before isExecuting, and "
          + "both before it reports the end; a refused run fails with ActionError.disabled",
      ])
  }
}
