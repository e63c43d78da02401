import Foundation
import RACClassic
import RACModern
import RACTesting
import Testing

/// Several inputs drawn in one block, `Void` inputs, tables kept in a `let`,
/// and sources whose failure type needs no annotation.
@Suite struct MarbleBlockTests {
  @Test func eachLineIsAnInputDrawnOnOneClock() {
    let inputs = MarbleBlock(
      """
      username: a-b--c
      password: --x---
      submit:   ---t-|
      """, tick: 0.1)
    #expect(inputs.names == ["username", "password", "submit"])
    let username: Marbles<String> = inputs["username"]
    #expect(username.timeline == [(0, .value("a")), (0.2, .value("b")), (0.5, .value("c"))])
    #expect(inputs["password"].timeline == Marbles("--x---", tick: 0.1).timeline)
    let submit: Marbles<Void> = inputs["submit"]
    #expect(submit.timeline == [(0.3, .value(VoidValue())), (0.5, .completed)])
  }

  @Test func linesDriveSourcesOfEitherFace() {
    let scheduler = MigrationTestScheduler()
    let inputs = MarbleBlock(
      """
      text: ab-c|
      tap:  --x-|
      """)
    let taps: Marbles<Void> = inputs["tap"]
    let classicTaps = scheduler.record(scheduler.hotSubject(taps))
    let modernText = scheduler.record(scheduler.hotSignal(inputs["text"]))
    scheduler.run()
    #expect(classicTaps.timeline == [(2, .value(VoidValue())), (4, .completed)])
    #expect(modernText.timeline == [(0, .value("a")), (1, .value("b")), (3, .value("c")), (4, .completed)])
  }

  @Test func aTableKeptInALetIsInferredAndAccepted() {
    // Swift infers `[String: Bool]` for this table.
    let bools = ["t": true, "f": false]
    let marbles = Marbles("t-f", values: bools)
    #expect(marbles.timeline == [(0, .value(true)), (2, .value(false))])
    let inputs = MarbleBlock("valid: f-t")
    #expect(inputs["valid", values: bools].timeline == [(0, .value(false)), (2, .value(true))])
    let characters: [Character: Int] = ["1": 1]
    #expect(inputs["valid", values: ["f": 0, "t": 1]].timeline.values == [0, 1])
    #expect(Marbles("1", values: characters).timeline == [(0, .value(1))])
  }

  @Test func modernSourcesNeedNoFailureTypeWhenNothingFixesIt() {
    // No `failing:` and no annotation: the sources cannot fail.
    let scheduler = MigrationTestScheduler()
    let typing = Marbles("ab|")
    let hot = scheduler.hotSignal(typing)
    let cold = scheduler.coldProducer(typing)
    let hotCannotFail: Signal<String, NoError> = hot
    let coldCannotFail: SignalProducer<String, NoError> = cold
    let recorded = scheduler.record(hotCannotFail)
    let started = scheduler.record(coldCannotFail)
    // Where a failure type is expected, that one is used.
    let failing: SignalProducer<String, MarbleError> = scheduler.coldProducer(Marbles("a#"))
    let failed = scheduler.record(failing)
    scheduler.run()
    #expect(recorded.timeline == typing.timeline)
    #expect(started.timeline == typing.timeline)
    #expect(failed.timeline == [(0, .value("a")), (1, .failed(error: MarbleError()))])
  }

  @Test func aMisalignedLineTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = MarbleBlock(
        """
        username: a-b
        tap:       --x
        """)
    }
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "marble block line \"tap\" starts its diagram at column 11, \"username\" at column 10: line the diagrams up"))
  }

  @Test func anUnknownNameTrapsListingTheLines() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = MarbleBlock("a: x\nb: y")["c"] as Marbles<String>
    }
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "marble block has no line \"c\" (it has \"a\", \"b\")"))
  }

  @Test func aLineWithoutANameOrANameUsedTwiceTraps() async throws {
    let unnamed = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = MarbleBlock("a-b")
    }
    #expect(
      String(decoding: unnamed.standardErrorContent, as: UTF8.self).contains(
        "marble block line \"a-b\" is not \"name: diagram\""))
    let twice = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = MarbleBlock("a: x\na: y")
    }
    #expect(String(decoding: twice.standardErrorContent, as: UTF8.self).contains("marble block names \"a\" twice"))
  }

  @Test func aTableKeyThatIsNotOneCharacterTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Marbles("a", values: ["ab": 1])
    }
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "marble values table of \"a\" has the key \"ab\", which is not one character"))
  }
}
