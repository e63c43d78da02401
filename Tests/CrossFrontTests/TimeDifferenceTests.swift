import Foundation
import RACClassic
import RACModern
import RACTestSupport
import Testing

/// Where RAC2 and RAC4 time operators and commands disagree, each face keeps
/// its flavor's meaning; these tests pin both sides of each difference (the
/// rows of docs/Migration.md, "Behaviour differences: time, commands and
/// properties").
@Suite struct TimeDifferenceTests {
  /// Sends `script` (time, value; `nil` completes) into a classic subject
  /// observed through `apply`, and returns the timeline.
  static func classic(
    _ script: [(TimeInterval, String?)], _ apply: (RACSignal<String>, RACTestScheduler) -> RACSignal<String>
  ) -> [String] {
    let scheduler = RACTestScheduler()
    let log = Recorder<String>(since: scheduler)
    let subject = RACSubject<String>()
    log.subscribe("S", to: apply(subject, scheduler))
    for (time, value) in script {
      scheduler.afterDelay(time) {
        if let value { subject.sendNext(value) } else { subject.sendCompleted() }
        log.log("sent \(value ?? "completed")")
      }
    }
    scheduler.stepAll()
    return log.lines.filter { !$0.contains(" sent ") || $0.contains("completed") }
  }

  /// The same for a modern pipe.
  static func modern(
    _ script: [(TimeInterval, String?)],
    _ apply: (Signal<String, TestError>, TestScheduler) -> Signal<String, TestError>
  ) -> [String] {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let pipe = Signal<String, TestError>.pipe()
    log.observe("S", apply(pipe.output, scheduler))
    for (time, value) in script {
      scheduler.scheduleAfter(time) {
        if let value { pipe.input.sendNext(value) } else { pipe.input.sendCompleted() }
        log.log("sent \(value ?? "completed")")
      }
    }
    scheduler.run()
    return log.lines.filter { !$0.contains(" sent ") || $0.contains("completed") }
  }

  static let burst: [(TimeInterval, String?)] = [(0.0, "a"), (0.3, "b"), (0.6, "c")]

  @Test func classicThrottleDebouncesWhereModernThrottleRateLimits() {
    #expect(Self.classic(Self.burst) { $0.throttle(1, onScheduler: $1) } == ["t=1.6 S next c"])
    #expect(Self.modern(Self.burst) { $0.debounce(1, onScheduler: $1) } == ["t=1.6 S next c"])
    #expect(Self.modern(Self.burst) { $0.throttle(1, onScheduler: $1) } == ["t=0.0 S next a", "t=1.0 S next c"])
  }

  @Test func classicThrottleSendsTheWaitingValueOnCompletionModernDebounceDropsIt() {
    let script: [(TimeInterval, String?)] = [(0.0, "a"), (0.5, nil)]
    #expect(
      Self.classic(script) { $0.throttle(1, onScheduler: $1) } == [
        "t=0.5 S next a", "t=0.5 S completed", "t=0.5 sent completed",
      ])
    #expect(Self.modern(script) { $0.debounce(1, onScheduler: $1) } == ["t=0.5 sent completed", "t=0.5 S completed"])
  }

  @Test func classicDelayForwardsAnErrorSynchronouslyModernDelaySchedulesIt() {
    let classicScheduler = RACTestScheduler()
    let classicLog = Recorder<String>(since: classicScheduler)
    let subject = RACSubject<String>()
    classicLog.subscribe("S", to: subject.delay(1, onScheduler: classicScheduler))
    subject.sendError(TestError(1))
    classicLog.log("sent error")

    let modernScheduler = TestScheduler()
    let modernLog = Recorder<String>(since: modernScheduler)
    let pipe = Signal<String, TestError>.pipe()
    modernLog.observe("S", pipe.output.delay(1, onScheduler: modernScheduler))
    pipe.input.sendFailed(TestError(1))
    modernLog.log("sent error")
    modernScheduler.advance()

    #expect(classicLog.lines == ["t=0.0 S error TestError(1)", "t=0.0 sent error"])
    #expect(modernLog.lines == ["t=0.0 sent error", "t=0.0 S failed TestError(1)"])
  }

  @Test func commandExecutesOnceAndReplaysWhereActionRunsOncePerStart() {
    let classicLog = Recorder<String> { 0 }
    let command = RACCommand<String, String> { input in
      classicLog.log("work \(input)")
      return RACSignal.return(input)
    }
    let execution = command.execute("a")
    classicLog.subscribe("first", to: execution)
    classicLog.subscribe("second", to: execution)

    let modernLog = Recorder<String> { 0 }
    let action = Action<String, String, NoError> { input in
      modernLog.log("work \(input)")
      return SignalProducer(value: input)
    }
    let producer = action.apply("a")
    #expect(modernLog.lines == [])
    modernLog.start("first", producer)
    modernLog.start("second", producer)

    #expect(
      classicLog.lines == [
        "t=0.0 work a", "t=0.0 first next a", "t=0.0 first completed", "t=0.0 second next a",
        "t=0.0 second completed",
      ])
    #expect(
      modernLog.lines == [
        "t=0.0 work a", "t=0.0 first next a", "t=0.0 first completed", "t=0.0 work a", "t=0.0 second next a",
        "t=0.0 second completed",
      ])
  }

  @Test func subscribeOnAndStartOnBothStartFromAScheduledAction() {
    let classicScheduler = RACTestScheduler()
    let classicLog = Recorder<String>(since: classicScheduler)
    let signal = RACSignal<String>.createSignal { subscriber in
      classicLog.log("subscribed")
      subscriber.sendNext("a")
      return nil
    }
    var classicSubscription: RACDisposable?
    classicScheduler.afterDelay(1) {
      classicSubscription = classicLog.subscribe("S", to: signal.subscribeOn(classicScheduler))
    }
    classicScheduler.stepAll()

    let modernScheduler = TestScheduler()
    let modernLog = Recorder<String>(since: modernScheduler)
    let producer = SignalProducer<String, NoError> { observer, _ in
      modernLog.log("subscribed")
      observer.sendNext("a")
    }
    var modernStart: Disposable?
    modernScheduler.scheduleAfter(1) { modernStart = modernLog.start("S", producer.startOn(modernScheduler)) }
    modernScheduler.run()

    #expect(classicLog.lines == ["t=1.0 subscribed", "t=1.0 S next a"])
    #expect(modernLog.lines == classicLog.lines)
    // Sources that never end: the subscriptions live until disposed, as in
    // RAC (docs/Reliability.md, the RAC-faithful cycles).
    classicSubscription?.dispose()
    modernStart?.dispose()
  }

  @Test func aDisabledCommandFailsWithAnNSErrorADisabledActionWithNotEnabled() throws {
    let command = RACCommand<Int, Int>(enabled: RACSignal.return(false)) { RACSignal.return($0) }
    var classicError: (any Error)?
    command.execute(1).subscribeError { classicError = $0 }
    let nsError = try #require(classicError as NSError?)
    #expect(nsError.domain == RACCommandErrorDomain && nsError.code == RACCommandErrorNotEnabled)

    let action = Action<Int, Int, TestError>(enabledIf: Property(value: false)) { SignalProducer(value: $0) }
    var modernError: ActionError<TestError>?
    action.apply(1).startWithFailed { modernError = $0 }
    #expect(modernError == .notEnabled)
  }
}
