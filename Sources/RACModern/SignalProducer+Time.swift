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
}

extension SignalProducer {
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
