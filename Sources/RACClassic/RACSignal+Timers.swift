import Foundation
import RACShared

extension RACSignal where Value == Date {
  /// A signal that sends the scheduler's date every `interval` seconds,
  /// starting `interval` after each subscription, and never completes
  /// (RAC2's `+interval:onScheduler:`). Dispose the subscription to stop it.
  ///
  /// ```swift
  /// RACSignal.interval(1, onScheduler: RACScheduler.scheduler())
  ///   .subscribeNext { print($0) }   // prints a date every second
  /// ```
  ///
  /// - Important: Traps when `interval` is not positive, or on
  ///   `RACScheduler.immediate`, which cannot wait.
  public static func interval(_ interval: TimeInterval, onScheduler scheduler: RACScheduler) -> RACSignal<Date> {
    Self.interval(interval, onScheduler: scheduler, withLeeway: 0)
  }

  /// `interval(_:onScheduler:)` allowing the timer to fire up to `leeway`
  /// seconds late, so the system can save power.
  ///
  /// - Important: Traps when `interval` is not positive, `leeway` is
  ///   negative, or on `RACScheduler.immediate`.
  public static func interval(
    _ interval: TimeInterval, onScheduler scheduler: RACScheduler, withLeeway leeway: TimeInterval
  ) -> RACSignal<Date> {
    RACSignal(
      producer: Producer.timer(every: interval, leeway: leeway, on: scheduler.core).lift(
        EventTransforms.mapError(absurd)))
  }
}

extension RACSignal {
  /// Collects values into arrays: the first value of a batch starts a timer
  /// of `interval` on `scheduler`, and when it fires the batch is sent
  /// (RAC2's `-bufferWithTime:onScheduler:`, which sent a `RACTuple`). On
  /// completion the batch still waiting is sent at once, then the
  /// completion; an error drops it.
  ///
  /// - Important: Traps when `interval` is negative, or on
  ///   `RACScheduler.immediate`.
  public func bufferWithTime(_ interval: TimeInterval, onScheduler scheduler: RACScheduler) -> RACSignal<[Value]> {
    RACSignal<[Value]>(producer: producer.lift(cancelling: EventTransforms.buffer(every: interval, on: scheduler.core)))
  }

  /// `throttle(_:)` for the values `predicate` accepts only: any other value
  /// drops the value waiting and is sent at once (RAC2's
  /// `-throttle:valuesPassingTest:`). Timers run on `RACScheduler.current`.
  ///
  /// ```swift
  /// keystrokes.throttle(0.3, valuesPassingTest: { $0 != "\n" })   // Return goes through at once
  /// ```
  ///
  /// - Important: Traps when `interval` is negative.
  public func throttle(
    _ interval: TimeInterval, valuesPassingTest predicate: @escaping (Value) -> Bool
  )
    -> RACSignal<Value>
  {
    throttle(interval, choice: Self.currentScheduler, predicate: predicate)
  }

  /// `throttle(_:valuesPassingTest:)` with its timers on `scheduler`.
  public func throttle(
    _ interval: TimeInterval, onScheduler scheduler: RACScheduler,
    valuesPassingTest predicate: @escaping (Value) -> Bool
  ) -> RACSignal<Value> {
    throttle(interval, choice: .fixed(scheduler.core), predicate: predicate)
  }

  /// Delivers every event on the main thread: at once when it arrives there
  /// and nothing of this subscription is still waiting, otherwise through
  /// the main queue, in order (RAC2's `-deliverOnMainThread`).
  ///
  /// On Linux the main queue only drains while the process runs
  /// `dispatchMain()` or a run loop.
  public func deliverOnMainThread() -> RACSignal<Value> {
    RACSignal(producer: producer.lift(cancelling: EventTransforms.observeOnMainThread(owner: RACScheduler.mainThread)))
  }

  private func throttle(
    _ interval: TimeInterval, choice: SchedulerChoice, predicate: @escaping (Value) -> Bool
  ) -> RACSignal<Value> {
    RACSignal(
      producer: producer.lift(
        cancelling: EventTransforms.debounce(interval, on: choice, semantics: .rac2, valuesPassing: predicate)))
  }
}
