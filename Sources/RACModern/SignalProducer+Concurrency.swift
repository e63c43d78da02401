import RACShared

extension SignalProducer {
  /// A producer that iterates `sequence` on every start, in a new task,
  /// sending each element and then completing, or failing with the
  /// sequence's error. Disposing the start cancels the task.
  ///
  /// ```swift
  /// let producer = SignalProducer(AsyncStream { $0.yield(1); $0.yield(2); $0.finish() })
  /// for await value in producer.values { print(value) }   // prints 1, then 2
  /// ```
  public init<Sequence: AsyncSequence & SendableMetatype>(_ sequence: Sequence)
  where Sequence.Element == Value, Sequence.Failure == Error {
    self.init(producer: Producer(asyncSequence: sequence) { $0 })
  }

  /// The values of one start, as an async sequence that throws this
  /// producer's `Error` (so a `NoError` producer iterates with plain
  /// `for await`).
  ///
  /// Each iteration starts the producer when it begins
  /// (`makeAsyncIterator()`); completion or interruption ends it; a failure
  /// is thrown. Cancelling the iterating task, or leaving the loop, disposes
  /// the start. Values are buffered until the loop takes them.
  public var values: some AsyncSequence<Value, Error> {
    producer.asyncValues { $0 }
  }

  /// The first value, starting and then disposing; `nil` if the producer
  /// ends first. Throws its failure.
  public func first() async throws(Error) -> Value? {
    for try await value in values { return value }
    return nil
  }

  /// The last value once the producer ends; `nil` if it sent none.
  public func last() async throws(Error) -> Value? {
    var last: Value?
    for try await value in values { last = value }
    return last
  }

  /// `first() async`, by a name no blocking overload shares: at the top
  /// level of a program, `try await producer.first()` resolves to the
  /// blocking `first()` (which refuses async code), so write this there.
  ///
  /// ```swift
  /// let answer = await SignalProducer<Int, NoError>(value: 42).firstValue()   // 42
  /// ```
  public func firstValue() async throws(Error) -> Value? {
    try await first()
  }

  /// `last() async`, by a name no blocking overload shares (see
  /// `firstValue()`).
  public func lastValue() async throws(Error) -> Value? {
    try await last()
  }

  /// Waits for the producer to end, ignoring its values. Throws its failure.
  public func wait() async throws(Error) {
    for try await _ in values {}
  }
}
