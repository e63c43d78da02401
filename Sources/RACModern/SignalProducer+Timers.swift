import Foundation
import RACShared

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

extension Signal {
  /// Sends the values collected over each `interval` as one array, on
  /// `scheduler`, every `interval` from now (ReactiveSwift); see
  /// `SignalProducer.collect(every:on:skipEmpty:discardWhenCompleted:)`.
  ///
  /// - Important: Traps when `interval` is not positive.
  public func collect(
    every interval: TimeInterval, on scheduler: DateSchedulerType, skipEmpty: Bool = false,
    discardWhenCompleted: Bool = true
  ) -> Signal<[Value], Error> {
    Signal<[Value], Error>(
      core: core.lift(
        cancelling: EventTransforms.collect(
          every: interval, on: engineScheduler(scheduler), skipEmpty: skipEmpty,
          discardWhenCompleted: discardWhenCompleted, semantics: .rac4)))
  }
}

extension Signal where Error == NoError {
  /// Fails with `error` unless the signal terminates within `interval`
  /// seconds from now (RAC4's `timeoutWithError` for a signal that cannot
  /// fail).
  ///
  /// - Important: Traps when `interval` is negative.
  public func timeoutWithError<NewError>(
    _ error: NewError, afterInterval interval: TimeInterval, onScheduler scheduler: DateSchedulerType
  ) -> Signal<Value, NewError> {
    promoteErrors(NewError.self).timeoutWithError(error, afterInterval: interval, onScheduler: scheduler)
  }

  /// ReactiveSwift spelling of `timeoutWithError(_:afterInterval:onScheduler:)`
  /// for a signal that cannot fail.
  public func timeout<NewError>(
    after interval: TimeInterval, raising error: NewError, on scheduler: DateSchedulerType
  ) -> Signal<Value, NewError> {
    timeoutWithError(error, afterInterval: interval, onScheduler: scheduler)
  }
}
