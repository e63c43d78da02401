import RACShared

/// A hot stream of events: it delivers what its input sends to whoever
/// observes at that moment, and does no work per observer.
///
/// Every observer sees the same events in the same order; callbacks never
/// overlap, and a send from inside a callback is delivered after the current
/// event has reached every observer (docs/EventContract.md rules 2 and 3).
/// Observers added after the signal ended receive `interrupted` at once;
/// events sent after the end are dropped (rule 6).
///
/// ```swift
/// let (signal, input) = Signal<String, Never>.pipe()
/// input.send(value: "lost")
/// signal.observeValues { print($0) }
/// input.send(value: "heard")   // prints "heard"
/// ```
public final class Signal<Value, Error: Swift.Error> {
  @usableFromInline
  package let core: SignalCore<Value, Error>

  /// The face of the engine signal `core`, which from now on follows
  /// ReactiveSwift's signal memory model (`SignalRelease.reactiveSwift`):
  /// once every face of it is gone and nobody observes it, it ends silently.
  @inlinable
  package init(core: SignalCore<Value, Error>) {
    self.core = core
    core.adoptFace(.reactiveSwift)
  }

  /// A face of the engine signal `core` made by another face (the bridge):
  /// the signal keeps the memory rule it was made with; this face counts as
  /// one of its faces only if that rule is ReactiveSwift's.
  @inlinable
  package init(bridging core: SignalCore<Value, Error>) {
    self.core = core
    core.adoptFaceKeepingRule()
  }

  /// The face of a property's signal (`PropertyCore.changes`), which the
  /// property's producer observes too: it keeps the engine's rule and lives
  /// as long as the property, as ReactiveSwift's property holds its signal.
  @inlinable
  package init(propertyChanges core: SignalCore<Value, Error>) {
    self.core = core
    core.adoptFaceKeepingRule()
  }

  deinit { core.releaseFace() }

  /// Creates a signal and runs `generator` once with its input and its
  /// lifetime, which ends when the signal ends.
  ///
  /// The input sends safely from any thread. A signal that has observers
  /// lives until its terminal event, whether you keep it or not; releasing
  /// the input interrupts it; a signal that nobody keeps and nobody observes
  /// ends silently, ending `lifetime`.
  ///
  /// ```swift
  /// let signal = Signal<Int, Never> { observer, lifetime in
  ///   lifetime.observeEnded { print("ended") }
  ///   observer.send(value: 1)
  /// }
  /// ```
  ///
  /// - Parameter generator: Called once, before `init` returns.
  @inlinable
  public convenience init(_ generator: (Observer, Lifetime) -> Void) {
    self.init(core: SignalCore())
    let lifetime = CompositeDisposableCore()
    core.addTerminationDisposable(lifetime)
    generator(
      Observer(input: core.eventInput(releasedAs: .reactiveSwift, face: self).starting), Lifetime(core: lifetime))
  }

  /// ReactiveSwift's signal whose input leaves serialization to its caller.
  /// Here every input serializes (docs/EventContract.md rule 2), so this is
  /// `init(_:)`: code written for either works unchanged.
  ///
  /// - Parameter generator: Called once, before the signal is returned.
  /// - Returns: The signal.
  public static func unserialized(_ generator: (Observer, Lifetime) -> Void) -> Signal {
    Signal(generator)
  }

  /// ReactiveSwift's signal whose input queues the events sent from inside
  /// its own callbacks; every input here does (docs/EventContract.md rule 3),
  /// so this is `init(_:)`.
  ///
  /// - Parameter generator: Called once, before the signal is returned.
  /// - Returns: The signal.
  public static func reentrantUnserialized(_ generator: (Observer, Lifetime) -> Void) -> Signal {
    Signal(generator)
  }

  /// Observes every event; returns the disposable that stops observing, or
  /// `nil` (after sending `interrupted`) if the signal already ended.
  ///
  /// - Parameter observer: The observer to attach.
  /// - Returns: The disposable that detaches it, or `nil`.
  @discardableResult
  @inlinable
  public func observe(_ observer: Observer) -> Disposable? {
    core.observe(observer.sink).map(AnyDisposable.init(core:))
  }
}

// Safety: immutable; the engine core is thread-safe.
extension Signal: @unchecked Sendable {}

extension Signal {
  /// A signal that never sends anything.
  public static var never: Signal { Signal(core: SignalCore()) }

  /// A signal that has already completed: observers get `interrupted`.
  public static var empty: Signal { Signal { observer, _ in observer.sendCompleted() } }

  /// A signal and the observer that sends into it.
  ///
  /// The input sends safely from any thread; releasing it interrupts the
  /// signal. The signal lives until its terminal event while it has
  /// observers; unobserved and unreferenced, it ends silently.
  ///
  /// ```swift
  /// let (output, input) = Signal<Int, Never>.pipe()
  /// output.observeValues { print($0) }
  /// input.send(value: 1)   // prints 1
  /// ```
  ///
  /// - Parameter disposable: Disposed when the signal ends.
  /// - Returns: The signal and its input.
  @inlinable
  public static func pipe(disposable: Disposable? = nil) -> (output: Signal, input: Observer) {
    let signal = Signal(core: SignalCore())
    disposable.map(signal.disposeOnTermination)
    // Inlinable, as RACModern's pipe is: the input's sink is then specialized
    // for the caller's types (unspecialized, each send looked up generic
    // metadata: B1 ran 4x RACModern's time).
    return (signal, Observer(input: signal.core.eventInput(releasedAs: .reactiveSwift, face: signal).starting))
  }

  /// Disposes `disposable` once the signal has ended (`pipe(disposable:)`).
  @usableFromInline
  func disposeOnTermination(_ disposable: Disposable) {
    core.addTerminationDisposable(engineDisposable(disposable))
  }

  /// ReactiveSwift's pipe whose input leaves serialization to its caller;
  /// every input here serializes, so this is `pipe(disposable:)`.
  ///
  /// - Parameter disposable: Disposed when the signal ends.
  /// - Returns: The signal and its input.
  public static func unserializedPipe(disposable: Disposable? = nil) -> (output: Signal, input: Observer) {
    pipe(disposable: disposable)
  }

  /// ReactiveSwift's pipe whose input queues re-entrant sends; every input
  /// here does, so this is `pipe(disposable:)`.
  ///
  /// - Parameter disposable: Disposed when the signal ends.
  /// - Returns: The signal and its input.
  public static func reentrantUnserializedPipe(disposable: Disposable? = nil) -> (output: Signal, input: Observer) {
    pipe(disposable: disposable)
  }
}
