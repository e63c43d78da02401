extension Producer {
  /// Each value of this producer paired with the newest value `samplee` has
  /// sent, once it has sent one (ReactiveSwift `withLatest(from:)`: a
  /// flipped `sample(with:)`). `samplee` starts first, so a synchronous
  /// samplee has a value for this producer's synchronous values. The
  /// samplee's own end is ignored, its newest value kept; this producer's
  /// end ends the result and disposes the samplee.
  @inlinable
  package func withLatest<Samplee, SampleeFailure>(
    from samplee: Producer<Samplee, SampleeFailure>
  ) -> Producer<(Value, Samplee), Failure> {
    Producer<(Value, Samplee), Failure> { input, lifetime in
      let latest = LockedState<Samplee?>.make(nil)
      let sampleeStart = samplee.instantiate { event in
        if case .value(let value) = event { latest.withLock { $0 = value } }
      }
      lifetime.add(sampleeStart.cancel)
      sampleeStart.run()
      guard !lifetime.isDisposed else { return }
      let start = self.instantiate { event in
        switch event {
        case .value(let value):
          if let sampled = latest.withLock({ $0 }) { input(.value((value, sampled))) }
        case .failed, .completed, .interrupted:
          input(event.terminal())
        }
      }
      lifetime.add(start.cancel)
      start.run()
    }
  }
}
