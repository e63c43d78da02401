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
}

extension Signal {
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
}
