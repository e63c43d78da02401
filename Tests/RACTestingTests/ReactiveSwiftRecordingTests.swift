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

  /// Every face's test sources decode a diagram in one place and every
  /// face's recording goes through one engine path: one diagram with an
  /// error gives one timeline from RAC2's and ReactiveSwift's hot and cold
  /// sources, its error recorded as the same value.
  @Test func oneDiagramGivesOneTimelineFromEachFacesHotAndColdSources() {
    let scheduler = MigrationTestScheduler()
    let marbles = Marbles("-a-b-#", error: LoginError.wrongPassword, tick: 0.5)
    let classicHot = scheduler.record(scheduler.hotSubject(marbles), at: 0.75)
    let swiftHot = scheduler.record(scheduler.reactiveSwift.hotSignal(marbles, failing: LoginError.self), at: 0.75)
    let classicCold = scheduler.record(scheduler.coldSignal(marbles), at: 1)
    let swiftCold = scheduler.record(scheduler.reactiveSwift.coldProducer(marbles, failing: LoginError.self), at: 1)
    scheduler.run()
    #expect(classicHot.timeline == [(1.5, .value("b")), (2.5, .failed("wrongPassword"))])
    #expect(swiftHot.timeline == classicHot.timeline)
    #expect(classicCold.timeline == [(1.5, .value("a")), (2.5, .value("b")), (3.5, .failed("wrongPassword"))])
    #expect(swiftCold.timeline == classicCold.timeline)
    #expect(swiftCold.events.last == .failed(RecordedError(LoginError.wrongPassword)))
  }

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

// MARK: Properties and actions

extension ReactiveSwiftRecordingTests {
  /// The port of `RecordingViewModelOutputsTests.classicCommand(_:)`: an
  /// action enabled by a property following the form's validity, its taps
  /// drawn with the same marbles.
  static func swiftAction(
    _ scheduler: MigrationTestScheduler, valid: MutableProperty<Bool>
  ) -> Action<String, String, LoginError> {
    let inputs = RecordingViewModelOutputsTests.inputs
    valid <~ scheduler.reactiveSwift.hotSignal(inputs["valid", values: RecordingViewModelOutputsTests.bools])
    let action = Action<String, String, LoginError>(enabledIf: valid) { password in
      password == "right"
        ? scheduler.reactiveSwift.coldProducer(Marbles("-a|", values: ["a": "token"]))
        : scheduler.reactiveSwift.coldProducer(Marbles<String>("-#", error: LoginError.wrongPassword))
    }
    scheduler.reactiveSwift.hotSignal(inputs["tap", values: RecordingViewModelOutputsTests.passwords])
      .observeValues { action.apply($0).start() }
    return action
  }

  @Test func propertiesRecordTheirValueThenEachChange() {
    let scheduler = MigrationTestScheduler()
    let property = MutableProperty(1)
    scheduler.schedule(after: .seconds(1)) { property.value = 2 }
    let recorded = scheduler.record(property)
    let composed = scheduler.record(property.map { $0 * 10 })
    let late = scheduler.record(property, at: 0.5)
    scheduler.run()
    #expect(recorded.timeline == [(0, .value(1)), (1, .value(2))])
    #expect(composed.timeline == [(0, .value(10)), (1, .value(20))])
    #expect(late.timeline == [(0.5, .value(1)), (1, .value(2))])
    #expect(recorded.timeline.label == "RACSwift")
  }

  @Test func anActionsOutputsRecordAndCompareWithRAC2sCommand() {
    let scheduler = MigrationTestScheduler()
    scheduler.recordError(RecordingViewModelOutputsTests.wrongPassword, as: LoginError.wrongPassword)
    let command = RecordingViewModelOutputsTests.classicCommand(scheduler)
    let valid = MutableProperty(false)
    let action = Self.swiftAction(scheduler, valid: valid)
    let enabled = scheduler.record(action.isEnabled)
    let executing = scheduler.record(action.isExecuting)
    let errors = scheduler.record(action.errors)
    let values = scheduler.record(action.values)
    let completions = scheduler.record(action.completed)
    let classicErrors = scheduler.record(command.errors)
    let classic = scheduler.record([
      "executing": scheduler.record(command.executing), "values": scheduler.record(command.executionSignals.flatten()),
    ])
    let port = scheduler.record(["executing": executing, "values": values])
    scheduler.run()
    expectEqualTimelines(classic.timeline, port.timeline)
    expectEqualTimelines(classicErrors.timeline, errors.timeline)
    #expect(
      enabled.timeline == [
        (0, .value(false)), (2, .value(true)), (3, .value(false)), (5, .value(true)), (6, .value(false)),
        (7, .value(true)),
      ])
    #expect(
      executing.timeline == [
        (0, .value(false)), (3, .value(true)), (5, .value(false)), (6, .value(true)), (7, .value(false)),
      ])
    #expect(errors.timeline == [(7, .value(RecordedError(LoginError.wrongPassword)))])
    #expect(values.timeline == [(4, .value("token"))])
    #expect(completions.timeline == [(5, .value(VoidValue()))])
  }

  /// ReactiveSwift's `Action` ends `isExecuting` before it sends the error
  /// of a failed execution; RAC2's command (and RAC4's action) sends the
  /// error first. A merged timeline shows where the two part.
  @Test func aMergedTimelineShowsThatReactiveSwiftEndsExecutingBeforeTheError() {
    let scheduler = MigrationTestScheduler()
    scheduler.recordError(RecordingViewModelOutputsTests.wrongPassword, as: LoginError.wrongPassword)
    let command = RecordingViewModelOutputsTests.classicCommand(scheduler)
    let valid = MutableProperty(false)
    let action = Self.swiftAction(scheduler, valid: valid)
    let classic = scheduler.record([
      "executing": scheduler.record(command.executing), "errors": scheduler.record(command.errors),
    ])
    let port = scheduler.record([
      "executing": scheduler.record(action.isExecuting), "errors": scheduler.record(action.errors),
    ])
    scheduler.run()
    withKnownIssue("ReactiveSwift's Action ends executing before it sends the error") {
      expectEqualTimelines(classic.timeline, port.timeline)
    } matching: { issue in
      (issue.error as? TimelineDifference)?.headline
        == "Timelines differ at t=7.0: RACClassic heard errors value(LoginError.wrongPassword, recorded as "
        + "NSError(domain: Login, code: 401)), executing value(false); "
        + "RACSwift heard executing value(false), errors value(LoginError.wrongPassword)"
    }
    let expected: Timeline<NamedEvent> = [
      (0, .output("executing", .value(false))), (3, .output("executing", .value(true))),
      (5, .output("executing", .value(false))), (6, .output("executing", .value(true))),
      (7, .output("executing", .value(false))), (7, .output("errors", .value(RecordedError(LoginError.wrongPassword)))),
    ]
    expectEqualTimelines(port.timeline, expected)
  }

  /// ReactiveSwift's `Action` turns `isEnabled` before `isExecuting` (RAC2's
  /// command and RAC4's action turn `executing` first): one merged timeline
  /// shows the order a screen sees inside each instant.
  @Test func aMergedTimelineShowsReactiveSwiftsOrderInsideAnInstant() {
    let scheduler = MigrationTestScheduler()
    let valid = MutableProperty(false)
    let action = Self.swiftAction(scheduler, valid: valid)
    let outputs = scheduler.record([
      "executing": scheduler.record(action.isExecuting), "enabled": scheduler.record(action.isEnabled),
    ])
    scheduler.run()
    let expected: Timeline<NamedEvent> = [
      (0, .output("executing", .value(false))), (0, .output("enabled", .value(false))),
      (2, .output("enabled", .value(true))),
      (3, .output("enabled", .value(false))), (3, .output("executing", .value(true))),
      (5, .output("enabled", .value(true))), (5, .output("executing", .value(false))),
      (6, .output("enabled", .value(false))), (6, .output("executing", .value(true))),
      (7, .output("enabled", .value(true))), (7, .output("executing", .value(false))),
    ]
    expectEqualTimelines(outputs.timeline, expected)
  }
}

extension ReactiveSwiftRecordingTests {
  /// A scheduler that goes away lets go of its sources' inputs and of what
  /// its clock still held: ReactiveSwift interrupts the signals, a time
  /// operator schedules that interruption on the clock, and nothing is left
  /// in a cycle with the recorders (which hold the clock).
  @Test func aSchedulerThatGoesAwayLetsGoOfWhatItsClockHeld() {
    weak var recorder: Recorder<String>?
    do {
      let scheduler = MigrationTestScheduler()
      let recorded = scheduler.record(scheduler.reactiveSwift.hotSignal(Marbles("-a")).debounce(5, on: scheduler))
      recorder = recorded
      scheduler.advance(by: 2)
      #expect(recorded.timeline == [])
    }
    #expect(recorder == nil)
  }
}
