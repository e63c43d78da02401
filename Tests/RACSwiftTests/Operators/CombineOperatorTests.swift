import Foundation
import RACModern
import RACSwift
import RACTestSupport
import Testing

/// The combine family in ReactiveSwift 7's names, with exact timelines.
@Suite struct SwiftCombineOperatorTests {
  typealias Event = RACSwift.Signal<Int, TestError>.Event

  @Test func combineLatestAndZipWithAnotherStartTheReceiverFirst() {
    let scenario = OperatorScenario()
    let a = scenario.source("a", [(1, Event.value(1)), (3, .value(3)), (4, .completed)])
    let b = scenario.source("b", [(2, Event.value(20)), (5, .value(50)), (6, .completed)])
    scenario.start("latest", a.combineLatest(with: b).map { "\($0.0),\($0.1)" })
    scenario.start("zip", a.zip(with: b).map { "\($0.0),\($0.1)" })
    scenario.run(until: 7)
    #expect(
      scenario.lines == [
        "t=0.0 a started", "t=0.0 b started", "t=0.0 a started", "t=0.0 b started", "t=2.0 latest value 1,20",
        "t=2.0 zip value 1,20", "t=3.0 latest value 3,20", "t=4.0 a disposed", "t=4.0 a disposed",
        "t=5.0 latest value 3,50", "t=5.0 zip value 3,50", "t=5.0 zip completed", "t=5.0 b disposed",
        "t=6.0 latest completed", "t=6.0 b disposed",
      ])
  }

  @Test func theStaticFormsTakeAnyArityAndLists() {
    let scenario = OperatorScenario()
    let a = scenario.values("a", [(1, 1)], completingAt: 4)
    let b = scenario.values("b", [(2, "b")], completingAt: 4)
    let c = scenario.values("c", [(3, 3.5)], completingAt: 4)
    scenario.start("three", RACSwift.SignalProducer.combineLatest(a, b, c).map { t in "\(t.0)\(t.1)\(t.2)" })
    scenario.start("list", RACSwift.SignalProducer.zip([a, a.map { $0 * 10 }]))
    scenario.start("empty", RACSwift.SignalProducer<Int, Never>.combineLatest([RACSwift.SignalProducer<Int, Never>]()))
    scenario.start(
      "sentinel", RACSwift.SignalProducer<Int, Never>.zip([RACSwift.SignalProducer<Int, Never>](), emptySentinel: [7]))
    scenario.run(until: 5)
    #expect(
      scenario.lines == [
        "t=0.0 a started", "t=0.0 b started", "t=0.0 c started", "t=0.0 a started", "t=0.0 a started",
        "t=0.0 empty completed", "t=0.0 sentinel value [7]", "t=0.0 sentinel completed", "t=1.0 list value [1, 10]",
        "t=3.0 three value 1b3.5", "t=4.0 a disposed", "t=4.0 b disposed", "t=4.0 three completed",
        "t=4.0 c disposed", "t=4.0 list completed", "t=4.0 a disposed", "t=4.0 a disposed",
      ])
  }

  @Test func sampleAndWithLatestTakeTheOtherSidesNewestValue() {
    let scenario = OperatorScenario()
    let source = scenario.source("s", [(1, Event.value(1)), (3, .value(3)), (5, .completed)])
    let ticks = scenario.values("ticks", [(2, "x"), (4, "y")], completingAt: 6)
    scenario.start("with", source.sample(with: ticks).map { "\($0.0)\($0.1)" })
    scenario.start("on", source.sample(on: ticks.map { _ in () }))
    scenario.start("latest", ticks.withLatest(from: source.flatMapError { _ in .empty }).map { "\($0.0)\($0.1)" })
    scenario.run(until: 7)
    #expect(
      scenario.lines == [
        "t=0.0 s started", "t=0.0 ticks started", "t=0.0 s started", "t=0.0 ticks started", "t=0.0 s started",
        "t=0.0 ticks started", "t=2.0 with value 1x", "t=2.0 on value 1", "t=2.0 latest value x1",
        "t=4.0 with value 3y", "t=4.0 on value 3", "t=4.0 latest value y3", "t=5.0 s disposed",
        "t=5.0 s disposed", "t=5.0 s disposed", "t=6.0 with completed", "t=6.0 ticks disposed",
        "t=6.0 on completed", "t=6.0 ticks disposed", "t=6.0 latest completed", "t=6.0 ticks disposed",
      ])
  }

  @Test func andOrAllAndAnyFoldTheNewestBooleans() {
    let scenario = OperatorScenario()
    let a = scenario.values("a", [(1, true), (3, false)], completingAt: 5)
    let b = scenario.values("b", [(2, true)], completingAt: 5)
    scenario.start("and", a.and(b))
    scenario.start("or", a.or(b))
    scenario.start("allNone", RACSwift.SignalProducer<Bool, Never>.all([RACSwift.SignalProducer<Bool, Never>]()))
    scenario.start("anyNone", RACSwift.SignalProducer<Bool, Never>.any([RACSwift.SignalProducer<Bool, Never>]()))
    scenario.run(until: 6)
    #expect(
      scenario.lines == [
        "t=0.0 a started", "t=0.0 b started", "t=0.0 a started", "t=0.0 b started", "t=0.0 allNone value true",
        "t=0.0 allNone completed", "t=0.0 anyNone value false", "t=0.0 anyNone completed", "t=2.0 and value true",
        "t=2.0 or value true", "t=3.0 and value false", "t=3.0 or value true", "t=5.0 a disposed",
        "t=5.0 and completed", "t=5.0 b disposed", "t=5.0 a disposed", "t=5.0 or completed", "t=5.0 b disposed",
      ])
  }

  @Test func theValuesOfZipAndCombineLatestAgreeWithRACModern() {
    // The values and the end agree; the start order differs (see
    // Differences/CombineStartOrderDifferenceTests.swift), so the starts
    // are not logged here.
    let expected = ["t=2.0 out value 1,20", "t=3.0 out value 3,20", "t=5.0 out value 3,50", "t=6.0 out completed"]
    let swift = OperatorScenario()
    let swiftA = swift.source("a", [(1, Event.value(1)), (3, .value(3)), (4, .completed)])
    let swiftB = swift.source("b", [(2, Event.value(20)), (5, .value(50)), (6, .completed)])
    swift.start("out", swiftA.combineLatest(with: swiftB).map { "\($0.0),\($0.1)" })
    swift.run(until: 7)
    #expect(swift.lines.filter { !$0.contains(" a ") && !$0.contains(" b ") } == expected)
    let modern = ModernOperatorScenario()
    let modernA = modern.source("a", [(1, .next(1)), (3, .next(3)), (4, .completed)])
    let modernB = modern.source("b", [(2, .next(20)), (5, .next(50)), (6, .completed)])
    modern.start("out", modernA.combineLatestWith(modernB).map { "\($0.0),\($0.1)" })
    modern.run(until: 7)
    #expect(modern.lines.filter { !$0.contains(" a ") && !$0.contains(" b ") } == expected)
  }

  @Test func signalFormsCombineWhatThePipesSend() {
    let scenario = OperatorScenario()
    let (a, sendA) = RACSwift.Signal<Int, TestError>.pipe()
    let (b, sendB) = RACSwift.Signal<Int, TestError>.pipe()
    let (ticks, tick) = RACSwift.Signal<(), Never>.pipe()
    scenario.observe("latest", RACSwift.Signal.combineLatest(a, b).map { "\($0.0),\($0.1)" })
    scenario.observe("zip", RACSwift.Signal.zip([a, b]))
    scenario.observe("sample", a.sample(on: ticks))
    scenario.observe("withLatest", b.withLatest(from: a.flatMapError { _ in .empty }).map { "\($0.0)<\($0.1)" })
    scenario.observe("none", RACSwift.Signal<Int, TestError>.combineLatest([RACSwift.Signal<Int, TestError>]()))
    scenario.at(1) { sendA.send(value: 1) }
    scenario.at(2) { sendB.send(value: 2) }
    scenario.at(3) { tick.send(value: ()) }
    scenario.at(4) { sendA.sendCompleted() }
    scenario.at(5) { sendB.sendCompleted() }
    scenario.run(until: 6)
    #expect(
      scenario.lines == [
        "t=0.0 none interrupted", "t=2.0 latest value 1,2", "t=2.0 zip value [1, 2]", "t=2.0 withLatest value 2<1",
        "t=3.0 sample value 1",
        "t=4.0 zip completed", "t=5.0 latest completed", "t=5.0 withLatest completed",
      ])
  }
}

/// `SignalProducer.lift(_:)` of a binary `Signal` operator.
@Suite struct SwiftBinaryLiftTests {
  typealias Event = RACSwift.Signal<Int, TestError>.Event

  @Test func aLiftedBinaryOperatorStartsTheArgumentFirstAndEndsBothStarts() {
    let scenario = OperatorScenario()
    let numbers = scenario.source("numbers", [(1, Event.value(1)), (3, .value(3)), (4, .completed)])
    let letters = scenario.source("letters", [(2, RACSwift.Signal<String, TestError>.Event.value("b"))])
    let combined = numbers.lift(RACSwift.Signal<Int, TestError>.combineLatest(with:))(letters)
    let start = scenario.start("out", combined.map { "\($0.0)\($0.1)" })
    scenario.at(5) { start.dispose() }
    scenario.run(until: 6)
    #expect(
      scenario.lines == [
        "t=0.0 letters started", "t=0.0 numbers started", "t=2.0 out value 1b", "t=3.0 out value 3b",
        "t=4.0 numbers disposed", "t=5.0 out interrupted", "t=5.0 letters disposed",
      ])
  }
}
