extension EventTransforms {
  /// Sends `combine(previous, value)` for each value, where `previous` is the
  /// value before it; the first value is combined with `initial` (RAC2
  /// `combinePreviousWithStart:reduce:`, RAC4 `combinePrevious(_:)`), or,
  /// when `initial` is `nil`, only remembered (ReactiveSwift's
  /// `combinePrevious()`).
  @inlinable
  package static func combinePrevious<Value, Failure, Combined>(
    initial: Value?, _ combine: @escaping (Value, Value) -> Combined
  ) -> EventTransform<Value, Failure, Combined, Failure> {
    { sink in
      var previous = initial
      return { event in
        guard case .value(let value) = event else { return sink(event.terminal()) }
        let before = previous
        previous = value
        if let before { sink(.value(combine(before, value))) }
      }
    }
  }
}
