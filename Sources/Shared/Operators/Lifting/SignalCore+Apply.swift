extension SignalCore {
  /// Applies a producer operator to this hot signal once: the result is a
  /// new hot signal fed by one start of the operator over an observation of
  /// this signal, from now on (how the binary and multi-step operators reach
  /// RAC4's `Signal` face). Ending the result ends that start.
  @inlinable
  package func applying<NewValue, NewFailure>(
    _ transform: (Producer<Value, Failure>) -> Producer<NewValue, NewFailure>
  ) -> SignalCore<NewValue, NewFailure> {
    .started(transform(observation))
  }

  /// A hot signal fed by one start of `producer`, begun now (the list forms
  /// of RAC4's `Signal` operators). Ending it ends that start.
  ///
  /// It holds the start weakly: the start's sources hold it (through their
  /// observer lists) and it holds the result, so a strong reference back
  /// would keep both for ever once the sources are gone without ending, as
  /// `lift` avoids for its observation.
  @inlinable
  package static func started(_ producer: Producer<Value, Failure>) -> SignalCore {
    let output = SignalCore()
    output.addTerminationDisposable(WeakDisposableCore(producer.start(output.send)))
    return output
  }

  /// A producer observing this hot signal for a hot signal derived from it
  /// (`applying`, and the other sources of RAC4's binary `Signal`
  /// operators): each start holds its observer slot weakly.
  ///
  /// A start's lifetime holds its cancel disposable, and an operator's sink,
  /// held by the slot, holds the lifetime: with the slot as the cancel that
  /// is a cycle no one breaks once this signal is gone without ending. This
  /// signal's observer list holds the slot as long as it can deliver
  /// anything, and `run` holds it until then.
  @inlinable
  package var observation: Producer<Value, Failure> {
    Producer { [self] sink in
      let slot = ObserverSlot(startingOn: self, interruptsOnDispose: true, sink: sink)
      return (WeakDisposableCore(slot), { slot.run() })
    }
  }
}
