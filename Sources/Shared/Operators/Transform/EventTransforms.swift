/// The single-source operators, each written once as an `EventTransform` and
/// applied by both fronts to producers and to hot signals alike.
@usableFromInline
package enum EventTransforms {
  /// Transforms each value.
  @inlinable
  package static func map<Value, Failure, NewValue>(
    _ transform: @escaping (Value) -> NewValue
  ) -> EventTransform<Value, Failure, NewValue, Failure> {
    { sink in { event in sink(event.mapValue(transform)) } }
  }

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

  /// Transforms the failure, leaving values and other terminals alone.
  @inlinable
  package static func mapError<Value, Failure, NewFailure>(
    _ transform: @escaping (Failure) -> NewFailure
  ) -> EventTransform<Value, Failure, Value, NewFailure> {
    { sink in { event in sink(event.mapFailure(transform)) } }
  }
}
