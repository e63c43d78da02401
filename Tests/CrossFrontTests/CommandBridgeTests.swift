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
    let log = TimedLog { 0 }
    action.values.observeNext { log.log("action value \($0)") }
    action.errors.observeNext { log.log("action error \(TimedLog.describe($0))") }
    action.executing.producer.startWithNext { log.log("executing \($0)") }
    command.enabled.subscribeNext { log.log("command enabled \($0)") }
    command.execute(1)
    work.sendNext(10)
    action.apply(2).startWithFailed { log.log("apply failed \(TimedLog.describe($0))") }
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

  @Test func anActionsCommandRunsTheActionAndReportsItsErrorsAsThemselves() {
    let action = Action<Int, Int, TestError> { input in
      input < 0 ? SignalProducer(error: TestError(input)) : SignalProducer(values: [input, input * 2])
    }
    let command = action.toRACCommand()
    let log = TimedLog { 0 }
    action.values.observeNext { log.log("action value \($0)") }
    action.executing.signal.observeNext { log.log("action executing \($0)") }
    command.errors.subscribeNext { log.log("command error \(TimedLog.describe($0))") }
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
