import Foundation
import RACShared

extension RACSignal {
  /// Subscribes, blocks the calling thread until the first value, and
  /// returns it; `nil` if the signal completes or fails first (RAC2's
  /// `-first`).
  ///
  /// The subscription runs synchronously first, so a signal that sends at
  /// once never blocks. While it waits, the calling thread keeps running the
  /// scheduler it is on (the main queue included), so a signal delivered
  /// there does not deadlock. Called from a task, it holds that
  /// concurrency-pool thread until it returns (the wait itself needs no pool
  /// thread); `values` and `first() async` wait without blocking.
  ///
  /// ```swift
  /// let name = RACSignal<String>.return("racport").first()   // "racport"
  /// ```
  public func first() -> Value? {
    producer.blockingFirst(stopping: .afterTheWait)?.value
  }

  /// The first value, or `defaultValue` if the signal completes or fails
  /// first (RAC2's `-firstOrDefault:`). Blocks as `first()` does.
  public func firstOrDefault(_ defaultValue: Value) -> Value {
    producer.blockingFirst(or: defaultValue).value
  }

  /// The first value, or `defaultValue`; `success` is set to whether the
  /// signal did not fail, `error` to its error (RAC2's
  /// `-firstOrDefault:success:error:`). Blocks as `first()` does.
  ///
  /// ```swift
  /// var succeeded = false
  /// var error: (any Error)?
  /// let value = signal.firstOrDefault(0, success: &succeeded, error: &error)
  /// ```
  public func firstOrDefault(_ defaultValue: Value, success: inout Bool, error: inout (any Error)?) -> Value {
    let outcome = producer.blockingFirst(or: defaultValue)
    (success, error) = (outcome.success, outcome.failure?.underlying)
    return outcome.value
  }

  /// Blocks until the signal completes; throws its error (a `BridgedError`
  /// with no underlying error for `sendError(nil)`) (RAC2's
  /// `-waitUntilCompleted:`). Blocks as `first()` does.
  public func waitUntilCompleted() throws {
    if case .failure(let error) = producer.blockingWait() { throw error.underlying ?? error }
  }

  /// `firstOrDefault(_:success:error:)` that gives up after 10 seconds,
  /// failing with `RACSignalErrorTimedOut` (RAC2's
  /// `-asynchronousFirstOrDefault:success:error:`).
  ///
  /// As in RAC2, which delivered through `deliverOn:mainThreadScheduler` and
  /// spun the main run loop, the answer comes through the scheduler the
  /// caller runs on (the main queue, or the queue scheduler whose block
  /// calls it): blocks already scheduled there run first, even when the
  /// signal answers at once. Unlike RAC2 it may be called from any thread;
  /// elsewhere it waits as `firstOrDefault(_:success:error:)` does.
  public func asynchronousFirstOrDefault(
    _ defaultValue: Value, success: inout Bool, error: inout (any Error)?
  )
    -> Value
  {
    let outcome = take(1).timeout(10, onScheduler: RACScheduler.scheduler()).producer.deliveredOnCallersScheduler()
      .blockingFirst(or: defaultValue)
    (success, error) = (outcome.success, outcome.failure?.underlying)
    return outcome.value
  }

  /// `waitUntilCompleted()` that gives up after 10 seconds, throwing the
  /// `RACSignalErrorTimedOut` error (RAC2's `-asynchronouslyWaitUntilCompleted:`).
  /// The end comes through the caller's scheduler, as for
  /// `asynchronousFirstOrDefault(_:success:error:)`.
  public func asynchronouslyWaitUntilCompleted() throws {
    let result = ignoreValues().timeout(10, onScheduler: RACScheduler.scheduler()).producer
      .deliveredOnCallersScheduler().blockingWait()
    if case .failure(let error) = result { throw error.underlying ?? error }
  }

  /// Every value, once the signal completes; `nil` if it fails (RAC2's
  /// `-toArray`). Blocks as `first()` does.
  ///
  /// ```swift
  /// let all = RACSignal.merge([.return(1), .return(2)]).toArray()   // [1, 2]
  /// ```
  public func toArray() -> [Value]? {
    collect().first()
  }
}

extension Result {
  /// The success value, if any.
  fileprivate var value: Success? {
    if case .success(let value) = self { return value }
    return nil
  }
}
