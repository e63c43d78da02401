import Foundation
import RACModern
import RACSwift
import RACTestSupport
import Testing

/// The time family in ReactiveSwift 7's names, with exact timelines on a
/// test scheduler.
@Suite struct SwiftTimeOperatorTests {
  typealias Event = RACSwift.Signal<Int, TestError>.Event

  @Test func observeOnAndDelayHopThroughTheScheduler() {
    let scenario = OperatorScenario()
    let source = scenario.source("s", [(1, Event.value(1)), (2, .value(2)), (3, .completed)])
    scenario.start("hop", source.observe(on: scenario.scheduler))
    scenario.start("delay", source.delay(1.5, on: scenario.scheduler))
    scenario.run(until: 6)
    #expect(
      scenario.lines == [
        "t=0.0 s started", "t=0.0 s started", "t=1.0 hop value 1", "t=2.0 hop value 2", "t=2.5 delay value 1",
        "t=3.0 s disposed", "t=3.0 s disposed", "t=3.0 hop completed", "t=3.5 delay value 2",
        "t=4.5 delay completed",
      ])
  }

  @Test func throttleSendsTheNewestValueOncePerInterval() {
    let scenario = OperatorScenario()
    let source = scenario.source(
      "s", [(1, Event.value(1)), (1.5, .value(2)), (2, .value(3)), (4, .value(4)), (6, .completed)])
    scenario.start("out", source.throttle(2, on: scenario.scheduler))
    scenario.run(until: 8)
    #expect(
      scenario.lines == [
        "t=0.0 s started", "t=1.0 out value 1", "t=3.0 out value 3", "t=5.0 out value 4", "t=6.0 s disposed",
        "t=6.0 out completed",
      ])
  }

  @Test func debounceDropsOrKeepsTheWaitingValueAtCompletion() {
    let scenario = OperatorScenario()
    let source = scenario.source("s", [(1, Event.value(1)), (2, .value(2)), (4.5, .value(3)), (5, .completed)])
    scenario.start("discard", source.debounce(1, on: scenario.scheduler))
    scenario.start("keep", source.debounce(1, on: scenario.scheduler, discardWhenCompleted: false))
    scenario.run(until: 8)
    #expect(
      scenario.lines == [
        "t=0.0 s started", "t=0.0 s started", "t=3.0 discard value 2", "t=3.0 keep value 2", "t=5.0 s disposed",
        "t=5.0 s disposed", "t=5.0 discard completed", "t=5.5 keep value 3", "t=5.5 keep completed",
      ])
  }

  @Test func timeoutFailsUnlessTheSourceEndsInTime() {
    let scenario = OperatorScenario()
    let slow = scenario.source("slow", [(1, Event.value(1)), (5, .completed)])
    scenario.start("timeout", slow.timeout(after: 2, raising: TestError(99), on: scenario.scheduler))
    let quiet = scenario.values("quiet", [(1, 1)], completingAt: 1.5)
    scenario.start("inTime", quiet.timeout(after: 2, raising: TestError(98), on: scenario.scheduler))
    scenario.run(until: 6)
    #expect(
      scenario.lines == [
        "t=0.0 slow started", "t=0.0 quiet started", "t=1.0 timeout value 1", "t=1.0 inTime value 1",
        "t=1.5 inTime completed", "t=1.5 quiet disposed", "t=2.0 timeout failed TestError(99)",
        "t=2.0 slow disposed",
      ])
  }

  @Test func collectEveryAndLazyMap() {
    let scenario = OperatorScenario()
    let source = scenario.source("s", [(1, Event.value(1)), (1.5, .value(2)), (3.5, .value(3)), (4.5, .completed)])
    scenario.start("every", source.collect(every: .seconds(2), on: scenario.scheduler, discardWhenCompleted: false))
    scenario.start("lazy", source.lazyMap(on: scenario.scheduler) { $0 * 10 })
    scenario.run(until: 8)
    #expect(
      scenario.lines == [
        "t=0.0 s started", "t=0.0 s started", "t=1.0 lazy value 10", "t=1.5 lazy value 20",
        "t=2.0 every value [1, 2]", "t=3.5 lazy value 30", "t=4.0 every value [3]", "t=4.5 s disposed",
        "t=4.5 s disposed", "t=4.5 lazy completed", "t=6.0 every value []", "t=6.0 every completed",
      ])
  }

  @Test func startOnRetryAfterAnIntervalTimerAndInterval() {
    let scenario = OperatorScenario()
    scenario.at(0.5) {
      scenario.start("later", RACSwift.SignalProducer<Int, TestError>(value: 1).start(on: scenario.scheduler))
    }
    let failing = scenario.source("f", [(1, Event.failed(TestError(1)))])
    scenario.start("retry", failing.retry(upTo: 1, interval: 0.5, on: scenario.scheduler))
    let ticks = RACSwift.SignalProducer<Date, Never>.timer(interval: .seconds(2), on: scenario.scheduler)
    scenario.start("timer", ticks.map { $0.timeIntervalSinceReferenceDate }.take(first: 2))
    scenario.start(
      "interval",
      RACSwift.SignalProducer<String, Never>.interval(
        ["a", "b"], interval: .milliseconds(1500), on: scenario.scheduler))
    scenario.start(
      "counting", RACSwift.SignalProducer<Int, Never>.interval(.seconds(3), on: scenario.scheduler).take(first: 2))
    scenario.run(until: 7)
    #expect(
      scenario.lines == [
        "t=0.0 f started", "t=0.5 later value 1", "t=0.5 later completed", "t=1.0 f disposed",
        "t=1.5 interval value a", "t=1.5 f started", "t=2.0 timer value 2.0", "t=2.5 retry failed TestError(1)",
        "t=2.5 f disposed", "t=3.0 counting value 0", "t=3.0 interval value b",
        "t=4.0 timer value 4.0", "t=4.0 timer completed", "t=4.5 interval completed", "t=6.0 counting value 1",
        "t=6.0 counting completed",
      ])
  }

  @Test func delayDebounceAndThrottleAgreeWithRACModernUntilTheEnd() {
    // Values and a completion agree; how an interruption travels differs
    // (Differences/TimeOperatorDifferenceTests.swift).
    let expected = [
      "t=0.0 s started", "t=2.5 out value 1", "t=5.0 s disposed", "t=5.0 out value 3", "t=6.0 out completed",
    ]
    let swift = OperatorScenario()
    swift.start(
      "out",
      swift.source("s", [(1, Event.value(1)), (3, .value(2)), (3.5, .value(3)), (5, .completed)])
        .debounce(0.5, on: swift.scheduler).throttle(1, on: swift.scheduler).delay(1, on: swift.scheduler))
    swift.run(until: 8)
    #expect(swift.lines == expected)
    let modern = ModernOperatorScenario()
    modern.start(
      "out",
      modern.source("s", [(1, .next(1)), (3, .next(2)), (3.5, .next(3)), (5, .completed)])
        .debounce(0.5, onScheduler: modern.scheduler).throttle(1, onScheduler: modern.scheduler)
        .delay(1, onScheduler: modern.scheduler))
    modern.run(until: 8)
    #expect(modern.lines == expected)
  }

  @Test func signalFormsRunOnTheScheduler() {
    let scenario = OperatorScenario()
    let (signal, input) = RACSwift.Signal<Int, TestError>.pipe()
    scenario.observe("hop", signal.observe(on: scenario.scheduler))
    scenario.observe("delay", signal.delay(1, on: scenario.scheduler))
    scenario.observe("timeout", signal.timeout(after: 2.5, raising: TestError(99), on: scenario.scheduler))
    scenario.at(1) { input.send(value: 1) }
    scenario.at(3) { input.sendCompleted() }
    scenario.run(until: 5)
    #expect(
      scenario.lines == [
        "t=1.0 timeout value 1", "t=1.0 hop value 1", "t=2.0 delay value 1", "t=2.5 timeout failed TestError(99)",
        "t=3.0 hop completed", "t=4.0 delay completed",
      ])
  }
}
