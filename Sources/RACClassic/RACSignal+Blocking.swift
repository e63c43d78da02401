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
  /// `-asynchronousFirstOrDefault:success:error:`, which spun the main run
  /// loop meanwhile: here the calling thread keeps running the scheduler it
  /// is on, the main queue included, and it may be any thread).
  public func asynchronousFirstOrDefault(
    _ defaultValue: Value, success: inout Bool, error: inout (any Error)?
  )
    -> Value
  {
    timeout(10, onScheduler: RACScheduler.scheduler()).firstOrDefault(defaultValue, success: &success, error: &error)
  }

  /// `waitUntilCompleted()` that gives up after 10 seconds, throwing the
  /// `RACSignalErrorTimedOut` error (RAC2's `-asynchronouslyWaitUntilCompleted:`).
  public func asynchronouslyWaitUntilCompleted() throws {
    try ignoreValues().timeout(10, onScheduler: RACScheduler.scheduler()).waitUntilCompleted()
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
