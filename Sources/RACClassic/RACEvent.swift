/// One event of a classic signal as a value (RAC2's `RACEvent`): what
/// `materialize()` sends and `dematerialize()` reads.
///
/// ```swift
/// RACSignal<Int>.return(1).materialize().subscribeNext { print($0) }
/// // prints next(1), then completed
/// ```
public enum RACEvent<Value> {
  /// A value.
  case next(Value)
  /// The error that ended the signal (`nil` for `sendError(nil)`).
  case error((any Error)?)
  /// Successful completion.
  case completed

  /// Whether this event ends a signal.
  public var isFinished: Bool {
    if case .next = self { return false }
    return true
  }

  /// The value of a `next` event.
  public var value: Value? {
    if case .next(let value) = self { return value }
    return nil
  }
}
