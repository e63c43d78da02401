import Foundation
import RACClassic
import RACModern
import RACTestSupport
import Testing

/// The cross-flavor pairs `RACBehaviorSubject` | `MutableProperty` and
/// `RACCommand` | `Action`, each run through the same script on both faces:
/// both must print the expected timeline (classic without interruptions).
@Suite struct CommandPropertyParityTests {
  /// What a script can do to a value holder of either face.
  struct ValueHolder {
    var subscribe: (String) -> () -> Void
    var set: (Int) -> Void
    var end: () -> Void
  }

  /// What a script can do to a command of either face.
  struct Command {
    var run: (String) -> Void
  }

  static func runValueScript(_ at: (TimeInterval, @escaping () -> Void) -> Void, _ holder: ValueHolder) {
    var disposeS1: (() -> Void)?
    at(0.1) { disposeS1 = holder.subscribe("S1") }
    at(1.0) { holder.set(1) }
    at(1.5) { _ = holder.subscribe("S2") }
    at(2.0) { holder.set(2) }
    at(2.5) { disposeS1?() }
    at(3.0) { holder.set(3) }
    at(4.0) { holder.end() }
  }

  @Test func behaviorSubjectAndMutablePropertyReplayTheCurrentValueThenChanges() {
    let expected = [
      "t=0.1 S1 next 0", "t=1.0 S1 next 1", "t=1.5 S2 next 1", "t=2.0 S1 next 2", "t=2.0 S2 next 2",
      "t=2.5 S1 interrupted", "t=3.0 S2 next 3", "t=4.0 S2 completed",
    ]

    let classicScheduler = RACTestScheduler()
    let classicLog = Recorder<String>(since: classicScheduler)
    let subject = RACBehaviorSubject(defaultValue: 0)
    Self.runValueScript(
      { time, body in classicScheduler.afterDelay(time, schedule: body) },
      ValueHolder(
        subscribe: { name in
          let disposable = classicLog.subscribe(name, to: subject)
          return disposable.dispose
        },
        set: subject.sendNext, end: subject.sendCompleted))
    classicScheduler.stepAll()

    let modernScheduler = TestScheduler()
    let modernLog = Recorder<String>(since: modernScheduler)
    var property: MutableProperty<Int>? = MutableProperty(0)
    Self.runValueScript(
      { time, body in modernScheduler.scheduleAfter(time, action: body) },
      ValueHolder(
        subscribe: { name in
          let disposable = modernLog.start(name, property!.producer)
          return disposable.dispose
        },
        set: { property!.value = $0 }, end: { property = nil }))
    modernScheduler.run()

    #expect(modernLog.lines == expected)
    #expect(classicLog.lines == expected.filter { !$0.contains("interrupted") })
  }

  static func runCommandScript(_ at: (TimeInterval, @escaping () -> Void) -> Void, _ command: Command) {
    at(0.0) { command.run("a") }
    at(0.5) { command.run("b") }
    at(2.0) { command.run("fail") }
  }

  @Test func commandAndActionReportExecutingEnabledValuesAndErrorsAlike() {
    let expected = [
      "t=0.0 executing true", "t=0.0 enabled false", "t=0.0 work a", "t=0.5 b rejected",
      "t=1.0 values a", "t=1.0 executing false", "t=1.0 enabled true",
      "t=2.0 executing true", "t=2.0 enabled false", "t=2.0 work fail",
      "t=3.0 errors TestError(5)", "t=3.0 executing false", "t=3.0 enabled true",
    ]

    let classicScheduler = RACTestScheduler()
    let classicLog = Recorder<String>(since: classicScheduler)
    let command = RACCommand<String, String> { input in
      RACSignal.createSignal { subscriber in
        classicLog.log("work \(input)")
        classicScheduler.afterDelay(1) {
          if input == "fail" { return subscriber.sendError(TestError(5)) }
          subscriber.sendNext(input)
          subscriber.sendCompleted()
        }
        return nil
      }
    }
    command.executing.skip(1).subscribeNext { classicLog.log("executing \($0)") }
    command.enabled.skip(1).subscribeNext { classicLog.log("enabled \($0)") }
    command.executionSignals.flattenMap { $0 }.subscribeNext { classicLog.log("values \($0)") }
    command.errors.subscribeNext { classicLog.log("errors \(Recorder<String>.describe($0))") }
    Self.runCommandScript(
      { time, body in classicScheduler.afterDelay(time, schedule: body) },
      Command { input in
        command.execute(input).subscribeError { _ in
          if input == "b" { classicLog.log("b rejected") }
        }
      })
    classicScheduler.stepAll()

    let modernScheduler = TestScheduler()
    let modernLog = Recorder<String>(since: modernScheduler)
    let action = Action<String, String, TestError> { input in
      SignalProducer { observer, _ in
        modernLog.log("work \(input)")
        modernScheduler.scheduleAfter(1) {
          if input == "fail" { return observer.sendFailed(TestError(5)) }
          observer.sendNext(input)
          observer.sendCompleted()
        }
      }
    }
    action.executing.signal.observeNext { modernLog.log("executing \($0)") }
    action.enabled.signal.observeNext { modernLog.log("enabled \($0)") }
    action.values.observeNext { modernLog.log("values \($0)") }
    action.errors.observeNext { modernLog.log("errors \(Recorder<String>.describe($0))") }
    Self.runCommandScript(
      { time, body in modernScheduler.scheduleAfter(time, action: body) },
      Command { input in
        action.apply(input).startWithFailed { error in
          if case .notEnabled = error { modernLog.log("\(input) rejected") }
        }
      })
    modernScheduler.run()

    #expect(classicLog.lines == expected)
    #expect(modernLog.lines == expected)
  }

  /// docs/EventContract.md rule 14 (issue 19 item 1): a value derived twice
  /// from a current value keeps following it, though nobody keeps the
  /// middle step: a behavior subject mapped twice (cold signals over the
  /// subject) and a property mapped twice (composed properties).
  @Test func aValueMappedTwiceKeepsFollowingItsSourceInBothFaces() {
    let expected = ["t=0.0 S1 next 3", "t=1.0 S1 next 11", "t=2.0 S1 next 13"]

    let classicScheduler = RACTestScheduler()
    let classicLog = Recorder<String>(since: classicScheduler)
    let subject = RACBehaviorSubject(defaultValue: 1)
    let classicDerived = subject.map { $0 * 2 }.map { $0 + 1 }
    classicLog.subscribe("S1", to: classicDerived)
    classicScheduler.afterDelay(1) { subject.sendNext(5) }
    classicScheduler.afterDelay(2) { subject.sendNext(6) }
    classicScheduler.stepAll()

    let modernScheduler = TestScheduler()
    let modernLog = Recorder<String>(since: modernScheduler)
    let property = MutableProperty(1)
    let modernDerived = property.map { $0 * 2 }.map { $0 + 1 }
    modernLog.start("S1", modernDerived.producer)
    modernScheduler.scheduleAfter(1) { property.value = 5 }
    modernScheduler.scheduleAfter(2) { property.value = 6 }
    modernScheduler.run()

    #expect(classicLog.lines == expected)
    #expect(modernLog.lines == expected)
    #expect(modernDerived.value == 13)
  }

  /// Rule 14, the login form: a command enabled by a combination of two
  /// behavior subjects, mapped, and an action enabled by a combination of
  /// two properties, mapped, neither combination kept by the caller, follow
  /// their inputs alike.
  @Test func commandAndActionEnabledByAMappedCombinationFollowItAlike() {
    let expected = ["t=0.0 enabled false", "t=2.0 enabled true", "t=3.0 enabled false"]
    func isValid(_ name: String, _ password: String) -> Bool { !name.isEmpty && !password.isEmpty }

    let classicScheduler = RACTestScheduler()
    let classicLog = Recorder<String>(since: classicScheduler)
    let classicName = RACBehaviorSubject(defaultValue: "")
    let classicPassword = RACBehaviorSubject(defaultValue: "")
    let command = RACCommand<Void, Void>(
      enabled: RACSignal.combineLatest([classicName, classicPassword]).map { isValid($0[0], $0[1]) }
    ) { _ in RACSignal.empty() }
    command.enabled.subscribeNext { classicLog.log("enabled \($0)") }
    classicScheduler.afterDelay(1) { classicName.sendNext("ann") }
    classicScheduler.afterDelay(2) { classicPassword.sendNext("secret") }
    classicScheduler.afterDelay(3) { classicName.sendNext("") }
    classicScheduler.stepAll()

    let modernScheduler = TestScheduler()
    let modernLog = Recorder<String>(since: modernScheduler)
    let modernName = MutableProperty("")
    let modernPassword = MutableProperty("")
    let action = Action<Void, Void, NoError>(
      enabledIf: Property.combineLatest(modernName, modernPassword).map(isValid)
    ) { SignalProducer.empty }
    action.enabled.producer.startWithNext { modernLog.log("enabled \($0)") }
    modernScheduler.scheduleAfter(1) { modernName.value = "ann" }
    modernScheduler.scheduleAfter(2) { modernPassword.value = "secret" }
    modernScheduler.scheduleAfter(3) { modernName.value = "" }
    modernScheduler.run()

    #expect(classicLog.lines == expected)
    #expect(modernLog.lines == expected)
  }
}
