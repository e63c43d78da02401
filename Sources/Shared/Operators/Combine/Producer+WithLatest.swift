extension Producer {
  /// Each value of this producer paired with the newest value `samplee` has
  /// sent, once it has sent one (ReactiveSwift `withLatest(from:)`: a
  /// flipped `sample(with:)`, this producer the sampler). `samplee` starts
  /// first, so a synchronous samplee has a value for this producer's
  /// synchronous values. The samplee's own end is ignored, its newest value
  /// kept; this producer's end ends the result and disposes the samplee.
  @inlinable
  package func withLatest<Samplee, SampleeFailure>(
    from samplee: Producer<Samplee, SampleeFailure>
  ) -> Producer<(Value, Samplee), Failure> {
    // The samplee never completes the result, so its completion rule is
    // the sampler's alone.
    .sampling(samplee, ending: nil, by: self, order: .receiverFirst, completion: .whenEitherCompletes) { ($1, $0) }
  }
}
