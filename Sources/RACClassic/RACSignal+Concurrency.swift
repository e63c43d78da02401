import RACShared

extension RACSignal {
  /// A signal that iterates `sequence` for every subscriber, in a new task,
  /// sending each element and then completing (or failing with the
  /// sequence's error). Disposing the subscription cancels the task.
  ///
  /// ```swift
  /// let signal = RACSignal(AsyncStream { $0.yield(1); $0.yield(2); $0.finish() })
  /// for try await value in signal.values { print(value) }   // prints 1, then 2
  /// ```
  public convenience init<Sequence: AsyncSequence & SendableMetatype>(_ sequence: Sequence)
  where Sequence.Element == Value {
    self.init(producer: Producer(asyncSequence: sequence) { BridgedError(underlying: $0) })
  }

  /// The values of one subscription, as an async sequence.
  ///
  /// Each iteration subscribes when it begins (`makeAsyncIterator()`);
  /// completion ends it; the signal's error is thrown (a `nil` RAC2 error is
  /// thrown as a `BridgedError` without an underlying error). Cancelling the
  /// iterating task, or leaving the loop, disposes the subscription. Values
  /// are buffered until the loop takes them.
  public var values: some AsyncSequence<Value, any Error> {
    producer.asyncValues { $0.underlying ?? $0 }
  }

  /// The first value, subscribing and then disposing; `nil` if the signal
  /// completes first. Throws the signal's error.
  public func first() async throws -> Value? {
    for try await value in values { return value }
    return nil
  }

  /// The last value once the signal completes; `nil` if it sent none.
  /// Throws the signal's error.
  public func last() async throws -> Value? {
    var last: Value?
    for try await value in values { last = value }
    return last
  }

  /// Waits for the signal to complete, ignoring its values. Throws its error.
  public func wait() async throws {
    for try await _ in values {}
  }
}
