import Dispatch
import Foundation
import RACShared
import Testing

/// `ScheduledTime`: the one rule every scheduler follows for out-of-range
/// times (docs/EventContract.md rule 13).
@Suite struct ScheduledTimeTests {
  @Test(arguments: [Double.infinity, 1e300, 1e18, ScheduledTime.wallClockLimit])
  func aWallClockDateFromTheLimitOnIsNever(_ secondsSince1970: Double) {
    #expect(ScheduledTime.wallDeadline(Date(timeIntervalSince1970: secondsSince1970)) == nil)
  }

  @Test func aWallClockDateBeforeTheLimitIsThatDate() {
    let date = Date(timeIntervalSince1970: 1_800_000_000.25)
    let expected = DispatchWallTime(timespec: timespec(tv_sec: 1_800_000_000, tv_nsec: 250_000_000))
    #expect(ScheduledTime.wallDeadline(date) == expected)
    let last = ScheduledTime.wallClockLimit - 1
    #expect(
      ScheduledTime.wallDeadline(Date(timeIntervalSince1970: last))
        == DispatchWallTime(timespec: timespec(tv_sec: Int(last), tv_nsec: 0)))
  }

  @Test(arguments: [-Double.infinity, -1e300, -1, 0, 0.5])
  func aWallClockDateBeforeOneSecondPast1970IsOneSecondPast1970(_ secondsSince1970: Double) {
    // Dispatch reads a deadline of 0 or 1 ns as "forever": a date long past
    // must not become that.
    #expect(
      ScheduledTime.wallDeadline(Date(timeIntervalSince1970: secondsSince1970))
        == DispatchWallTime(timespec: timespec(tv_sec: 1, tv_nsec: 0)))
  }

  @Test func aRepeatIntervalFromTheLimitOnFiresOnce() {
    #expect(ScheduledTime.repeatInterval(.infinity) == .never)
    #expect(ScheduledTime.repeatInterval(1e18) == .never)
    #expect(ScheduledTime.repeatInterval(2.5) == .nanoseconds(2_500_000_000))
  }

  @Test func aLeewayIsCappedAtTheWallClocksRange() {
    #expect(ScheduledTime.leeway(.infinity) == .nanoseconds(4_611_686_018_000_000_000))
    #expect(ScheduledTime.leeway(0.5) == .nanoseconds(500_000_000))
  }

  @Test func onlyAnInfiniteDateIsOutOfAVirtualClocksReach() {
    #expect(!ScheduledTime.isReachable(virtual: .infinity))
    #expect(ScheduledTime.isReachable(virtual: 1e300))
    #expect(ScheduledTime.isReachable(virtual: -.infinity))
  }
}
