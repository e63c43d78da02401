import AccountFeature
import RACClassic
import RACSwift
import RACTesting
import Testing

/// The login form ported straight to ReactiveSwift (RACSwift), driven by
/// `LoginPortTests`' typing and taps on the same clock.
@Suite struct LoginPortReactiveSwiftTests {
  /// The ReactiveSwift form, its properties bound to the typing.
  static func swiftForm(_ scheduler: MigrationTestScheduler) -> SwiftLoginViewModel {
    let form = SwiftLoginViewModel { _, password in
      password == "secret"
        ? scheduler.reactiveSwift.coldProducer(LoginPortTests.token)
        : scheduler.reactiveSwift.coldProducer(Marbles("-#", error: LoginError.wrongPassword, tick: 0.1))
    }
    let typing = LoginPortTests.inputs
    form.username <~ scheduler.reactiveSwift.hotSignal(typing["username", values: LoginPortTests.texts])
    form.password <~ scheduler.reactiveSwift.hotSignal(typing["password", values: LoginPortTests.texts])
    scheduler.reactiveSwift.hotSignal(LoginPortTests.taps).observeValues { form.login.apply().start() }
    return form
  }

  @Test func theReactiveSwiftFormShowsWhatTheOriginalShowed() {
    let scheduler = MigrationTestScheduler()
    scheduler.recordError(LoginPortTests.refusal, as: LoginError.wrongPassword)
    let classic = LoginPortTests.classicForm(scheduler)
    let port = Self.swiftForm(scheduler)
    let classicErrors = scheduler.record(classic.login.errors)
    let classicUI = scheduler.record([
      "executing": scheduler.record(classic.login.executing),
      "tokens": scheduler.record(classic.login.executionSignals.flatten()),
    ])
    let portErrors = scheduler.record(port.login.errors)
    let portUI = scheduler.record([
      "executing": scheduler.record(port.login.isExecuting),
      "tokens": scheduler.record(port.login.values),
    ])
    scheduler.run()
    expectEqualTimelines(classicUI.timeline, portUI.timeline)
    expectEqualTimelines(classicErrors.timeline, portErrors.timeline)
    // Two wrong ports must not pass by agreeing: pin what the UI saw.
    let expected: Timeline<NamedEvent> = [
      (0.0, .output("executing", .value(false))), (0.3, .output("executing", .value(true))),
      (0.4, .output("executing", .value(false))), (1.1, .output("executing", .value(true))),
      (1.2, .output("tokens", .value("token-1"))), (1.2, .output("executing", .value(false))),
    ]
    expectEqualTimelines(portUI.timeline, expected)
    expectEqualTimelines(portErrors.timeline, [(0.4, .value(RecordedError(LoginError.wrongPassword)))])
  }

  @Test func reactiveSwiftEndsExecutingBeforeItSendsTheError() {
    let scheduler = MigrationTestScheduler()
    scheduler.recordError(LoginPortTests.refusal, as: LoginError.wrongPassword)
    let classic = LoginPortTests.classicForm(scheduler)
    let port = Self.swiftForm(scheduler)
    let classicUI = scheduler.record([
      "executing": scheduler.record(classic.login.executing),
      "errors": scheduler.record(classic.login.errors),
    ])
    let portUI = scheduler.record([
      "executing": scheduler.record(port.login.isExecuting),
      "errors": scheduler.record(port.login.errors),
    ])
    scheduler.run()
    withKnownIssue("ReactiveSwift's Action ends isExecuting first; RAC2's command sends the error first") {
      expectEqualTimelines(classicUI.timeline, portUI.timeline)
    } matching: { issue in
      (issue.error as? TimelineDifference)?.headline
        == "Timelines differ at t=0.4: RACClassic heard errors value(LoginError.wrongPassword, recorded as NSError(domain: LoginErrorDomain, code: 401)), executing value(false); RACSwift heard executing value(false), errors value(LoginError.wrongPassword)"
    }
  }

  @Test func reactiveSwiftTurnsIsEnabledBeforeIsExecuting() {
    let scheduler = MigrationTestScheduler()
    let classic = LoginPortTests.classicForm(scheduler)
    let port = Self.swiftForm(scheduler)
    let classicUI = scheduler.record([
      "enabled": scheduler.record(classic.login.enabled),
      "executing": scheduler.record(classic.login.executing),
    ])
    let portUI = scheduler.record([
      "enabled": scheduler.record(port.login.isEnabled),
      "executing": scheduler.record(port.login.isExecuting),
    ])
    scheduler.run()
    withKnownIssue("ReactiveSwift's Action turns isEnabled first; RAC2's command turns executing first") {
      expectEqualTimelines(classicUI.timeline, portUI.timeline)
    } matching: { issue in
      (issue.error as? TimelineDifference)?.headline
        == "Timelines differ at t=0.3: RACClassic heard executing value(true), enabled value(false); RACSwift heard enabled value(false), executing value(true)"
    }
  }
}
