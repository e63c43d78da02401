import Foundation
import RACShared

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
