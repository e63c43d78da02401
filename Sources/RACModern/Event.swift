import RACShared

/// One event of a `Signal` or `SignalProducer`: any number of `next`, then at
/// most one of `failed`, `completed` or `interrupted`.
///
/// `interrupted` means the work was cancelled (its producer start was
/// disposed, or the signal had already ended when you began observing).
public enum Event<Value, Error: Swift.Error> {
  /// A value.
  case next(Value)
  /// The stream failed.
  case failed(Error)
  /// The stream finished successfully.
  case completed
  /// The stream was cancelled before it could finish.
  case interrupted

  /// Whether this event ends the stream.
  public var isTerminating: Bool {
    if case .next = self { return false }
    return true
  }

  /// The value of a `next` event.
  public var value: Value? {
    if case .next(let value) = self { return value }
    return nil
  }

  /// The error of a `failed` event.
  public var error: Error? {
    if case .failed(let error) = self { return error }
    return nil
  }

  @inlinable
  package init(_ event: SignalEvent<Value, Error>) {
    switch event {
    case .value(let value): self = .next(value)
    case .failed(let error): self = .failed(error)
    case .completed: self = .completed
    case .interrupted: self = .interrupted
    }
  }

  @inlinable
  package var engineEvent: SignalEvent<Value, Error> {
    switch self {
    case .next(let value): .value(value)
    case .failed(let error): .failed(error)
    case .completed: .completed
    case .interrupted: .interrupted
    }
  }
}

extension Event: Equatable where Value: Equatable, Error: Equatable {}

extension Event: Sendable where Value: Sendable {}
