import Foundation
import RACSwift
import RACTestSupport
import Testing

/// `throttle(while:on:)` in ReactiveSwift 7's names, with exact timelines on
/// a test scheduler: values held back while a Boolean property is `true`,
/// the newest sent when it turns `false`, every event through the
/// scheduler. RAC 4.2.2 has no such operator (no parity test); the
/// differential fuzzer checks it against the model's ReactiveSwift flavor.
@Suite struct SwiftThrottleWhileOperatorTests {
  typealias Event = RACSwift.Signal<Int, TestError>.Event

  @Test func aProducerHoldsValuesBackWhileThePropertyIsTrueAndSendsTheNewestWhenItTurnsFalse() {
    let scenario = OperatorScenario()
    let shouldThrottle = RACSwift.MutableProperty(false)
    let source = scenario.source(
      "s", [(1, Event.value(1)), (2, .value(2)), (3, .value(3)), (5, .value(4)), (6, .completed)])
    scenario.start("out", source.throttle(while: shouldThrottle, on: scenario.scheduler))
    scenario.at(1.5) { shouldThrottle.value = true }
    scenario.at(4) { shouldThrottle.value = false }
    // A repeated `false` is skipped: nothing is held back, nothing is sent.
    scenario.at(4.5) { shouldThrottle.value = false }
    scenario.run(until: 8)
    #expect(
      scenario.lines == [
        "t=0.0 s started", "t=1.0 out value 1", "t=4.0 out value 3", "t=5.0 out value 4", "t=6.0 s disposed",
        "t=6.0 out completed",
      ])
  }

  @Test func eachSendReplacesTheOneTheSchedulerHasNotRunYet() {
    let scheduler = RACSwift.TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let shouldThrottle = RACSwift.MutableProperty(false)
    let (signal, input) = RACSwift.Signal<Int, TestError>.pipe()
    log.observe("out", signal.throttle(while: shouldThrottle, on: scheduler))
    input.send(value: 1)
    input.send(value: 2)
    scheduler.advance(by: 1)
    input.send(value: 3)
    input.sendCompleted()
    scheduler.advance(by: 1)
    // ReactiveSwift keeps one scheduled send: 1 and 3 are replaced unsent.
    #expect(log.lines == ["t=0.0 out value 2", "t=1.0 out completed"])
  }

  @Test func aTerminalEventPassesWhileThrottledAndDropsTheValueHeldBack() {
    let scenario = OperatorScenario()
    let shouldThrottle = RACSwift.MutableProperty(true)
    let source = scenario.source("s", [(1, Event.value(1)), (2, .failed(TestError(7)))])
    scenario.start("out", source.throttle(while: shouldThrottle, on: scenario.scheduler))
    scenario.at(3) { shouldThrottle.value = false }
    scenario.run(until: 4)
    #expect(scenario.lines == ["t=0.0 s started", "t=2.0 s disposed", "t=2.0 out failed TestError(7)"])
  }

  @Test func thePropertyIsNotKeptAliveAndItsGoingAwayLeavesTheThrottleAsItWas() {
    let scheduler = RACSwift.TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let (signal, input) = RACSwift.Signal<Int, TestError>.pipe()
    var throttling: RACSwift.MutableProperty<Bool>? = RACSwift.MutableProperty(true)
    var resumed: RACSwift.MutableProperty<Bool>? = RACSwift.MutableProperty(true)
    weak let weakThrottling = throttling
    weak let weakResumed = resumed
    log.observe("held", signal.throttle(while: throttling!, on: scheduler))
    log.start("open", RACSwift.SignalProducer(signal).throttle(while: resumed!, on: scheduler))
    resumed!.value = false
    input.send(value: 1)
    scheduler.advance(by: 1)
    throttling = nil
    resumed = nil
    #expect(weakThrottling == nil)
    #expect(weakResumed == nil)
    input.send(value: 2)
    scheduler.advance(by: 1)
    input.sendCompleted()
    scheduler.advance(by: 1)
    #expect(
      log.lines == ["t=0.0 open value 1", "t=1.0 open value 2", "t=2.0 held completed", "t=2.0 open completed"])
  }

  @Test func disposingAProducersStartInterruptsAtOnce() {
    let scenario = OperatorScenario()
    let shouldThrottle = RACSwift.MutableProperty(false)
    let source = scenario.source("s", [(1, Event.value(1)), (3, .value(2))])
    let start = scenario.start("out", source.throttle(while: shouldThrottle, on: scenario.scheduler))
    scenario.at(2) { start.dispose() }
    scenario.run(until: 4)
    #expect(scenario.lines == ["t=0.0 s started", "t=1.0 out value 1", "t=2.0 out interrupted", "t=2.0 s disposed"])
  }
}
