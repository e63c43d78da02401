import Foundation
import RACModern
import RACTestSupport
import Testing

/// `Action`: lazy, one execution at a time, synchronous on the caller's thread.
@Suite struct ActionTests {
  let scheduler = TestScheduler()
  let log: Recorder<String>

  init() {
    log = Recorder<String>(since: scheduler)
  }

  /// An action whose work logs, sends its input and completes after `delay`.
  func delayedEcho(_ delay: TimeInterval = 1) -> Action<String, String, TestError> {
    Action { input in
      SignalProducer { observer, _ in
        self.log.log("work \(input)")
        self.scheduler.scheduleAfter(delay) {
          if input == "fail" { return observer.sendFailed(TestError(5)) }
          observer.sendNext(input)
          observer.sendCompleted()
        }
      }
    }
  }

  func watch<Output, Failure>(_ action: Action<String, Output, Failure>) {
    action.executing.signal.observeNext { self.log.log("executing \($0)") }
    action.enabled.signal.observeNext { self.log.log("enabled \($0)") }
    action.values.observeNext { self.log.log("values \($0)") }
    action.errors.observeNext { self.log.log("errors \(Recorder<String>.describe($0))") }
  }

  @Test func applyIsLazyAndEachStartRunsTheWorkOnce() {
    let action = delayedEcho()
    let producer = action.apply("a")
    #expect(log.lines == [])
    #expect(action.executing.value == false)
    log.start("S", producer)
    scheduler.advanceByInterval(1)
    log.start("T", producer)
    scheduler.advanceByInterval(1)
    #expect(
      log.lines == [
        "t=0.0 work a", "t=1.0 S next a", "t=1.0 S completed", "t=1.0 work a", "t=2.0 T next a", "t=2.0 T completed",
      ])
  }

  @Test func executingAndEnabledChangeBeforeTheWorkAndAfterTheEnd() {
    let action = delayedEcho()
    watch(action)
    log.start("S", action.apply("a"))
    scheduler.run()
    #expect(
      log.lines == [
        "t=0.0 executing true", "t=0.0 enabled false", "t=0.0 work a",
        "t=1.0 S next a", "t=1.0 values a", "t=1.0 S completed", "t=1.0 executing false", "t=1.0 enabled true",
      ])
  }

  @Test func aFailureReachesTheStarterThenErrorsThenExecutingTurnsFalse() {
    let action = delayedEcho()
    watch(action)
    log.start("S", action.apply("fail"))
    scheduler.run()
    #expect(
      log.lines == [
        "t=0.0 executing true", "t=0.0 enabled false", "t=0.0 work fail",
        "t=1.0 S failed producerFailed(TestError(5))", "t=1.0 errors TestError(5)",
        "t=1.0 executing false", "t=1.0 enabled true",
      ])
  }

  @Test func startingWhileExecutingFailsWithNotEnabled() {
    let action = delayedEcho()
    log.start("S", action.apply("a"))
    log.start("T", action.apply("b"))
    scheduler.run()
    #expect(log.lines == ["t=0.0 work a", "t=0.0 T failed notEnabled", "t=1.0 S next a", "t=1.0 S completed"])
  }

  @Test func enabledIfDisablesTheAction() {
    let allowed = MutableProperty(false)
    let action = Action<Int, Int, NoError>(enabledIf: Property(allowed)) { SignalProducer(value: $0 * 2) }
    let recorder = Recorder<Int>()
    #expect(action.enabled.value == false)
    action.apply(1).start { event in
      if case .failed(let error) = event { recorder.record(.failed(Recorder<String>.describe(error))) }
    }
    allowed.value = true
    #expect(action.enabled.value == true)
    action.apply(21).startWithNext { recorder.record(.value($0)) }
    #expect(recorder.events == [.failed("notEnabled"), .value(42)])
  }

  @Test func disposingTheStartInterruptsTheWorkAndEndsTheExecution() {
    let action = delayedEcho(5)
    watch(action)
    let disposable = log.start("S", action.apply("a"))
    scheduler.scheduleAfter(1) { disposable.dispose() }
    scheduler.run()
    #expect(
      log.lines == [
        "t=0.0 executing true", "t=0.0 enabled false", "t=0.0 work a",
        "t=1.0 S interrupted", "t=1.0 executing false", "t=1.0 enabled true",
      ])
  }

  @Test func theWorkRunsOnTheStartingThread() {
    let threads = Recorder<String>()
    let action = Action<Void, Void, NoError> { _ in
      SignalProducer { observer, _ in
        threads.record(.value("\(pthread_self())"))
        observer.sendCompleted()
      }
    }
    let done = DispatchSemaphore(value: 0)
    let starter = Thread {
      threads.record(.value("\(pthread_self())"))
      action.apply(()).start()
      done.signal()
    }
    starter.start()
    done.wait()
    let values = threads.values
    #expect(values.count == 2)
    #expect(values.first == values.last)
  }

  @Test func reactiveSwiftSpellingsReadTheSameState() {
    let action = delayedEcho()
    let execute = Action<String, String, TestError>(execute: { SignalProducer(value: $0) })
    action.apply("a").start()
    #expect(action.isExecuting.value && action.executing.value)
    #expect(!action.isEnabled.value && !action.enabled.value)
    scheduler.run()
    #expect(!action.isExecuting.value && action.isEnabled.value)
    let recorder = Recorder<String>()
    execute.apply("b").startWithNext { recorder.record(.value($0)) }
    #expect(recorder.values == ["b"])
  }

  @Test func valuesAndErrorsCompleteWhenTheActionIsDeallocated() {
    let values = Recorder<Int>()
    let errors = Recorder<Int>()
    do {
      let action = Action<Int, Int, NoError> { SignalProducer(value: $0) }
      values.observe(action.values)
      action.errors.observeCompleted { errors.record(.completed) }
      action.apply(1).start()
    }
    #expect(values.events == [.value(1), .completed])
    #expect(errors.events == [.completed])
  }
}
