import Foundation
import RACClassic
import RACTestSupport
import Testing

/// `RACCommand`: eager, replayed, synchronous on the caller's thread.
@Suite struct RACCommandTests {
  let scheduler = RACTestScheduler()
  let log: Recorder<String>

  init() {
    log = Recorder<String>(since: scheduler)
  }

  /// A command whose work logs, then sends its input and completes (or
  /// fails for "fail") `delay` seconds later.
  func delayedEcho(_ delay: TimeInterval = 1, enabled: RACSignal<Bool>? = nil) -> RACCommand<String, String> {
    RACCommand(enabled: enabled) { input in
      RACSignal.createSignal { subscriber in
        self.log.log("work \(input)")
        self.scheduler.afterDelay(delay) {
          if input == "fail" { return subscriber.sendError(TestError(5)) }
          subscriber.sendNext(input)
          subscriber.sendCompleted()
        }
        return nil
      }
    }
  }

  func watch(_ command: RACCommand<String, String>) {
    command.executing.skip(1).subscribeNext { self.log.log("executing \($0)") }
    command.enabled.skip(1).subscribeNext { self.log.log("enabled \($0)") }
    command.executionSignals.subscribeNext { execution in
      self.log.log("execution")
      self.log.subscribe("E", to: execution)
    }
    command.errors.subscribeNext { self.log.log("errors \(Recorder<String>.describe($0))") }
  }

  @Test func executeStartsTheWorkAtOnceAfterExecutingAndEnabledChange() {
    let command = delayedEcho()
    watch(command)
    command.execute("a")
    scheduler.stepAll()
    #expect(
      log.lines == [
        "t=0.0 executing true", "t=0.0 enabled false", "t=0.0 execution", "t=0.0 work a",
        "t=1.0 E next a", "t=1.0 E completed", "t=1.0 executing false", "t=1.0 enabled true",
      ])
  }

  /// RAC2's order: the signal block runs, then `executionSignals` hears the
  /// execution, then the execution is subscribed (its work starts).
  @Test func theSignalBlockRunsBeforeExecutionSignalsHearTheExecution() {
    let command = RACCommand<String, String> { input in
      self.log.log("block \(input)")
      return RACSignal.createSignal { subscriber in
        self.log.log("work \(input)")
        subscriber.sendCompleted()
        return nil
      }
    }
    command.executionSignals.subscribeNext { _ in self.log.log("execution") }
    command.execute("a")
    #expect(log.lines == ["t=0.0 block a", "t=0.0 execution", "t=0.0 work a"])
  }

  @Test func theExecutionIsReplayedToLaterSubscribers() {
    let command = delayedEcho()
    let execution = command.execute("a")
    scheduler.stepAll()
    log.subscribe("late", to: execution)
    log.subscribe("again", to: execution)
    #expect(
      log.lines == [
        "t=0.0 work a", "t=1.0 late next a", "t=1.0 late completed", "t=1.0 again next a", "t=1.0 again completed",
      ])
  }

  @Test func aFailedExecutionCompletesOnExecutionSignalsAndSendsItsErrorOnErrors() {
    let command = delayedEcho()
    watch(command)
    let execution = command.execute("fail")
    scheduler.stepAll()
    log.subscribe("caller", to: execution)
    #expect(
      log.lines == [
        "t=0.0 executing true", "t=0.0 enabled false", "t=0.0 execution", "t=0.0 work fail",
        "t=1.0 E completed", "t=1.0 errors TestError(5)", "t=1.0 executing false", "t=1.0 enabled true",
        "t=1.0 caller error TestError(5)",
      ])
  }

  @Test func executingWhileDisabledFailsWithTheNotEnabledError() throws {
    let command = delayedEcho()
    command.execute("a")
    var received: (any Error)?
    command.execute("b").subscribeError { received = $0 }
    let error = try #require(received as NSError?)
    #expect(error.domain == RACCommandErrorDomain)
    #expect(error.code == RACCommandErrorNotEnabled)
    #expect(error.localizedDescription == "The command is disabled and cannot be executed")
    #expect(error.userInfo[RACUnderlyingCommandErrorKey] as AnyObject? === command)
    #expect(log.lines == ["t=0.0 work a"])
  }

  @Test func executingAndEnabledSendTheirCurrentValueOnSubscription() {
    let command = delayedEcho()
    let executing = Recorder<Bool>()
    let enabled = Recorder<Bool>()
    command.execute("a")
    executing.subscribe(to: command.executing)
    enabled.subscribe(to: command.enabled)
    scheduler.stepAll()
    #expect(executing.values == [true, false])
    #expect(enabled.values == [false, true])
  }

  @Test func theEnabledSignalGatesExecutionAndCountsAsTrueUntilItSends() {
    let gate = RACSubject<Bool>()
    let command = delayedEcho(0, enabled: gate)
    let enabled = Recorder<Bool>()
    enabled.subscribe(to: command.enabled)
    gate.sendNext(false)
    command.execute("blocked")
    gate.sendNext(true)
    command.execute("a")
    scheduler.stepAll()
    #expect(enabled.values == [true, false, true, false, true])
    #expect(log.lines == ["t=0.0 work a"])
  }

  @Test func aFailingEnabledSignalLeavesItsLastValueInForce() {
    let gate = RACSubject<Bool>()
    let command = delayedEcho(0, enabled: gate)
    let enabled = Recorder<Bool>()
    enabled.subscribe(to: command.enabled)
    gate.sendNext(false)
    gate.sendError(TestError(1))
    command.execute("blocked")
    scheduler.stepAll()
    #expect(enabled.events == [.value(true), .value(false)])
    #expect(log.lines == [])
  }

  @Test func allowingConcurrentExecutionKeepsTheCommandEnabledWhileExecuting() {
    let command = delayedEcho()
    command.allowsConcurrentExecution = true
    #expect(command.allowsConcurrentExecution)
    let enabled = Recorder<Bool>()
    enabled.subscribe(to: command.enabled)
    command.execute("a")
    command.execute("b")
    scheduler.stepAll()
    #expect(enabled.values == [true])
    #expect(log.lines == ["t=0.0 work a", "t=0.0 work b"])
  }

  @Test func turningConcurrentExecutionOffWhileExecutingDisablesTheCommand() {
    let command = delayedEcho()
    command.allowsConcurrentExecution = true
    let enabled = Recorder<Bool>()
    enabled.subscribe(to: command.enabled)
    command.execute("a")
    command.allowsConcurrentExecution = false
    scheduler.stepAll()
    #expect(enabled.values == [true, false, true])
  }

  @Test func executeRunsSynchronouslyOnTheCallersThread() {
    let threads = Recorder<String>()
    let command = RACCommand<Void, Void> { _ in
      threads.record(.value("\(pthread_self())"))
      return RACSignal.empty()
    }
    let done = DispatchSemaphore(value: 0)
    Thread {
      threads.record(.value("\(pthread_self())"))
      command.execute(())
      threads.record(.value("returned"))
      done.signal()
    }.start()
    done.wait()
    let values = threads.values
    #expect(values.count == 3)
    #expect(values[0] == values[1])
    #expect(values[2] == "returned")
  }

  @Test func anExecutionFailingWithANilErrorSendsABridgedErrorOnErrors() throws {
    let command = RACCommand<Void, Void> { _ in RACSignal.error(nil) }
    var received: [any Error] = []
    command.errors.subscribeNext { received.append($0) }
    command.execute(())
    let error = try #require(received.first as? BridgedError)
    #expect(received.count == 1)
    #expect(error.underlying == nil)
  }

  @Test func executionSignalsCompleteWhenTheCommandIsDeallocated() {
    let executions = Recorder<String>()
    do {
      let command = RACCommand<String, String> { RACSignal.return($0) }
      command.executionSignals.subscribeNext(
        { _ in executions.record(.value("execution")) }, completed: { executions.record(.completed) })
      command.execute("a")
    }
    #expect(executions.events == [.value("execution"), .completed])
  }
}
