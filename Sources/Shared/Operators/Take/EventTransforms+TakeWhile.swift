extension EventTransforms {
  /// Forwards values while `predicate` holds; the first value that fails it
  /// is dropped, the stream completes and the upstream is disposed (RAC2
  /// `takeWhileBlock:`, and `takeUntilBlock:` with the predicate negated;
  /// RAC4 `takeWhile`).
  @inlinable
  package static func takeWhile<Value, Failure>(
    _ predicate: @escaping (Value) -> Bool
  ) -> CancellingEventTransform<Value, Failure, Value, Failure> {
    takeWhile(predicate, sendingTheLast: false)
  }

  /// `takeWhile`, where the first value that fails `predicate` is sent
  /// before the completion when `sendingTheLast` (ReactiveSwift
  /// `take(until:)` with a predicate: "forward values until it returns
  /// false, that one included").
  @inlinable
  package static func takeWhile<Value, Failure>(
    _ predicate: @escaping (Value) -> Bool, sendingTheLast: Bool
  ) -> CancellingEventTransform<Value, Failure, Value, Failure> {
    { sink, lifetime in
      var ended = false
      return { event in
        guard !ended else { return }
        if case .value(let value) = event, !predicate(value) {
          ended = true
          if sendingTheLast { sink(event) }
          sink(.completed)
          lifetime.dispose()
          return
        }
        sink(event)
      }
    }
  }
}
