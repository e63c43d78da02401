import Dispatch
import Foundation
import RACBridge
import RACTestSupport
import Testing

/// `RACScheduler` <-> `DateSchedulerType`: the same queue or clock in both
/// faces; test schedulers keep one clock.
@Suite struct SchedulerBridgeTests {
  @Test func aClassicTestSchedulersModernFaceIsTheSameClock() {
    let classic = RACTestScheduler()
    let modern = classic.toTestScheduler()
    var log: [String] = []
    classic.afterDelay(2) { log.append("classic at \(classic.currentDate.timeIntervalSinceReferenceDate)") }
    modern.scheduleAfter(1) { log.append("modern at \(modern.currentDate.timeIntervalSinceReferenceDate)") }
    modern.advanceByInterval(1.5)
    #expect(log == ["modern at 1.0"])
    classic.advance(by: 1)
    #expect(log == ["modern at 1.0", "classic at 2.0"])
    #expect(modern.currentDate == classic.currentDate)
  }

  @Test func aHalfMigratedPipelineOnBridgedTestSchedulersDoesNotDrift() {
    // A classic debounce (RAC2 throttle) of 0.3 feeding a modern delay of 0.2:
    // on one clock the value arrives at 0.1 + 0.3 + 0.2.
    let classicScheduler = RACTestScheduler()
    let modernScheduler = classicScheduler.toTestScheduler()
    let subject = RACSubject<String>()
    let recorder = Recorder<String>(scheduler: modernScheduler)
    recorder.start(
      subject.throttle(0.3, onScheduler: classicScheduler).toSignalProducer()
        .delay(0.2, onScheduler: modernScheduler))
    classicScheduler.afterDelay(0.1) { subject.sendNext("lookup") }
    modernScheduler.run()
    #expect(recorder.timeline == [(0.6, .value("lookup"))])
  }

  @Test func cancellingThroughEitherFaceCancelsTheScheduledAction() {
    let classic = RACTestScheduler()
    let modern = classic.toTestScheduler()
    var ran: [String] = []
    modern.scheduleAfter(1) { ran.append("modern") }?.toRACDisposable().dispose()
    classic.afterDelay(1) { ran.append("classic") }?.toDisposable().dispose()
    classic.afterDelay(1) { ran.append("kept") }
    modern.run()
    #expect(ran == ["kept"])
  }

  @Test func aModernTestSchedulersClassicFaceIsCurrentWhileTheClockRuns() {
    let modern = TestScheduler()
    let classic = modern.toRACTestScheduler()
    #expect(modern.toRACTestScheduler() === classic)
    var current: RACScheduler?
    modern.scheduleAfter(1) { current = RACScheduler.current }
    classic.stepAll()
    #expect(current === classic)
  }

  @Test func aClassicSchedulerConvertsBackToItself() {
    let scheduler = RACScheduler.immediate
    #expect(scheduler.toDateScheduler().toRACScheduler() === scheduler)
    #expect(ImmediateScheduler().toRACScheduler() === RACScheduler.immediate)
  }

  @Test func aUISchedulersClassicFaceIsTheMainThreadScheduler() {
    let classic = UIScheduler().toRACScheduler()
    #expect(classic === RACScheduler.mainThread)
    #expect(classic.toDateScheduler().toRACScheduler() === RACScheduler.mainThread)
  }

  @Test func aModernQueueSchedulersClassicFaceRunsBlocksOnItsQueue() {
    let queue = DispatchQueue(label: "bridge")
    let key = DispatchSpecificKey<Int>()
    queue.setSpecific(key: key, value: 7)
    let classic = QueueScheduler(queue: queue).toRACScheduler()
    let done = DispatchSemaphore(value: 0)
    let seen = LockedBox<Int?>(nil)
    classic.afterDelay(0.01) {
      seen.value = DispatchQueue.getSpecific(key: key)
      done.signal()
    }
    done.wait()
    #expect(seen.value == 7)
  }
}

/// A value shared with a block on another queue.
final class LockedBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
