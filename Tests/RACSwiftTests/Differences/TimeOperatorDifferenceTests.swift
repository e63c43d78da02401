import Foundation
import RACModern
import RACSwift
import RACTestSupport
import Testing

/// Where ReactiveSwift 7's time operators end differently from RAC 4.2.2's,
/// pinned both ways: RACModern keeps RAC 4.2.2's timeline, RACSwift has
/// ReactiveSwift's (docs/Migration.md, the ReactiveSwift rows;
/// `TimeSemantics.reactiveSwift` in the engine).
@Suite struct TimeOperatorDifferenceTests {
  typealias SwiftEvent = RACSwift.Signal<Int, TestError>.Event

  @Test func disposingObserveOnInterruptsAtOnceInRACModernAndOnTheSchedulerInRACSwift() {
    let modern = ModernOperatorScenario()
    let modernStart = modern.start(
      "out", modern.source("s", [(1, .next(1))]).observeOn(modern.scheduler))
    modern.at(2) {
      modernStart.dispose()
      modern.log.log("dispose returned")
    }
    modern.run(until: 3)
    #expect(
      modern.lines == [
        "t=0.0 s started", "t=1.0 out value 1", "t=2.0 out interrupted", "t=2.0 s disposed", "t=2.0 dispose returned",
      ])

    let swift = OperatorScenario()
    let swiftStart = swift.start("out", swift.source("s", [(1, SwiftEvent.value(1))]).observe(on: swift.scheduler))
    swift.at(2) {
      swiftStart.dispose()
      swift.log.log("dispose returned")
    }
    swift.run(until: 3)
    #expect(
      swift.lines == [
        "t=0.0 s started", "t=1.0 out value 1", "t=2.0 s disposed", "t=2.0 dispose returned", "t=2.0 out interrupted",
      ])
  }

  @Test func anInterruptedSourceDropsWhatWaitsInRACModernAndIsHeardAfterItInRACSwift() {
    let modern = ModernOperatorScenario()
    let modernSource = RACModern.SignalProducer<Int, TestError> { observer, _ in
      observer.sendNext(1)
      observer.sendInterrupted()
    }
    modern.start("out", modernSource.observeOn(modern.scheduler))
    modern.run(until: 1)
    #expect(modern.lines == ["t=0.0 out interrupted"])

    let swift = OperatorScenario()
    let swiftSource = RACSwift.SignalProducer<Int, TestError> { observer, _ in
      observer.send(value: 1)
      observer.sendInterrupted()
    }
    swift.start("out", swiftSource.observe(on: swift.scheduler))
    swift.run(until: 1)
    #expect(swift.lines == ["t=0.0 out value 1", "t=0.0 out interrupted"])
  }

  @Test func disposingADelayInterruptsAtOnceInRACModernAndOnTheSchedulerInRACSwift() {
    let modern = ModernOperatorScenario()
    let modernStart = modern.start("out", modern.source("s", [(1, .next(1))]).delay(5, onScheduler: modern.scheduler))
    modern.at(2) {
      modernStart.dispose()
      modern.log.log("dispose returned")
    }
    modern.run(until: 8)
    #expect(modern.lines == ["t=0.0 s started", "t=2.0 out interrupted", "t=2.0 s disposed", "t=2.0 dispose returned"])

    let swift = OperatorScenario()
    let swiftStart = swift.start(
      "out", swift.source("s", [(1, SwiftEvent.value(1))]).delay(5, on: swift.scheduler))
    swift.at(2) {
      swiftStart.dispose()
      swift.log.log("dispose returned")
    }
    swift.run(until: 8)
    #expect(swift.lines == ["t=0.0 s started", "t=2.0 s disposed", "t=2.0 dispose returned", "t=2.0 out interrupted"])
  }

  @Test func aThrottledValueDueWithTheEndIsDroppedInRACModernAndSentInRACSwift() {
    let modern = ModernOperatorScenario()
    modern.start(
      "out", modern.source("s", [(1, .next(1)), (1, .completed)]).throttle(2, onScheduler: modern.scheduler))
    modern.run(until: 3)
    #expect(modern.lines == ["t=0.0 s started", "t=1.0 s disposed", "t=1.0 out completed"])

    let swift = OperatorScenario()
    swift.start(
      "out", swift.source("s", [(1, SwiftEvent.value(1)), (1, .completed)]).throttle(2, on: swift.scheduler))
    swift.run(until: 3)
    #expect(swift.lines == ["t=0.0 s started", "t=1.0 s disposed", "t=1.0 out value 1", "t=1.0 out completed"])
  }

  @Test func debounceCanKeepItsLastValueOnlyInRACSwift() {
    // RAC 4.2.2's debounce has no such parameter: its waiting value is
    // dropped at completion, as ReactiveSwift's default.
    let modern = ModernOperatorScenario()
    modern.start(
      "out", modern.source("s", [(1, .next(1)), (2, .completed)]).debounce(3, onScheduler: modern.scheduler))
    modern.run(until: 6)
    #expect(modern.lines == ["t=0.0 s started", "t=2.0 s disposed", "t=2.0 out completed"])

    let swift = OperatorScenario()
    swift.start(
      "out",
      swift.source("s", [(1, SwiftEvent.value(1)), (2, .completed)])
        .debounce(3, on: swift.scheduler, discardWhenCompleted: false))
    swift.run(until: 6)
    #expect(swift.lines == ["t=0.0 s started", "t=2.0 s disposed", "t=4.0 out value 1", "t=4.0 out completed"])
  }
}
