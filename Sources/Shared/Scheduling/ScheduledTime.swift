import Dispatch
import Foundation

/// Where a time handed to a scheduler lands: docs/EventContract.md rule 13
/// for out-of-range time values, one rule for every scheduler of the engine,
/// so that no date or interval is ever an arithmetic-overflow crash.
///
/// - **Unreachable means never.** A date no clock can reach: `+infinity` (a
///   delay or interval of `.infinity`, or a sum that overflows to it), and on
///   the wall-clock schedulers (queue, main-thread, immediate) any date from
///   `wallClockLimit` on, past what Dispatch's nanosecond clock holds (2116).
///   The action never runs and is let go of at once; the scheduler still
///   returns a disposable. So `delay(.infinity)` holds values and completion
///   for ever, `timeout(.infinity)` never times out, `timer(.infinity)` never
///   ticks, a repeating action whose next tick is unreachable runs no more.
///   A virtual clock holds any finite date: `afterDelay(1e300)` on a test
///   scheduler runs once the clock is advanced that far.
/// - **A past date runs as soon as possible**: a negative delay,
///   `-infinity`, `Date.distantPast`. (Operators still trap on negative
///   intervals, rule 13.)
/// - **NaN traps**, naming the value.
package enum ScheduledTime {
  /// The first wall-clock date the Dispatch-based schedulers cannot wait
  /// for, in seconds since 1970: 2^62 nanoseconds, in the year 2116. Dispatch
  /// itself reads any later deadline as "forever".
  package static let wallClockLimit: TimeInterval = 4_611_686_018

  /// `date` as a Dispatch wall-clock deadline, or `nil` when it cannot be
  /// reached (never). A past date becomes a deadline that has passed.
  /// Traps when `date` is NaN.
  package static func wallDeadline(_ date: Date) -> DispatchWallTime? {
    let seconds = date.timeIntervalSince1970
    requireNumber(seconds, "a scheduled date")
    guard seconds < wallClockLimit else { return nil }
    // Dispatch reads a deadline of 0 or 1 ns after 1970 as "forever":
    // anything before one second past 1970 is "long ago" instead.
    let past = max(seconds, 1)
    let whole = past.rounded(.down)
    return DispatchWallTime(timespec: timespec(tv_sec: Int(whole), tv_nsec: Int((past - whole) * 1_000_000_000)))
  }

  /// A repeating interval as Dispatch holds it: `.never` (the timer fires
  /// once) when its next tick cannot be reached.
  package static func repeatInterval(_ interval: TimeInterval) -> DispatchTimeInterval {
    interval < wallClockLimit ? .nanoseconds(Int(interval * 1_000_000_000)) : .never
  }

  /// A leeway as Dispatch holds it, at most the wall clock's range.
  package static func leeway(_ leeway: TimeInterval) -> DispatchTimeInterval {
    .nanoseconds(Int(min(leeway, wallClockLimit) * 1_000_000_000))
  }

  /// Whether a virtual clock can ever reach `date` (seconds since the
  /// reference date). Traps when it is NaN.
  package static func isReachable(virtual date: TimeInterval) -> Bool {
    requireNumber(date, "a scheduled date")
    return date < .infinity
  }
}
