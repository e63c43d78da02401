extension EventTransforms {
  /// Transforms each value and forwards the non-`nil` results (RAC4
  /// `ignoreNil` with the identity, ReactiveSwift `compactMap`).
  @inlinable
  package static func filterMap<Value, Failure, NewValue>(
    _ transform: @escaping (Value) -> NewValue?
  ) -> EventTransform<Value, Failure, NewValue, Failure> {
    { sink in
      { event in
        guard case .value(let value) = event else { return sink(event.terminal()) }
        if let newValue = transform(value) { sink(.value(newValue)) }
      }
    }
  }
}
