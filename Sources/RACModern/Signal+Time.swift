import Foundation
import RACShared

extension Signal {
  /// Sends a value only after `interval` seconds pass with no newer value,
  /// on `scheduler` (RAC4's `debounce`). A terminal event drops the value
  /// still waiting and is forwarded through `scheduler`.
  ///
  /// - Important: Traps when `interval` is negative.
  public func debounce(_ interval: TimeInterval, onScheduler scheduler: DateSchedulerType) -> Signal {
    lift(EventTransforms.debounce(interval, on: .fixed(engineScheduler(scheduler)), semantics: .rac4))
  }

  /// Lets at most one value through per `interval` seconds, on `scheduler`
  /// (RAC4's `throttle`): the first value goes through at once, later ones
  /// wait for the end of the interval and only the newest is sent.
  ///
  /// - Important: Traps when `interval` is negative.
  public func throttle(_ interval: TimeInterval, onScheduler scheduler: DateSchedulerType) -> Signal {
    lift(EventTransforms.throttle(interval, on: engineScheduler(scheduler), semantics: .rac4))
  }

  /// Sends values and the completion `interval` seconds later on
  /// `scheduler`; a failure or interruption is not delayed (RAC4's `delay`).
  ///
  /// - Important: Traps when `interval` is negative.
  public func delay(_ interval: TimeInterval, onScheduler scheduler: DateSchedulerType) -> Signal {
    lift(EventTransforms.delay(interval, on: .fixed(engineScheduler(scheduler)), semantics: .rac4))
  }

  /// Fails with `error` unless the signal terminates within `interval`
  /// seconds from now.
  ///
  /// - Important: Traps when `interval` is negative.
  public func timeoutWithError(
    _ error: Error, afterInterval interval: TimeInterval, onScheduler scheduler: DateSchedulerType
  ) -> Signal {
    lift(EventTransforms.timeout(interval, on: .fixed(engineScheduler(scheduler))) { error })
  }

  /// Delivers every event through `scheduler`, in order (RAC4's `observeOn`).
  public func observeOn(_ scheduler: SchedulerType) -> Signal {
    lift(EventTransforms.observe(on: engineScheduler(scheduler), semantics: .rac4))
  }

  private func lift(_ transform: @escaping CancellingEventTransform<Value, Error, Value, Error>) -> Signal {
    Signal(core: core.lift(cancelling: transform))
  }

  /// ReactiveSwift spelling of `observeOn(_:)`.
  public func observe(on scheduler: SchedulerType) -> Signal { observeOn(scheduler) }

  /// ReactiveSwift spelling of `timeoutWithError(_:afterInterval:onScheduler:)`.
  public func timeout(after interval: TimeInterval, raising error: Error, on scheduler: DateSchedulerType) -> Signal {
    timeoutWithError(error, afterInterval: interval, onScheduler: scheduler)
  }

  /// ReactiveSwift spelling of `debounce(_:onScheduler:)`.
  public func debounce(_ interval: TimeInterval, on scheduler: DateSchedulerType) -> Signal {
    debounce(interval, onScheduler: scheduler)
  }

  /// ReactiveSwift spelling of `throttle(_:onScheduler:)`.
  public func throttle(_ interval: TimeInterval, on scheduler: DateSchedulerType) -> Signal {
    throttle(interval, onScheduler: scheduler)
  }

  /// ReactiveSwift spelling of `delay(_:onScheduler:)`.
  public func delay(_ interval: TimeInterval, on scheduler: DateSchedulerType) -> Signal {
    delay(interval, onScheduler: scheduler)
  }

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
