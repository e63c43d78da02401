extension EventTransforms {
  /// Drops values while `predicate` holds; from the first value that fails
  /// it on, everything goes through (RAC2 `skipWhileBlock:`, and
  /// `skipUntilBlock:` with the predicate negated; RAC4 `skipWhile`).
  /// Terminal events always go through.
  @inlinable
  package static func skipWhile<Value, Failure>(
    _ predicate: @escaping (Value) -> Bool
  ) -> EventTransform<Value, Failure, Value, Failure> {
    { sink in
      var skipping = true
      return { event in
        if skipping, case .value(let value) = event {
          if predicate(value) { return }
          skipping = false
        }
        sink(event)
      }
    }
  }
}
