import Foundation
import RACModern
import RACSwift
import RACTestSupport
import Testing

/// The flatten family in ReactiveSwift 7's names, with exact timelines.
@Suite struct SwiftFlattenOperatorTests {
  typealias Event = RACSwift.Signal<Int, TestError>.Event

  /// Outer values at 1 and 2 (then completion at 2.5); the inner for `v`
  /// sends `v * 10` 1.5 later and `v * 10 + 1` 3 later, then completes.
  static func run(_ strategy: RACSwift.FlattenStrategy) -> [String] {
    let scenario = OperatorScenario()
    let outer = scenario.source("outer", [(1, Event.value(1)), (2, .value(2)), (2.5, .completed)])
    scenario.start(
      "out",
      outer.flatMap(strategy) { value in
        scenario.source(
          "inner\(value)", [(1.5, Event.value(value * 10)), (3, .value(value * 10 + 1)), (3, .completed)])
      })
    scenario.run(until: 10)
    return scenario.lines
  }

  @Test func mergeRunsEveryInnerAtOnce() {
    #expect(
      Self.run(.merge) == [
        "t=0.0 outer started", "t=1.0 inner1 started", "t=2.0 inner2 started", "t=2.5 outer disposed",
        "t=2.5 out value 10", "t=3.5 out value 20", "t=4.0 out value 11", "t=4.0 inner1 disposed",
        "t=5.0 out value 21", "t=5.0 out completed", "t=5.0 inner2 disposed",
      ])
  }

  @Test func concatAndALimitOfOneRunOneInnerAfterTheOther() {
    let expected = [
      "t=0.0 outer started", "t=1.0 inner1 started", "t=2.5 outer disposed", "t=2.5 out value 10",
      "t=4.0 out value 11", "t=4.0 inner2 started", "t=4.0 inner1 disposed", "t=5.5 out value 20",
      "t=7.0 out value 21", "t=7.0 out completed", "t=7.0 inner2 disposed",
    ]
    #expect(Self.run(.concat) == expected)
    #expect(Self.run(.concurrent(limit: 1)) == expected)
  }

  @Test func latestDisposesTheInnerItReplaces() {
    #expect(
      Self.run(.latest) == [
        "t=0.0 outer started", "t=1.0 inner1 started", "t=2.0 inner1 disposed", "t=2.0 inner2 started",
        "t=2.5 outer disposed", "t=3.5 out value 20", "t=5.0 out value 21", "t=5.0 out completed",
        "t=5.0 inner2 disposed",
      ])
  }

  @Test func raceKeepsTheFirstInnerToSend() {
    #expect(
      Self.run(.race) == [
        "t=0.0 outer started", "t=1.0 inner1 started", "t=2.0 inner2 started", "t=2.5 outer disposed",
        "t=2.5 inner2 disposed", "t=2.5 out value 10", "t=4.0 out value 11", "t=4.0 out completed",
        "t=4.0 inner1 disposed",
      ])
  }

  @Test func throttleDropsTheInnersArrivingWhileOneRuns() {
    #expect(
      Self.run(.throttle) == [
        "t=0.0 outer started", "t=1.0 inner1 started", "t=2.5 outer disposed", "t=2.5 out value 10",
        "t=4.0 out value 11", "t=4.0 out completed", "t=4.0 inner1 disposed",
      ])
  }

  @Test func flattenPromotesTheSideThatCannotFailAndFlattensSequences() {
    let scenario = OperatorScenario()
    let neverFailingOuter = RACSwift.SignalProducer<RACSwift.SignalProducer<Int, TestError>, Never>(
      value: RACSwift.SignalProducer(error: TestError(4)))
    scenario.start("innerFails", neverFailingOuter.flatten(.merge))
    let neverFailingInners = RACSwift.SignalProducer<RACSwift.SignalProducer<Int, Never>, TestError>(
      [RACSwift.SignalProducer(value: 1), RACSwift.SignalProducer(value: 2)])
    scenario.start("outerMayFail", neverFailingInners.flatten(.concat))
    scenario.start("sequences", RACSwift.SignalProducer<[Int], Never>([[1, 2], [], [3]]).flatten())
    scenario.run(until: 1)
    #expect(
      scenario.lines == [
        "t=0.0 innerFails failed TestError(4)", "t=0.0 outerMayFail value 1", "t=0.0 outerMayFail value 2",
        "t=0.0 outerMayFail completed", "t=0.0 sequences value 1", "t=0.0 sequences value 2",
        "t=0.0 sequences value 3", "t=0.0 sequences completed",
      ])
  }

  @Test func mergeAndConcatListsAndPrefixes() {
    let scenario = OperatorScenario()
    let a = scenario.source("a", [(1, Event.value(1)), (2, .completed)])
    let b = scenario.source("b", [(0.5, Event.value(2)), (1.5, .completed)])
    scenario.start("merge", RACSwift.SignalProducer.merge(a, b))
    scenario.start("concat", a.concat(b).concat(value: 3).concat(error: TestError(9)))
    scenario.start("prefix", a.prefix(value: 0))
    scenario.run(until: 10)
    #expect(
      scenario.lines == [
        "t=0.0 a started", "t=0.0 b started", "t=0.0 a started", "t=0.0 prefix value 0", "t=0.0 a started",
        "t=0.5 merge value 2", "t=1.0 merge value 1", "t=1.0 concat value 1", "t=1.0 prefix value 1",
        "t=1.5 b disposed", "t=2.0 merge completed", "t=2.0 a disposed", "t=2.0 b started", "t=2.0 a disposed",
        "t=2.0 prefix completed", "t=2.0 a disposed", "t=2.5 concat value 2", "t=3.5 concat value 3",
        "t=3.5 concat failed TestError(9)", "t=3.5 b disposed",
      ])
  }

  @Test func flatMapToTheLatestAgreesWithRACModern() {
    let expected = [
      "t=0.0 outer started", "t=1.0 inner1 started", "t=2.0 inner1 disposed", "t=2.0 inner2 started",
      "t=2.5 outer disposed", "t=3.5 out value 20", "t=5.0 out value 21", "t=5.0 out completed",
      "t=5.0 inner2 disposed",
    ]
    #expect(Self.run(.latest) == expected)
    let modern = ModernOperatorScenario()
    let outer = modern.source("outer", [(1, .next(1)), (2, .next(2)), (2.5, .completed)])
    modern.start(
      "out",
      outer.flatMap(.latest) { value in
        modern.source("inner\(value)", [(1.5, .next(value * 10)), (3, .next(value * 10 + 1)), (3, .completed)])
      })
    modern.run(until: 10)
    #expect(modern.lines == expected)
  }

  @Test func signalFormsFlattenWhatThePipeSends() {
    let scenario = OperatorScenario()
    let (signal, input) = RACSwift.Signal<Int, TestError>.pipe()
    let (other, sendOther) = RACSwift.Signal<Int, TestError>.pipe()
    scenario.observe(
      "flatMap",
      signal.flatMap(.concat) { value in scenario.source("inner\(value)", [(0.5, Event.value(value)), (1, .completed)])
      })
    scenario.observe("merged", RACSwift.Signal.merge(signal, other))
    scenario.observe("sequences", signal.map { [$0, $0] }.flatten())
    scenario.at(1) { input.send(value: 1) }
    scenario.at(1.4) { input.send(value: 2) }
    scenario.at(3) { sendOther.send(value: 30) }
    scenario.at(4) { input.sendCompleted() }
    scenario.at(5) { sendOther.sendCompleted() }
    scenario.run(until: 6)
    #expect(
      scenario.lines == [
        "t=1.0 inner1 started", "t=1.0 merged value 1", "t=1.0 sequences value 1", "t=1.0 sequences value 1",
        "t=1.4 merged value 2", "t=1.4 sequences value 2", "t=1.4 sequences value 2", "t=1.5 flatMap value 1",
        "t=2.0 inner2 started", "t=2.0 inner1 disposed", "t=2.5 flatMap value 2", "t=3.0 merged value 30",
        "t=3.0 inner2 disposed", "t=4.0 flatMap completed", "t=4.0 sequences completed", "t=5.0 merged completed",
      ])
  }
}
