import Foundation
import RACModern
import Testing

/// `TestScheduler.run()` as RAC4 had it: everything runs, in time order, and
/// the clock is left at the distant future.
@Suite struct TestSchedulerTests {
  @Test func runRunsEverythingInTimeOrderAndLeavesTheClockAtTheDistantFuture() {
    let scheduler = TestScheduler()
    var ran: [String] = []
    scheduler.scheduleAfter(2) { ran.append("b at \(scheduler.currentDate.timeIntervalSinceReferenceDate)") }
    scheduler.scheduleAfter(1) { ran.append("a at \(scheduler.currentDate.timeIntervalSinceReferenceDate)") }
    scheduler.run()
    #expect(ran == ["a at 1.0", "b at 2.0"])
    #expect(scheduler.currentDate == Date.distantFuture)
  }

  @Test func runWithNothingScheduledStillMovesTheClockToTheDistantFuture() {
    let scheduler = TestScheduler(startDate: Date(timeIntervalSinceReferenceDate: 5))
    scheduler.run()
    #expect(scheduler.currentDate == Date.distantFuture)
  }
}
