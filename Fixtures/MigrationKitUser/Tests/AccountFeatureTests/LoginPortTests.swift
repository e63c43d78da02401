import AccountFeature
import Foundation
import RACClassic
import RACModern
import RACTesting
import Testing

/// The login form and its port, driven by the same typing and taps on one
/// clock: enabled, executing, errors and tokens, as one timeline.
@Suite struct LoginPortTests {
  /// The user types a username and a wrong password, taps "log in", fixes
  /// the password and taps again (one character per 0.1 s).
  static let inputs = MarbleBlock(
    """
    username: a-------------|
    password: -w------s-----|
    tap:      ---t-------t--|
    """, tick: 0.1)
  static let texts = ["a": "alice", "w": "wrong", "s": "secret"]
  static let taps: Marbles<Void> = inputs["tap"]

  /// The server answers 0.1 s after a request.
  static let token = Marbles("-(t|)", values: ["t": "token-1"], tick: 0.1)
  static let refusal = NSError(domain: LoginErrorDomain, code: 401)

  /// The RAC2 form, its text fields drawn as `rac_textSignal` sends: the
  /// field's current text at once, then each change.
  static func classicForm(_ scheduler: MigrationTestScheduler) -> ClassicLoginViewModel {
    let username = scheduler.hotSubject(inputs["username", values: texts]).startWith("")
    let password = scheduler.hotSubject(inputs["password", values: texts]).startWith("")
    let form = ClassicLoginViewModel(username: username, password: password) { _, password in
      password == "secret"
        ? scheduler.coldSignal(token) : scheduler.coldSignal(Marbles("-#", error: refusal, tick: 0.1))
    }
    scheduler.hotSubject(taps).subscribeNext { form.login.execute(()) }
    return form
  }

  /// The RAC4 form, its properties bound to the same typing.
  static func modernForm(_ scheduler: MigrationTestScheduler) -> ModernLoginViewModel {
    let form = ModernLoginViewModel { _, password in
      password == "secret"
        ? scheduler.coldProducer(token)
        : scheduler.coldProducer(Marbles("-#", error: LoginError.wrongPassword, tick: 0.1))
    }
    form.username <~ scheduler.hotSignal(inputs["username", values: texts])
    form.password <~ scheduler.hotSignal(inputs["password", values: texts])
    scheduler.hotSignal(taps).observeNext { form.login.apply(()).start() }
    return form
  }

  @Test func thePortedFormBehavesLikeTheOriginal() {
    let scheduler = MigrationTestScheduler()
    scheduler.recordError(Self.refusal, as: LoginError.wrongPassword)
    let classic = Self.classicForm(scheduler)
    let modern = Self.modernForm(scheduler)
    let classicUI = scheduler.record([
      "enabled": scheduler.record(classic.login.enabled),
      "executing": scheduler.record(classic.login.executing),
      "errors": scheduler.record(classic.login.errors),
      "tokens": scheduler.record(classic.login.executionSignals.flatten()),
    ])
    let modernUI = scheduler.record([
      "enabled": scheduler.record(modern.login.enabled),
      "executing": scheduler.record(modern.login.executing),
      "errors": scheduler.record(modern.login.errors),
      "tokens": scheduler.record(modern.login.values),
    ])
    scheduler.run()
    expectEqualTimelines(classicUI.timeline, modernUI.timeline)
    // Two wrong ports must not pass by agreeing: pin what the UI saw.
    let expected: Timeline<NamedEvent> = [
      (0.0, .output("enabled", .value(false))), (0.0, .output("executing", .value(false))),
      (0.1, .output("enabled", .value(true))),
      (0.3, .output("executing", .value(true))), (0.3, .output("enabled", .value(false))),
      (0.4, .output("errors", .value(RecordedError(LoginError.wrongPassword)))),
      (0.4, .output("executing", .value(false))), (0.4, .output("enabled", .value(true))),
      (1.1, .output("executing", .value(true))), (1.1, .output("enabled", .value(false))),
      (1.2, .output("tokens", .value("token-1"))),
      (1.2, .output("executing", .value(false))), (1.2, .output("enabled", .value(true))),
    ]
    expectEqualTimelines(modernUI.timeline, expected)
  }

  @Test func eachExecutionIsATimelineOfItsOwn() {
    let scheduler = MigrationTestScheduler()
    let form = Self.classicForm(scheduler)
    let executions = scheduler.record(form.login.executionSignals)
    scheduler.run()
    // The refused execution completes (its error goes to `errors`).
    #expect(
      executions.timeline == [(0.3, .value([(0.4, .completed)])), (1.1, .value(Self.token.timeline.shifted(by: 1.1)))])
  }

  @Test func rac2sNSErrorAndThePortsTypedErrorDifferUntilTheTestSaysTheyCorrespond() {
    let scheduler = MigrationTestScheduler()
    let classic = scheduler.record(Self.classicForm(scheduler).login.errors)
    let modern = scheduler.record(Self.modernForm(scheduler).login.errors)
    scheduler.run()
    withKnownIssue("an NSError is not a LoginError") {
      expectEqualTimelines(classic.timeline, modern.timeline)
    } matching: { issue in
      (issue.error as? TimelineDifference)?.headline
        == "Timelines differ at t=0.4: RACClassic heard value(NSError(domain: LoginErrorDomain, code: 401)); RACModern heard value(LoginError.wrongPassword)"
    }
  }

  @Test func aTestThatForgetsTheFieldsInitialTextSeesTheCommandEnabled() {
    let scheduler = MigrationTestScheduler()
    // Subjects alone send only when the user types: until both fields have
    // sent, RACCommand.enabled counts as true.
    let form = ClassicLoginViewModel(
      username: scheduler.hotSubject(Self.inputs["username", values: Self.texts]),
      password: scheduler.hotSubject(Self.inputs["password", values: Self.texts])
    ) { _, _ in scheduler.coldSignal(Self.token) }
    let classic = scheduler.record(form.login.enabled)
    let modern = scheduler.record(Self.modernForm(scheduler).login.enabled)
    scheduler.run()
    withKnownIssue("RACCommand.enabled counts as true until its enabled signal sends") {
      expectEqualTimelines(classic.timeline, modern.timeline)
    } matching: { issue in
      issue.description.hasPrefix(
        "Caught error: Timelines differ at t=0.0: RACClassic heard value(true); RACModern heard value(false)")
    }
  }
}
