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
