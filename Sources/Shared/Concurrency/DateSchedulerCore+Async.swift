import Dispatch
import Foundation

extension DateSchedulerCore {
  /// A stream of this scheduler's date, every `interval` from now, until
  /// the iterating task is cancelled or the stream is dropped
  /// (ReactiveSwift's `DateScheduler.timer(interval:leeway:)`).
  ///
  /// Traps when `interval` is zero or negative, naming it (rule 13).
  package func timer(every interval: DispatchTimeInterval, leeway: DispatchTimeInterval) -> AsyncStream<Date> {
    AsyncStream { continuation in
      let first = currentDate.addingTimeInterval(interval.seconds)
      // Weakly, as `Producer.timer`: the scheduler holds the repeating
      // action until the stream ends, so a strong reference would be a
      // cycle keeping a test scheduler dropped while its stream is still
      // held (never iterated, or its task left waiting) alive for ever.
      let ticks = UncheckedBox(
        schedule(after: first, every: interval, leeway: leeway) { [weak self] in
          if let self { continuation.yield(self.currentDate) }
        })
      continuation.onTermination = { _ in ticks.value?.dispose() }
    }
  }

  /// Suspends the calling task for `interval` of this scheduler's time
  /// (ReactiveSwift's `DateScheduler.sleep(for:leeway:)`); a zero interval
  /// waits for the scheduler to run its next actions, `.never` until the
  /// task is cancelled.
  ///
  /// As in ReactiveSwift, the wake-up is the first tick of a repeating
  /// schedule every `interval`, and `leeway` goes to the scheduler with it
  /// (a queue scheduler's Dispatch timer may fire that much late; the test
  /// scheduler has no leeway). A `.never` leeway is no leeway.
  ///
  /// Traps when `interval` or `leeway` is negative, naming it (rule 13).
  package func sleep(for interval: DispatchTimeInterval, leeway: DispatchTimeInterval) async throws {
    requireNonNegative(interval.seconds, "a sleep interval")
    requireNonNegative(leeway.seconds, "a sleep leeway")
    let seconds = interval.seconds
    guard seconds > 0, seconds.isFinite else {
      try await suspend { schedule(afterDelay: interval, $0) }
      return
    }
    try await suspend { wakeUp in
      schedule(after: currentDate.addingTimeInterval(seconds), every: interval, leeway: leeway, wakeUp)
    }
  }

  /// Suspends the calling task until this scheduler's date reaches `date`
  /// (ReactiveSwift's `DateScheduler.sleep(until:leeway:)`), handing
  /// `leeway` to the scheduler as `sleep(for:leeway:)` does.
  ///
  /// Traps when `date` has passed or `leeway` is negative, naming it
  /// (ReactiveSwift asserts the same).
  package func sleep(until date: Date, leeway: DispatchTimeInterval) async throws {
    if !(date > currentDate) { programmerError("a sleep deadline must be in the future (got \(date))") }
    requireNonNegative(leeway.seconds, "a sleep leeway")
    // At least a nanosecond: a date a fraction of one ahead would round to
    // a zero repeating interval. A date too far for nanoseconds gives
    // `.never`, a one-off wake-up at `date`.
    let interval = DispatchTimeInterval(seconds: max(date.timeIntervalSince(currentDate), 1e-9))
    try await suspend { wakeUp in schedule(after: date, every: interval, leeway: leeway, wakeUp) }
  }

  /// Waits until the action `schedule` schedules runs. Throws
  /// `CancellationError` if the task is cancelled, before or during the
  /// wait; a cancelled wait is removed from the scheduler.
  private func suspend(
    _ schedule: (@escaping () -> Void) -> (any DisposableCore)?
  ) async throws {
    try Task.checkCancellation()
    let wakeUp = AsyncStream<Void> { continuation in
      let pending = UncheckedBox(
        schedule {
          continuation.yield()
          continuation.finish()
        })
      continuation.onTermination = { _ in pending.value?.dispose() }
    }
    for await _ in wakeUp { break }
    try Task.checkCancellation()
  }
}
