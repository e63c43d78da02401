import Dispatch
import Foundation
import RACShared

// ReactiveSwift's time operators: every event, the interruption included,
// goes through the scheduler (`TimeSemantics.reactiveSwift`).

extension SignalProducer {
  /// Delivers every event through `scheduler`, in order; an interruption
  /// too.
  ///
  /// - Parameter scheduler: Where the events are delivered.
  /// - Returns: The same events, on `scheduler`.
  public func observe(on scheduler: Scheduler) -> SignalProducer<Value, Error> {
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
  /// - Returns: The delayed producer.
  public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer<Value, Error> {
    lift(EventTransforms.delay(interval, on: .fixed(engineScheduler(scheduler)), semantics: .reactiveSwift()))
  }

  /// Sends at most one value per `interval`: of the values arriving
  /// meanwhile, the newest, when the interval ends.
  ///
  /// - Important: Traps when `interval` is negative, naming it.
  /// - Parameters:
  ///   - interval: The least time between two values, in seconds.
  ///   - scheduler: Where the values are delivered.
  /// - Returns: The throttled producer.
  public func throttle(_ interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer<Value, Error> {
    lift(EventTransforms.throttle(interval, on: engineScheduler(scheduler), semantics: .reactiveSwift()))
  }

  /// Holds values back while `shouldThrottle` is `true`: of the values
  /// held back, the newest goes out when it turns `false`. Every event goes
  /// through `scheduler`, each send in place of the one it has not run yet.
  /// `shouldThrottle` is followed (started before this producer at each
  /// start, its repeats skipped), not kept alive; when it goes away the
  /// throttle stays as it was. A terminal event passes, throttled or not,
  /// dropping the value held back; disposing a start interrupts at once.
  ///
  /// ```swift
  /// let paused = MutableProperty(false)
  /// let shown = updates.throttle(while: paused, on: QueueScheduler.main)
  /// ```
  ///
  /// - Parameters:
  ///   - shouldThrottle: Whether to hold values back.
  ///   - scheduler: Where the events are delivered.
  /// - Returns: The throttled producer.
  public func throttle<P: PropertyProtocol>(
    while shouldThrottle: P, on scheduler: Scheduler
  ) -> SignalProducer<Value, Error>
  where P.Value == Bool {
    SignalProducer(core: core.throttle(while: shouldThrottle.producer.core, on: engineScheduler(scheduler)))
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
  /// - Returns: The debounced producer.
  public func debounce(
    _ interval: TimeInterval, on scheduler: DateScheduler, discardWhenCompleted: Bool = true
  ) -> SignalProducer<Value, Error> {
    lift(
      EventTransforms.debounce(
        interval, on: .fixed(engineScheduler(scheduler)),
        semantics: .reactiveSwift(discardWhenCompleted: discardWhenCompleted)))
  }

  /// Fails with `error` unless this producer ends within `interval` from now.
  ///
  /// - Important: Traps when `interval` is negative, naming it.
  /// - Parameters:
  ///   - interval: How long to wait, in seconds.
  ///   - error: The failure sent at the timeout.
  ///   - scheduler: Where the timeout runs.
  /// - Returns: The producer with a timeout.
  public func timeout(
    after interval: TimeInterval, raising error: Error, on scheduler: DateScheduler
  ) -> SignalProducer<Value, Error> {
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
  /// - Returns: A producer of arrays.
  public func collect(
    every interval: DispatchTimeInterval, on scheduler: DateScheduler, skipEmpty: Bool = false,
    discardWhenCompleted: Bool = true
  ) -> SignalProducer<[Value], Error> {
    SignalProducer<[Value], Error>(
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
  /// - Returns: A producer of the transformed values.
  public func lazyMap<U>(on scheduler: Scheduler, transform: @escaping (Value) -> U) -> SignalProducer<U, Error> {
    SignalProducer<U, Error>(
      core: core.lift(cancelling: EventTransforms.lazyMap(on: engineScheduler(scheduler), transform)))
  }

  private func lift(_ transform: @escaping CancellingEventTransform<Value, Error, Value, Error>) -> SignalProducer {
    SignalProducer(core: core.lift(cancelling: transform))
  }
}

extension SignalProducer where Error == Never {
  /// Fails with `error` unless this producer ends within `interval` from now.
  ///
  /// - Important: Traps when `interval` is negative, naming it.
  /// - Parameters:
  ///   - interval: How long to wait, in seconds.
  ///   - error: The failure sent at the timeout.
  ///   - scheduler: Where the timeout runs.
  /// - Returns: The producer with a timeout.
  public func timeout<NewError>(
    after interval: TimeInterval, raising error: NewError, on scheduler: DateScheduler
  ) -> SignalProducer<Value, NewError> {
    promoteError(NewError.self).timeout(after: interval, raising: error, on: scheduler)
  }
}

extension SignalProducer {
  /// Starts each start of this producer from an action on `scheduler`;
  /// disposing before the action ran cancels it.
  ///
  /// - Parameter scheduler: Where the work starts.
  /// - Returns: The producer started on `scheduler`.
  public func start(on scheduler: Scheduler) -> SignalProducer<Value, Error> {
    SignalProducer(core: core.start(on: engineScheduler(scheduler)))
  }

  /// After a failure, waits `interval` on `scheduler`, then starts again, up
  /// to `count` times; the last failure is forwarded at once.
  ///
  /// - Important: Traps when `count` or `interval` is negative, naming it.
  /// - Parameters:
  ///   - count: How many times to retry.
  ///   - interval: The pause before each retry, in seconds.
  ///   - scheduler: Where the pause is timed.
  /// - Returns: The retrying producer.
  public func retry(
    upTo count: Int, interval: TimeInterval, on scheduler: DateScheduler
  ) -> SignalProducer<Value, Error> {
    SignalProducer(core: core.retry(count, interval: interval, on: engineScheduler(scheduler)))
  }
}

extension SignalProducer where Value == Date, Error == Never {
  /// Sends the scheduler's date every `interval`, from `interval` after each
  /// start; never completes. The timer may fire up to a tenth of the
  /// interval late.
  ///
  /// - Important: Traps when `interval` is not positive, naming it.
  /// - Parameters:
  ///   - interval: The period.
  ///   - scheduler: Where the timer runs.
  /// - Returns: A producer of dates.
  public static func timer(interval: DispatchTimeInterval, on scheduler: DateScheduler) -> SignalProducer<Value, Error>
  {
    timer(interval: interval, on: scheduler, leeway: DispatchTimeInterval(seconds: interval.seconds * 0.1))
  }

  /// `timer(interval:on:)` allowing each tick up to `leeway` late.
  ///
  /// - Important: Traps when `interval` is not positive or `leeway` is
  ///   negative, naming it.
  /// - Parameters:
  ///   - interval: The period.
  ///   - scheduler: Where the timer runs.
  ///   - leeway: How late a tick may be.
  /// - Returns: A producer of dates.
  public static func timer(
    interval: DispatchTimeInterval, on scheduler: DateScheduler, leeway: DispatchTimeInterval
  ) -> SignalProducer<Value, Error> {
    SignalProducer(core: .timer(every: interval.seconds, leeway: leeway.seconds, on: engineScheduler(scheduler)))
  }
}

extension SignalProducer where Error == Never {
  /// Sends the elements of `values`, one every `interval` from `interval`
  /// after each start, and completes on the tick after the last.
  ///
  /// - Important: Traps when `interval` is not positive, naming it.
  /// - Parameters:
  ///   - values: The elements to send.
  ///   - interval: The period.
  ///   - scheduler: Where the timer runs.
  /// - Returns: A producer of the elements.
  public static func interval<S: Sequence>(
    _ values: S, interval: DispatchTimeInterval, on scheduler: DateScheduler
  ) -> SignalProducer<S.Element, Error> where S.Iterator.Element == Value {
    SignalProducer<S.Element, Error>(
      core: .interval(
        values, every: interval.seconds, leeway: interval.seconds * 0.1, on: engineScheduler(scheduler)))
  }
}

extension SignalProducer where Error == Never, Value == Int {
  /// Sends 0, 1, 2, … one every `interval` from `interval` after each start.
  ///
  /// - Important: Traps when `interval` is not positive, naming it.
  /// - Parameters:
  ///   - interval: The period.
  ///   - scheduler: Where the timer runs.
  /// - Returns: A producer of counts.
  public static func interval(_ interval: DispatchTimeInterval, on scheduler: DateScheduler) -> SignalProducer {
    .interval(0..., interval: interval, on: scheduler)
  }
}
