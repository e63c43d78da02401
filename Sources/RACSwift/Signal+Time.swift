import Dispatch
import Foundation
import RACShared

// ReactiveSwift's time operators: every event, the interruption included,
// goes through the scheduler (`TimeSemantics.reactiveSwift`).

extension Signal {
  /// Delivers every event through `scheduler`, in order; an interruption
  /// too.
  ///
  /// - Parameter scheduler: Where the events are delivered.
  /// - Returns: The same events, on `scheduler`.
  public func observe(on scheduler: Scheduler) -> Signal<Value, Error> {
    lift(EventTransforms.observe(on: engineScheduler(scheduler), semantics: .reactiveSwift()))
  }

  /// Delays values and completion by `interval` on `scheduler`; a failure
  /// or interruption goes through the scheduler at once, dropping the values
  /// still delayed.
  ///
  /// - Important: Traps when `interval` is negative, naming it.
  /// - Parameters:
  ///   - interval: The delay, in seconds.
  ///   - scheduler: Where the events are delivered.
  /// - Returns: The delayed signal.
  public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> Signal<Value, Error> {
    lift(EventTransforms.delay(interval, on: .fixed(engineScheduler(scheduler)), semantics: .reactiveSwift()))
  }

  /// Sends at most one value per `interval`: of the values arriving
  /// meanwhile, the newest, when the interval ends.
  ///
  /// - Important: Traps when `interval` is negative, naming it.
  /// - Parameters:
  ///   - interval: The least time between two values, in seconds.
  ///   - scheduler: Where the values are delivered.
  /// - Returns: The throttled signal.
  public func throttle(_ interval: TimeInterval, on scheduler: DateScheduler) -> Signal<Value, Error> {
    lift(EventTransforms.throttle(interval, on: engineScheduler(scheduler), semantics: .reactiveSwift()))
  }

  /// Holds values back while `shouldThrottle` is `true`: of the values
  /// held back, the newest goes out when it turns `false`. Every event goes
  /// through `scheduler`, each send in place of the one it has not run yet.
  /// `shouldThrottle` is followed (started now, its repeats skipped), not
  /// kept alive; when it goes away the throttle stays as it was. A terminal
  /// event passes, throttled or not, dropping the value held back.
  ///
  /// ```swift
  /// let paused = MutableProperty(false)
  /// let shown = updates.throttle(while: paused, on: QueueScheduler.main)
  /// ```
  ///
  /// - Parameters:
  ///   - shouldThrottle: Whether to hold values back.
  ///   - scheduler: Where the events are delivered.
  /// - Returns: The throttled signal.
  public func throttle<P: PropertyProtocol>(while shouldThrottle: P, on scheduler: Scheduler) -> Signal<Value, Error>
  where P.Value == Bool {
    Signal(core: core.applying { $0.throttle(while: shouldThrottle.producer.core, on: engineScheduler(scheduler)) })
  }

  /// Sends a value once `interval` has passed without a newer one. At
  /// completion the value still waiting is dropped, or, unless
  /// `discardWhenCompleted`, sent when its interval is up before completing.
  ///
  /// - Important: Traps when `interval` is negative, naming it.
  /// - Parameters:
  ///   - interval: The quiet time a value waits for, in seconds.
  ///   - scheduler: Where the values are delivered.
  ///   - discardWhenCompleted: Whether completion drops the waiting value.
  /// - Returns: The debounced signal.
  public func debounce(
    _ interval: TimeInterval, on scheduler: DateScheduler, discardWhenCompleted: Bool = true
  ) -> Signal<Value, Error> {
    lift(
      EventTransforms.debounce(
        interval, on: .fixed(engineScheduler(scheduler)),
        semantics: .reactiveSwift(discardWhenCompleted: discardWhenCompleted)))
  }

  /// Fails with `error` unless this signal ends within `interval` from now.
  ///
  /// - Important: Traps when `interval` is negative, naming it.
  /// - Parameters:
  ///   - interval: How long to wait, in seconds.
  ///   - error: The failure sent at the timeout.
  ///   - scheduler: Where the timeout runs.
  /// - Returns: The signal with a timeout.
  public func timeout(
    after interval: TimeInterval, raising error: Error, on scheduler: DateScheduler
  ) -> Signal<Value, Error> {
    lift(EventTransforms.timeout(interval, on: .fixed(engineScheduler(scheduler))) { error })
  }

  /// Sends the values gathered during each `interval`, on a repeating
  /// timer. At completion what was gathered is dropped (`discardWhenCompleted`)
  /// or sent at the next tick, then the completion.
  ///
  /// - Important: Traps when `interval` is not positive, naming it.
  /// - Parameters:
  ///   - interval: The timer's period.
  ///   - scheduler: Where the timer runs.
  ///   - skipEmpty: Whether a tick with nothing gathered sends nothing.
  ///   - discardWhenCompleted: Whether completion drops what was gathered.
  /// - Returns: A signal of arrays.
  public func collect(
    every interval: DispatchTimeInterval, on scheduler: DateScheduler, skipEmpty: Bool = false,
    discardWhenCompleted: Bool = true
  ) -> Signal<[Value], Error> {
    Signal<[Value], Error>(
      core: core.lift(
        cancelling: EventTransforms.collect(
          every: interval.seconds, on: engineScheduler(scheduler), skipEmpty: skipEmpty,
          discardWhenCompleted: discardWhenCompleted, semantics: .reactiveSwift())))
  }

  /// Transforms values on `scheduler`, lazily: values arriving before the
  /// scheduled transform runs replace the one it will take.
  ///
  /// - Parameters:
  ///   - scheduler: Where `transform` runs and the results are delivered.
  ///   - transform: Called with the newest value.
  /// - Returns: A signal of the transformed values.
  public func lazyMap<U>(on scheduler: Scheduler, transform: @escaping (Value) -> U) -> Signal<U, Error> {
    Signal<U, Error>(core: core.lift(cancelling: EventTransforms.lazyMap(on: engineScheduler(scheduler), transform)))
  }

  private func lift(_ transform: @escaping CancellingEventTransform<Value, Error, Value, Error>) -> Signal {
    Signal(core: core.lift(cancelling: transform))
  }
}

extension Signal where Error == Never {
  /// Fails with `error` unless this signal ends within `interval` from now.
  ///
  /// - Important: Traps when `interval` is negative, naming it.
  /// - Parameters:
  ///   - interval: How long to wait, in seconds.
  ///   - error: The failure sent at the timeout.
  ///   - scheduler: Where the timeout runs.
  /// - Returns: The signal with a timeout.
  public func timeout<NewError>(
    after interval: TimeInterval, raising error: NewError, on scheduler: DateScheduler
  ) -> Signal<Value, NewError> {
    promoteError(NewError.self).timeout(after: interval, raising: error, on: scheduler)
  }
}
