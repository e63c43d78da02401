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
  /// Where the events go: a pipe's, a generator's or a `buffer`'s core,
  /// whose send `sendNext` inlines, or a sink (a start's input, the
  /// observer's own callbacks).
  @usableFromInline
  package let input: EventInput<Value, Error>

  @inlinable
  package init(input: EventInput<Value, Error>) {
    self.input = input
  }

  @inlinable
  package init(sink: @escaping EventSink<Value, Error>) {
    input = EventInput(sink: sink)
  }

  /// The observer as the engine's sink closure.
  @inlinable
  package var sink: EventSink<Value, Error> { input.sink }

  /// Creates an observer that handles every event with `action`.
  @inlinable
  public init(_ action: @escaping (Event<Value, Error>) -> Void) {
    input = EventInput(sink: { action(Event($0)) })
  }

  /// Creates an observer from per-event handlers; each one is optional.
  @inlinable
  public init(
    failed: ((Error) -> Void)? = nil,
    completed: (() -> Void)? = nil,
    interrupted: (() -> Void)? = nil,
    next: ((Value) -> Void)? = nil
  ) {
    input = EventInput(sink: { event in
      switch event {
      case .value(let value): next?(value)
      case .failed(let error): failed?(error)
      case .completed: completed?()
      case .interrupted: interrupted?()
      }
    })
  }

  /// The observer as a function of events.
  @inlinable
  public var action: (Event<Value, Error>) -> Void {
    { [input] event in input.send(event.engineEvent) }
  }

  /// Sends a value.
  @inlinable
  public func sendNext(_ value: Value) { input.send(.value(value)) }

  /// Ends with `error`.
  public func sendFailed(_ error: Error) { input.send(.failed(error)) }

  /// Ends successfully.
  @inlinable
  public func sendCompleted() { input.send(.completed) }

  /// Ends as cancelled.
  public func sendInterrupted() { input.send(.interrupted) }

  /// Sends a value (ReactiveSwift spelling of `sendNext(_:)`).
  @inlinable
  public func send(value: Value) { sendNext(value) }

  /// Ends with `error` (ReactiveSwift spelling of `sendFailed(_:)`).
  public func send(error: Error) { sendFailed(error) }
}

// Safety: an observer's input is either a signal's or a start's input, which
// serializes sends from any thread (docs/EventContract.md rule 2), or a
// callback the engine only calls from one signal's serialized delivery.
extension Observer: @unchecked Sendable {}
