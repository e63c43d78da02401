import Dispatch
import Foundation

extension DateSchedulerCore {
  /// A stream of this scheduler's date, every `interval` from now, until
  /// the iterating task is cancelled or the stream is dropped
  /// (ReactiveSwift's `DateScheduler.timer(interval:leeway:)`).
  ///
  /// Traps when `interval` is zero or negative, naming it (rule 13).
  package func timer(every interval: DispatchTimeInterval, leeway: DispatchTimeInterval) -> AsyncStream<Date> {
    let scheduler = UncheckedBox(self)
    return AsyncStream { continuation in
      let first = currentDate.addingTimeInterval(interval.seconds)
      let ticks = UncheckedBox(
        schedule(after: first, every: interval, leeway: leeway) { continuation.yield(scheduler.value.currentDate) })
      continuation.onTermination = { _ in ticks.value?.dispose() }
    }
  }

  /// Suspends the calling task for `interval` of this scheduler's time
  /// (ReactiveSwift's `DateScheduler.sleep(for:leeway:)`); a zero interval
  /// waits for the scheduler to run its next actions, `.never` until the
  /// task is cancelled.
  ///
  /// Traps when `interval` is negative, naming it (rule 13).
  package func sleep(for interval: DispatchTimeInterval) async throws {
    requireNonNegative(interval.seconds, "a sleep interval")
    try await suspend { schedule(afterDelay: interval, $0) }
  }

  /// Suspends the calling task until this scheduler's date reaches `date`
  /// (ReactiveSwift's `DateScheduler.sleep(until:leeway:)`).
  ///
  /// Traps when `date` has passed, naming it (ReactiveSwift asserts the
  /// same).
  package func sleep(until date: Date) async throws {
    if !(date > currentDate) { programmerError("a sleep deadline must be in the future (got \(date))") }
    try await suspend { schedule(after: date, $0) }
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
