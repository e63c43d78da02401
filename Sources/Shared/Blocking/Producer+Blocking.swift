extension Producer {
  /// Starts this producer and blocks the calling thread (see `BlockingWait`
  /// for which scheduler keeps running meanwhile) until `step` says it has
  /// what it needs, or the start ends; then disposes the start and returns
  /// what `step` accumulated.
  ///
  /// When `step` is satisfied by an event the start delivers while it is
  /// still starting, on the calling thread, the start is disposed right
  /// there, from inside that callback, as RAC2's and RAC4's `take` did: a
  /// producer that sends synchronously until it is disposed then stops, and
  /// `start` returns (RAC4's `first()` is `take(1).single()`, RAC2's
  /// `-firstOrDefault:` took 1). An event delivered later, or by another
  /// thread, only wakes the caller, which disposes the start after the wait:
  /// a disposal that must wait for another thread still delivering to this
  /// start then waits on nothing this thread holds. `step` runs under a lock
  /// and must be engine code.
  @usableFromInline
  package func blockingAccumulate<State>(
    _ initial: State, _ step: @escaping (inout State, Event) -> Bool
  ) -> State {
    let state = LockedState.make((accumulated: initial, done: false, starting: true))
    let wait = BlockingWait()
    let cancel = SerialDisposableCore(policy: .disposeReplaced)
    let caller = ThreadIdentity.current
    let start = instantiate { event in
      let (finished, starting) = state.withLock { state in
        guard !state.done else { return (false, false) }
        state.done = step(&state.accumulated, event) || event.isTerminal
        return (state.done, state.starting)
      }
      guard finished else { return }
      wait.finish()
      if starting, !event.isTerminal, ThreadIdentity.current == caller { cancel.dispose() }
    }
    cancel.inner = start.cancel
    start.run()
    state.withLock { $0.starting = false }
    wait.wait()
    cancel.dispose()
    return state.withLock { $0.accumulated }
  }

  /// This producer with every event delivered through the scheduler the
  /// caller of a blocking wait runs on (`BlockingWait.callersScheduler`),
  /// behind the actions that scheduler already has, which the wait runs
  /// first; unchanged elsewhere. RAC2's `-asynchronousFirstOrDefault:…`
  /// delivered through `deliverOn:mainThreadScheduler` while it spun the main
  /// run loop, so its answer came after the blocks already scheduled there.
  @usableFromInline
  package func deliveredOnCallersScheduler() -> Producer {
    guard let scheduler = BlockingWait.callersScheduler else { return self }
    return lift(cancelling: EventTransforms.observe(on: scheduler, semantics: .rac2))
  }

  /// RAC4's `single()`: starts, blocks until the end (or a second value),
  /// and returns the only value, the failure, or `nil` when no value or more
  /// than one came. `stop` says when the start is stopped once the answer is
  /// known.
  @usableFromInline
  package func blockingSingle(stopping stop: BlockingStop) -> Result<Value, Failure>? {
    stop.limited(self, to: 2).blockingAccumulate(SingleOutcome.none) { outcome, event in
      outcome.receive(event)
      return outcome.isTooMany
    }.result
  }

  /// RAC4's `first()`: the first value, the failure, or `nil`. `stop` says
  /// when the start is stopped once the first value came.
  @usableFromInline
  package func blockingFirst(stopping stop: BlockingStop) -> Result<Value, Failure>? {
    stop.limited(self, to: 1).blockingAccumulate(SingleOutcome.none) { outcome, event in
      outcome.receive(event)
      return outcome.result != nil
    }.result
  }

  /// RAC4's `last()`: the last value, the failure, or `nil`
  /// (ReactiveSwift's `take(last: 1).single()`: the two agree, the start
  /// having ended by the time the answer is known).
  @usableFromInline
  package func blockingLast() -> Result<Value, Failure>? {
    lift(EventTransforms.takeLast(1)).blockingSingle(stopping: .afterTheWait)
  }

  /// RAC4's `wait()`: success once the producer completes (or is
  /// interrupted), its failure otherwise.
  @usableFromInline
  package func blockingWait() -> Result<Void, Failure> {
    blockingAccumulate(Result<Void, Failure>.success(())) { result, event in
      if case .failed(let error) = event { result = .failure(error) }
      return false
    }
  }

  /// RAC2's `-firstOrDefault:success:error:`: the first value or
  /// `defaultValue`; `success` is false when the producer failed first (then
  /// `failure` is its error).
  @usableFromInline
  package func blockingFirst(or defaultValue: Value) -> (value: Value, success: Bool, failure: Failure?) {
    blockingAccumulate((value: defaultValue, success: true, failure: Failure?.none)) { outcome, event in
      switch event {
      case .value(let value):
        outcome.value = value
        return true
      case .failed(let error):
        outcome.success = false
        outcome.failure = error
      case .completed, .interrupted:
        break
      }
      return false
    }
  }
}

/// When `first()` and `single()` stop the start they block on, once they
/// have their answer.
@usableFromInline
package enum BlockingStop: Sendable {
  /// RAC 4.2.2's and RAC 2.5's (`take(1).single()`, `take:1`): a value
  /// that settles the answer while the start is still starting, on the
  /// calling thread, stops it from that callback (`blockingAccumulate`), so
  /// a start that sends synchronously until disposed ends; one delivered
  /// later or by another thread only wakes the caller, which stops the
  /// start after the wait.
  case afterTheWait
  /// From inside the callback that settles it, as a `take(first:)` would
  /// (ReactiveSwift: `first()` is `take(first: 1).single()`, `single()`
  /// starts `take(first: 2)`), so a start sending synchronously without end
  /// is stopped there.
  case fromTheCallback

  /// `producer` limited to `count` values when the callback stops it.
  @usableFromInline
  func limited<Value, Failure>(_ producer: Producer<Value, Failure>, to count: Int) -> Producer<Value, Failure> {
    switch self {
    case .afterTheWait: producer
    case .fromTheCallback: producer.lift(cancelling: EventTransforms.take(count))
    }
  }
}

/// What `single()` and `first()` have seen so far.
@usableFromInline
enum SingleOutcome<Value, Failure: Error> {
  case none
  case one(Value)
  case tooMany
  case failed(Failure)

  mutating func receive(_ event: SignalEvent<Value, Failure>) {
    switch (self, event) {
    case (.none, .value(let value)): self = .one(value)
    case (.one, .value): self = .tooMany
    case (.none, .failed(let error)), (.one, .failed(let error)): self = .failed(error)
    default: break
    }
  }

  var isTooMany: Bool {
    if case .tooMany = self { return true }
    return false
  }

  var result: Result<Value, Failure>? {
    switch self {
    case .none, .tooMany: nil
    case .one(let value): .success(value)
    case .failed(let error): .failure(error)
    }
  }
}
