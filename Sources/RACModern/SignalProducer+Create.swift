import RACShared

extension SignalProducer {
  /// Sends the success value and completes, or fails with the failure.
  public init(result: Result<Value, Error>) {
    self.init(producer: Producer(result: result))
  }

  /// Sends the given values in order, then completes.
  ///
  /// ```swift
  /// SignalProducer<Int, NoError>(values: 1, 2, 3).startWithNext { print($0) }   // prints 1, 2, 3
  /// ```
  public init(values first: Value, _ second: Value, _ tail: Value...) {
    self.init(values: [first, second] + tail)
  }

  /// Calls `action` at every start, sends what it returns and completes
  /// (ReactiveSwift).
  public init(_ action: @escaping () -> Value) {
    self.init(producer: .lazily(action))
  }

  /// Calls `operation` at every start: a success is sent and the producer
  /// completes, a failure fails it.
  public static func attempt(_ operation: @escaping () -> Result<Value, Error>) -> SignalProducer {
    SignalProducer(producer: .attempt(operation))
  }
}
