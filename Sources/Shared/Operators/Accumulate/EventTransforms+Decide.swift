extension EventTransforms {
  /// Answers a yes-or-no question about the stream with one `Bool`, as soon
  /// as the answer is known, then completes and disposes the upstream (RAC2
  /// `any:`, `all:`).
  ///
  /// `decide` looks at each value and returns the answer if that value
  /// settles it; otherwise the end settles it: `onCompletion` when the
  /// upstream completes, `onFailure` when it fails (RAC2 answers a failed
  /// source with `NO` rather than forwarding the error).
  @inlinable
  package static func decide<Value, Failure>(
    _ decide: @escaping (Value) -> Bool?, onCompletion: Bool, onFailure: Bool
  ) -> CancellingEventTransform<Value, Failure, Bool, Failure> {
    { sink, lifetime in
      var decided = false
      func answer(_ answer: Bool) {
        decided = true
        sink(.value(answer))
        sink(.completed)
        lifetime.dispose()
      }
      return { event in
        guard !decided else { return }
        switch event {
        case .value(let value): if let settled = decide(value) { answer(settled) }
        case .completed: answer(onCompletion)
        case .failed: answer(onFailure)
        case .interrupted: sink(.interrupted)
        }
      }
    }
  }

  /// RAC2 `any:`: `true` at the first value passing `predicate`, `false` if
  /// the upstream completes or fails first.
  @inlinable
  package static func any<Value, Failure>(
    _ predicate: @escaping (Value) -> Bool
  ) -> CancellingEventTransform<Value, Failure, Bool, Failure> {
    decide({ predicate($0) ? true : nil }, onCompletion: false, onFailure: false)
  }

  /// RAC2 `all:`: `false` at the first value failing `predicate` or if the
  /// upstream fails, `true` if it completes first.
  @inlinable
  package static func all<Value, Failure>(
    _ predicate: @escaping (Value) -> Bool
  ) -> CancellingEventTransform<Value, Failure, Bool, Failure> {
    decide({ predicate($0) ? nil : false }, onCompletion: true, onFailure: false)
  }
}
