/// One event of a signal: the engine's grammar is `value* (failed | completed | interrupted)?`
/// (docs/EventContract.md rule 1).
///
/// Both fronts translate this to their own spelling: RACModern's `Event`
/// (`next`, `failed`, `completed`, `interrupted`) and RACClassic's subscriber
/// calls (`sendNext`, `sendError`, `sendCompleted`; classic has no
/// interruption, so a classic subscriber simply hears nothing more).
@frozen
@usableFromInline
package enum SignalEvent<Value, Failure: Error> {
  case value(Value)
  case failed(Failure)
  case completed
  case interrupted

  /// Whether this event ends the stream.
  @inlinable
  package var isTerminal: Bool {
    if case .value = self { return false }
    return true
  }

  /// The value carried by a `.value` event.
  @inlinable
  package var value: Value? {
    if case .value(let value) = self { return value }
    return nil
  }

  /// The same event with its value transformed.
  @inlinable
  package func mapValue<NewValue>(_ transform: (Value) -> NewValue) -> SignalEvent<NewValue, Failure> {
    switch self {
    case .value(let value): .value(transform(value))
    case .failed(let error): .failed(error)
    case .completed: .completed
    case .interrupted: .interrupted
    }
  }

  /// Ends the event's lifetime by a switch on its case, so that releasing
  /// it is a branch in the caller rather than a call to the compiler's
  /// outlined release, which a failure type holding a reference otherwise
  /// costs after every send of an event a stage built (B3 in
  /// docs/Benchmarks.md). A value of a plain type needs nothing; a value or
  /// failure holding a reference is released here.
  @inlinable
  @inline(__always)
  package consuming func discard() {
    switch consume self {
    case .value(let value): _ = consume value
    case .failed(let error): _ = consume error
    case .completed, .interrupted: return
    }
  }

  /// The same event with its failure transformed.
  @inlinable
  package func mapFailure<NewFailure>(_ transform: (Failure) -> NewFailure) -> SignalEvent<Value, NewFailure> {
    switch self {
    case .value(let value): .value(value)
    case .failed(let error): .failed(transform(error))
    case .completed: .completed
    case .interrupted: .interrupted
    }
  }

  /// The terminal part of a terminal event, retyped for another value type.
  ///
  /// Traps for a `.value` event: callers only ask after checking `isTerminal`.
  @inlinable
  package func terminal<NewValue>(as _: NewValue.Type = NewValue.self) -> SignalEvent<NewValue, Failure> {
    switch self {
    case .value: impossibleTransition("SignalEvent", "a value is not a terminal event")
    case .failed(let error): .failed(error)
    case .completed: .completed
    case .interrupted: .interrupted
    }
  }
}

/// Where a signal's events go: an observer callback, another signal's input,
/// or an operator's next stage.
@usableFromInline
package typealias EventSink<Value, Failure: Error> = (SignalEvent<Value, Failure>) -> Void

extension SignalEvent {
  /// The sink of a subscription that handles values only (RACClassic's
  /// `subscribeNext(_:)`, RACModern's `startWithNext`/`observeNext`,
  /// RACSwift's `startWithValues`/`observeValues`): it ignores every
  /// terminal event and captures `next` alone, so each face's value
  /// subscription allocates the same context (32 bytes; a face sink built
  /// from per-event optional handlers captured three or four of them, 64 or
  /// 80 bytes: B4 late in docs/Benchmarks.md).
  @inlinable
  package static func valueSink(_ next: @escaping (Value) -> Void) -> EventSink<Value, Failure> {
    { event in
      if case .value(let value) = event { next(value) }
    }
  }

  /// The sink of a subscription that handles the values and the failure as
  /// `Result`s (RACModern's and RACSwift's `observeResult`/`startWithResult`):
  /// `.success` per value, `.failure` for the failure; completion and
  /// interruption are ignored. Captures `action` alone, as `valueSink` does.
  @inlinable
  package static func resultSink(_ action: @escaping (Result<Value, Failure>) -> Void) -> EventSink<Value, Failure> {
    { event in
      switch event {
      case .value(let value): action(.success(value))
      case .failed(let error): action(.failure(error))
      case .completed, .interrupted: return
      }
    }
  }

  /// The sink of a subscription that handles the failure only
  /// (`observeFailed`/`startWithFailed`); captures `failed` alone.
  @inlinable
  package static func failedSink(_ failed: @escaping (Failure) -> Void) -> EventSink<Value, Failure> {
    { event in
      if case .failed(let error) = event { failed(error) }
    }
  }

  /// The sink of a subscription that handles completion only
  /// (`observeCompleted`/`startWithCompleted`, RACClassic's
  /// `subscribeCompleted(_:)`); captures `completed` alone.
  @inlinable
  package static func completedSink(_ completed: @escaping () -> Void) -> EventSink<Value, Failure> {
    { event in
      if case .completed = event { completed() }
    }
  }

  /// The sink of a subscription that handles interruption only
  /// (`observeInterrupted`/`startWithInterrupted`); captures `interrupted`
  /// alone.
  @inlinable
  package static func interruptedSink(_ interrupted: @escaping () -> Void) -> EventSink<Value, Failure> {
    { event in
      if case .interrupted = event { interrupted() }
    }
  }

  /// The event retyped for another failure type; `nil` for `.failed`.
  @inlinable
  package func withoutFailure<NewFailure>(as _: NewFailure.Type = NewFailure.self) -> SignalEvent<Value, NewFailure>? {
    switch self {
    case .value(let value): .value(value)
    case .failed: nil
    case .completed: .completed
    case .interrupted: .interrupted
    }
  }
}
