import Foundation
import RACSwift
import RACTestSupport
import Testing

/// `replayLazily(upTo:)` of a pipe's signal, the way a ReactiveSwift 7 user
/// writes a replay subject (ReactiveSwift has no `buffer`), with exact
/// timelines on a test scheduler. These pin what a user sees, which a
/// replay fused into the pipe's signal (docs/Engine.md, "Fusing a replay
/// into the signal it observes") must keep: live values, late subscribers
/// replaying the newest values, observer order beside the pipe's own
/// observers, the end, and disposal from callbacks.
@Suite struct SwiftReplayLazilyOperatorTests {
  @Test func aLateSubscriberHearsTheNewestValuesThenEveryLaterOneAndTheEnd() {
    let scheduler = RACSwift.TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let (signal, input) = RACSwift.Signal<Int, TestError>.pipe()
    let replayed = SignalProducer(signal).replayLazily(upTo: 2)
    input.send(value: 0)  // before the first start: nobody replays it
    log.start("a", replayed)
    scheduler.schedule(after: .seconds(1)) { input.send(value: 1) }
    scheduler.schedule(after: .seconds(2)) { input.send(value: 2) }
    scheduler.schedule(after: .seconds(3)) { input.send(value: 3) }
    scheduler.schedule(after: .seconds(4)) { log.start("b", replayed) }
    scheduler.schedule(after: .seconds(5)) { input.send(value: 4) }
    scheduler.schedule(after: .seconds(6)) { input.sendCompleted() }
    scheduler.schedule(after: .seconds(7)) { log.start("c", replayed) }
    scheduler.run()
    #expect(
      log.lines == [
        "t=1.0 a value 1", "t=2.0 a value 2", "t=3.0 a value 3", "t=4.0 b value 2", "t=4.0 b value 3",
        "t=5.0 a value 4", "t=5.0 b value 4", "t=6.0 a completed", "t=6.0 b completed", "t=7.0 c value 3",
        "t=7.0 c value 4", "t=7.0 c completed",
      ])
  }

  @Test func subscribersHearEachValueWhereTheReplayFirstObservedThePipe() {
    let scheduler = RACSwift.TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let (signal, input) = RACSwift.Signal<Int, TestError>.pipe()
    let replayed = SignalProducer(signal).replayLazily(upTo: 1)
    log.start("a", replayed)  // the replay observes the pipe from here
    log.observe("direct", signal)
    log.start("b", replayed)
    scheduler.schedule(after: .seconds(1)) { input.send(value: 1) }
    scheduler.schedule(after: .seconds(2)) { input.send(error: TestError(3)) }
    scheduler.run()
    #expect(
      log.lines == [
        "t=1.0 a value 1", "t=1.0 b value 1", "t=1.0 direct value 1", "t=2.0 a failed TestError(3)",
        "t=2.0 b failed TestError(3)", "t=2.0 direct failed TestError(3)",
      ])
  }

  @Test func aSubscriberDisposedFromACallbackIsInterruptedBeforeThePipesLaterObserversHearTheValue() {
    let scheduler = RACSwift.TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let (signal, input) = RACSwift.Signal<Int, TestError>.pipe()
    let replayed = SignalProducer(signal).replayLazily(upTo: 1)
    var disposeB: (() -> Void)?
    replayed.start(
      RACSwift.Signal<Int, TestError>.Observer(value: { value in
        log.log("a value \(value)")
        disposeB?()
      }))
    let b = log.start("b", replayed)
    disposeB = { b.dispose() }
    log.observe("direct", signal)
    scheduler.schedule(after: .seconds(1)) { input.send(value: 1) }
    scheduler.schedule(after: .seconds(2)) { input.send(value: 2) }
    scheduler.run()
    #expect(
      log.lines == [
        "t=1.0 a value 1", "t=1.0 b interrupted", "t=1.0 direct value 1", "t=2.0 a value 2", "t=2.0 direct value 2",
      ])
    input.sendCompleted()
  }

  /// A pipe whose `Signal` only the producer holds: the replay lets go of
  /// its source producer when it starts it, and the signal must not end in
  /// between (ReactiveSwift's `SignalProducer(_:)` observes inside its start,
  /// holding the signal). It was interrupted at the first start.
  @Test func aReplayOfASignalOnlyItsProducerHoldsHearsItsValues() {
    let scheduler = RACSwift.TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let (replayed, input) = Self.replayOfAnUnheldPipe()
    log.start("a", replayed)
    scheduler.schedule(after: .seconds(1)) { input.send(value: 1) }
    scheduler.schedule(after: .seconds(2)) { log.start("b", replayed) }
    scheduler.schedule(after: .seconds(3)) { input.sendCompleted() }
    scheduler.run()
    #expect(
      log.lines == [
        "t=1.0 a value 1", "t=2.0 b value 1", "t=3.0 a completed", "t=3.0 b completed",
      ])
  }

  /// The same for a start that runs later on a scheduler, after the
  /// producer that held the signal is gone.
  @Test func aScheduledStartOfASignalOnlyItsProducerHoldsHearsItsValues() {
    let scheduler = RACSwift.TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let (producer, input) = Self.producerOfAnUnheldPipe()
    log.start("a", producer.start(on: scheduler))
    scheduler.schedule(after: .seconds(1)) { input.send(value: 1) }
    scheduler.schedule(after: .seconds(2)) { input.sendCompleted() }
    scheduler.run()
    #expect(log.lines == ["t=1.0 a value 1", "t=2.0 a completed"])
  }

  @inline(never)
  static func producerOfAnUnheldPipe() -> (SignalProducer<Int, TestError>, RACSwift.Signal<Int, TestError>.Observer) {
    let (signal, input) = RACSwift.Signal<Int, TestError>.pipe()
    return (SignalProducer(signal), input)
  }

  @inline(never)
  static func replayOfAnUnheldPipe() -> (SignalProducer<Int, TestError>, RACSwift.Signal<Int, TestError>.Observer) {
    let (producer, input) = producerOfAnUnheldPipe()
    return (producer.replayLazily(upTo: 1), input)
  }
}
