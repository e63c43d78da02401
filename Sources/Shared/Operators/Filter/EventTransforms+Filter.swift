extension EventTransforms {
  /// Forwards only the values that pass `isIncluded`.
  @inlinable
  package static func filter<Value, Failure>(
    _ isIncluded: @escaping (Value) -> Bool
  ) -> EventTransform<Value, Failure, Value, Failure> {
    { sink in
      { event in
        if case .value(let value) = event, !isIncluded(value) { return }
        sink(event)
      }
    }
  }

  /// Drops the first `count` values. Traps when `count` is negative.
  @inlinable
  package static func skip<Value, Failure>(_ count: Int) -> EventTransform<Value, Failure, Value, Failure> {
    requireNonNegative(count, "skip count")
    return { sink in
      var remaining = count
      return { event in
        if case .value = event, remaining > 0 {
          remaining -= 1
          return
        }
        sink(event)
      }
    }
  }
}
