extension Producer {
  /// Forwards this producer's values and failure until `replacement` sends
  /// its first event; from then on only `replacement`'s events, and this
  /// producer is disposed. This producer's completion is not forwarded: the
  /// result ends when `replacement` does (RAC2 `takeUntilReplacement:`, RAC4
  /// `takeUntilReplacement`). `replacement` starts first, so if it sends at
  /// once, this producer never starts.
  @inlinable
  package func take(untilReplacement replacement: Producer) -> Producer {
    Producer { input, lifetime in
      let receiver = SerialDisposableCore(policy: .disposeReplaced)
      lifetime.add(receiver)
      let replaced = OnceFlag()
      let replacementStart = replacement.instantiate { event in
        if replaced.set() { receiver.dispose() }
        input(event)
      }
      lifetime.add(replacementStart.cancel)
      replacementStart.run()
      guard !replaced.isSet, !lifetime.isDisposed else { return }
      let start = self.instantiate { event in
        // After the replacement took over, this producer's events (its
        // interruption by that takeover among them) go nowhere.
        if replaced.isSet { return }
        if case .completed = event { return }
        input(event)
      }
      receiver.inner = start.cancel
      start.run()
    }
  }
}
