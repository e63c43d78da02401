import RACShared

extension Signal {
  /// One event of a signal: any number of `value`s, then at most one of
  /// `failed`, `completed` or `interrupted` (docs/EventContract.md rule 1).
  ///
  /// `interrupted` means the work was cancelled: its producer's start was
  /// disposed, or the signal had already ended when you began observing.
  ///
  /// ```swift
  /// let event = Signal<Int, Never>.Event.value(1)
  /// print(event.map { $0 + 1 })   // prints "VALUE 2"
  /// ```
  @frozen
  public enum Event {
    /// A value.
    case value(Value)
    /// The stream failed; nothing follows.
    case failed(Error)
    /// The stream finished successfully; nothing follows.
    case completed
    /// The stream was cancelled before it could finish; nothing follows.
    case interrupted

    /// Whether this is a `completed` event.
    public var isCompleted: Bool {
      if case .completed = self { return true }
      return false
    }

    /// Whether this event ends the stream.
    public var isTerminating: Bool { engineEvent.isTerminal }

    /// The same event with `f` applied to its value (only a `value` event
    /// calls `f`).
    ///
    /// - Parameter f: The transform of the value.
    /// - Returns: The event with the transformed value, or the same terminal event.
    public func map<U>(_ f: (Value) -> U) -> Signal<U, Error>.Event {
      Signal<U, Error>.Event(engineEvent.mapValue(f))
    }

    /// The same event with `f` applied to its error (only a `failed` event
    /// calls `f`).
    ///
    /// - Parameter f: The transform of the error.
    /// - Returns: The event with the transformed error, or the same other event.
    public func mapError<F>(_ f: (Error) -> F) -> Signal<Value, F>.Event {
      Signal<Value, F>.Event(engineEvent.mapFailure(f))
    }

    /// The value of a `value` event.
    public var value: Value? { engineEvent.value }

    /// The error of a `failed` event.
    public var error: Error? {
      if case .failed(let error) = self { return error }
      return nil
    }

    /// The engine's spelling of `event`.
    @inlinable
    package init(_ event: SignalEvent<Value, Error>) {
      switch event {
      case .value(let value): self = .value(value)
      case .failed(let error): self = .failed(error)
      case .completed: self = .completed
      case .interrupted: self = .interrupted
      }
    }

    /// This event in the engine's spelling.
    @inlinable
    package var engineEvent: SignalEvent<Value, Error> {
      switch self {
      case .value(let value): .value(value)
      case .failed(let error): .failed(error)
      case .completed: .completed
      case .interrupted: .interrupted
      }
    }
  }
}

extension Signal.Event where Value: Equatable, Error: Equatable {
  /// Whether two events are of the same kind and carry equal values or errors.
  public static func == (lhs: Signal<Value, Error>.Event, rhs: Signal<Value, Error>.Event) -> Bool {
    switch (lhs, rhs) {
    case (.value(let left), .value(let right)): left == right
    case (.failed(let left), .failed(let right)): left == right
    case (.completed, .completed), (.interrupted, .interrupted): true
    default: false
    }
  }
}

extension Signal.Event: Equatable where Value: Equatable, Error: Equatable {}

extension Signal.Event: Sendable where Value: Sendable {}

extension Signal.Event: CustomStringConvertible {
  /// `VALUE 1`, `FAILED <error>`, `COMPLETED` or `INTERRUPTED`.
  public var description: String {
    switch self {
    case .value(let value): "VALUE \(value)"
    case .failed(let error): "FAILED \(error)"
    case .completed: "COMPLETED"
    case .interrupted: "INTERRUPTED"
    }
  }
}

/// Something that is a signal event, for constraining extensions to signals
/// of events (`dematerialize()`).
public protocol EventProtocol {
  /// The value type of the event.
  associatedtype Value
  /// The error type of the event; `Never` when it cannot fail.
  associatedtype Error: Swift.Error
  /// The event itself.
  var event: Signal<Value, Error>.Event { get }
}

extension Signal.Event: EventProtocol {
  /// The event itself.
  public var event: Signal<Value, Error>.Event { self }
}
