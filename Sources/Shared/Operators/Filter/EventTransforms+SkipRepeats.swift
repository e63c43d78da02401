extension EventTransforms {
  /// Drops a value when `isRepeat(previous, value)` holds; the first value
  /// always passes (RAC2 `distinctUntilChanged`, RAC4 `skipRepeats`).
  @inlinable
  package static func skipRepeats<Value, Failure>(
    _ isRepeat: @escaping (Value, Value) -> Bool
  ) -> EventTransform<Value, Failure, Value, Failure> {
    { sink in
      var previous: Value?
      return { event in
        if case .value(let value) = event {
          if let previous, isRepeat(previous, value) { return }
          previous = value
        }
        sink(event)
      }
    }
  }
}
