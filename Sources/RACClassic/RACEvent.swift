import RACShared

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

extension RACEvent {
  /// The classic spelling of an engine event; `nil` for an interruption,
  /// which RACClassic has no word for.
  @inlinable
  package init?(_ event: SignalEvent<Value, BridgedError>) {
    switch event {
    case .value(let value): self = .next(value)
    case .failed(let error): self = .error(error.underlying)
    case .completed: self = .completed
    case .interrupted: return nil
    }
  }

  @inlinable
  package var engineEvent: SignalEvent<Value, BridgedError> {
    switch self {
    case .next(let value): .value(value)
    case .error(let error): .failed(BridgedError(underlying: error))
    case .completed: .completed
    }
  }
}
