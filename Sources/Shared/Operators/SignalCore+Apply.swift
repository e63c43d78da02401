extension SignalCore {
  /// Applies a producer operator to this hot signal once: the result is a
  /// new hot signal fed by one start of the operator over an observation of
  /// this signal, from now on (how the binary and multi-step operators reach
  /// RAC4's `Signal` face). Ending the result ends that start.
  @inlinable
  package func applying<NewValue, NewFailure>(
    _ transform: (Producer<Value, Failure>) -> Producer<NewValue, NewFailure>
  ) -> SignalCore<NewValue, NewFailure> {
    let output = SignalCore<NewValue, NewFailure>()
    output.addTerminationDisposable(transform(Producer(observing: self)).start(output.send))
    return output
  }
}

extension Producer {
  /// Runs `first`, then (if it completed) the producer `next` makes at that
  /// moment; `first`'s values are dropped (RAC2 `then:`, RAC4 `then`).
  @inlinable
  package func then<Next>(_ next: @escaping () -> Producer<Next, Failure>) -> Producer<Next, Failure> {
    Producer<Producer<Next, Failure>, Failure>(values: [lift(EventTransforms.ignoreValues()), .deferred(next)])
      .lift(cancelling: EventTransforms.flatten(.concat) { $0 })
  }

  /// Flattens `sources` with `mode` (the static `merge`/`concat` of both faces).
  @inlinable
  package static func flattening(_ sources: [Producer], _ mode: FlattenMode) -> Producer {
    Producer<Producer, Failure>(values: sources).lift(cancelling: EventTransforms.flatten(mode) { $0 })
  }
}
