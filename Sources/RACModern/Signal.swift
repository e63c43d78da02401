import RACShared

/// A hot stream of events: it delivers what its input sends to whoever
/// observes at that moment, and does no work per observer.
///
/// Observers added after the signal ended receive `interrupted` at once.
/// Events sent after the end are dropped. Callbacks never overlap, and a
/// send from inside a callback is delivered after the current event has
/// reached every observer.
///
/// ```swift
/// let (signal, input) = Signal<String, NoError>.pipe()
/// input.sendNext("lost")
/// signal.observeNext { print($0) }
/// input.sendNext("heard")   // prints "heard"
/// ```
public final class Signal<Value, Error: Swift.Error> {
  /// The observer type of this signal (ReactiveSwift's `Signal.Observer`).
  public typealias Observer = RACModern.Observer<Value, Error>
  /// The event type of this signal (ReactiveSwift's `Signal.Event`).
  public typealias Event = RACModern.Event<Value, Error>

  @usableFromInline
  package let core: SignalCore<Value, Error>

  @inlinable
  package init(core: SignalCore<Value, Error>) {
    self.core = core
  }

  /// Creates a signal and runs `generator` once with its input. The
  /// disposable `generator` returns is disposed when the signal ends.
  ///
  /// The signal needs no owner: while its input can still send and it has
  /// not ended, the input keeps it alive; after its terminal event (or once
  /// the input is released) it goes away with its last reference.
  @inlinable
  public init(_ generator: (Observer) -> Disposable?) {
    core = SignalCore()
    if let disposable = generator(Observer(input: core.eventInput(releasedAs: .rac4, face: self))) {
      core.addTerminationDisposable(engineDisposable(disposable))
    }
  }

  /// Creates a signal and runs `generator` once with its input and its
  /// lifetime, which ends when the signal ends (ReactiveSwift's spelling).
  ///
  /// ```swift
  /// let signal = Signal<Int, NoError> { observer, lifetime in
  ///   lifetime.observeEnded { print("ended") }
  ///   observer.send(value: 1)
  /// }
  /// ```
  @inlinable
  public init(_ generator: (Observer, Lifetime) -> Void) {
    core = SignalCore()
    let lifetime = CompositeDisposableCore()
    core.addTerminationDisposable(lifetime)
    generator(Observer(input: core.eventInput(releasedAs: .rac4, face: self)), Lifetime(core: lifetime))
  }

  /// A signal and the observer that sends into it.
  ///
  /// The input keeps the signal alive until the signal ends or the input is
  /// released.
  @inlinable
  public static func pipe() -> (output: Signal, input: Observer) {
    let signal = Signal(core: SignalCore())
    return (signal, Observer(input: signal.core.eventInput(releasedAs: .rac4, face: signal)))
  }

  /// A signal that never sends anything.
  @inlinable
  public static var never: Signal { Signal { _ in nil } }

  /// A signal that has already completed: observers get `interrupted`.
  public static var empty: Signal {
    Signal { observer in
      observer.sendCompleted()
      return nil
    }
  }

  /// Observes every event; returns the disposable that stops observing, or
  /// `nil` (after sending `interrupted`) if the signal already ended.
  @discardableResult
  @inlinable
  public func observe(_ observer: Observer) -> Disposable? {
    observe(sink: observer.sink)
  }

  /// Attaches `sink` straight to the engine signal: one of the engine's
  /// one-kind sinks (`SignalEvent.valueSink` and its siblings, which
  /// RACClassic's and RACSwift's subscriptions of the same kind use too) or
  /// an observer's.
  @inlinable
  func observe(sink: @escaping EventSink<Value, Error>) -> Disposable? {
    core.observe(sink).map(AnyDisposable.init(core:))
  }

  /// Observes every event with `action`.
  ///
  /// `action` runs on the thread that delivers each event. In debug builds,
  /// an `action` formed on the main actor (`isolation`, filled in for you)
  /// that runs off the main thread is reported once through the log sink
  /// (`EventLog`): use `observe(on: UIScheduler())`, whose callbacks the
  /// compiler checks.
  @discardableResult
  @inlinable
  public func observe(
    _ action: @escaping (Event) -> Void, isolation: (any Actor)? = #isolation, file: StaticString = #fileID,
    line: UInt = #line
  ) -> Disposable? {
    observe(Observer(MainActorCheck.checked(action, isolation: isolation, file: file, line: line)))
  }

  /// Observes values (checked in debug builds as `observe(_:isolation:file:line:)` is).
  @discardableResult
  @inlinable
  public func observeNext(
    _ next: @escaping (Value) -> Void, isolation: (any Actor)? = #isolation, file: StaticString = #fileID,
    line: UInt = #line
  ) -> Disposable? {
    // The engine's values-only sink, as RACClassic's `subscribeNext` uses.
    observe(
      sink: SignalEvent.valueSink(MainActorCheck.checked(next, isolation: isolation, file: file, line: line)))
  }

  /// Observes values (ReactiveSwift spelling of `observeNext(_:)`).
  @discardableResult
  @inlinable
  public func observeValues(
    _ next: @escaping (Value) -> Void, isolation: (any Actor)? = #isolation, file: StaticString = #fileID,
    line: UInt = #line
  ) -> Disposable? {
    observeNext(next, isolation: isolation, file: file, line: line)
  }

  /// Observes the failure.
  @discardableResult
  @inlinable
  public func observeFailed(
    _ failed: @escaping (Error) -> Void, isolation: (any Actor)? = #isolation, file: StaticString = #fileID,
    line: UInt = #line
  ) -> Disposable? {
    observe(
      sink: SignalEvent.failedSink(MainActorCheck.checked(failed, isolation: isolation, file: file, line: line)))
  }

  /// Observes completion.
  @discardableResult
  @inlinable
  public func observeCompleted(
    _ completed: @escaping () -> Void, isolation: (any Actor)? = #isolation, file: StaticString = #fileID,
    line: UInt = #line
  ) -> Disposable? {
    observe(
      sink: SignalEvent.completedSink(MainActorCheck.checked(completed, isolation: isolation, file: file, line: line))
    )
  }

  /// Observes interruption.
  @discardableResult
  @inlinable
  public func observeInterrupted(
    _ interrupted: @escaping () -> Void, isolation: (any Actor)? = #isolation, file: StaticString = #fileID,
    line: UInt = #line
  ) -> Disposable? {
    observe(
      sink: SignalEvent.interruptedSink(
        MainActorCheck.checked(interrupted, isolation: isolation, file: file, line: line)))
  }
}

// Safety: immutable; the engine core is thread-safe.
extension Signal: @unchecked Sendable {}

extension Signal {
  /// Observes values as successes and the failure as a failure (RAC4's
  /// `observeResult`).
  @discardableResult
  @inlinable
  public func observeResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable? {
    observe(sink: SignalEvent.resultSink(action))
  }
}
