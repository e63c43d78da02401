import RACShared

// ReactiveSwift's blocking accessors. `first()` is `take(first: 1).single()`
// and `single()` starts `take(first: 2)`: the start is stopped from inside
// the callback that settles the answer (`BlockingStop.fromTheCallback`), so a
// start that sends synchronously without end still returns. While waiting,
// the calling thread keeps running the scheduler it is on (`BlockingWait`).

extension SignalProducer {
  /// Starts, blocks until the first value, then stops the start; the value,
  /// the failure if it came first, or `nil` if it completed without one.
  ///
  /// - Returns: The first value's result, or `nil`.
  public func first() -> Result<Value, Error>? {
    core.blockingFirst(stopping: .fromTheCallback)
  }

  /// Starts and blocks until the end, or until a second value (then stops
  /// the start); the only value, the failure, or `nil` if no value or more
  /// than one came.
  ///
  /// - Returns: The single value's result, or `nil`.
  public func single() -> Result<Value, Error>? {
    core.blockingSingle(stopping: .fromTheCallback)
  }

  /// Starts and blocks until the end; the last value, the failure, or `nil`
  /// if none came.
  ///
  /// - Returns: The last value's result, or `nil`.
  public func last() -> Result<Value, Error>? {
    core.blockingLast()
  }

  /// Starts and blocks until the end: success once it completes (or is
  /// interrupted), its failure otherwise.
  ///
  /// - Returns: The outcome.
  public func wait() -> Result<(), Error> {
    core.blockingWait()
  }
}
