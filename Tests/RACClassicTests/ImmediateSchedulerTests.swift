import Foundation
import RACClassic
import Testing

/// `RACScheduler.immediate` runs a block where it is called and leaves the
/// calling scheduler current, as RAC2's `+currentScheduler` did.
@Suite struct ImmediateSchedulerTests {
  @Test func theImmediateSchedulerLeavesABackgroundSchedulerCurrent() {
    let background = RACScheduler.scheduler()
    let done = DispatchSemaphore(value: 0)
    var outside: RACScheduler?
    var inside: RACScheduler?
    background.schedule {
      outside = RACScheduler.current
      RACScheduler.immediate.schedule { inside = RACScheduler.current }
      done.signal()
    }
    done.wait()
    #expect(outside === background)
    #expect(inside === background)
  }

  @Test func theImmediateSchedulerLeavesATestSchedulerCurrent() {
    let scheduler = RACTestScheduler()
    var inside: RACScheduler?
    var ran = false
    scheduler.schedule {
      RACScheduler.immediate.schedule {
        inside = RACScheduler.current
        ran = true
      }
    }
    scheduler.stepAll()
    #expect(ran)
    #expect(inside === scheduler)
  }

  @Test func outsideAnySchedulerTheImmediateSchedulerIsNotCurrentOffTheMainThread() {
    let done = DispatchSemaphore(value: 0)
    let seen = SeenScheduler()
    Thread.detachNewThread {
      RACScheduler.immediate.schedule { seen.scheduler = RACScheduler.current }
      done.signal()
    }
    done.wait()
    #expect(seen.scheduler == nil)
  }
}

/// What a block on another thread saw; the semaphore orders the accesses.
private final class SeenScheduler: @unchecked Sendable {
  var scheduler: RACScheduler? = RACScheduler.immediate
}
