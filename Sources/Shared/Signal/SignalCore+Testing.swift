extension SignalCoreBase {
  /// How many threads wait for the delivery token now.
  package var _waitingCount: Int { state.withLock { $0.token.line.count } }

  /// The most threads that ever waited for the token at once: the engine
  /// counter behind "memory for waiting sends is bounded by the number of
  /// sending threads" (docs/EventContract.md rule 2).
  package var _peakWaiting: Int { state.withLock { $0.token.peakWaiting } }

  /// How many times a waiting send was woken to compete for the freed token.
  package var _retries: Int { state.withLock { $0.token.retries } }

  /// How many disposables wait for the terminal event.
  package var _terminationDisposableCount: Int { state.withLock { $0.terminationDisposableCount } }
}

extension UnicastCore {
  /// How many threads wait for the delivery token now.
  package var _waitingCount: Int { withMachine { $0.line.count } }

  /// The most threads that ever waited for the token at once.
  package var _peakWaiting: Int { withMachine { $0.peakWaiting } }

  /// How many times a waiting send was woken to compete for the freed token.
  package var _retries: Int { withMachine { $0.retries } }
}

extension SignalCore {
  /// The values a late observer would be replayed now, gathered by a probe
  /// observer that waits its turn like any other; empty for a signal that
  /// does not replay (no probe is attached then).
  package var _bufferedValues: [Value] {
    guard state.withLock({ $0.replays }) else { return [] }
    var values: [Value] = []
    let probe = observe { event in if case .value(let value) = event { values.append(value) } }
    probe?.dispose()
    return values
  }
}

extension SignalCore {
  /// The replay's signal this signal's input was handed over to, if it was
  /// (`handOverToRelay()`).
  package var _relayTarget: SignalCore? { state.withLock { _ in relayTarget } }
}
