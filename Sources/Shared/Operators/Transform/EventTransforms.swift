/// The single-source operators, each written once as an `EventTransform` and
/// applied by both fronts to producers and to hot signals alike.
@usableFromInline
package enum EventTransforms {
  /// Transforms each value.
  @inlinable
  package static func map<Value, Failure, NewValue>(
    _ transform: @escaping (Value) -> NewValue
  ) -> EventTransform<Value, Failure, NewValue, Failure> {
    { sink in
      { event in
        let output = event.mapValue(transform)
        sink(output)
        output.discard()
      }
    }
  }

  /// Transforms the failure, leaving values and other terminals alone.
  @inlinable
  package static func mapError<Value, Failure, NewFailure>(
    _ transform: @escaping (Failure) -> NewFailure
  ) -> EventTransform<Value, Failure, Value, NewFailure> {
    { sink in { event in sink(event.mapFailure(transform)) } }
  }
}
