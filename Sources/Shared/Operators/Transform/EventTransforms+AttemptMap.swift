extension EventTransforms {
  /// Transforms each value with `transform`, which may fail: a success goes
  /// on, a failure ends the stream with that error and disposes the upstream
  /// (RAC2 `tryMap:` and `try:`, RAC4 `attemptMap` and `attempt`).
  @inlinable
  package static func attemptMap<Value, Failure, NewValue>(
    _ transform: @escaping (Value) -> Result<NewValue, Failure>
  ) -> CancellingEventTransform<Value, Failure, NewValue, Failure> {
    { sink, lifetime in
      var ended = false
      return { event in
        guard !ended else { return }
        guard case .value(let value) = event else { return sink(event.terminal()) }
        switch transform(value) {
        case .success(let newValue):
          sink(.value(newValue))
        case .failure(let error):
          ended = true
          sink(.failed(error))
          lifetime.dispose()
        }
      }
    }
  }
}
