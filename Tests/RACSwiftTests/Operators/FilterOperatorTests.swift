import Foundation
import RACModern
import RACSwift
import RACTestSupport
import Testing

/// The filter family in ReactiveSwift 7's names, with exact timelines.
@Suite struct SwiftFilterOperatorTests {
  typealias Event = RACSwift.Signal<Int, TestError>.Event

  static let steps: [(Double, Event)] = [
    (1, .value(1)), (2, .value(2)), (3, .value(2)), (4, .value(3)), (5, .value(1)), (6, .completed),
  ]

  @Test func filterCompactMapAndSkipFirstDropValues() {
    let scenario = OperatorScenario()
    let source = scenario.source("s", Self.steps)
    scenario.start("filter", source.filter { $0 != 2 })
    scenario.start("compactMap", source.compactMap { $0 == 2 ? nil : "#\($0)" })
    scenario.start("skip", source.skip(first: 3))
    scenario.run(until: 7)
    #expect(
      scenario.lines == [
        "t=0.0 s started", "t=0.0 s started", "t=0.0 s started", "t=1.0 filter value 1", "t=1.0 compactMap value #1",
        "t=4.0 filter value 3", "t=4.0 compactMap value #3", "t=4.0 skip value 3", "t=5.0 filter value 1",
        "t=5.0 compactMap value #1", "t=5.0 skip value 1", "t=6.0 filter completed", "t=6.0 s disposed",
        "t=6.0 compactMap completed", "t=6.0 s disposed", "t=6.0 skip completed", "t=6.0 s disposed",
      ])
  }

  @Test func skipWhileSkipRepeatsAndUniqueValues() {
    let scenario = OperatorScenario()
    let source = scenario.source("s", Self.steps)
    scenario.start("while", source.skip(while: { $0 < 2 }))
    scenario.start("repeats", source.skipRepeats())
    scenario.start("unique", source.uniqueValues())
    scenario.start("parity", source.uniqueValues { $0 % 2 })
    scenario.run(until: 7)
    #expect(
      scenario.lines == [
        "t=0.0 s started", "t=0.0 s started", "t=0.0 s started", "t=0.0 s started", "t=1.0 repeats value 1",
        "t=1.0 unique value 1", "t=1.0 parity value 1", "t=2.0 while value 2", "t=2.0 repeats value 2",
        "t=2.0 unique value 2", "t=2.0 parity value 2", "t=3.0 while value 2", "t=4.0 while value 3",
        "t=4.0 repeats value 3", "t=4.0 unique value 3", "t=5.0 while value 1", "t=5.0 repeats value 1",
        "t=6.0 while completed", "t=6.0 s disposed", "t=6.0 repeats completed", "t=6.0 s disposed",
        "t=6.0 unique completed", "t=6.0 s disposed", "t=6.0 parity completed", "t=6.0 s disposed",
      ])
  }

  @Test func skipUntilStartsTheTriggerFirstAndOpensAtItsFirstValue() {
    let scenario = OperatorScenario()
    let source = scenario.source("s", [(1, Event.value(1)), (3, .value(3)), (4, .completed)])
    let trigger = scenario.values("trigger", [(2, ())])
    scenario.start("out", source.skip(until: trigger))
    scenario.run(until: 5)
    #expect(
      scenario.lines == [
        "t=0.0 trigger started", "t=0.0 s started", "t=2.0 trigger disposed", "t=3.0 out value 3",
        "t=4.0 out completed", "t=4.0 s disposed",
      ])
  }

  @Test func filterSkipRepeatsAndSkipUntilAgreeWithRACModern() {
    let expected = [
      "t=0.0 trigger started", "t=0.0 s started", "t=2.0 trigger disposed", "t=3.0 out value 3",
      "t=5.0 out completed", "t=5.0 s disposed",
    ]
    let swift = OperatorScenario()
    swift.start(
      "out",
      swift.source("s", [(1, Event.value(3)), (3, .value(3)), (3.5, .value(3)), (4, .value(2)), (5, .completed)])
        .skip(until: swift.values("trigger", [(2, ())])).skipRepeats().filter { $0 > 2 })
    swift.run(until: 6)
    #expect(swift.lines == expected)
    let modern = ModernOperatorScenario()
    let trigger = RACModern.SignalProducer<(), NoError> { observer, disposable in
      modern.log.log("trigger started")
      disposable += RACModern.ActionDisposable { modern.log.log("trigger disposed") }
      disposable += modern.scheduler.scheduleAfter(2) { observer.sendNext(()) }
    }
    modern.start(
      "out",
      modern.source("s", [(1, .next(3)), (3, .next(3)), (3.5, .next(3)), (4, .next(2)), (5, .completed)])
        .skipUntil(trigger).skipRepeats().filter { $0 > 2 })
    modern.run(until: 6)
    #expect(modern.lines == expected)
  }

  @Test func signalFormsFilterWhatThePipeSends() {
    let scenario = OperatorScenario()
    let (signal, input) = RACSwift.Signal<Int, TestError>.pipe()
    let (trigger, fire) = RACSwift.Signal<(), Never>.pipe()
    scenario.observe("filter", signal.filter { $0 > 1 })
    scenario.observe("skip", signal.skip(first: 1).skipRepeats { $0 == $1 })
    scenario.observe("until", signal.skip(until: trigger).uniqueValues())
    scenario.at(1) { input.send(value: 1) }
    scenario.at(2) { fire.send(value: ()) }
    scenario.at(3) { input.send(value: 2) }
    scenario.at(4) { input.send(value: 2) }
    scenario.at(5) { input.sendCompleted() }
    scenario.run(until: 6)
    #expect(
      scenario.lines == [
        "t=3.0 filter value 2", "t=3.0 skip value 2", "t=3.0 until value 2", "t=4.0 filter value 2",
        "t=5.0 filter completed", "t=5.0 skip completed", "t=5.0 until completed",
      ])
  }

  @Test func skipNilUnwrapsTheValuesThatAreNotNil() {
    let scenario = OperatorScenario()
    scenario.start("producer", scenario.values("o", [(1, Int?.none), (2, 2)], completingAt: 3).skipNil())
    let (signal, input) = RACSwift.Signal<String?, Never>.pipe()
    scenario.observe("signal", signal.skipNil())
    scenario.at(1.5) { input.send(value: nil) }
    scenario.at(2.5) { input.send(value: "x") }
    scenario.run(until: 4)
    #expect(
      scenario.lines == [
        "t=0.0 o started", "t=2.0 producer value 2", "t=2.5 signal value x", "t=3.0 producer completed",
        "t=3.0 o disposed",
      ])
  }
}
