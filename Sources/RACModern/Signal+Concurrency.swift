import RACShared

extension Signal {
  /// The values this hot signal sends, as an async sequence that throws its
  /// `Error` (plain `for await` for a `NoError` signal).
  ///
  /// Each iteration observes the signal from the moment it begins
  /// (`makeAsyncIterator()`); the signal's end (completion or interruption)
  /// ends it; a failure is thrown. Cancelling the iterating task, or leaving
  /// the loop, stops observing. Values are buffered until the loop takes
  /// them.
  public var values: some AsyncSequence<Value, Error> {
    SignalProducer(signal: self).values
  }

  /// The next value the signal sends; `nil` if it ends first.
  public func first() async throws(Error) -> Value? {
    try await SignalProducer(signal: self).first()
  }

  /// `first() async` by the name `SignalProducer` uses at the top level of
  /// a program (`SignalProducer.firstValue()`).
  public func firstValue() async throws(Error) -> Value? {
    try await first()
  }

  /// Waits for the signal to end, ignoring its values. Throws its failure.
  public func wait() async throws(Error) {
    try await SignalProducer(signal: self).wait()
  }
}
