import Foundation
import RACBridge
import RACTestSupport
import Testing

/// `RACCommand.toAction()` and `Action.toRACCommand()`: execution, enabled,
/// executing and errors cross the bridge.
@Suite struct CommandBridgeTests {
  @Test func aCommandsActionSharesItsExecutions() {
    let work = RACSubject<Int>()
    let command = RACCommand<Int, Int> { _ in work }
    let action = command.toAction()
    #expect(action.core === command.core)
    let log = Recorder<String> { 0 }
    action.values.observeNext { log.log("action value \($0)") }
    action.errors.observeNext { log.log("action error \(Recorder<String>.describe($0))") }
    action.executing.producer.startWithNext { log.log("executing \($0)") }
    command.enabled.subscribeNext { log.log("command enabled \($0)") }
    command.execute(1)
    work.sendNext(10)
    action.apply(2).startWithFailed { log.log("apply failed \(Recorder<String>.describe($0))") }
    work.sendError(TestError(3))
    #expect(
      log.lines == [
        "t=0.0 executing false", "t=0.0 command enabled true",
        "t=0.0 executing true", "t=0.0 command enabled false",
        "t=0.0 action value 10",
        "t=0.0 apply failed notEnabled",
        "t=0.0 action error TestError(3)",
        "t=0.0 executing false", "t=0.0 command enabled true",
      ])
  }

  @Test func everyExecutionOfASharedCommandReachesExecutionSignalsWhicheverFaceStartedIt() {
    let scheduler = RACTestScheduler()
    let log = Recorder<String>(since: scheduler)
    let first = RACSubject<Int>()
    let second = RACSubject<Int>()
    let command = RACCommand<Int, Int> { $0 > 0 ? first.startWith($0) : second }
    let action = command.toAction()
    var announced: [RACSignal<Int>] = []
    command.executionSignals.subscribeNext { execution in
      announced.append(execution)
      log.subscribe("execution \(announced.count)", to: execution)
    }
    action.values.observeNext { log.log("action value \($0)") }
    scheduler.after(scheduler.currentDate.addingTimeInterval(1)) { log.start("apply", action.apply(1)) }
    scheduler.after(scheduler.currentDate.addingTimeInterval(2)) { first.sendNext(10) }
    scheduler.after(scheduler.currentDate.addingTimeInterval(3)) { first.sendCompleted() }
    scheduler.after(scheduler.currentDate.addingTimeInterval(4)) { command.execute(-1) }
    scheduler.after(scheduler.currentDate.addingTimeInterval(5)) { second.sendError(TestError(5)) }
    scheduler.after(scheduler.currentDate.addingTimeInterval(6)) { log.subscribe("late", to: announced[0]) }
    scheduler.stepAll()
    #expect(
      log.lines == [
        // The apply start hears each event first, then the announced
        // execution's subscribers, then `values`, as for `execute:`.
        "t=1.0 apply next 1", "t=1.0 execution 1 next 1", "t=1.0 action value 1",
        "t=2.0 apply next 10", "t=2.0 execution 1 next 10", "t=2.0 action value 10",
        "t=3.0 apply completed", "t=3.0 execution 1 completed",
        // An execution through the classic face, failing: RAC2's execution
        // signals end with a completion.
        "t=5.0 execution 2 completed",
        // An announced execution replays what it sent to a late subscriber.
        "t=6.0 late next 1", "t=6.0 late next 10", "t=6.0 late completed",
      ])
  }

  @Test func anApplyIsAnnouncedOnlyWhileExecutionSignalsIsObserved() {
    let command = RACCommand<Int, Int> { RACSignal.return($0) }
    let values = Recorder<Int>()
    values.start(command.toAction().apply(1))
    var announced = 0
    command.executionSignals.subscribeNext { _ in announced += 1 }
    values.start(command.toAction().apply(2))
    #expect(values.values == [1, 2])
    #expect(announced == 1)
  }

  @Test func anActionsCommandRunsTheActionAndReportsItsErrorsAsThemselves() {
    let action = Action<Int, Int, TestError> { input in
      input < 0 ? SignalProducer(error: TestError(input)) : SignalProducer(values: [input, input * 2])
    }
    let command = action.toRACCommand()
    let log = Recorder<String> { 0 }
    action.values.observeNext { log.log("action value \($0)") }
    action.executing.signal.observeNext { log.log("action executing \($0)") }
    command.errors.subscribeNext { log.log("command error \(Recorder<String>.describe($0))") }
    log.subscribe("execution", to: command.execute(1))
    command.execute(-7)
    #expect(
      log.lines == [
        // execute(_:) runs the work at once; the subscriber is replayed it.
        "t=0.0 action executing true", "t=0.0 action value 1", "t=0.0 action value 2",
        "t=0.0 action executing false",
        "t=0.0 execution next 1", "t=0.0 execution next 2", "t=0.0 execution completed",
        "t=0.0 action executing true", "t=0.0 command error TestError(-7)", "t=0.0 action executing false",
      ])
  }

  @Test func anActionsCommandIsEnabledWhileTheActionIs() {
    let allowed = MutableProperty(false)
    let action = Action<Int, Int, NoError>(enabledIf: allowed) { SignalProducer(value: $0) }
    let command = action.toRACCommand()
    let enabled = Recorder<Bool>()
    enabled.subscribe(to: command.enabled)
    var error: (any Error)?
    command.execute(1).subscribeError { error = $0 }
    allowed.value = true
    #expect(enabled.values == [false, true])
    #expect((error as NSError?)?.code == RACCommandErrorNotEnabled)
  }

  @Test func disposingAnApplyStartDisposesTheClassicWorkAndEndsTheExecutionForBothFaces() {
    var disposals = 0
    let command = RACCommand<Int, Int> { _ in
      RACSignal.createSignal { _ in RACDisposable { disposals += 1 } }
    }
    let executing = Recorder<Bool>()
    executing.subscribe(to: command.executing)
    let start = Recorder<Int>()
    let disposable = start.start(command.toAction().apply(1))
    #expect(executing.values == [false, true])
    disposable.dispose()
    #expect(disposals == 1)
    #expect(start.events == [.interrupted])
    #expect(executing.values == [false, true, false])
  }

  @Test func aCommandsActionConvertsBackToTheSameEngineCommand() {
    let command = RACCommand<Int, Int> { RACSignal.return($0) }
    #expect(command.toAction().toRACCommand().core === command.core)
  }
}
