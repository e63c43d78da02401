import Foundation
import RACModern
import RACSwift
import RACTestSupport
import Testing

/// The transform family in ReactiveSwift 7's names, with exact timelines on
/// a test scheduler; where RAC 4.2.2 has the operator, the same scenario on
/// RACModern gives the same timeline.
@Suite struct SwiftTransformOperatorTests {
  typealias Event = RACSwift.Signal<Int, TestError>.Event

  struct Point: Equatable { var x: Int }

  @Test func mapFormsTransformEachValueAndPassTheEnd() {
    let scenario = OperatorScenario()
    let source = scenario.source("s", [(1, Event.value(1)), (2, .value(2)), (3, .completed)])
    scenario.start("closure", source.map { $0 * 10 })
    scenario.start("value", source.map(value: "x"))
    scenario.start("keyPath", source.map { Point(x: $0) }.map(\.x))
    scenario.run(until: 5)
    #expect(
      scenario.lines == [
        "t=0.0 s started", "t=0.0 s started", "t=0.0 s started", "t=1.0 closure value 10", "t=1.0 value value x",
        "t=1.0 keyPath value 1", "t=2.0 closure value 20", "t=2.0 value value x", "t=2.0 keyPath value 2",
        "t=3.0 closure completed", "t=3.0 s disposed", "t=3.0 value completed", "t=3.0 s disposed",
        "t=3.0 keyPath completed", "t=3.0 s disposed",
      ])
  }

  @Test func mapAndMapErrorAgreeWithRACModern() {
    let expected = ["t=0.0 s started", "t=1.0 out value 20", "t=2.0 out failed TestError(50)", "t=2.0 s disposed"]
    let swift = OperatorScenario()
    swift.start(
      "out",
      swift.source("s", [(1, Event.value(2)), (2, .failed(TestError(5)))]).map { $0 * 10 }
        .mapError { TestError($0.code * 10) })
    swift.run(until: 3)
    #expect(swift.lines == expected)
    let modern = ModernOperatorScenario()
    modern.start(
      "out",
      modern.source("s", [(1, .next(2)), (2, .failed(TestError(5)))]).map { $0 * 10 }
        .mapError { TestError($0.code * 10) })
    modern.run(until: 3)
    #expect(modern.lines == expected)
  }

  @Test func materializeSendsEventsThenCompletesAndDematerializeReverses() {
    let scenario = OperatorScenario()
    let source = scenario.source("s", [(1, Event.value(1)), (2, .failed(TestError(3)))])
    scenario.start("events", source.materialize())
    scenario.start("back", source.materialize().dematerialize())
    scenario.run(until: 3)
    #expect(
      scenario.lines == [
        "t=0.0 s started", "t=0.0 s started", "t=1.0 events value VALUE 1", "t=1.0 back value 1",
        "t=2.0 events value FAILED TestError(3)", "t=2.0 events completed", "t=2.0 s disposed",
        "t=2.0 back failed TestError(3)", "t=2.0 s disposed",
      ])
  }

  @Test func materializeResultsSendsResultsAndDematerializeResultsReverses() {
    let scenario = OperatorScenario()
    let source = scenario.source("s", [(1, Event.value(1)), (2, .failed(TestError(3)))])
    scenario.start("results", source.materializeResults())
    scenario.start("back", source.materializeResults().dematerializeResults())
    scenario.run(until: 3)
    #expect(
      scenario.lines == [
        "t=0.0 s started", "t=0.0 s started", "t=1.0 results value success(1)", "t=1.0 back value 1",
        "t=2.0 results value failure(TestError(3))", "t=2.0 results completed", "t=2.0 s disposed",
        "t=2.0 back failed TestError(3)", "t=2.0 s disposed",
      ])
  }

  @Test func combinePreviousPairsEachValueWithTheOneBefore() {
    let scenario = OperatorScenario()
    let source = scenario.source("s", [(1, Event.value(1)), (2, .value(2)), (3, .value(3))])
    scenario.start("initial", source.combinePrevious(0).map { pair in "\(pair.0)-\(pair.1)" })
    scenario.start("none", source.combinePrevious().map { pair in "\(pair.0)-\(pair.1)" })
    scenario.run(until: 4)
    #expect(
      scenario.lines == [
        "t=0.0 s started", "t=0.0 s started", "t=1.0 initial value 0-1", "t=2.0 initial value 1-2",
        "t=2.0 none value 1-2", "t=3.0 initial value 2-3", "t=3.0 none value 2-3",
      ])
  }

  @Test func attemptAndAttemptMapFailWithTheErrorAndStopTheSource() {
    let scenario = OperatorScenario()
    let source = scenario.source("s", [(1, Event.value(1)), (2, .value(5)), (3, .value(2))])
    scenario.start(
      "attempt", source.attempt { $0 < 4 ? .success(()) : .failure(TestError($0)) })
    scenario.start(
      "attemptMap", source.attemptMap { $0 < 4 ? .success("\($0)!") : .failure(TestError($0)) })
    scenario.run(until: 4)
    #expect(
      scenario.lines == [
        "t=0.0 s started", "t=0.0 s started", "t=1.0 attempt value 1", "t=1.0 attemptMap value 1!",
        "t=2.0 attempt failed TestError(5)", "t=2.0 s disposed", "t=2.0 attemptMap failed TestError(5)",
        "t=2.0 s disposed",
      ])
  }

  @Test func throwingAttemptFormsTurnAThrowIntoTheFailure() {
    let scenario = OperatorScenario()
    let values = scenario.values("v", [(1, 1), (2, 5)])
    scenario.start(
      "never-failing",
      values.attemptMap { value -> Int in if value > 4 { throw TestError(value) } else { return value } })
    scenario.start(
      "any-error",
      values.promoteError(Swift.Error.self).attempt { value in if value > 4 { throw TestError(value) } })
    scenario.run(until: 3)
    #expect(
      scenario.lines == [
        "t=0.0 v started", "t=0.0 v started", "t=1.0 never-failing value 1", "t=1.0 any-error value 1",
        "t=2.0 never-failing failed TestError(5)", "t=2.0 v disposed", "t=2.0 any-error failed TestError(5)",
        "t=2.0 v disposed",
      ])
  }

  @Test func negateAndPromotionsKeepTheTimeline() {
    let scenario = OperatorScenario()
    scenario.start("negate", scenario.values("b", [(1, true), (2, false)], completingAt: 3).negate())
    let nothing = RACSwift.SignalProducer<Never, Never>.empty
    scenario.start("promoted", nothing.promoteValue(Int.self).promoteError(TestError.self))
    scenario.run(until: 4)
    #expect(
      scenario.lines == [
        "t=0.0 b started", "t=0.0 promoted completed", "t=1.0 negate value false", "t=2.0 negate value true",
        "t=3.0 negate completed", "t=3.0 b disposed",
      ])
  }

  @Test func signalFormsTransformWhatThePipeSendsFromNowOn() {
    let scenario = OperatorScenario()
    let (signal, input) = RACSwift.Signal<Int, TestError>.pipe()
    scenario.observe("map", signal.map { $0 + 1 })
    scenario.observe("previous", signal.combinePrevious().map { pair in pair.0 * 10 + pair.1 })
    scenario.observe("results", signal.materializeResults())
    scenario.at(1) { input.send(value: 1) }
    scenario.at(2) { input.send(value: 2) }
    scenario.at(3) { input.send(error: TestError(9)) }
    scenario.run(until: 4)
    #expect(
      scenario.lines == [
        "t=1.0 map value 2", "t=1.0 results value success(1)", "t=2.0 map value 3", "t=2.0 previous value 12",
        "t=2.0 results value success(2)", "t=3.0 map failed TestError(9)", "t=3.0 previous failed TestError(9)",
        "t=3.0 results value failure(TestError(9))", "t=3.0 results completed",
      ])
  }
}
