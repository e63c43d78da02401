import RACShared

/// The base of every observer: something that receives values, then one
/// termination.
///
/// `Signal.Observer` is the observer you make and send into; subclass this
/// only to write an observer type of your own, overriding both methods.
/// Observers are `Sendable`: a subclass of yours must be thread-safe.
open class Observer<Value, Error: Swift.Error> {
  /// Creates an observer.
  public init() {}

  /// Receives one value. A subclass must override it.
  ///
  /// - Parameter value: The value.
  open func receive(_ value: Value) {
    preconditionFailure("Observer.receive(_:) must be overridden by \(type(of: self))")
  }

  /// Receives the termination. A subclass must override it.
  ///
  /// - Parameter termination: How the stream ended.
  open func terminate(_ termination: Termination<Error>) {
    preconditionFailure("Observer.terminate(_:) must be overridden by \(type(of: self))")
  }
}

// Safety: the base class has no state; `Signal.Observer` only forwards to a
// signal's input, which serializes sends from any thread
// (docs/EventContract.md rule 2), or to a callback the engine calls from one
// signal's serialized delivery. A subclass of the user's must be thread-safe,
// as the class documentation says.
extension Observer: @unchecked Sendable {}

/// How a stream ended: the terminal events of `Signal.Event`.
public enum Termination<Error: Swift.Error> {
  /// The stream failed.
  case failed(Error)
  /// The stream finished successfully.
  case completed
  /// The stream was cancelled.
  case interrupted
}

extension Termination: Sendable {}

extension Termination {
  /// The engine's spelling of this termination, for any value type.
  @inlinable
  package func engineEvent<Value>(_: Value.Type = Value.self) -> SignalEvent<Value, Error> {
    switch self {
    case .failed(let error): .failed(error)
    case .completed: .completed
    case .interrupted: .interrupted
    }
  }
}
