import RACShared

extension Signal {
  /// Receives the events of a signal, or sends events into one: the input of
  /// `Signal.pipe()`, of a `Signal` generator and of a producer's start
  /// handler.
  ///
  /// An input sends safely from any thread (docs/EventContract.md rule 2),
  /// and a send from inside one of its signal's callbacks is delivered after
  /// the current event (rule 3).
  ///
  /// ```swift
  /// let observer = Signal<Int, Never>.Observer(value: { print($0) })
  /// observer.send(value: 1)   // prints 1
  /// ```
  public final class Observer: RACSwift.Observer<Value, Error> {
    /// What the observer does with an event.
    public typealias Action = (Event) -> Void

    @usableFromInline
    package let sink: EventSink<Value, Error>

    /// An observer that hands every event to `sink` (the engine's side).
    @inlinable
    package init(sink: @escaping EventSink<Value, Error>) {
      self.sink = sink
      super.init()
    }

    /// Creates an observer that handles every event with `action`.
    ///
    /// - Parameter action: Called with each event.
    @inlinable
    public init(_ action: @escaping Action) {
      sink = { action(Event($0)) }
      super.init()
    }

    /// Creates an observer from per-event handlers; each one is optional.
    ///
    /// - Parameters:
    ///   - value: Called with each value.
    ///   - failed: Called with the error.
    ///   - completed: Called on completion.
    ///   - interrupted: Called on interruption.
    @inlinable
    public convenience init(
      value: ((Value) -> Void)? = nil,
      failed: ((Error) -> Void)? = nil,
      completed: (() -> Void)? = nil,
      interrupted: (() -> Void)? = nil
    ) {
      self.init(sink: { event in
        switch event {
        case .value(let payload): value?(payload)
        case .failed(let error): failed?(error)
        case .completed: completed?()
        case .interrupted: interrupted?()
        }
      })
    }

    /// Sends a value (the `Observer` base class's entry point).
    ///
    /// - Parameter value: The value.
    @inlinable
    public override func receive(_ value: Value) { sink(.value(value)) }

    /// Sends the terminal event `termination` stands for.
    ///
    /// - Parameter termination: How the stream ends.
    public override func terminate(_ termination: Termination<Error>) { sink(termination.engineEvent()) }

    /// Sends `event`.
    ///
    /// - Parameter event: The event.
    @inlinable
    public func send(_ event: Event) { sink(event.engineEvent) }

    /// Sends a value.
    ///
    /// - Parameter value: The value.
    @inlinable
    public func send(value: Value) { sink(.value(value)) }

    /// Ends with `error`.
    ///
    /// - Parameter error: The error.
    public func send(error: Error) { sink(.failed(error)) }

    /// Ends successfully.
    @inlinable
    public func sendCompleted() { sink(.completed) }

    /// Ends as cancelled.
    public func sendInterrupted() { sink(.interrupted) }
  }
}

// Safety: immutable; its sink is a signal's input, which serializes sends
// from any thread (docs/EventContract.md rule 2), or a callback the engine
// only calls from one signal's serialized delivery.
extension Signal.Observer: @unchecked Sendable {}
