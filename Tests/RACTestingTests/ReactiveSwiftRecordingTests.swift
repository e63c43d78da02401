import Foundation
import RACClassic
import RACSwift
import RACTesting
import Testing

/// The kit records the ReactiveSwift face (`RACSwift`) on the same clock as
/// RACClassic: its signals and producers (with interruptions), errors as
/// values, `Void` and nested signals, and its time operators take the
/// kit's scheduler. This file imports RACSwift and RACClassic only, as a
/// team porting RAC2 straight to ReactiveSwift writes its tests.
@Suite struct ReactiveSwiftRecordingTests {
  enum LoginError: Error, Equatable { case wrongPassword }

  /// "a", "b" typed quickly, a pause, "c", a pause.
  static let typing = Marbles("ab----c-----", tick: 0.1)

  @Test func aRAC2PipelineAndItsReactiveSwiftPortRunOnOneClock() {
    let scheduler = MigrationTestScheduler()
    let classic = scheduler.record(
      scheduler.hotSubject(Self.typing).throttle(0.3, onScheduler: scheduler).map { "results for \($0)" })
    // The kit's scheduler is a RACSwift DateScheduler: debounce runs on it.
    let swift = scheduler.record(
      scheduler.reactiveSwift.hotSignal(Self.typing).debounce(0.3, on: scheduler).map { "results for \($0)" })
    scheduler.run()
    #expect(swift.timeline.label == "RACSwift")
    expectEqualTimelines(classic.timeline, swift.timeline)
    let expected = Marbles("----b----c", values: ["b": "results for b", "c": "results for c"], tick: 0.1)
    expectEqualTimelines(swift.timeline, expected.timeline)
  }

  @Test func aWrongReactiveSwiftPortFailsWithTheDifference() {
    let scheduler = MigrationTestScheduler()
    let classic = scheduler.record(scheduler.hotSubject(Self.typing).throttle(0.3, onScheduler: scheduler))
    // ReactiveSwift's throttle is a rate limit: it sends "a" at once.
    let wrong = scheduler.record(scheduler.reactiveSwift.hotSignal(Self.typing).throttle(0.3, on: scheduler))
    scheduler.run()
    withKnownIssue("ReactiveSwift's throttle is not RAC2's throttle:") {
      expectEqualTimelines(classic.timeline, wrong.timeline)
    } matching: { issue in
      (issue.error as? TimelineDifference)?.headline
        == "Timelines differ at t=0.0: RACClassic heard nothing; RACSwift heard value(a)"
    }
  }

  @Test func hotSignalsAndColdProducersNeedNoFailureType() {
    let scheduler = MigrationTestScheduler()
    // Compile-time: nothing fixes the failure type, and none is needed.
    let hot = scheduler.reactiveSwift.hotSignal(Marbles("-a-b|"))
    let cold = scheduler.reactiveSwift.coldProducer(Marbles("-a-b|"))
    let _: Signal<String, Never> = hot
    let _: SignalProducer<String, Never> = cold
    let heard = scheduler.record(hot)
    let late = scheduler.record(cold, at: 2)
    scheduler.run()
    #expect(heard.timeline == [(1, .value("a")), (3, .value("b")), (4, .completed)])
    #expect(late.timeline == [(3, .value("a")), (5, .value("b")), (6, .completed)])
  }

  @Test func aDisposedProducerIsInterruptedAndAFailureKeepsItsError() {
    let scheduler = MigrationTestScheduler()
    let disposed = scheduler.record(scheduler.reactiveSwift.coldProducer(Marbles("-a---b|")), disposedAt: 2)
    let failing = scheduler.record(
      scheduler.reactiveSwift.coldProducer(
        Marbles("-1#", values: ["1": 1], error: LoginError.wrongPassword), failing: LoginError.self))
    scheduler.run()
    #expect(disposed.timeline == [(1, .value("a")), (2, .interrupted)])
    #expect(failing.timeline == [(1, .value(1)), (2, .failed(error: LoginError.wrongPassword))])
    #expect(failing.timeline.description == "[t=1.0 value(1), t=2.0 failed(LoginError.wrongPassword)]")
  }

  @Test func errorsRecordAsValuesAndCorrespondToRAC2sNSError() {
    let scheduler = MigrationTestScheduler()
    let refusal = NSError(domain: "Login", code: 401)
    scheduler.recordError(refusal, as: LoginError.wrongPassword)
    let classicErrors = RACSubject<NSError>()
    let (swiftErrors, input) = Signal<LoginError, Never>.pipe()
    let classic = scheduler.record(classicErrors)
    let swift = scheduler.record(swiftErrors)
    scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 1)) {
      classicErrors.sendNext(refusal)
      input.send(value: .wrongPassword)
    }
    scheduler.run()
    expectEqualTimelines(classic.timeline, swift.timeline)
    #expect(swift.timeline == [(1, .value(RecordedError(LoginError.wrongPassword)))])
    classicErrors.sendCompleted()
    input.sendCompleted()
  }

  @Test func voidAndNestedSignalsRecordAsInTheOtherFaces() {
    let scheduler = MigrationTestScheduler()
    let taps = Marbles<Void>("-x--x|")
    let inner = Marbles("-a-b|")
    let classicTaps = scheduler.record(scheduler.hotSubject(taps))
    let swiftTaps = scheduler.record(scheduler.reactiveSwift.hotSignal(taps))
    let classic = scheduler.record(scheduler.hotSubject(taps).map { _ in scheduler.coldSignal(inner) })
    let signals = scheduler.record(
      scheduler.reactiveSwift.hotSignal(taps).map { _ in scheduler.reactiveSwift.coldProducer(inner) })
    let producers = scheduler.record(
      scheduler.reactiveSwift.coldProducer(taps).map { _ in scheduler.reactiveSwift.coldProducer(inner) })
    scheduler.run()
    #expect(swiftTaps.timeline == classicTaps.timeline)
    #expect(swiftTaps.timeline == [(1, .value(VoidValue())), (4, .value(VoidValue())), (5, .completed)])
    let expected: Timeline<Timeline<String>> = [
      (1, .value(inner.timeline.shifted(by: 1))), (4, .value(inner.timeline.shifted(by: 4))), (5, .completed),
    ]
    #expect(classic.timeline == expected)
    #expect(signals.timeline == expected)
    #expect(producers.timeline == expected)
  }

  @Test func aSignalOfSignalsKeepsTheInnerFailure() {
    let scheduler = MigrationTestScheduler()
    let (outer, input) = Signal<Signal<Int, LoginError>, Never>.pipe()
    let recorder = scheduler.record(outer)
    let (inner, innerInput) = Signal<Int, LoginError>.pipe()
    input.send(value: inner)
    innerInput.send(value: 1)
    innerInput.send(error: .wrongPassword)
    input.sendCompleted()
    #expect(
      recorder.timeline == [
        (0, .value([(0, .value(1)), (0, .failed(error: LoginError.wrongPassword))])), (0, .completed),
      ])
  }

  @Test func aRecorderObservesAsAReactiveSwiftObserverOnAReactiveSwiftTestScheduler() {
    let scheduler = TestScheduler()
    let recorder = Recorder<Int>(scheduler: scheduler)
    let (signal, input) = Signal<Int, Never>.pipe()
    signal.observe(recorder.observer())
    scheduler.schedule(after: .seconds(2)) { input.send(value: 7) }
    scheduler.advance(by: .seconds(2))
    input.sendCompleted()
    #expect(recorder.timeline == [(2, .value(7)), (2, .completed)])
    #expect(recorder.timeline.label == "RACSwift")
  }

  @Test func theKitsSchedulerRunsReactiveSwiftTimersAndDelays() {
    let scheduler = MigrationTestScheduler()
    let delayed = scheduler.record(scheduler.reactiveSwift.coldProducer(Marbles("a|")).delay(1.5, on: scheduler))
    var ticks: [TimeInterval] = []
    let timer = scheduler.schedule(after: scheduler.startDate.addingTimeInterval(1), interval: .seconds(2)) {
      ticks.append(scheduler.now)
    }
    scheduler.advance(by: .seconds(5))
    timer?.dispose()
    // ReactiveSwift's delay delays the completion too.
    #expect(delayed.timeline == [(1.5, .value("a")), (2.5, .completed)])
    #expect(ticks == [1, 3, 5])
  }
}

extension ReactiveSwiftRecordingTests {
  /// A ReactiveSwift pipe is interrupted when its input goes away; a drawn
  /// source whose diagram has no end stays silent after its last marble
  /// instead, as RAC2's subject and RAC4's signal do, so the debounced value
  /// still comes.
  @Test func aSourceWhoseDiagramDoesNotEndIsNotInterruptedAfterItsLastMarble() {
    let scheduler = MigrationTestScheduler()
    let hot = scheduler.record(scheduler.reactiveSwift.hotSignal(Marbles("-a")).debounce(2, on: scheduler))
    let cold = scheduler.record(scheduler.reactiveSwift.coldProducer(Marbles("-a")).debounce(2, on: scheduler))
    scheduler.run()
    #expect(hot.timeline == [(3, .value("a"))])
    #expect(cold.timeline == [(3, .value("a"))])
  }
}
