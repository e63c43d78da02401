import Foundation
import RACClassic
import RACModern
import RACTesting
import Testing

/// One clock for both faces.
@Suite struct MigrationTestSchedulerTests {
  @Test func classicAndModernActionsRunOnOneClockInTimeOrder() {
    let scheduler = MigrationTestScheduler()
    var log: [String] = []
    scheduler.afterDelay(2) { log.append("classic at \(scheduler.now)") }
    scheduler.scheduleAfter(1) { log.append("modern at \(scheduler.now)") }
    scheduler.schedule { log.append("classic now") }
    let modernNow: Disposable? = scheduler.schedule { log.append("modern now") }
    #expect(modernNow != nil)
    scheduler.advance(by: 1.5)
    #expect(log == ["classic now", "modern now", "modern at 1.0"])
    #expect(scheduler.now == 1.5)
    scheduler.stepAll()
    #expect(log.last == "classic at 2.0")
    #expect(scheduler.now == 2)
  }

  @Test func itIsTheCurrentSchedulerWhileItRunsAnAction() {
    let scheduler = MigrationTestScheduler()
    var current: RACScheduler?
    scheduler.scheduleAfter(1) { current = RACScheduler.current }
    scheduler.run()
    #expect(current === scheduler)
  }

  @Test func aHalfMigratedPipelineRunsOnOneClock() {
    // A classic throttle (a debounce) with no scheduler given feeds a modern
    // delay; both read the one clock, so the value arrives at 0.3 + 0.5.
    let scheduler = MigrationTestScheduler()
    let input = scheduler.hotSubject(Marbles("a--", tick: 0.1))
    let debounced = input.throttle(0.3)
    let received = Recorder<String>(scheduler: scheduler)
    let (signal, observer) = Signal<String, NoError>.pipe()
    signal.delay(0.5, onScheduler: scheduler).observe(received.observer())
    debounced.subscribeNext { observer.sendNext($0) }
    scheduler.run()
    #expect(received.timeline == [(0.8, .value("a"))])
  }

  @Test func stepRunsOneActionAtATimeAndRunLeavesTheClockInTheDistantFuture() {
    let scheduler = MigrationTestScheduler(startDate: Date(timeIntervalSinceReferenceDate: 100))
    var ran = 0
    scheduler.afterDelay(1) { ran += 1 }
    scheduler.afterDelay(2) { ran += 1 }
    scheduler.step()
    #expect(ran == 1)
    #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 101))
    scheduler.advanceToDate(Date(timeIntervalSinceReferenceDate: 105))
    #expect(ran == 2)
    scheduler.run()
    #expect(scheduler.currentDate == .distantFuture)
  }
}
