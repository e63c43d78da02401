/// The engine of `RACCommand` (RACClassic) and `Action` (RACModern): runs a
/// piece of work per input, tracks whether it is executing and enabled, and
/// reports each execution, its values and its errors.
///
/// Work runs synchronously on the caller's thread (RAC2 hopped to the main
/// run loop, which a Linux process does not have). `executing` and `enabled`
/// change before the work is asked for, and change back after the work's
/// terminal event has reached its observers and `errors`. Checking `enabled`
/// and counting the execution is one step under the lock, so two threads
/// cannot both start a command that disallows concurrent executions.
@usableFromInline
package final class CommandCore<Input, Output, Failure: Error> {
  private struct State {
    var userEnabled = true
    var allowsConcurrentExecution: Bool
    var active = 0
    var stamp: UInt64 = 0

    var isEnabled: Bool { userEnabled && (allowsConcurrentExecution || active == 0) }

    mutating func snapshot() -> Snapshot {
      stamp += 1
      return Snapshot(executing: active > 0, enabled: isEnabled, stamp: stamp)
    }
  }

  private struct Snapshot {
    let executing: Bool
    let enabled: Bool
    let stamp: UInt64
  }

  private let state: LockedState<State>
  private let work: (Input) -> Producer<Output, Failure>
  /// Whether an execution is running.
  @usableFromInline
  package let executing = PropertyCore(false, isRepeat: ==)
  /// Whether `execute`/`apply` would run now.
  @usableFromInline
  package let enabled: PropertyCore<Bool>
  /// Every execution's results, errors swallowed (RAC2's `executionSignals`).
  @usableFromInline
  package let executions = SignalCore<Producer<Output, Failure>, Never>()
  /// Every value of every execution.
  @usableFromInline
  package let values = SignalCore<Output, Never>()
  /// Every execution's failure.
  @usableFromInline
  package let errors = SignalCore<Failure, Never>()
  private let enabledSubscription = SerialDisposableCore(policy: .disposeReplaced)

  /// Creates a command running `work`. Until `enabledIf` sends, the command
  /// counts as enabled by its user (RAC2 started the enabled signal with YES).
  /// When `enabledIf` ends, by completing or failing (a classic enabled
  /// signal can fail), the command keeps the last value it sent.
  @usableFromInline
  package init<EnabledFailure>(
    enabledIf: Producer<Bool, EnabledFailure>?,
    allowsConcurrentExecution: Bool,
    work: @escaping (Input) -> Producer<Output, Failure>
  ) {
    state = LockedState.make(State(allowsConcurrentExecution: allowsConcurrentExecution))
    enabled = PropertyCore(true, isRepeat: ==)
    self.work = work
    guard let enabledIf else { return }
    let start = enabledIf.instantiate { [weak self] event in
      if case .value(let userEnabled) = event { self?.update { $0.userEnabled = userEnabled } }
    }
    enabledSubscription.inner = start.cancel
    start.run()
  }

  /// Creates a command running `work`, enabled by its user throughout.
  @usableFromInline
  package convenience init(allowsConcurrentExecution: Bool, work: @escaping (Input) -> Producer<Output, Failure>) {
    self.init(enabledIf: Producer<Bool, Never>?.none, allowsConcurrentExecution: allowsConcurrentExecution, work: work)
  }

  deinit {
    enabledSubscription.dispose()
    executions.send(.completed)
    values.send(.completed)
    errors.send(.completed)
  }

  /// Whether more than one execution may run at a time.
  @usableFromInline
  package var allowsConcurrentExecution: Bool {
    get { state.withLock { $0.allowsConcurrentExecution } }
    set { update { $0.allowsConcurrentExecution = newValue } }
  }

  /// RAC2's `execute:`: starts the work at once and returns its results
  /// replayed to every subscriber; a disabled command returns a producer
  /// failing with `notEnabled()`.
  @usableFromInline
  package func execute(_ input: Input, notEnabled: () -> Failure) -> Producer<Output, Failure> {
    guard begin() else { return Producer(terminal: .failed(notEnabled())) }
    // RAC2's order: the signal block runs first, then `executionSignals`
    // hears the execution, then the execution is subscribed.
    let execution = work(input)
    let results = announceExecution()
    results.observe { [weak self] event in self?.report(event) }
    execution.start(results.send)
    return Producer(observing: results)
  }

  /// RAC4's `apply`: a producer that, each time it is started, runs the work
  /// if the command is enabled then, and fails with `notEnabled()` if not.
  /// While something observes `executions` (a classic face of the same
  /// command), each run is announced there like an `execute`.
  @usableFromInline
  package func apply<NewFailure>(
    _ input: Input,
    notEnabled: @escaping () -> NewFailure,
    failed: @escaping (Failure) -> NewFailure
  ) -> Producer<Output, NewFailure> {
    Producer<Output, NewFailure> { [self] sink, lifetime in
      guard begin() else { return sink(.failed(notEnabled())) }
      let execution = work(input)
      // A command shared with a classic face (`RACCommand.toAction()`)
      // announces this execution on `executionSignals` too, as `execute`
      // does; nobody observing, nothing is built.
      let announced = executions.observerCount > 0 ? announceExecution() : nil
      let start = execution.instantiate { [weak self] event in
        sink(event.mapFailure(failed))
        announced?.send(event)
        self?.report(event)
      }
      lifetime.add(start.cancel)
      start.run()
    }
  }

  /// A replaying signal for one execution's results, sent on `executions`
  /// (failures there end the execution's signal as a completion, as RAC2's
  /// `executionSignals` did). The caller feeds it the execution's events.
  private func announceExecution() -> SignalCore<Output, Failure> {
    let results = SignalCore<Output, Failure>(replayCapacity: Int.max)
    executions.send(.value(Producer(observing: results).endingOnFailure()))
    return results
  }

  /// Passes an execution's event on to `values`/`errors`; its end ends the
  /// execution.
  private func report(_ event: SignalEvent<Output, Failure>) {
    switch event {
    case .value(let value):
      values.send(.value(value))
      return
    case .failed(let error):
      errors.send(.value(error))
    case .completed, .interrupted:
      break
    }
    update { $0.active -= 1 }
  }

  /// Counts a new execution if the command is enabled.
  private func begin() -> Bool {
    let snapshot: Snapshot? = state.withLock { state in
      guard state.isEnabled else { return nil }
      state.active += 1
      return state.snapshot()
    }
    guard let snapshot else { return false }
    publish(snapshot)
    return true
  }

  private func update(_ change: (inout State) -> Void) {
    publish(
      state.withLock { state in
        change(&state)
        return state.snapshot()
      })
  }

  private func publish(_ snapshot: Snapshot) {
    executing.set(snapshot.executing, stamp: snapshot.stamp)
    enabled.set(snapshot.enabled, stamp: snapshot.stamp)
  }
}

// Safety: the counters are only touched under the lock of `state`; the
// signal and property cores are thread-safe.
extension CommandCore: @unchecked Sendable {}
