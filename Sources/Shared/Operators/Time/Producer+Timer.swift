import Foundation

extension Producer where Value == Date {
  /// Sends the scheduler's date every `interval` seconds, starting
  /// `interval` after each start, until disposed; never completes (RAC2
  /// `+interval:onScheduler:withLeeway:`, RAC4 `timer`).
  ///
  /// Traps when `interval` is not positive, `leeway` is negative, or the
  /// scheduler runs actions inline (it cannot wait: RAC2 asserted the same).
  @usableFromInline
  package static func timer(
    every interval: TimeInterval, leeway: TimeInterval, on scheduler: any DateSchedulerCore
  ) -> Producer {
    requirePositive(interval, "timer interval")
    requireNonNegative(leeway, "timer leeway")
    requireWaitingScheduler(scheduler, "a timer")
    return Producer { input, lifetime in
      let start = scheduler.currentDate.addingTimeInterval(interval)
      // Weakly: the scheduler holds the repeating action until its next tick
      // comes, even once cancelled, so a strong reference would keep a test
      // scheduler that is dropped without advancing alive for ever.
      let tick = { [weak scheduler] in
        if let scheduler { input(.value(scheduler.currentDate)) }
      }
      if let timer = scheduler.schedule(after: start, repeatingEvery: interval, leeway: leeway, tick) {
        lifetime.add(timer)
      }
    }
  }
}

/// Traps when `scheduler` runs its actions inline: a time operator on it
/// would block the caller instead of waiting (RAC2 asserted this for
/// `+interval:` and `-bufferWithTime:`).
@usableFromInline
package func requireWaitingScheduler(_ scheduler: any SchedulerCore, _ user: String) {
  if scheduler is ImmediateSchedulerCore {
    programmerError("\(user) cannot run on the immediate scheduler")
  }
}

extension Producer {
  /// After a failure, waits `interval` on `scheduler`, then starts again, up
  /// to `count` times; the last failure is forwarded at once (ReactiveSwift's
  /// `retry(upTo:interval:on:)`). The count is per start.
  ///
  /// Traps when `count` or `interval` is negative.
  @usableFromInline
  package func retry(_ count: Int, interval: TimeInterval, on scheduler: any DateSchedulerCore) -> Producer {
    requireNonNegative(count, "retry count")
    requireNonNegative(interval, "retry interval")
    if count == 0 { return self }
    // `count` attempts whose failure waits `interval` before it ends them,
    // then one whose failure goes out at once: retry's own count says which
    // attempt is the last, so no second counter is needed.
    let pause = Producer<Value, Failure>(terminal: .completed)
      .lift(cancelling: EventTransforms.delay(interval, on: .fixed(scheduler), semantics: .rac4))
    return lift(cancelling: EventTransforms.flatMapError { error in pause.then { Producer(terminal: .failed(error)) } })
      .retry(count - 1, zeroRetriesForever: false)
      .lift(cancelling: EventTransforms.flatMapError { _ in self })
  }
}
