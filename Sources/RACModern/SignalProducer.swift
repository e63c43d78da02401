import RACShared

/// A cold recipe for a signal: every `start` runs the work anew for that one
/// observer.
///
/// Starting is synchronous: the start handler runs before `start` returns.
/// Disposing the returned disposable interrupts the start: its observer gets
/// `interrupted` before `dispose()` returns, and the start handler's
/// disposables are disposed. `buffer(_:)` and `replayLazily(_:)` share one run
/// among many starts.
///
/// ```swift
/// let producer = SignalProducer<Int, NoError> { observer, _ in
///   print("working")
///   observer.sendNext(1)
///   observer.sendCompleted()
/// }
/// producer.startWithNext { print($0) }   // prints "working", then 1
/// producer.startWithNext { print($0) }   // prints "working", then 1 again
/// ```
public struct SignalProducer<Value, Error: Swift.Error> {
  @usableFromInline
  package let producer: Producer<Value, Error>

  @inlinable
  package init(producer: Producer<Value, Error>) {
    self.producer = producer
  }

  /// Creates a producer that runs `startHandler` for every start, with the
  /// start's observer and a composite disposed when the start ends.
  @inlinable
  public init(_ startHandler: @escaping (Observer<Value, Error>, CompositeDisposable) -> Void) {
    producer = Producer { input, lifetime in
      startHandler(Observer(sink: input), CompositeDisposable(core: lifetime))
    }
  }

  /// Creates a producer that runs `startHandler` for every start, with the
  /// start's observer and its lifetime, which ends when the start ends or is
  /// disposed (ReactiveSwift's spelling of the start handler).
  ///
  /// RAC4's handler, which takes a `CompositeDisposable`, is chosen when the
  /// closure could be either.
  ///
  /// ```swift
  /// let ticks = SignalProducer<Int, NoError> { observer, lifetime in
  ///   lifetime.observeEnded { print("stopped") }
  ///   observer.send(value: 1)
  /// }
  /// ticks.startWithValues { print($0) }.dispose()   // prints 1, then "stopped"
  /// ```
  @inlinable
  @_disfavoredOverload
  public init(_ startHandler: @escaping (Observer<Value, Error>, Lifetime) -> Void) {
    producer = Producer { input, lifetime in
      startHandler(Observer(sink: input), Lifetime(core: lifetime))
    }
  }

  /// Sends `value`, then completes.
  @inlinable
  public init(value: Value) {
    producer = Producer(values: CollectionOfOne(value))
  }

  /// Fails with `error`.
  @inlinable
  public init(error: Error) {
    producer = Producer(terminal: .failed(error))
  }

  /// Sends `values` in order, then completes.
  @inlinable
  public init<S: Sequence>(values: S) where S.Element == Value {
    producer = Producer(values: values)
  }

  /// Observes `signal` for every start: each start sees what the signal
  /// sends from then on.
  @inlinable
  public init(signal: Signal<Value, Error>) {
    producer = Producer(observing: signal.core)
  }

  /// Completes at once.
  @inlinable
  public static var empty: SignalProducer { SignalProducer(producer: Producer(terminal: .completed)) }

  /// Never sends anything.
  public static var never: SignalProducer { SignalProducer(producer: .never) }

  /// A producer that replays the newest `capacity` values sent to the
  /// returned observer, then live values, to every start; the terminal event
  /// is replayed too.
  ///
  /// - Important: Traps when `capacity` is negative.
  @inlinable
  public static func buffer(_ capacity: Int) -> (SignalProducer, Observer<Value, Error>) {
    let core = SignalCore<Value, Error>(replayCapacity: capacity)
    return (SignalProducer(producer: Producer(observing: core)), Observer(input: core.bufferInput))
  }

  /// Starts this producer once, at the first start of the result, and
  /// replays its newest `capacity` values to every start.
  ///
  /// The underlying start is disposed once the result is unreachable and no
  /// start of it is live.
  ///
  /// - Important: Traps when `capacity` is negative.
  @inlinable
  public func replayLazily(_ capacity: Int) -> SignalProducer {
    SignalProducer(producer: ReplayedSource.producer(replaying: producer, capacity: capacity, start: .lazy))
  }

  /// ReactiveSwift spelling of `replayLazily(_:)`.
  @inlinable
  public func replayLazily(upTo capacity: Int) -> SignalProducer {
    replayLazily(capacity)
  }

  /// Merges `producers`: all started at once, values as they come.
  @inlinable
  public static func merge(_ producers: [SignalProducer]) -> SignalProducer {
    SignalProducer<SignalProducer, Error>(values: producers).flatten(.merge)
  }
}

// Checked: the only stored property is the engine producer, which is `Sendable`.
extension SignalProducer: Sendable {}
