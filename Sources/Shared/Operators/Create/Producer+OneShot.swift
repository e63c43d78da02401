extension Producer {
  /// A producer whose every start begins one asynchronous operation with
  /// `begin` and sends its outcome: the value then `completed`, or the
  /// failure (ReactiveSwift's `URLSession.reactive.data(with:)`).
  ///
  /// `begin` gets the completion to call once, from any thread, and returns how to cancel
  /// the operation; disposing the start cancels it (then a late outcome is
  /// dropped, since the start has ended).
  @usableFromInline
  package static func oneShot(
    _ begin: @escaping (_ complete: @escaping @Sendable (Result<Value, Failure>) -> Void) -> () -> Void
  ) -> Producer {
    Producer { input, lifetime in
      // The input serializes sends from any thread (docs/EventContract.md
      // rule 2), so the completion may be called from any thread.
      let sink = UncheckedBox(input)
      let cancel = begin { outcome in
        let input = sink.value
        switch outcome {
        case .success(let value):
          input(.value(value))
          input(.completed)
        case .failure(let error):
          input(.failed(error))
        }
      }
      lifetime.add(cancel)
    }
  }
}
