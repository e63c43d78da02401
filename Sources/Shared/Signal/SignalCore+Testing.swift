extension SignalCoreBase {
  /// How many threads wait for the delivery token now.
  package var _waitingCount: Int { state.withLock { $0.line.count } }

  /// The most threads that ever waited for the token at once: the engine
  /// counter behind "memory for waiting sends is bounded by the number of
  /// sending threads" (docs/EventContract.md rule 2).
  package var _peakWaiting: Int { state.withLock { $0.peakWaiting } }

  /// How many disposables wait for the terminal event.
  package var _terminationDisposableCount: Int { state.withLock { $0.terminationDisposableCount } }
}

extension UnicastCore {
  /// How many threads wait for the delivery token now.
  package var _waitingCount: Int { state.withLock { $0.line.count } }

  /// The most threads that ever waited for the token at once.
  package var _peakWaiting: Int { state.withLock { $0.peakWaiting } }
}
