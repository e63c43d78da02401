extension PropertyTurn {
  /// The most threads that ever waited for the turn at once.
  package var _peakWaiting: Int { state.withLock { $0.peakWaiting } }

  /// How many times a waiting thread was woken to compete for the freed
  /// turn.
  package var _retries: Int { state.withLock { $0.retries } }
}

extension PropertyCell {
  /// The property's turn, for its counters.
  package var _turn: PropertyTurn { turn }
}
