import RACShared

/// Receives the events of a signal, or sends events into one (the input of
/// `Signal.pipe()`, `SignalProducer.buffer(_:)` and a producer's start
/// handler).
///
/// ```swift
/// let observer = Observer<Int, NoError>(next: { print($0) })
/// observer.sendNext(1)   // prints 1
/// ```
public struct Observer<Value, Error: Swift.Error> {
  @usableFromInline
  package let sink: EventSink<Value, Error>

  @inlinable
  package init(sink: @escaping EventSink<Value, Error>) {
    self.sink = sink
  }

  /// Creates an observer that handles every event with `action`.
  @inlinable
  public init(_ action: @escaping (Event<Value, Error>) -> Void) {
    sink = { action(Event($0)) }
  }

  /// Creates an observer from per-event handlers; each one is optional.
  @inlinable
  public init(
    failed: ((Error) -> Void)? = nil,
    completed: (() -> Void)? = nil,
    interrupted: (() -> Void)? = nil,
    next: ((Value) -> Void)? = nil
  ) {
    sink = { event in
      switch event {
      case .value(let value): next?(value)
      case .failed(let error): failed?(error)
      case .completed: completed?()
      case .interrupted: interrupted?()
      }
    }
  }

  /// The observer as a function of events.
  @inlinable
  public var action: (Event<Value, Error>) -> Void {
    { [sink] event in sink(event.engineEvent) }
  }

  /// Sends a value.
  @inlinable
  public func sendNext(_ value: Value) { sink(.value(value)) }

  /// Ends with `error`.
  public func sendFailed(_ error: Error) { sink(.failed(error)) }

  /// Ends successfully.
  @inlinable
  public func sendCompleted() { sink(.completed) }

  /// Ends as cancelled.
  public func sendInterrupted() { sink(.interrupted) }

  /// Sends a value (ReactiveSwift spelling of `sendNext(_:)`).
  @inlinable
  public func send(value: Value) { sendNext(value) }

  /// Ends with `error` (ReactiveSwift spelling of `sendFailed(_:)`).
  public func send(error: Error) { sendFailed(error) }
}

// Safety: an observer's sink is either the input of a signal, which serializes
// sends from any thread (docs/EventContract.md rule 2), or a callback the
// engine only calls from one signal's serialized delivery.
extension Observer: @unchecked Sendable {}
