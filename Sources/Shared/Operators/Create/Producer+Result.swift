extension Producer {
  /// Sends the success value and completes, or fails with the failure
  /// (RAC4 `SignalProducer(result:)`).
  @usableFromInline
  package convenience init(result: Result<Value, Failure>) {
    switch result {
    case .success(let value): self.init(values: CollectionOfOne(value))
    case .failure(let error): self.init(terminal: .failed(error))
    }
  }

  /// Calls `operation` anew at every start and sends its result as
  /// `init(result:)` does (RAC4 `SignalProducer.attempt`).
  @usableFromInline
  package static func attempt(_ operation: @escaping () -> Result<Value, Failure>) -> Producer {
    .deferred { Producer(result: operation()) }
  }

  /// Calls `action` anew at every start, sends what it returns and completes
  /// (ReactiveSwift `SignalProducer(_ action:)`).
  @usableFromInline
  package static func lazily(_ action: @escaping () -> Value) -> Producer {
    .deferred { Producer(values: CollectionOfOne(action())) }
  }
}
