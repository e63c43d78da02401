import Foundation
import RACModern
import RACSwift
import RACTestSupport
import Testing

/// The take family in ReactiveSwift 7's names, with exact timelines.
@Suite struct SwiftTakeOperatorTests {
  typealias Event = RACSwift.Signal<Int, TestError>.Event

  static let steps: [(Double, Event)] = [(1, .value(1)), (2, .value(2)), (3, .value(3)), (4, .completed)]

  @Test func takeFirstCompletesAtTheLastValueAndStopsTheSource() {
    let scenario = OperatorScenario()
    scenario.start("two", scenario.source("s", Self.steps).take(first: 2))
    scenario.start("none", scenario.source("t", Self.steps).take(first: 0))
    scenario.run(until: 5)
    #expect(
      scenario.lines == [
        "t=0.0 s started", "t=0.0 none interrupted", "t=1.0 two value 1", "t=2.0 two value 2", "t=2.0 two completed",
        "t=2.0 s disposed",
      ])
  }

  @Test func takeLastWhileAndUntilPredicate() {
    let scenario = OperatorScenario()
    let source = scenario.source("s", Self.steps)
    scenario.start("last", source.take(last: 2))
    scenario.start("while", source.take(while: { $0 < 2 }))
    scenario.start("until", source.take(until: { $0 < 2 }))
    scenario.run(until: 5)
    #expect(
      scenario.lines == [
        "t=0.0 s started", "t=0.0 s started", "t=0.0 s started", "t=1.0 while value 1", "t=1.0 until value 1",
        "t=2.0 while completed", "t=2.0 s disposed", "t=2.0 until value 2", "t=2.0 until completed",
        "t=2.0 s disposed", "t=4.0 last value 2", "t=4.0 last value 3", "t=4.0 last completed", "t=4.0 s disposed",
      ])
  }

  @Test func takeUntilATriggerStartedFirst() {
    let scenario = OperatorScenario()
    scenario.start(
      "out", scenario.source("s", Self.steps).take(until: scenario.values("trigger", [(2.5, ())])))
    scenario.run(until: 5)
    #expect(
      scenario.lines == [
        "t=0.0 trigger started", "t=0.0 s started", "t=1.0 out value 1", "t=2.0 out value 2", "t=2.5 out completed",
        "t=2.5 s disposed", "t=2.5 trigger disposed",
      ])
  }

  @Test func takeUntilReplacementSwitchesAtTheReplacementsFirstEvent() {
    let scenario = OperatorScenario()
    let replacement = scenario.source("r", [(2.5, Event.value(20)), (3.5, .completed)])
    scenario.start("out", scenario.source("s", Self.steps).take(untilReplacement: replacement))
    scenario.run(until: 5)
    #expect(
      scenario.lines == [
        "t=0.0 r started", "t=0.0 s started", "t=1.0 out value 1", "t=2.0 out value 2", "t=2.5 s disposed",
        "t=2.5 out value 20", "t=3.5 out completed", "t=3.5 r disposed",
      ])
  }

  @Test func takeDuringCompletesWhenTheLifetimeEnds() {
    let scenario = OperatorScenario()
    let (lifetime, token) = RACSwift.Lifetime.make()
    scenario.start("out", scenario.source("s", Self.steps).take(during: lifetime))
    scenario.at(2.5) { token.dispose() }
    scenario.run(until: 5)
    #expect(
      scenario.lines == [
        "t=0.0 s started", "t=1.0 out value 1", "t=2.0 out value 2", "t=2.5 out completed", "t=2.5 s disposed",
      ])
  }

  @Test func takeFirstWhileAndLastAgreeWithRACModern() {
    let expected = [
      "t=0.0 s started", "t=2.0 out value 1", "t=2.0 out value 2", "t=2.0 out completed", "t=2.0 s disposed",
    ]
    let swift = OperatorScenario()
    swift.start("out", swift.source("s", Self.steps).take(first: 2).take(while: { $0 < 3 }).take(last: 2))
    swift.run(until: 5)
    #expect(swift.lines == expected)
    let modern = ModernOperatorScenario()
    modern.start(
      "out",
      modern.source("s", [(1, .next(1)), (2, .next(2)), (3, .next(3)), (4, .completed)]).take(2)
        .takeWhile { $0 < 3 }.takeLast(2))
    modern.run(until: 5)
    #expect(modern.lines == expected)
  }

  @Test func signalFormsTakeFromWhatThePipeSends() {
    let scenario = OperatorScenario()
    let (signal, input) = RACSwift.Signal<Int, TestError>.pipe()
    let (trigger, fire) = RACSwift.Signal<(), Never>.pipe()
    let (replacement, replace) = RACSwift.Signal<Int, TestError>.pipe()
    scenario.observe("first", signal.take(first: 1))
    scenario.observe("zero", signal.take(first: 0))
    scenario.observe("until", signal.take(until: trigger))
    scenario.observe("replaced", signal.take(untilReplacement: replacement))
    scenario.at(1) { input.send(value: 1) }
    scenario.at(2) { fire.send(value: ()) }
    scenario.at(3) { replace.send(value: 30) }
    scenario.at(4) { input.send(value: 4) }
    scenario.run(until: 5)
    #expect(
      scenario.lines == [
        "t=0.0 zero interrupted", "t=1.0 first value 1", "t=1.0 first completed", "t=1.0 until value 1",
        "t=1.0 replaced value 1", "t=2.0 until completed", "t=3.0 replaced value 30",
      ])
  }
}
