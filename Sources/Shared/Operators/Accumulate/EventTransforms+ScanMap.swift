extension EventTransforms {
  /// Sends, for every value, what `next` returns while it updates a state
  /// kept in place from `initial` (ReactiveSwift `scanMap(into:_:)`). Each
  /// start begins from its own copy of `initial`; terminal events pass
  /// through.
  @inlinable
  package static func scanMap<Value, Failure, State, Result>(
    into initial: State, _ next: @escaping (inout State, Value) -> Result
  ) -> EventTransform<Value, Failure, Result, Failure> {
    { sink in
      var state = initial
      return { event in
        guard case .value(let value) = event else { return sink(event.terminal()) }
        sink(.value(next(&state, value)))
      }
    }
  }

  /// `scanMap(into:_:)` with a `next` that returns the new state and the
  /// value to send (ReactiveSwift `scanMap(_:_:)`).
  @inlinable
  package static func scanMap<Value, Failure, State, Result>(
    _ initial: State, _ next: @escaping (State, Value) -> (State, Result)
  ) -> EventTransform<Value, Failure, Result, Failure> {
    scanMap(into: initial) { state, value in
      let (newState, result) = next(state, value)
      state = newState
      return result
    }
  }

  /// Sends the running accumulation, updated in place, after every value
  /// (ReactiveSwift `scan(into:_:)`).
  @inlinable
  package static func scan<Value, Failure, Result>(
    into initial: Result, _ accumulate: @escaping (inout Result, Value) -> Void
  ) -> EventTransform<Value, Failure, Result, Failure> {
    scanMap(into: initial) { result, value in
      accumulate(&result, value)
      return result
    }
  }
}
