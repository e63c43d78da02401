import Dispatch
import Foundation
import RACSwift
import RACTestSupport
import Testing

/// `Action` in ReactiveSwift's names and order: `isExecuting`/`isEnabled`
/// before the work, the starter first at the end, then `isExecuting`, then
/// `events`/`values`/`errors`/`completed`; the state initializers.
@Suite struct SwiftActionTests {
  /// An action whose run for `n` sends `n` and `n * 10`, then completes
  /// after one second, or, for a negative `n`, fails after one second.
  static func action(
    enabledIf enabled: MutableProperty<Bool>, on scheduler: TestScheduler, runs: Atomic<Int> = Atomic(0)
  ) -> Action<Int, Int, TestError> {
    Action(enabledIf: enabled) { n in
      SignalProducer { observer, lifetime in
        runs.modify { $0 += 1 }
        guard n >= 0 else {
          lifetime += scheduler.schedule(after: .seconds(1)) { observer.send(error: TestError(n)) }
          return
        }
        observer.send(value: n)
        observer.send(value: n * 10)
        lifetime += scheduler.schedule(after: .seconds(1)) { observer.sendCompleted() }
      }
    }
  }

  /// Logs `action`'s state and report signals under their names.
  static func watch<Input, Output, Failure>(_ action: Action<Input, Output, Failure>, _ log: Recorder<String>) {
    action.isExecuting.signal.observeValues { log.log("executing \($0)") }
    action.isEnabled.signal.observeValues { log.log("enabled \($0)") }
    action.values.observeValues { log.log("values \($0)") }
    action.errors.observeValues { log.log("errors \(Recorder<String>.describe($0))") }
    action.completed.observeValues { log.log("completed") }
    action.events.observeValues { log.log("events \($0)") }
    action.disabledErrors.observeValues { log.log("disabled") }
  }

  @Test func aCompletingRunInReactiveSwiftsOrder() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let action = Self.action(enabledIf: MutableProperty(true), on: scheduler)
    Self.watch(action, log)
    log.start("apply", action.apply(2))
    scheduler.run()
    #expect(
      log.lines == [
        "t=0.0 enabled false", "t=0.0 executing true", "t=0.0 apply value 2", "t=0.0 values 2",
        "t=0.0 events VALUE 2", "t=0.0 apply value 20", "t=0.0 values 20", "t=0.0 events VALUE 20",
        "t=1.0 apply completed", "t=1.0 enabled true", "t=1.0 executing false", "t=1.0 completed",
        "t=1.0 events COMPLETED",
      ])
  }

  @Test func aFailingRunReachesTheStarterAsProducerFailedAndErrorsAsItself() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let action = Self.action(enabledIf: MutableProperty(true), on: scheduler)
    Self.watch(action, log)
    var failure: ActionError<TestError>?
    action.apply(-1).startWithFailed { failure = $0 }
    scheduler.run()
    #expect(failure == .producerFailed(TestError(-1)))
    #expect(
      log.lines == [
        "t=0.0 enabled false", "t=0.0 executing true", "t=1.0 enabled true", "t=1.0 executing false",
        "t=1.0 errors TestError(-1)", "t=1.0 events FAILED TestError(-1)",
      ])
  }

  @Test func disposingARunInterruptsItAndReportsTheInterruptionBeforeItEnds() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let action = Self.action(enabledIf: MutableProperty(true), on: scheduler)
    Self.watch(action, log)
    let disposable = log.start("apply", action.apply(1))
    log.reset()
    disposable.dispose()
    scheduler.run()
    #expect(
      log.lines == [
        "t=0.0 apply interrupted", "t=0.0 events INTERRUPTED", "t=0.0 enabled true", "t=0.0 executing false",
      ])
  }

  @Test func aDisabledActionFailsTheStartWithDisabledThenSendsOnDisabledErrors() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let runs = Atomic(0)
    let action = Self.action(enabledIf: MutableProperty(false), on: scheduler, runs: runs)
    Self.watch(action, log)
    log.start("apply", action.apply(1))
    #expect(runs.value == 0)
    #expect(log.lines == ["t=0.0 apply failed disabled", "t=0.0 disabled"])
  }

  @Test func oneRunAtATime() {
    let scheduler = TestScheduler()
    let runs = Atomic(0)
    let action = Self.action(enabledIf: MutableProperty(true), on: scheduler, runs: runs)
    var failures: [ActionError<TestError>] = []
    action.apply(1).start()
    action.apply(2).startWithFailed { failures.append($0) }
    #expect(runs.value == 1)
    #expect(failures == [.disabled])
    scheduler.run()
    action.apply(3).start()
    #expect(runs.value == 2)
  }

  @Test func theEnabledStateFollowsItsPropertyAndIsFalseWhileRunning() {
    let scheduler = TestScheduler()
    let enabled = MutableProperty(false)
    let action = Self.action(enabledIf: enabled, on: scheduler)
    #expect(!action.isEnabled.value && !action.isExecuting.value)
    enabled.value = true
    #expect(action.isEnabled.value)
    action.apply(0).start()
    #expect(!action.isEnabled.value && action.isExecuting.value)
    scheduler.run()
    #expect(action.isEnabled.value && !action.isExecuting.value)
    enabled.value = false
    #expect(!action.isEnabled.value)
  }

  @Test func theStateInitializerRunsWithTheStateValueCurrentWhenTheRunBegins() {
    let state = MutableProperty(1)
    let add = Action<Int, Int, Never>(state: state) { value, input in SignalProducer(value: value + input) }
    var values: [Int] = []
    add.values.observeValues { values.append($0) }
    add.apply(10).start()
    state.value = 5
    add.apply(10).start()
    #expect(values == [11, 15])
  }

  @Test func theVoidStateInitializerAndApplyWithoutInput() {
    let state = MutableProperty("a")
    let echo = Action<Void, String, Never>(state: state) { SignalProducer(value: $0) }
    var values: [String] = []
    echo.values.observeValues { values.append($0) }
    echo.apply().start()
    state.value = "b"
    echo.apply().start()
    #expect(values == ["a", "b"])
  }

  @Test func stateEnabledIfDecidesFromTheStateValue() {
    let state = MutableProperty(0)
    let action = Action<Void, Int, Never>(state: state, enabledIf: { $0 > 0 }) { value, _ in
      SignalProducer(value: value)
    }
    #expect(!action.isEnabled.value)
    state.value = 3
    #expect(action.isEnabled.value)
    var values: [Int] = []
    action.apply().startValues { values.append($0) }
    #expect(values == [3])
  }

  @Test func unwrappingIsEnabledWhileTheStateHoldsAValue() {
    let state = MutableProperty<Int?>(nil)
    let double = Action<Void, Int, Never>(unwrapping: state) { SignalProducer(value: $0 * 2) }
    let add = Action<Int, Int, Never>(unwrapping: state) { value, input in SignalProducer(value: value + input) }
    #expect(!double.isEnabled.value && !add.isEnabled.value)
    state.value = 4
    var values: [Int] = []
    double.apply().startValues { values.append($0) }
    add.apply(1).startValues { values.append($0) }
    #expect(values == [8, 5])
    state.value = nil
    #expect(!double.isEnabled.value)
  }

  @Test func theExecuteOnlyInitializerIsAlwaysEnabledButWhileRunning() {
    let action = Action<Int, Int, Never> { SignalProducer(value: $0 + 1) }
    var values: [Int] = []
    action.apply(1).startValues { values.append($0) }
    #expect(values == [2])
    #expect(action.isEnabled.value)
  }

  @Test func theActionKeepsItsStatePropertyAlive() {
    var state: MutableProperty<Int>? = MutableProperty(0)
    weak let weakState = state
    var action: Action<Void, Int, Never>? = Action(state: state!) { SignalProducer(value: $0) }
    state = nil
    #expect(weakState != nil)
    #expect(action != nil)
    action = nil
    #expect(weakState == nil)
  }

  @Test func theSignalsCompleteAndTheLifetimeEndsWhenTheActionGoesAway() {
    var lines: [String] = []
    do {
      let action = Action<Int, Int, Never> { SignalProducer(value: $0) }
      action.lifetime.observeEnded { lines.append("lifetime ended") }
      action.values.observeCompleted { lines.append("values completed") }
      action.events.observeCompleted { lines.append("events completed") }
      action.disabledErrors.observeCompleted { lines.append("disabledErrors completed") }
    }
    #expect(lines.contains("lifetime ended") && lines.contains("values completed"))
    #expect(lines.contains("events completed") && lines.contains("disabledErrors completed"))
  }

  @Test func bindingValuesToAnActionAppliesItToEachAndStartsTheRun() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let action = Self.action(enabledIf: MutableProperty(true), on: scheduler)
    action.values.observeValues { log.log("values \($0)") }
    let (inputs, input) = Signal<Int, Never>.pipe()
    action <~ inputs
    scheduler.schedule(after: .seconds(1)) { input.send(value: 3) }
    scheduler.schedule(after: .seconds(3)) { input.send(value: 4) }
    scheduler.run()
    #expect(log.lines == ["t=1.0 values 3", "t=1.0 values 30", "t=3.0 values 4", "t=3.0 values 40"])
  }

  @Test func anActionWhoseExecutingStateFeedsItsEnabledStateDoesNotDeadlock() {
    let enabled = MutableProperty(false)
    let action = Action<Void, Void, Never>(enabledIf: enabled) { SignalProducer.never }
    enabled <~ action.isExecuting.negate()
    #expect(enabled.value && action.isEnabled.value)
    let disposable = action.apply().start()
    #expect(!enabled.value && !action.isEnabled.value && action.isExecuting.value)
    disposable.dispose()
    #expect(enabled.value && action.isEnabled.value && !action.isExecuting.value)
  }

  @Test func actionErrorsCompareByCase() {
    #expect(ActionError<TestError>.disabled == .disabled)
    #expect(ActionError<TestError>.producerFailed(TestError(1)) != .producerFailed(TestError(2)))
    #expect(ActionError<TestError>.disabled != .producerFailed(TestError(1)))
  }

  @Test func racingAppliesFromManyThreadsStartOneRunAtATime() {
    let runs = Atomic(0)
    let running = Atomic(0)
    let maximum = Atomic(0)
    let action = Action<Void, Void, Never> { _ in
      SignalProducer { observer, _ in
        runs.modify { $0 += 1 }
        let now = running.modify { value -> Int in
          value += 1
          return value
        }
        maximum.modify { $0 = max($0, now) }
        running.modify { $0 -= 1 }
        observer.sendCompleted()
      }
    }
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<50 { action.apply().start() }
    }
    #expect(maximum.value == 1)
    #expect(runs.value > 0)
  }
}
