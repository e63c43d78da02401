import Dispatch
import Foundation
import RACClassic
import RACTestSupport
import Testing

/// RAC2's `-scheduleRecursiveBlock:`, `+subscriptionScheduler`,
/// `RACQueueScheduler`, `RACTargetQueueScheduler` and `RACScheduler.current`
/// inside each.
@Suite struct ClassicSchedulerTests {
  // MARK: scheduleRecursiveBlock

  @Test func aRecursiveBlockRunsAgainEachTimeItReschedules() {
    let scheduler = RACTestScheduler()
    let log = Recorder<String>(since: scheduler)
    var runs = 0
    scheduler.scheduleRecursiveBlock { reschedule in
      runs += 1
      log.log("run \(runs) current=\(RACScheduler.current === scheduler)")
      if runs < 3 { reschedule() }
    }
    #expect(log.lines == [])
    scheduler.stepAll()
    #expect(log.lines == ["t=0.0 run 1 current=true", "t=0.0 run 2 current=true", "t=0.0 run 3 current=true"])
  }

  @Test func reschedulesAskedForDuringOneRunAreEachMadeAfterItReturns() {
    let scheduler = RACTestScheduler()
    var order: [String] = []
    var runs = 0
    scheduler.scheduleRecursiveBlock { reschedule in
      runs += 1
      order.append("start \(runs)")
      if runs == 1 {
        reschedule()
        reschedule()
      }
      order.append("end \(runs)")
    }
    scheduler.step()
    #expect(order == ["start 1", "end 1"])
    scheduler.stepAll()
    #expect(order == ["start 1", "end 1", "start 2", "end 2", "start 3", "end 3"])
  }

  @Test func recursionOnTheImmediateSchedulerDoesNotGrowTheStack() {
    // A hundred thousand runs, each scheduled from inside the one before on a
    // scheduler that runs actions inline: recursion that nested on the stack
    // (a few frames per run, as RAC2 did) would overflow it long before.
    var runs = 0
    RACScheduler.immediate.scheduleRecursiveBlock { reschedule in
      runs += 1
      if runs < 100_000 { reschedule() }
    }
    #expect(runs == 100_000)
  }

  @Test func disposingStopsTheRecursion() {
    let scheduler = RACTestScheduler()
    var runs = 0
    let disposable = scheduler.scheduleRecursiveBlock { reschedule in
      runs += 1
      reschedule()
    }
    scheduler.step(3)
    disposable.dispose()
    scheduler.stepAll()
    #expect(runs == 3)
    #expect(disposable.isDisposed)
  }

  @Test func aRescheduleFromALaterCallbackIsMadeAtOnce() {
    let scheduler = RACTestScheduler()
    var runs = 0
    var later: (() -> Void)?
    scheduler.scheduleRecursiveBlock { reschedule in
      runs += 1
      if runs == 1 { later = reschedule }
    }
    scheduler.stepAll()
    #expect(runs == 1)
    later?()
    scheduler.stepAll()
    #expect(runs == 2)
    // The block holds its own reschedule function: a cycle until let go.
    later = nil
  }

  // MARK: subscriptionScheduler

  @Test func theSubscriptionSchedulerRunsAtOnceWhileASchedulerIsCurrent() {
    let scheduler = RACTestScheduler()
    var lines: [String] = []
    scheduler.schedule {
      RACScheduler.subscriptionScheduler.schedule {
        lines.append("inline current=\(RACScheduler.current === scheduler)")
      }
      lines.append("after schedule")
      RACScheduler.subscriptionScheduler.afterDelay(1) {
        lines.append("dated at \(scheduler.currentDate.timeIntervalSinceReferenceDate)")
      }
    }
    scheduler.stepAll()
    #expect(lines == ["inline current=true", "after schedule", "dated at 1.0"])
  }

  @Test func theSubscriptionSchedulerUsesABackgroundSchedulerElsewhere() {
    let ran = DispatchSemaphore(value: 0)
    let seen = Recorder<String>()
    DispatchQueue.global().async {
      RACScheduler.subscriptionScheduler.schedule {
        let current = RACScheduler.current
        seen.record(.value("current=\(current != nil) subscription=\(current === RACScheduler.subscriptionScheduler)"))
        ran.signal()
      }
      seen.record(.value("returned"))
      ran.signal()
    }
    #expect(ran.wait(timeout: .now() + 10) == .success)
    #expect(ran.wait(timeout: .now() + 10) == .success)
    #expect(Set(seen.values) == ["returned", "current=true subscription=false"])
  }

  // MARK: Queue schedulers

  @Test func aQueueSchedulerRunsOnItsQueueAndIsCurrentThere() {
    let queue = DispatchQueue(label: "RACPortTests.queue")
    let key = DispatchSpecificKey<Int>()
    queue.setSpecific(key: key, value: 1)
    let scheduler = RACQueueScheduler(name: "tests", queue: queue)
    let done = DispatchSemaphore(value: 0)
    let seen = Recorder<String>()
    scheduler.schedule {
      seen.record(
        .value("queue=\(DispatchQueue.getSpecific(key: key) == 1) current=\(RACScheduler.current === scheduler)"))
      done.signal()
    }
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(seen.values == ["queue=true current=true"])
    #expect(scheduler.queue === queue)
  }

  @Test func aTargetQueueSchedulerRunsSeriallyInOrderOverAConcurrentTarget() {
    let target = DispatchQueue(label: "RACPortTests.concurrent", attributes: .concurrent)
    let scheduler = RACTargetQueueScheduler(targetQueue: target)
    let running = LockedCounter()
    let order = Recorder<Int>()
    let done = DispatchSemaphore(value: 0)
    for index in 0..<200 {
      scheduler.schedule {
        if running.increment() != 1 { order.record(.failed("overlap")) }
        order.record(.value(index))
        if RACScheduler.current !== scheduler { order.record(.failed("not current")) }
        running.decrement()
        if index == 199 { done.signal() }
      }
    }
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(order.events == (0..<200).map { .value($0) })
    #expect(scheduler.queue.label.hasPrefix("RACPort.RACTargetQueueScheduler(RACPortTests.concurrent"))
  }

  @Test func aQueueSchedulerSubclassRunsItsOwnBlocksAsTheCurrentScheduler() {
    let queue = DispatchQueue(label: "RACPortTests.subclass")
    let key = DispatchSpecificKey<Int>()
    queue.setSpecific(key: key, value: 1)
    let scheduler = WaitingQueueScheduler(name: "waiting", queue: queue)
    let seen = Recorder<String>()
    let delivered = DispatchSemaphore(value: 0)
    #expect(RACScheduler.current == nil)
    scheduler.scheduleAndWait {
      seen.record(
        .value("queue=\(DispatchQueue.getSpecific(key: key) == 1) current=\(RACScheduler.current === scheduler)"))
      // A time operator without a scheduler picks the current one: the subclass.
      RACSignal<Int>.return(1).delay(0.01).subscribeNext { value in
        seen.record(.value("delayed \(value) current=\(RACScheduler.current === scheduler)"))
        delivered.signal()
      }
    }
    seen.record(.value("after current=\(RACScheduler.current == nil)"))
    #expect(delivered.wait(timeout: .now() + 10) == .success)
    #expect(seen.values == ["queue=true current=true", "after current=true", "delayed 1 current=true"])
  }

  @Test func performingAsTheCurrentSchedulerInsideAnotherSchedulersBlockRestoresThatOne() {
    let outer = RACTestScheduler()
    let inner = WaitingQueueScheduler(name: "inner", queue: DispatchQueue(label: "RACPortTests.inner"))
    var seen: [String] = []
    outer.schedule {
      inner.performAsCurrentScheduler {
        seen.append("inside inner=\(RACScheduler.current === inner)")
        inner.performAsCurrentScheduler { seen.append("nested inner=\(RACScheduler.current === inner)") }
        seen.append("still inner=\(RACScheduler.current === inner)")
      }
      seen.append("back outer=\(RACScheduler.current === outer)")
    }
    outer.stepAll()
    #expect(seen == ["inside inner=true", "nested inner=true", "still inner=true", "back outer=true"])
  }

  @Test func currentIsTheMainThreadSchedulerOnTheMainQueue() async {
    let isMain = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
      DispatchQueue.main.async { done.resume(returning: RACScheduler.current === RACScheduler.mainThread) }
    }
    #expect(isMain)
  }
}

/// A thread-safe counter for overlap checks.
final class LockedCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func increment() -> Int {
    lock.withLock {
      count += 1; return count
    }
  }
  func decrement() { lock.withLock { count -= 1 } }
}

/// A subclass as RAC2's `RACQueueScheduler+Subclass.h` meant them: it adds a
/// way to run blocks on `queue` and runs each through
/// `performAsCurrentScheduler(_:)`. (Swift asks every subclass of a class
/// that is `@unchecked Sendable` to restate it.)
final class WaitingQueueScheduler: RACQueueScheduler, @unchecked Sendable {
  /// Runs `block` on the queue, as the current scheduler, and waits for it.
  func scheduleAndWait(_ block: () -> Void) {
    queue.sync { performAsCurrentScheduler(block) }
  }
}
