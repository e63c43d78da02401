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

    /// Where the events go: a pipe's, a generator's or a start's core, whose
    /// send `send(value:)` inlines, or a sink (the observer's own
    /// callbacks).
    @usableFromInline
    package let input: StartingInput<Value, Error>
    /// Whether this observer ignores every event (`Observer()`): a producer
    /// started with it may skip delivering to it
    /// (`Producer.startDiscardingEvents()`).
    @usableFromInline
    package let discardsEvents: Bool

    /// An observer that hands every event to `sink` (the engine's side).
    @inlinable
    package init(sink: @escaping EventSink<Value, Error>, discardsEvents: Bool = false) {
      input = StartingInput(sink: sink)
      self.discardsEvents = discardsEvents
      super.init()
    }

    /// An observer that sends into `input`.
    @inlinable
    package init(input: StartingInput<Value, Error>) {
      self.input = input
      discardsEvents = false
      super.init()
    }

    /// The observer as the engine's sink closure.
    @inlinable
    package var sink: EventSink<Value, Error> { input.sink }

    /// Creates an observer that handles every event with `action`.
    ///
    /// - Parameter action: Called with each event.
    @inlinable
    public init(_ action: @escaping Action) {
      input = StartingInput(sink: { action(Event($0)) })
      discardsEvents = false
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
      guard value != nil || failed != nil || completed != nil || interrupted != nil else {
        // `Observer()`, what `start()` observes with: a sink that captures
        // nothing costs a signal that delivers to it a bare call per event,
        // not a switch through four empty closures and their context's
        // retain and release; a replay started with it (to begin recording)
        // skips even that (`SignalProducer.start(_:)`).
        self.init(sink: { _ in }, discardsEvents: true)
        return
      }
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
    public override func receive(_ value: Value) { input.send(.value(value)) }

    /// Sends the terminal event `termination` stands for.
    ///
    /// - Parameter termination: How the stream ends.
    public override func terminate(_ termination: Termination<Error>) { input.sink(termination.engineEvent()) }

    /// Sends `event`.
    ///
    /// - Parameter event: The event.
    @inlinable
    public func send(_ event: Event) { input.sink(event.engineEvent) }

    /// Sends a value.
    ///
    /// - Parameter value: The value.
    @inlinable
    public func send(value: Value) { input.send(.value(value)) }

    /// Ends with `error`.
    ///
    /// - Parameter error: The error.
    public func send(error: Error) { input.sink(.failed(error)) }

    /// Ends successfully.
    @inlinable
    public func sendCompleted() { input.sink(.completed) }

    /// Ends as cancelled.
    public func sendInterrupted() { input.sink(.interrupted) }
  }
}

// Safety: immutable; its input is a signal's or a start's input, which
// serializes sends from any thread (docs/EventContract.md rule 2), or a
// callback the engine only calls from one signal's serialized delivery.
extension Signal.Observer: @unchecked Sendable {}
