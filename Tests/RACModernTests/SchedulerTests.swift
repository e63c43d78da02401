import Dispatch
import Foundation
import RACModern
import RACTestSupport
import Testing

/// `UIScheduler`, `QueueScheduler.main` and `QueueScheduler(qos:name:targeting:)`,
/// on the real main queue (on Linux the test runner drains it from a worker
/// thread, so main-ness is checked by a queue mark).
@Suite struct ModernSchedulerTests {
  @Test func uiSchedulerRunsAtOnceOnTheMainQueueWhenNothingWaits() async {
    let lines = await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
      DispatchQueue.main.async {
        var lines: [String] = []
        let scheduler = UIScheduler()
        let disposable = scheduler.schedule {
          lines.append("first")
          // Scheduled while the first runs: waits behind it, on the main queue.
          scheduler.schedule {
            lines.append("nested main=\(MainQueueMark.isMain)")
            done.resume(returning: lines)
          }
          lines.append("first done")
        }
        lines.append("returned disposable=\(disposable == nil ? "nil" : "some")")
      }
    }
    #expect(lines == ["first", "first done", "returned disposable=nil", "nested main=true"])
  }

  @Test func uiSchedulerGoesThroughTheMainQueueFromOtherThreadsInOrder() async {
    let lines = await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
      let scheduler = UIScheduler()
      let seen = Recorder<String>()
      DispatchQueue.global().async {
        for index in 0..<3 {
          scheduler.schedule {
            seen.record(.value("\(index) main=\(MainQueueMark.isMain)"))
            if index == 2 { done.resume(returning: seen.values) }
          }
        }
      }
    }
    #expect(lines == ["0 main=true", "1 main=true", "2 main=true"])
  }

  @Test func aUISchedulerActionDisposedBeforeItRanNeverRuns() async {
    let lines = await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
      DispatchQueue.main.async {
        var lines: [String] = []
        let scheduler = UIScheduler()
        scheduler.schedule {
          // Scheduled while an action of the scheduler runs: queued, so it
          // can still be cancelled.
          let cancelled = scheduler.schedule { lines.append("cancelled action ran") }
          cancelled?.dispose()
          scheduler.schedule { done.resume(returning: lines + ["last"]) }
          lines.append("first")
        }
      }
    }
    #expect(lines == ["first", "last"])
  }

  @Test func queueSchedulerMainIsTheMainQueueScheduler() async {
    #expect(QueueScheduler.main === QueueScheduler.mainQueueScheduler)
    let onMain = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
      QueueScheduler.main.schedule { done.resume(returning: MainQueueMark.isMain) }
    }
    #expect(onMain)
  }

  @Test func aTargetingQueueSchedulerRunsSeriallyInOrderOverAConcurrentTarget() {
    let target = DispatchQueue(label: "RACPortTests.modernConcurrent", attributes: .concurrent)
    let key = DispatchSpecificKey<Int>()
    target.setSpecific(key: key, value: 4)
    let scheduler = QueueScheduler(qos: .utility, name: "RACPortTests.serial", targeting: target)
    let order = Recorder<Int>()
    let done = DispatchSemaphore(value: 0)
    for index in 0..<100 {
      scheduler.schedule {
        if DispatchQueue.getSpecific(key: key) != 4 { order.record(.failed("not on the target")) }
        order.record(.value(index))
        if index == 99 { done.signal() }
      }
    }
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(order.events == (0..<100).map { .value($0) })
  }
}
