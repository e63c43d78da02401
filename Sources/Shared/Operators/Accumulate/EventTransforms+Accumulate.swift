extension EventTransforms {
  /// Sends one array of every value when the upstream completes (an empty
  /// array if there were none: RAC2 and RAC4 agree).
  @inlinable
  package static func collect<Value, Failure>() -> EventTransform<Value, Failure, [Value], Failure> {
    reduce(into: []) { $0.append($1) }
  }

  /// Sends the running accumulation after every value (RAC2
  /// `scanWithStart:reduce:`, RAC4 `scan`).
  @inlinable
  package static func scan<Value, Failure, Result>(
    _ initial: Result, _ combine: @escaping (Result, Value) -> Result
  ) -> EventTransform<Value, Failure, Result, Failure> {
    scan(into: initial) { $0 = combine($0, $1) }
  }

  /// `scan`, with the index of each value (from 0) passed along (RAC2
  /// `scanWithStart:reduceWithIndex:`).
  @inlinable
  package static func scan<Value, Failure, Result>(
    _ initial: Result, withIndex combine: @escaping (Result, Value, Int) -> Result
  ) -> EventTransform<Value, Failure, Result, Failure> {
    { sink in
      var index = 0
      return scan(initial) { result, value in
        defer { index += 1 }
        return combine(result, value, index)
      }(sink)
    }
  }

  /// `reduce` from a start value made anew for every start by `makeInitial`
  /// (RAC2 `aggregateWithStartFactory:reduce:`, for a mutable start value
  /// that must not be shared between subscriptions).
  @inlinable
  package static func reduce<Value, Failure, Result>(
    initialFactory makeInitial: @escaping () -> Result, _ combine: @escaping (Result, Value) -> Result
  ) -> EventTransform<Value, Failure, Result, Failure> {
    { sink in reduce(makeInitial(), combine)(sink) }
  }

  /// Sends the final accumulation once, when the upstream completes (the
  /// initial value if there were no values: RAC2 `aggregateWithStart:reduce:`,
  /// RAC4 `reduce`).
  @inlinable
  package static func reduce<Value, Failure, Result>(
    _ initial: Result, _ combine: @escaping (Result, Value) -> Result
  ) -> EventTransform<Value, Failure, Result, Failure> {
    reduce(into: initial) { $0 = combine($0, $1) }
  }

  /// `reduce`, accumulating in place (ReactiveSwift `reduce(into:_:)`; so
  /// `collect` appends without copying).
  @inlinable
  package static func reduce<Value, Failure, Result>(
    into initial: Result, _ accumulate: @escaping (inout Result, Value) -> Void
  ) -> EventTransform<Value, Failure, Result, Failure> {
    { sink in
      var result = initial
      return { event in
        switch event {
        case .value(let value): accumulate(&result, value)
        case .completed:
          sink(.value(result))
          sink(.completed)
        case .failed, .interrupted: sink(event.terminal())
        }
      }
    }
  }
}
