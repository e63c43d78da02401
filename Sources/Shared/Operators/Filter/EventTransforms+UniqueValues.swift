extension EventTransforms {
  /// Forwards a value only if no earlier value had the same `identity`
  /// (RAC4 `uniqueValues`). Every identity seen is kept for the life of the
  /// start.
  @inlinable
  package static func uniqueValues<Value, Failure, Identity: Hashable>(
    _ identity: @escaping (Value) -> Identity
  ) -> EventTransform<Value, Failure, Value, Failure> {
    { sink in
      var seen = Set<Identity>()
      return { event in
        if case .value(let value) = event, !seen.insert(identity(value)).inserted { return }
        sink(event)
      }
    }
  }
}
