import Foundation
import RACModern
import RACTestSupport
import Testing

/// `replayLazily(_:)` of a producer made from a pipe's signal, with exact
/// timelines on a test scheduler. A replay fused into the pipe's signal
/// (docs/Engine.md, "Fusing a replay into the signal it
/// observes") must keep RAC 4.2.2's behaviour, which these pin.
@Suite struct ModernReplayLazilyOfASignalTests {
  @Test func lateStartsReplayTheNewestValuesAndHearTheRestWhereTheReplayObservesThePipe() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let (signal, input) = Signal<Int, TestError>.pipe()
    let replayed = SignalProducer(signal: signal).replayLazily(1)
    log.start("a", replayed)
    log.observe("direct", signal)
    scheduler.scheduleAfter(1) { input.sendNext(1) }
    scheduler.scheduleAfter(2) { input.sendNext(2) }
    scheduler.scheduleAfter(3) { log.start("b", replayed) }
    scheduler.scheduleAfter(4) { input.sendNext(3) }
    scheduler.scheduleAfter(5) { input.sendCompleted() }
    scheduler.scheduleAfter(6) { log.start("c", replayed) }
    scheduler.run()
    #expect(
      log.lines == [
        "t=1.0 a next 1", "t=1.0 direct next 1", "t=2.0 a next 2", "t=2.0 direct next 2", "t=3.0 b next 2",
        "t=4.0 a next 3", "t=4.0 b next 3", "t=4.0 direct next 3", "t=5.0 a completed", "t=5.0 b completed",
        "t=5.0 direct completed", "t=6.0 c next 3", "t=6.0 c completed",
      ])
  }

  @Test func aStartDisposedFromAnotherStartsCallbackIsInterruptedAtOnce() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let (signal, input) = Signal<Int, TestError>.pipe()
    let replayed = SignalProducer(signal: signal).replayLazily(1)
    var disposeB: (() -> Void)?
    log.observe("direct", signal)
    replayed.startWithNext { value in
      log.log("a next \(value)")
      disposeB?()
    }
    let b = log.start("b", replayed)
    disposeB = { b.dispose() }
    scheduler.scheduleAfter(1) { input.sendNext(1) }
    scheduler.scheduleAfter(2) { input.sendNext(2) }
    scheduler.run()
    #expect(
      log.lines == [
        "t=1.0 direct next 1", "t=1.0 a next 1", "t=1.0 b interrupted", "t=2.0 direct next 2", "t=2.0 a next 2",
      ])
    input.sendCompleted()
  }
}
