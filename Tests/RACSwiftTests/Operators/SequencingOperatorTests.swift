import Foundation
import RACModern
import RACSwift
import RACTestSupport
import Testing

/// The sequencing family in ReactiveSwift 7's names, with exact timelines.
@Suite struct SwiftSequencingOperatorTests {
  typealias Event = RACSwift.Signal<Int, TestError>.Event

  @Test func thenDropsTheValuesAndStartsTheReplacementAtCompletion() {
    let scenario = OperatorScenario()
    let first = scenario.source("first", [(1, Event.value(1)), (2, .completed)])
    scenario.start("then", first.then(scenario.source("next", [(1, Event.value(9)), (2, .completed)])))
    scenario.start("neverFailing", first.then(scenario.values("quiet", [(1, "q")], completingAt: 1.5)))
    scenario.start("failing", scenario.source("fails", [(1, Event.failed(TestError(3)))]).then(first))
    scenario.run(until: 6)
    #expect(
      scenario.lines == [
        "t=0.0 first started", "t=0.0 first started", "t=0.0 fails started", "t=1.0 failing failed TestError(3)",
        "t=1.0 fails disposed", "t=2.0 next started", "t=2.0 first disposed", "t=2.0 quiet started",
        "t=2.0 first disposed", "t=3.0 then value 9", "t=3.0 neverFailing value q", "t=3.5 neverFailing completed",
        "t=3.5 quiet disposed", "t=4.0 then completed", "t=4.0 next disposed",
      ])
  }

  /// Issue 19 item 2, as ReactiveSwift documents `then`: "any failure or
  /// interruption sent from `self` is forwarded immediately, in which case
  /// `replacement` will not be started".
  @Test func thenForwardsAnInterruptionOfTheOriginalProducer() {
    let scenario = OperatorScenario()
    let (original, input) = RACSwift.Signal<Int, TestError>.pipe()
    scenario.start(
      "out", RACSwift.SignalProducer(original).then(scenario.source("next", [(1, Event.value(5))])))
    scenario.at(1) { input.send(value: 1) }
    scenario.at(2) { input.sendInterrupted() }
    scenario.run(until: 4)
    #expect(scenario.lines == ["t=2.0 out interrupted"])
  }

  @Test func thenOnAProducerThatCannotFailTakesTheReplacementsFailure() {
    let scenario = OperatorScenario()
    let quiet = scenario.values("quiet", [(1, 1)], completingAt: 1)
    scenario.start("out", quiet.then(scenario.source("fails", [(1, Event.failed(TestError(7)))])))
    scenario.run(until: 3)
    #expect(
      scenario.lines == [
        "t=0.0 quiet started", "t=1.0 fails started", "t=1.0 quiet disposed", "t=2.0 out failed TestError(7)",
        "t=2.0 fails disposed",
      ])
  }

  @Test func flatMapErrorRetryAndRepeat() {
    let scenario = OperatorScenario()
    let failing = scenario.source("f", [(1, Event.value(1)), (2, .failed(TestError(2)))])
    scenario.start(
      "recovered", failing.flatMapError { error in RACSwift.SignalProducer<Int, Never>(value: error.code * 100) })
    scenario.start("retried", failing.retry(upTo: 1))
    scenario.start("repeated", scenario.source("r", [(1, Event.value(5)), (1, .completed)]).repeat(2))
    scenario.run(until: 6)
    #expect(
      scenario.lines == [
        "t=0.0 f started", "t=0.0 f started", "t=0.0 r started", "t=1.0 recovered value 1", "t=1.0 retried value 1",
        "t=1.0 repeated value 5", "t=1.0 r started", "t=1.0 r disposed", "t=2.0 recovered value 200",
        "t=2.0 recovered completed", "t=2.0 f disposed", "t=2.0 f started", "t=2.0 f disposed",
        "t=2.0 repeated value 5", "t=2.0 repeated completed", "t=2.0 r disposed", "t=3.0 retried value 1",
        "t=4.0 retried failed TestError(2)", "t=4.0 f disposed",
      ])
  }

  @Test func thenAndRetryAgreeWithRACModern() {
    let expected = [
      "t=0.0 f started", "t=1.0 f started", "t=1.0 f disposed", "t=2.0 g started", "t=2.0 f disposed",
      "t=3.0 out value 7", "t=3.0 out completed", "t=3.0 g disposed",
    ]
    let swift = OperatorScenario()
    swift.start(
      "out",
      swift.source("f", [(1, Event.failed(TestError(1)))]).retry(upTo: 1).flatMapError { _ in .empty }
        .then(swift.source("g", [(1, Event.value(7)), (1, .completed)])))
    swift.run(until: 5)
    #expect(swift.lines == expected)
    let modern = ModernOperatorScenario()
    modern.start(
      "out",
      modern.source("f", [(1, RACModern.Event<Int, TestError>.failed(TestError(1)))]).retry(1).flatMapError { _ in
        .empty
      }
      .then(modern.source("g", [(1, .next(7)), (1, .completed)])))
    modern.run(until: 5)
    #expect(modern.lines == expected)
  }

  @Test func signalFlatMapErrorStartsTheReplacementAtTheFailure() {
    let scenario = OperatorScenario()
    let (signal, input) = RACSwift.Signal<Int, TestError>.pipe()
    scenario.observe(
      "out", signal.flatMapError { error in scenario.values("recovery", [(1, error.code)], completingAt: 2) })
    scenario.at(1) { input.send(value: 1) }
    scenario.at(2) { input.send(error: TestError(8)) }
    scenario.run(until: 5)
    #expect(
      scenario.lines == [
        "t=1.0 out value 1", "t=2.0 recovery started", "t=3.0 out value 8", "t=4.0 out completed",
        "t=4.0 recovery disposed",
      ])
  }
}
