/// When `sample` completes: RAC2 and RAC4 disagree.
@usableFromInline
package enum SampleCompletion: Sendable {
  /// RAC2 `sample:`: as soon as either the source or the sampler completes.
  case whenEitherCompletes
  /// RAC4 `sampleWith`: once both have completed.
  case whenBothComplete
}

extension Producer {
  /// Each time `sampler` sends, the newest value of this producer (if it has
  /// sent one yet) paired with the sampler's value (RAC4 `sampleWith`; RAC2
  /// `sample:` and RAC4 `sampleOn` keep the first half). A failure or
  /// interruption of either ends the result; `completion` says when it
  /// completes, `order` which of the two starts first.
  @inlinable
  package func sample<Sampler>(
    with sampler: Producer<Sampler, Failure>, order: StartOrder, completion: SampleCompletion
  ) -> Producer<(Value, Sampler), Failure> {
    Producer<(Value, Sampler), Failure> { input, lifetime in
      let state = LockedState.make(SampleState<Value>())
      func ended(_ side: SampleState<Value>.Side) {
        let complete = state.withLock { $0.completed(side) }
        if complete || completion == .whenEitherCompletes { input(.completed) }
      }
      let sourceStart = self.instantiate { event in
        switch event {
        case .value(let value): state.withLock { $0.latest = value }
        case .completed: ended(.source)
        case .failed, .interrupted: input(event.terminal())
        }
      }
      let samplerStart = sampler.instantiate { event in
        switch event {
        case .value(let tick):
          if let latest = state.withLock({ $0.latest }) { input(.value((latest, tick))) }
        case .completed: ended(.sampler)
        case .failed, .interrupted: input(event.terminal())
        }
      }
      lifetime.add(sourceStart.cancel)
      lifetime.add(samplerStart.cancel)
      for start in order == .receiverFirst ? [sourceStart, samplerStart] : [samplerStart, sourceStart] {
        if lifetime.isDisposed { return }
        start.run()
      }
    }
  }
}

/// `sample`'s state: the newest value of the source, and which side has
/// completed.
@usableFromInline
package struct SampleState<Value> {
  @usableFromInline
  package enum Side { case source, sampler }

  @usableFromInline
  package var latest: Value?
  @usableFromInline
  var sourceDone = false
  @usableFromInline
  var samplerDone = false

  @inlinable
  package init() {}

  /// `side` completed; returns whether both now have.
  @inlinable
  package mutating func completed(_ side: Side) -> Bool {
    switch side {
    case .source: sourceDone = true
    case .sampler: samplerDone = true
    }
    return sourceDone && samplerDone
  }
}
