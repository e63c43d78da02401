extension EventTransforms {
  /// On failure, continues with the producer `handler` returns for the error
  /// (RAC2 `catch`/`catchTo`, RAC4 `flatMapError`). Values, completion and
  /// interruption pass through.
  @usableFromInline
  package static func flatMapError<Value, Failure, NewFailure>(
    _ handler: @escaping (Failure) -> Producer<Value, NewFailure>
  ) -> CancellingEventTransform<Value, Failure, Value, NewFailure> {
    { sink, lifetime in
      { event in
        guard let passed = event.withoutFailure(as: NewFailure.self) else {
          guard case .failed(let error) = event else { return }
          let start = handler(error).instantiate(sink)
          lifetime.add(start.cancel)
          start.run()
          return
        }
        sink(passed)
      }
    }
  }
}
