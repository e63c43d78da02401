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
    .sampling(self, ending: { $0 }, by: sampler, order: order, completion: completion) { ($0, $1) }
  }
}

extension Producer {
  /// The machinery of `sample(with:)` and `withLatest(from:)`: each value of
  /// `sampler` goes out as `pair(newest, value)` with the newest value of
  /// `source`, once it has sent one. Both are prepared, then started in
  /// `order` (`receiverFirst`: `source` first). The sampler's failure or
  /// interruption ends the result, its completion as `completion` says.
  ///
  /// `source`'s end: with `ending`, its failure (mapped) or interruption
  /// ends the result and its completion counts for `completion`; without,
  /// its end is ignored and its newest value kept (ReactiveSwift's
  /// `withLatest(from:)` ignores the samplee's terminal events).
  @inlinable
  package static func sampling<Source, SourceFailure, Sampler>(
    _ source: Producer<Source, SourceFailure>,
    ending sourceFailure: ((SourceFailure) -> Failure)?,
    by sampler: Producer<Sampler, Failure>,
    order: StartOrder,
    completion: SampleCompletion,
    pair: @escaping (Source, Sampler) -> Value
  ) -> Producer {
    Producer { input, lifetime in
      let state = LockedState.make(SampleState<Source>())
      func ended(_ side: SampleState<Source>.Side) {
        let complete = state.withLock { $0.completed(side) }
        if complete || completion == .whenEitherCompletes { input(.completed) }
      }
      let sourceStart = source.instantiate { event in
        switch event {
        case .value(let value): state.withLock { $0.latest = value }
        case .completed: if sourceFailure != nil { ended(.source) }
        case .failed(let error): if let sourceFailure { input(.failed(sourceFailure(error))) }
        case .interrupted: if sourceFailure != nil { input(.interrupted) }
        }
      }
      let samplerStart = sampler.instantiate { event in
        switch event {
        case .value(let tick):
          if let latest = state.withLock({ $0.latest }) { input(.value(pair(latest, tick))) }
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

/// `sampling`'s state: the newest value of the source, and which side has
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
