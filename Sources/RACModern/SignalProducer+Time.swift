import Foundation
import RACShared

extension SignalProducer {
  /// Sends a value only after `interval` seconds pass with no newer value,
  /// on `scheduler` (RAC4's `debounce`; RAC2 called this `throttle:`).
  ///
  /// A terminal event drops the value still waiting and is forwarded
  /// through `scheduler`.
  ///
  /// - Important: Traps when `interval` is negative.
  public func debounce(_ interval: TimeInterval, onScheduler scheduler: DateSchedulerType) -> SignalProducer {
    lift(EventTransforms.debounce(interval, on: .fixed(engineScheduler(scheduler)), semantics: .rac4))
  }

  /// Lets at most one value through per `interval` seconds, on `scheduler`
  /// (RAC4's `throttle`: a rate limit, not RAC2's debounce).
  ///
  /// The first value goes through at once (through `scheduler`); values
  /// arriving within `interval` of the last one sent wait, and only the
  /// newest is sent when the interval ends. A terminal event drops the value
  /// still waiting and is forwarded through `scheduler`.
  ///
  /// ```swift
  /// clicks.throttle(1, onScheduler: QueueScheduler.mainQueueScheduler)   // at most one click per second
  /// ```
  ///
  /// - Important: Traps when `interval` is negative.
  public func throttle(_ interval: TimeInterval, onScheduler scheduler: DateSchedulerType) -> SignalProducer {
    lift(EventTransforms.throttle(interval, on: engineScheduler(scheduler), semantics: .rac4))
  }

  /// Sends values and the completion `interval` seconds later on
  /// `scheduler`; a failure or interruption is not delayed (RAC4's `delay`).
  ///
  /// - Important: Traps when `interval` is negative.
  public func delay(_ interval: TimeInterval, onScheduler scheduler: DateSchedulerType) -> SignalProducer {
    lift(EventTransforms.delay(interval, on: .fixed(engineScheduler(scheduler)), semantics: .rac4))
  }

  /// Fails with `error` unless the producer terminates within `interval`
  /// seconds of the start; the timeout interrupts the work.
  ///
  /// - Important: Traps when `interval` is negative.
  public func timeoutWithError(
    _ error: Error, afterInterval interval: TimeInterval, onScheduler scheduler: DateSchedulerType
  ) -> SignalProducer {
    lift(EventTransforms.timeout(interval, on: .fixed(engineScheduler(scheduler))) { error })
  }

  /// Delivers every event through `scheduler`, in order (RAC4's
  /// `observeOn`). Disposing the start interrupts at once and cancels what
  /// was not delivered yet.
  public func observeOn(_ scheduler: SchedulerType) -> SignalProducer {
    lift(EventTransforms.observe(on: engineScheduler(scheduler), semantics: .rac4))
  }

  /// Runs the start handler from an action on `scheduler` instead of inline
  /// (RAC4's `startOn`). Disposing before the action ran cancels it.
  public func startOn(_ scheduler: SchedulerType) -> SignalProducer {
    SignalProducer(producer: producer.start(on: engineScheduler(scheduler)))
  }

  private func lift(_ transform: @escaping CancellingEventTransform<Value, Error, Value, Error>) -> SignalProducer {
    SignalProducer(producer: producer.lift(cancelling: transform))
  }

  /// ReactiveSwift spelling of `observeOn(_:)`.
  public func observe(on scheduler: SchedulerType) -> SignalProducer { observeOn(scheduler) }

  /// ReactiveSwift spelling of `startOn(_:)`.
  public func start(on scheduler: SchedulerType) -> SignalProducer { startOn(scheduler) }

  /// ReactiveSwift spelling of `timeoutWithError(_:afterInterval:onScheduler:)`.
  public func timeout(
    after interval: TimeInterval, raising error: Error, on scheduler: DateSchedulerType
  )
    -> SignalProducer
  {
    timeoutWithError(error, afterInterval: interval, onScheduler: scheduler)
  }

  /// ReactiveSwift spelling of `debounce(_:onScheduler:)`.
  public func debounce(_ interval: TimeInterval, on scheduler: DateSchedulerType) -> SignalProducer {
    debounce(interval, onScheduler: scheduler)
  }

  /// ReactiveSwift spelling of `throttle(_:onScheduler:)`.
  public func throttle(_ interval: TimeInterval, on scheduler: DateSchedulerType) -> SignalProducer {
    throttle(interval, onScheduler: scheduler)
  }

  /// ReactiveSwift spelling of `delay(_:onScheduler:)`.
  public func delay(_ interval: TimeInterval, on scheduler: DateSchedulerType) -> SignalProducer {
    delay(interval, onScheduler: scheduler)
  }
}

/// A producer that sends `scheduler`'s date every `interval` seconds,
/// starting `interval` after each start, and never completes (RAC4's
/// `timer`). The timer may fire up to a tenth of `interval` late, so the
/// system can save power. Dispose the start to stop it.
///
/// ```swift
/// timer(1, onScheduler: QueueScheduler.main).startWithNext { print($0) }   // a date every second
/// ```
///
/// - Important: Traps when `interval` is not positive.
public func timer(_ interval: TimeInterval, onScheduler scheduler: DateSchedulerType) -> SignalProducer<Date, NoError> {
  timer(interval, onScheduler: scheduler, withLeeway: interval * 0.1)
}

/// `timer(_:onScheduler:)` allowing the timer to fire up to `leeway` seconds
/// late.
///
/// - Important: Traps when `interval` is not positive or `leeway` is negative.
public func timer(
  _ interval: TimeInterval, onScheduler scheduler: DateSchedulerType, withLeeway leeway: TimeInterval
)
  -> SignalProducer<Date, NoError>
{
  SignalProducer(producer: .timer(every: interval, leeway: leeway, on: engineScheduler(scheduler)))
}
extension SignalProducer where Value == Date, Error == NoError {
  /// ReactiveSwift spelling of `timer(_:onScheduler:)`.
  public static func timer(interval: TimeInterval, on scheduler: DateSchedulerType) -> SignalProducer {
    RACModern.timer(interval, onScheduler: scheduler)
  }

  /// ReactiveSwift spelling of `timer(_:onScheduler:withLeeway:)`.
  public static func timer(
    interval: TimeInterval, on scheduler: DateSchedulerType, leeway: TimeInterval
  )
    -> SignalProducer
  {
    RACModern.timer(interval, onScheduler: scheduler, withLeeway: leeway)
  }
}

extension SignalProducer {
  /// Sends the values collected over each `interval` as one array, on
  /// `scheduler`, every `interval` from the start (ReactiveSwift).
  ///
  /// Each tick sends what arrived since the last one, an empty array too
  /// unless `skipEmpty`. On completion, `discardWhenCompleted` drops what was
  /// collected and completes through `scheduler`; otherwise the next tick
  /// sends it, then completes. A failure drops what was collected.
  ///
  /// - Important: Traps when `interval` is not positive.
  public func collect(
    every interval: TimeInterval, on scheduler: DateSchedulerType, skipEmpty: Bool = false,
    discardWhenCompleted: Bool = true
  ) -> SignalProducer<[Value], Error> {
    SignalProducer<[Value], Error>(
      producer: producer.lift(
        cancelling: EventTransforms.collect(
          every: interval, on: engineScheduler(scheduler), skipEmpty: skipEmpty,
          discardWhenCompleted: discardWhenCompleted, semantics: .rac4)))
  }

  /// After a failure, waits `interval` on `scheduler` and starts again, up to
  /// `count` times; the last failure is forwarded at once (ReactiveSwift).
  ///
  /// - Important: Traps when `count` or `interval` is negative.
  public func retry(upTo count: Int, interval: TimeInterval, on scheduler: DateSchedulerType) -> SignalProducer {
    SignalProducer(producer: producer.retry(count, interval: interval, on: engineScheduler(scheduler)))
  }
}

extension SignalProducer where Error == NoError {
  /// Fails with `error` unless the producer terminates within `interval`
  /// seconds of the start: a producer that cannot fail gets an error type
  /// for its timeout (RAC4's `timeoutWithError` for every error type).
  ///
  /// - Important: Traps when `interval` is negative.
  public func timeoutWithError<NewError>(
    _ error: NewError, afterInterval interval: TimeInterval, onScheduler scheduler: DateSchedulerType
  ) -> SignalProducer<Value, NewError> {
    promoteErrors(NewError.self).timeoutWithError(error, afterInterval: interval, onScheduler: scheduler)
  }

  /// ReactiveSwift spelling of `timeoutWithError(_:afterInterval:onScheduler:)`
  /// for a producer that cannot fail.
  public func timeout<NewError>(
    after interval: TimeInterval, raising error: NewError, on scheduler: DateSchedulerType
  ) -> SignalProducer<Value, NewError> {
    timeoutWithError(error, afterInterval: interval, onScheduler: scheduler)
  }
}
