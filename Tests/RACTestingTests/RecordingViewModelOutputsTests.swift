import Foundation
import RACClassic
import RACModern
import RACTesting
import Testing

/// Everything a view model exposes records in both faces alike: properties,
/// a command's and an action's `executing`, `enabled`, `errors` and values,
/// signals of signals as nested timelines, `Void` signals.
@Suite struct RecordingViewModelOutputsTests {
  enum LoginError: Error, Equatable { case wrongPassword }

  /// Whether the form is valid, and two taps on "log in": with the right
  /// password, then a wrong one. The server answers one tick after a
  /// request, and the answer ends a tick later.
  static let inputs = MarbleBlock(
    """
    valid: f-t------|
    tap:   ---r--w--|
    """)
  static let passwords = ["r": "right", "w": "wrong"]
  static let bools = ["t": true, "f": false]
  static let wrongPassword = NSError(domain: "Login", code: 401)

  /// The RAC2 original: a command enabled by the form's validity.
  static func classicCommand(_ scheduler: MigrationTestScheduler) -> RACCommand<String, String> {
    let command = RACCommand<String, String>(enabled: scheduler.hotSubject(inputs["valid", values: bools])) {
      password in
      password == "right"
        ? scheduler.coldSignal(Marbles("-a|", values: ["a": "token"]))
        : scheduler.coldSignal(Marbles<String>("-#", error: wrongPassword))
    }
    scheduler.hotSubject(inputs["tap", values: passwords]).subscribeNext { command.execute($0) }
    return command
  }

  /// The RAC4 port: an action enabled by a property following the validity
  /// (kept by the caller, as a view model keeps it: this port's `Action`
  /// does not keep its `enabledIf` property alive).
  static func modernAction(
    _ scheduler: MigrationTestScheduler, valid: MutableProperty<Bool>
  ) -> Action<String, String, LoginError> {
    valid <~ scheduler.hotSignal(inputs["valid", values: bools])
    let action = Action<String, String, LoginError>(enabledIf: valid) { password in
      password == "right"
        ? scheduler.coldProducer(Marbles("-a|", values: ["a": "token"]))
        : scheduler.coldProducer(Marbles<String>("-#", error: LoginError.wrongPassword))
    }
    scheduler.hotSignal(inputs["tap", values: passwords]).observeNext { action.apply($0).start() }
    return action
  }

  @Test func aCommandsOutputsRecord() {
    let scheduler = MigrationTestScheduler()
    let command = Self.classicCommand(scheduler)
    let enabled = scheduler.record(command.enabled)
    let executing = scheduler.record(command.executing)
    let errors = scheduler.record(command.errors)  // RACSignal<any Error>
    let executions = scheduler.record(command.executionSignals)
    scheduler.run()
    // RACCommand.enabled counts as true until its enabled signal sends.
    #expect(
      enabled.timeline == [
        (0, .value(true)), (0, .value(false)), (2, .value(true)), (3, .value(false)), (5, .value(true)),
        (6, .value(false)), (7, .value(true)),
      ])
    #expect(
      executing.timeline == [
        (0, .value(false)), (3, .value(true)), (5, .value(false)), (6, .value(true)), (7, .value(false)),
      ])
    #expect(errors.timeline == [(7, .value(RecordedError(Self.wrongPassword)))])
    // Each execution is an inner timeline, from when it was sent; a failed
    // one completes (its error goes to `errors`).
    #expect(
      executions.timeline == [(3, .value([(4, .value("token")), (5, .completed)])), (6, .value([(7, .completed)]))])
  }

  @Test func anActionsOutputsRecord() {
    let scheduler = MigrationTestScheduler()
    let valid = MutableProperty(false)
    let action = Self.modernAction(scheduler, valid: valid)
    let enabled = scheduler.record(action.enabled)  // a Property
    let executing = scheduler.record(action.executing)
    let errors = scheduler.record(action.errors)  // Signal<LoginError, NoError>
    let values = scheduler.record(action.values)
    scheduler.run()
    // The port's enabledIf property holds `false` from the start.
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
  }

  @Test func aCommandsAndAnActionsErrorsRecordAsTheSameTypeAndCompare() {
    let scheduler = MigrationTestScheduler()
    scheduler.recordError(Self.wrongPassword, as: LoginError.wrongPassword)
    let classic = scheduler.record(Self.classicCommand(scheduler).errors)
    let valid = MutableProperty(false)
    let modern = scheduler.record(Self.modernAction(scheduler, valid: valid).errors)
    scheduler.run()
    #expect(expectEqualTimelines(classic.timeline, modern.timeline))
    // Held by nothing but the taps' observer, the command and the action go
    // away when the taps end, and their `errors` complete.
    #expect(modern.timeline == [(7, .value(RecordedError(LoginError.wrongPassword))), (9, .completed)])
  }

  @Test func propertiesRecordTheirValueThenEachChangeLikeABehaviorSubject() {
    let scheduler = MigrationTestScheduler()
    let property = MutableProperty(1)
    let subject = RACBehaviorSubject(defaultValue: 1)
    scheduler.scheduleAfter(1) {
      property.value = 2
      subject.sendNext(2)
    }
    let modern = scheduler.record(property)
    let composed = scheduler.record(property.map { $0 * 10 })
    let classic = scheduler.record(subject)
    let late = scheduler.record(property, at: 0.5)
    scheduler.run()
    #expect(modern.timeline == [(0, .value(1)), (1, .value(2))])
    #expect(classic.timeline == modern.timeline)
    #expect(composed.values == [10, 20])
    #expect(late.timeline == [(0.5, .value(1)), (1, .value(2))])
    subject.sendCompleted()
  }

  @Test func signalsOfSignalsRecordAsNestedTimelinesInBothFaces() {
    let scheduler = MigrationTestScheduler()
    let starts = Marbles<Void>("-x--x|")
    let inner = Marbles("-a-b|")
    let classic = scheduler.record(scheduler.hotSubject(starts).map { _ in scheduler.coldSignal(inner) })
    let signals = scheduler.record(scheduler.hotSignal(starts).map { _ in scheduler.coldProducer(inner) })
    let producers = scheduler.record(scheduler.coldProducer(starts).map { _ in scheduler.coldProducer(inner) })
    scheduler.run()
    let expected: Timeline<Timeline<String>> = [
      (1, .value(inner.timeline.shifted(by: 1))),
      (4, .value(inner.timeline.shifted(by: 4))),
      (5, .completed),
    ]
    #expect(classic.timeline == expected)
    #expect(signals.timeline == expected)
    #expect(producers.timeline == expected)
    #expect(
      classic.timeline.description
        == "[t=1.0 value([t=2.0 value(a), t=4.0 value(b), t=5.0 completed]), "
        + "t=4.0 value([t=5.0 value(a), t=7.0 value(b), t=8.0 completed]), t=5.0 completed]")
  }

  @Test func disposingANestedRecordingDisposesItsInnerSubscriptions() {
    let scheduler = MigrationTestScheduler()
    let inner = Marbles("-a-b|")
    let classic = scheduler.record(
      scheduler.coldSignal(Marbles<Void>("x|")).map { _ in scheduler.coldSignal(inner) }, disposedAt: 2)
    let modern = scheduler.record(
      scheduler.coldProducer(Marbles<Void>("x|")).map { _ in scheduler.coldProducer(inner) }, disposedAt: 2)
    scheduler.run()
    #expect(classic.timeline == [(0, .value([(1, .value("a"))])), (1, .completed)])
    // The modern inner start is interrupted by the disposal; the outer had completed.
    #expect(modern.timeline == [(0, .value([(1, .value("a")), (2, .interrupted)])), (1, .completed)])
  }

  @Test func aSignalOfSignalsFailingInsideKeepsTheInnerError() {
    let scheduler = MigrationTestScheduler()
    let (outer, input) = Signal<Signal<Int, LoginError>, NoError>.pipe()
    let recorder = scheduler.record(outer)
    let (inner, innerInput) = Signal<Int, LoginError>.pipe()
    input.sendNext(inner)
    innerInput.sendNext(1)
    innerInput.sendFailed(.wrongPassword)
    input.sendCompleted()
    #expect(
      recorder.timeline == [
        (0, .value([(0, .value(1)), (0, .failed(error: LoginError.wrongPassword))])), (0, .completed),
      ])
  }

  @Test func voidSignalsRecordAsVoidValues() {
    let scheduler = MigrationTestScheduler()
    let taps = Marbles<Void>("-x-x|")
    let classic = scheduler.record(scheduler.hotSubject(taps))
    let modern = scheduler.record(scheduler.hotSignal(taps))
    let cold = scheduler.record(scheduler.coldProducer(taps))
    scheduler.run()
    #expect(classic.timeline == taps.timeline)
    #expect(modern.timeline == taps.timeline)
    #expect(cold.timeline == taps.timeline)
    #expect(taps.timeline == [(1, .value(VoidValue())), (3, .value(VoidValue())), (4, .completed)])
    #expect(taps.timeline.description == "[t=1.0 value(()), t=3.0 value(()), t=4.0 completed]")
  }
}
