import Foundation
import RACShared
import Testing

/// The engine's `async` view of a date scheduler (ReactiveSwift's
/// `DateScheduler.timer(interval:leeway:)`).
@Suite struct DateSchedulerAsyncTests {
  @Test func aTimerStreamDoesNotKeepItsSchedulerAlive() {
    weak var weakScheduler: VirtualTimeSchedulerCore?
    var stream: AsyncStream<Date>?
    do {
      let scheduler = VirtualTimeSchedulerCore(startDate: Date(timeIntervalSinceReferenceDate: 0))
      weakScheduler = scheduler
      stream = scheduler.timer(every: .seconds(1), leeway: .seconds(0))
    }
    // The stream is still held, its repeating action still scheduled: only
    // the test held the scheduler.
    #expect(weakScheduler == nil)
    #expect(stream != nil)
  }

  @Test func aTimerStreamYieldsTheSchedulersDateEveryInterval() async {
    let scheduler = VirtualTimeSchedulerCore(startDate: Date(timeIntervalSinceReferenceDate: 0))
    var iterator = scheduler.timer(every: .seconds(2), leeway: .seconds(0)).makeAsyncIterator()
    await scheduler.advance(to: Date(timeIntervalSinceReferenceDate: 4))
    let first = await iterator.next()
    let second = await iterator.next()
    #expect(first?.timeIntervalSinceReferenceDate == 2)
    #expect(second?.timeIntervalSinceReferenceDate == 4)
  }
}
