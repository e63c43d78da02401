import RACShared

/// A cold recipe for a signal: every `start` runs the work anew for that one
/// observer (docs/EventContract.md rule 8).
///
/// Starting is synchronous: the start handler runs before `start` returns
/// (rule 11). Disposing the returned disposable interrupts the start: its
/// observer gets `interrupted` before `dispose()` returns, and the start's
/// lifetime ends.
///
/// ```swift
/// let producer = SignalProducer<Int, Never> { observer, _ in
///   print("working")
///   observer.send(value: 1)
///   observer.sendCompleted()
/// }
/// producer.startWithValues { print($0) }   // prints "working", then 1
/// producer.startWithValues { print($0) }   // prints "working", then 1 again
/// ```
public struct SignalProducer<Value, Error: Swift.Error> {
  /// The signal each start makes.
  public typealias ProducedSignal = Signal<Value, Error>

  @usableFromInline
  package let core: Producer<Value, Error>

  /// The face of the engine producer `core`.
  @inlinable
  package init(core: Producer<Value, Error>) {
    self.core = core
  }

  /// The producer of anything that converts to one (a `Signal`, a `Result`,
  /// a property, a producer).
  ///
  /// - Parameter base: What to convert.
  public init<T: SignalProducerConvertible>(_ base: T) where T.Value == Value, T.Error == Error {
    self = base.producer
  }

  /// Observes `signal` for every start: each start sees what the signal
  /// sends from then on, and disposing the start detaches it. The producer
  /// keeps `signal` (ReactiveSwift's captures it).
  ///
  /// - Parameter signal: The hot signal to observe.
  @inlinable
  public init(_ signal: Signal<Value, Error>) {
    self.init(core: Producer(observing: signal.core, keepAlive: signal))
  }

  /// Creates a producer that runs `startHandler` for every start, with the
  /// start's input and its lifetime, which ends when the start ends or is
  /// disposed.
  ///
  /// ```swift
  /// let ticks = SignalProducer<Int, Never> { observer, lifetime in
  ///   lifetime.observeEnded { print("stopped") }
  ///   observer.send(value: 1)
  /// }
  /// ticks.startWithValues { print($0) }.dispose()   // prints 1, then "stopped"
  /// ```
  ///
  /// - Parameter startHandler: Runs once per start, before `start` returns.
  @inlinable
  public init(_ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void) {
    self.init(
      core: Producer(releasedAs: .reactiveSwift) { input, lifetime in
        startHandler(.init(input: input), Lifetime(core: lifetime))
      })
  }

  /// ReactiveSwift's producer whose start input leaves serialization to its
  /// caller; every input here serializes (docs/EventContract.md rule 2), so
  /// this is `init(_:)` with a start handler.
  ///
  /// - Parameter startHandler: Runs once per start.
  /// - Returns: The producer.
  public static func unserialized(
    _ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void
  ) -> SignalProducer<Value, Error> {
    SignalProducer(startHandler)
  }

  /// Sends `value`, then completes.
  ///
  /// - Parameter value: The value.
  @inlinable
  public init(value: Value) {
    self.init(core: Producer(values: CollectionOfOne(value)))
  }

  /// Calls `action` at every start, sends what it returns and completes.
  ///
  /// - Parameter action: Called once per start.
  @inlinable
  public init(_ action: @escaping () -> Value) {
    self.init(core: .lazily(action))
  }

  /// Calls `action` at every start: a success is sent and the producer
  /// completes, a failure fails it.
  ///
  /// - Parameter action: Called once per start.
  @inlinable
  public init(_ action: @escaping () -> Result<Value, Error>) {
    self.init(core: .attempt(action))
  }

  /// Fails with `error` at once.
  ///
  /// - Parameter error: The error.
  @inlinable
  public init(error: Error) {
    self.init(core: Producer(terminal: .failed(error)))
  }

  /// Sends the success value and completes, or fails with the failure.
  ///
  /// - Parameter result: The result.
  @inlinable
  public init(result: Result<Value, Error>) {
    self.init(core: Producer(result: result))
  }

  /// Sends `values` in order, then completes; a disposed start stops early.
  ///
  /// ```swift
  /// SignalProducer<Int, Never>([1, 2, 3]).startWithValues { print($0) }   // prints 1, 2, 3
  /// ```
  ///
  /// - Parameter values: The values.
  @inlinable
  public init<S: Sequence>(_ values: S) where S.Iterator.Element == Value {
    self.init(core: Producer(values: values))
  }

  /// Sends the given values in order, then completes.
  ///
  /// - Parameters:
  ///   - first: The first value.
  ///   - second: The second value.
  ///   - tail: The values after them.
  @inlinable
  public init(values first: Value, _ second: Value, _ tail: Value...) {
    self.init([first, second] + tail)
  }

  /// Completes at once.
  public static var empty: SignalProducer { SignalProducer(core: Producer(terminal: .completed)) }

  /// Never sends anything.
  public static var never: SignalProducer { SignalProducer(core: .never) }
}

// Checked: the only stored property is the engine producer, which is `Sendable`.
extension SignalProducer: Sendable {}

extension SignalProducer where Error == Never {
  /// Sends `value`, then completes.
  ///
  /// - Parameter value: The value.
  @inlinable
  public init(value: Value) {
    self.init(core: Producer(values: CollectionOfOne(value)))
  }

  /// Sends `values` in order, then completes.
  ///
  /// - Parameter values: The values.
  @inlinable
  public init<S: Sequence>(_ values: S) where S.Iterator.Element == Value {
    self.init(core: Producer(values: values))
  }

  /// Sends the given values in order, then completes.
  ///
  /// - Parameters:
  ///   - first: The first value.
  ///   - second: The second value.
  ///   - tail: The values after them.
  @inlinable
  public init(values first: Value, _ second: Value, _ tail: Value...) {
    self.init([first, second] + tail)
  }
}

extension SignalProducer where Error == Swift.Error {
  /// Calls `action` at every start: its return value is sent and the
  /// producer completes; what it throws fails it.
  ///
  /// - Parameter action: Called once per start.
  @inlinable
  public init(_ action: @escaping () throws -> Value) {
    self.init(core: .attempt { Result(catching: action) })
  }
}
