extension Producer {
  /// Starts this producer again whenever an attempt ends with a terminal
  /// event for which the start's `shouldRestart` returns `true`; other
  /// events go downstream. `makePolicy` is called once per start, so a
  /// counting policy counts per start.
  @inlinable
  package func restarting(when makePolicy: @escaping () -> (Event) -> Bool) -> Producer {
    Producer { input, lifetime in
      RestartLoop(source: self, input: input, lifetime: lifetime, shouldRestart: makePolicy()).run()
    }
  }

  /// `retry(count)`: restarts after a failure up to `count` times, then
  /// forwards the failure. A count of zero means no retry in RAC4 and retry
  /// forever in RAC2, so the caller says which. Traps when `count` is negative.
  @inlinable
  package func retry(_ count: Int, zeroRetriesForever: Bool) -> Producer {
    requireNonNegative(count, "retry count")
    let limit: Int? = count == 0 && zeroRetriesForever ? nil : count
    return restarting {
      var remaining = limit
      return { event in
        guard case .failed = event else { return false }
        guard let left = remaining else { return true }
        remaining = left - 1
        return left > 0
      }
    }
  }

  /// `repeat`: restarts after every completion, forever.
  @inlinable
  package func repeatForever() -> Producer {
    restarting { { event in if case .completed = event { true } else { false } } }
  }

  /// `times(count)`: runs this producer `count` times in a row, completing
  /// after the last; zero completes at once. Traps when `count` is negative.
  @inlinable
  package func times(_ count: Int) -> Producer {
    requireNonNegative(count, "times count")
    if count == 0 { return Producer(terminal: .completed) }
    return restarting {
      var remaining = count - 1
      return { event in
        guard case .completed = event, remaining > 0 else { return false }
        remaining -= 1
        return true
      }
    }
  }
}

/// One start of a restarting producer: the attempt loop.
///
/// A source that ends synchronously inside its own attempt only offers the
/// restart to the engine's drain loop (`Trampoline`); the thread still inside
/// the loop starts the next attempt when the current one's `run()` returns.
/// So `repeat` of a synchronous source 100 000 times uses constant stack.
/// Inlinable so that a client specializes the per-attempt path.
@usableFromInline
final class RestartLoop<Value, Failure: Error> {
  @usableFromInline
  let source: Producer<Value, Failure>
  @usableFromInline
  let input: EventSink<Value, Failure>
  @usableFromInline
  let lifetime: CompositeDisposableCore
  @usableFromInline
  let shouldRestart: (SignalEvent<Value, Failure>) -> Bool
  /// Restart requests, and whether a thread is running attempts.
  @usableFromInline
  let restarts = LockedState.make(Trampoline<Void>())
  /// The running attempt; replacing it disposes the previous one.
  @usableFromInline
  let attempt = SerialDisposableCore(policy: .disposeReplaced)

  @inlinable
  init(
    source: Producer<Value, Failure>,
    input: @escaping EventSink<Value, Failure>,
    lifetime: CompositeDisposableCore,
    shouldRestart: @escaping (SignalEvent<Value, Failure>) -> Bool
  ) {
    self.source = source
    self.input = input
    self.lifetime = lifetime
    self.shouldRestart = shouldRestart
    lifetime.add(attempt)
  }

  /// Runs an attempt, and another for every restart requested meanwhile;
  /// when a thread is already running attempts, leaves the restart to it.
  @inlinable
  func run() {
    Trampoline.drain(restarts.withLock { $0.offer(()) }, next: { restarts.withLock { $0.next() } }) {
      if lifetime.isDisposed { return }
      let start = source.instantiate { [self] event in
        guard event.isTerminal, shouldRestart(event) else { return input(event) }
        run()
      }
      attempt.inner = start.cancel
      start.run()
    }
  }
}

// Safety: the restart requests are only touched under their lock;
// `shouldRestart` only from the serialized terminal callbacks of one attempt
// at a time; the rest is immutable or thread-safe.
extension RestartLoop: @unchecked Sendable {}
