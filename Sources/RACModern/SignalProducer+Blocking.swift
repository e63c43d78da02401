import RACShared

extension SignalProducer {
  /// Starts the producer and blocks until it ends; returns its only value,
  /// or its failure; `nil` when it sent no value or more than one (RAC4's
  /// `single()`).
  ///
  /// The start runs synchronously first, so a producer that sends at once
  /// never blocks. While it waits, the calling thread keeps running the
  /// scheduler it is on (the main queue included), so a producer delivered
  /// there does not deadlock. It blocks the thread, as RAC4's did: called
  /// from a task, it holds that concurrency-pool thread until the producer
  /// ends (the wait itself needs no pool thread, but a producer that sends
  /// from a `Task` does, so a pool full of such waits stalls). From async
  /// code use `first() async` or `values`, which suspend instead.
  ///
  /// ```swift
  /// let answer = SignalProducer<Int, NoError>(value: 42).single()   // .success(42)
  /// ```
  public func single() -> Result<Value, Error>? {
    producer.blockingSingle(stopping: .afterTheWait)
  }

  /// Starts the producer and blocks until its first value (then interrupts
  /// it) or its end; returns the value or the failure, `nil` if it completed
  /// without a value (RAC4's `first()`). Blocks as `single()` does.
  ///
  /// Unavailable from async code, where `try await producer.first()` at the
  /// top level of a program would otherwise silently pick this blocking
  /// overload: there, write `try await producer.firstValue()`.
  @available(*, noasync, message: "first() blocks the thread; in async code write try await producer.firstValue()")
  public func first() -> Result<Value, Error>? {
    producer.blockingFirst(stopping: .afterTheWait)
  }

  /// Starts the producer and blocks until it ends; returns its last value
  /// or its failure, `nil` if it sent no value (RAC4's `last()`). Blocks as
  /// `single()` does.
  @available(*, noasync, message: "last() blocks the thread; in async code write try await producer.lastValue()")
  public func last() -> Result<Value, Error>? {
    producer.blockingLast()
  }

  /// Starts the producer and blocks until it ends; success when it completes
  /// or is interrupted, its failure otherwise (RAC4's `wait()`). Blocks as
  /// `single()` does.
  public func wait() -> Result<(), Error> {
    producer.blockingWait()
  }

  /// Starts the producer, handing each value to `action` as a success and
  /// its failure as a failure (RAC4's `startWithResult`).
  @discardableResult
  @inlinable
  public func startWithResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable {
    start(sink: SignalEvent.resultSink(action))
  }
}
