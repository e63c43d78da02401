import Foundation
import RACShared

extension RACSignal {
  /// A signal whose `block` runs once, from a block on `scheduler`, when the
  /// first subscriber arrives; every subscriber (each subscribed from a
  /// block on `scheduler`) is replayed everything `block` sent.
  @inlinable
  public static func startLazilyWithScheduler(
    _ scheduler: RACScheduler, block: @escaping (any RACSubscriber<Value>) -> Void
  ) -> RACSignal<Value> {
    RACSignal(producer: .startingLazily(work(block), on: scheduler.core))
  }

  /// `startLazilyWithScheduler(_:block:)`, with `block` scheduled at once
  /// rather than at the first subscription.
  @inlinable
  public static func startEagerlyWithScheduler(
    _ scheduler: RACScheduler, block: @escaping (any RACSubscriber<Value>) -> Void
  ) -> RACSignal<Value> {
    RACSignal(producer: .startingEagerly(work(block), on: scheduler.core))
  }

  @inlinable
  static func work(_ block: @escaping (any RACSubscriber<Value>) -> Void) -> Producer<Value, BridgedError> {
    createSignal { subscriber in
      block(subscriber)
      return nil
    }.producer
  }
}

/// The domain of the errors RACSignal operators create (RAC2's
/// `RACSignalErrorDomain`).
public let RACSignalErrorDomain = "RACSignalErrorDomain"

/// The code of the error `timeout(_:onScheduler:)` fails with (RAC2's
/// `RACSignalErrorTimedOut`).
public let RACSignalErrorTimedOut = 1
extension RACSignal {
  /// Time operators without a scheduler use the scheduler current when the
  /// event arrives (a test scheduler while it runs an action, `mainThread` on
  /// the main thread), and a private background scheduler when there is none,
  /// as RAC2 did.
  @usableFromInline
  static var currentScheduler: SchedulerChoice { .current { RACScheduler.current?.core } }

  /// Sends a value only after `interval` seconds pass with no newer value
  /// (RAC2's `throttle:`, which is a **debounce**; RAC4's `throttle` is a
  /// rate limit instead).
  ///
  /// Timers run on `RACScheduler.current` when each value arrives. On
  /// completion the value still waiting is sent at once, then the completion;
  /// an error drops it and is forwarded at once.
  ///
  /// ```swift
  /// searchText.throttle(0.3).subscribeNext { print($0) }   // prints what was typed once typing pauses
  /// ```
  ///
  /// - Important: Traps when `interval` is negative.
  public func throttle(_ interval: TimeInterval) -> RACSignal<Value> {
    throttle(interval, choice: Self.currentScheduler)
  }

  /// `throttle(_:)` with its timers on `scheduler`.
  public func throttle(_ interval: TimeInterval, onScheduler scheduler: RACScheduler) -> RACSignal<Value> {
    throttle(interval, choice: .fixed(scheduler.core))
  }

  /// Sends each value and the completion `interval` seconds later; an error
  /// is forwarded at once and drops the values still waiting (RAC2's
  /// `delay:`). Timers run on `RACScheduler.current` when each event arrives.
  ///
  /// - Important: Traps when `interval` is negative.
  public func delay(_ interval: TimeInterval) -> RACSignal<Value> {
    delay(interval, choice: Self.currentScheduler)
  }

  /// `delay(_:)` with its timers on `scheduler`.
  public func delay(_ interval: TimeInterval, onScheduler scheduler: RACScheduler) -> RACSignal<Value> {
    delay(interval, choice: .fixed(scheduler.core))
  }

  /// Fails with an error of `RACSignalErrorDomain`, code
  /// `RACSignalErrorTimedOut`, unless this signal completes or fails within
  /// `interval` seconds of the subscription; the timeout disposes the
  /// subscription to this signal.
  ///
  /// - Important: Traps when `interval` is negative.
  public func timeout(_ interval: TimeInterval, onScheduler scheduler: RACScheduler) -> RACSignal<Value> {
    timeout(interval, choice: .fixed(scheduler.core))
  }

  /// `timeout(_:onScheduler:)` on `RACScheduler.current` at subscription (RAC2
  /// had only the scheduler form).
  public func timeout(_ interval: TimeInterval) -> RACSignal<Value> {
    timeout(interval, choice: Self.currentScheduler)
  }

  /// Delivers every event through `scheduler`, in order (RAC2's
  /// `deliverOn:`). Disposing the subscription cancels what has not been
  /// delivered yet.
  public func deliverOn(_ scheduler: RACScheduler) -> RACSignal<Value> {
    RACSignal(producer: producer.lift(cancelling: EventTransforms.observe(on: scheduler.core, semantics: .rac2)))
  }

  /// Subscribes to this signal from a block on `scheduler`, so its
  /// subscription work runs there (RAC2's `subscribeOn:`). Disposing before
  /// the block ran cancels it.
  public func subscribeOn(_ scheduler: RACScheduler) -> RACSignal<Value> {
    RACSignal(producer: producer.start(on: scheduler.core))
  }

  private func throttle(_ interval: TimeInterval, choice: SchedulerChoice) -> RACSignal<Value> {
    RACSignal(producer: producer.lift(cancelling: EventTransforms.debounce(interval, on: choice, semantics: .rac2)))
  }

  private func delay(_ interval: TimeInterval, choice: SchedulerChoice) -> RACSignal<Value> {
    RACSignal(producer: producer.lift(cancelling: EventTransforms.delay(interval, on: choice, semantics: .rac2)))
  }

  private func timeout(_ interval: TimeInterval, choice: SchedulerChoice) -> RACSignal<Value> {
    RACSignal(
      producer: producer.lift(
        cancelling: EventTransforms.timeout(interval, on: choice) {
          BridgedError(underlying: NSError(domain: RACSignalErrorDomain, code: RACSignalErrorTimedOut))
        }))
  }
}

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
