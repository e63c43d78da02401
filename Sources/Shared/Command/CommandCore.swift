/// The engine of `RACCommand` (RACClassic) and `Action` (RACModern,
/// RACSwift): runs a piece of work per input, tracks whether it is executing
/// and enabled, and reports each execution, its events, values and errors.
///
/// Work runs synchronously on the caller's thread (RAC2 hopped to the main
/// run loop, which a Linux process does not have). `executing` and `enabled`
/// change before the work is asked for. When they change back, and in which
/// order the two are published, is the command's `CommandReporting`.
/// Checking `enabled` and counting the execution is one step under the
/// lock, so two threads cannot both start a command that disallows
/// concurrent executions; the same step picks the work of the latest state
/// value (ReactiveSwift's `Action(state:execute:)` gets that value).
@usableFromInline
package final class CommandCore<Input, Output, Failure: Error> {
  /// What an execution runs for an input.
  @usableFromInline
  package typealias Work = (Input) -> Producer<Output, Failure>

  /// What the user's state says: whether the command may run, and, for a
  /// command whose work reads the state, the work for that state value.
  @usableFromInline
  package typealias StateUpdate = (enabled: Bool, work: Work?)

  private struct State {
    var userEnabled = true
    var work: Work
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
  private let reporting: CommandReporting
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
  /// The signals only ReactiveSwift's `Action` has; a command that does
  /// not report as ReactiveSwift does (`CommandReporting.idleThenReport`)
  /// neither makes nor feeds them.
  @usableFromInline
  package let reactiveSwiftReports: ReactiveSwiftReports?
  /// `reactiveSwiftReports` of a command that reports as ReactiveSwift does
  /// (`init(states:...)`); traps for any other.
  @usableFromInline
  package var actionReports: ReactiveSwiftReports {
    guard let reactiveSwiftReports else {
      programmerError("only a command reporting as ReactiveSwift's Action does has its events")
    }
    return reactiveSwiftReports
  }
  /// Ends when the command goes away.
  @usableFromInline
  package let lifetime = CompositeDisposableCore()
  private let enabledSubscription = SerialDisposableCore(policy: .disposeReplaced)
  /// What the command keeps alive as long as it lives (ReactiveSwift's
  /// `Action` keeps its state property).
  private let kept: AnyObject?

  /// Creates a command running `work`, or the work the latest of `updates`
  /// gave. Until `updates` sends, the command counts as enabled by its user
  /// (RAC2 started the enabled signal with YES). When `updates` ends, by
  /// completing or failing (a classic enabled signal can fail), the command
  /// keeps the last update.
  @usableFromInline
  package init<UpdateFailure>(
    updates: Producer<StateUpdate, UpdateFailure>?,
    allowsConcurrentExecution: Bool,
    reporting: CommandReporting,
    keepingAlive kept: AnyObject? = nil,
    work: @escaping Work
  ) {
    state = LockedState.make(State(work: work, allowsConcurrentExecution: allowsConcurrentExecution))
    enabled = PropertyCore(true, isRepeat: ==)
    self.reporting = reporting
    reactiveSwiftReports = reporting == .idleThenReport ? ReactiveSwiftReports() : nil
    self.kept = kept
    guard let updates else { return }
    let start = updates.instantiate { [weak self] event in
      guard case .value(let update) = event else { return }
      self?.update { state in
        state.userEnabled = update.enabled
        if let work = update.work { state.work = work }
      }
    }
    enabledSubscription.inner = start.cancel
    start.run()
  }

  /// Creates a command running `work`, enabled by its user while `enabledIf`
  /// last said so (RAC2's and RAC4's commands).
  @usableFromInline
  package convenience init<EnabledFailure>(
    enabledIf: Producer<Bool, EnabledFailure>?,
    allowsConcurrentExecution: Bool,
    work: @escaping Work
  ) {
    self.init(
      updates: enabledIf?.lift(EventTransforms.map { (enabled: $0, work: nil) }),
      allowsConcurrentExecution: allowsConcurrentExecution, reporting: .reportThenIdle, work: work)
  }

  /// Creates a command running `work`, enabled by its user throughout.
  @usableFromInline
  package convenience init(allowsConcurrentExecution: Bool, work: @escaping Work) {
    self.init(enabledIf: Producer<Bool, Never>?.none, allowsConcurrentExecution: allowsConcurrentExecution, work: work)
  }

  /// ReactiveSwift's `Action(state:enabledIf:execute:)`: the command follows
  /// `states` (a property's producer, which sends its current value at once),
  /// is enabled while `enabledIf` holds for the latest value, and runs
  /// `work` with the value that was latest when the execution began. It
  /// keeps `stateObject` alive and reports as ReactiveSwift does.
  @usableFromInline
  package convenience init<StateValue>(
    states: Producer<StateValue, Never>,
    initial: StateValue,
    keepingAlive stateObject: AnyObject,
    enabledIf: @escaping (StateValue) -> Bool,
    work: @escaping (StateValue, Input) -> Producer<Output, Failure>
  ) {
    self.init(
      updates: states.lift(EventTransforms.map { value in (enabled: enabledIf(value), work: { work(value, $0) }) }),
      allowsConcurrentExecution: false, reporting: .idleThenReport, keepingAlive: stateObject
    ) { work(initial, $0) }
  }

  deinit {
    enabledSubscription.dispose()
    lifetime.dispose()
    executions.send(.completed)
    values.send(.completed)
    errors.send(.completed)
    reactiveSwiftReports?.end()
    withExtendedLifetime(kept) {}
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
    guard let work = begin() else { return Producer(terminal: .failed(notEnabled())) }
    // RAC2's order: the signal block runs first, then `executionSignals`
    // hears the execution, then the execution is subscribed.
    let execution = work(input)
    let results = announceExecution()
    results.observe { [weak self] event in
      self?.report(event)
      self?.endIfReported(event)
    }
    execution.start(results.send)
    return Producer(observing: results)
  }

  /// RAC4's and ReactiveSwift's `apply`: a producer that, each time it is
  /// started, runs the work if the command is enabled then, and fails with
  /// `notEnabled()` if not (ReactiveSwift's commands then send on
  /// `refusals` too). While something observes `executions` (a classic face
  /// of the same command), each run is announced there like an `execute`.
  @usableFromInline
  package func apply<NewFailure>(
    _ input: Input,
    notEnabled: @escaping () -> NewFailure,
    failed: @escaping (Failure) -> NewFailure
  ) -> Producer<Output, NewFailure> {
    Producer<Output, NewFailure> { [self] sink, lifetime in
      guard let work = begin() else {
        sink(.failed(notEnabled()))
        reactiveSwiftReports?.refusals.send(.value(()))
        return
      }
      let execution = work(input)
      // A command shared with a classic face (`RACCommand.toAction()`)
      // announces this execution on `executionSignals` too, as `execute`
      // does; nobody observing, nothing is built.
      let announced = executions.observerCount > 0 ? announceExecution() : nil
      let start = execution.instantiate { [weak self] event in
        sink(event.mapFailure(failed))
        announced?.send(event)
        self?.report(event)
        self?.endIfReported(event)
      }
      lifetime.add(start.cancel)
      // ReactiveSwift: the execution ends with the start of `apply`, right
      // after its observers heard the end (and before the reports), or when
      // it is disposed (after the reports of the interruption).
      if reporting == .idleThenReport { lifetime.add { [weak self] in self?.update { $0.active -= 1 } } }
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

  /// Passes an execution's event on to `values`, `errors` and (ReactiveSwift
  /// reporting) `completions`, then to `events` (whose own observers come
  /// after those three, as ReactiveSwift's derived signals observed it
  /// first).
  private func report(_ event: SignalEvent<Output, Failure>) {
    switch event {
    case .value(let value): values.send(.value(value))
    case .failed(let error): errors.send(.value(error))
    case .completed: reactiveSwiftReports?.completions.send(.value(()))
    case .interrupted: break
    }
    reactiveSwiftReports?.events.send(.value(event))
  }

  /// With `reportThenIdle`, an execution's end ends it once reported.
  private func endIfReported(_ event: SignalEvent<Output, Failure>) {
    if reporting == .reportThenIdle, event.isTerminal { update { $0.active -= 1 } }
  }

  /// Counts a new execution if the command is enabled; returns its work.
  private func begin() -> Work? {
    let begun: (Work, Snapshot)? = state.withLock { state in
      guard state.isEnabled else { return nil }
      state.active += 1
      return (state.work, state.snapshot())
    }
    guard let (work, snapshot) = begun else { return nil }
    publish(snapshot)
    return work
  }

  private func update(_ change: (inout State) -> Void) {
    publish(
      state.withLock { state in
        change(&state)
        return state.snapshot()
      })
  }

  private func publish(_ snapshot: Snapshot) {
    switch reporting {
    case .reportThenIdle:
      executing.set(snapshot.executing, stamp: snapshot.stamp)
      enabled.set(snapshot.enabled, stamp: snapshot.stamp)
    case .idleThenReport:
      enabled.set(snapshot.enabled, stamp: snapshot.stamp)
      executing.set(snapshot.executing, stamp: snapshot.stamp)
    }
  }
}

// Safety: the counters and the work are only touched under the lock of
// `state`; the signal and property cores are thread-safe; `kept` is only
// kept alive.
extension CommandCore: @unchecked Sendable {}

extension CommandCore {
  /// The signals of ReactiveSwift's `Action` beyond `values` and `errors`.
  @usableFromInline
  package struct ReactiveSwiftReports {
    /// Every event of every execution (ReactiveSwift's `events`).
    @usableFromInline
    package let events = SignalCore<SignalEvent<Output, Failure>, Never>()
    /// One value per execution that completed (ReactiveSwift's `completed`).
    @usableFromInline
    package let completions = SignalCore<Void, Never>()
    /// One value per `apply` refused because the command was disabled
    /// (ReactiveSwift's `disabledErrors`).
    @usableFromInline
    package let refusals = SignalCore<Void, Never>()

    fileprivate func end() {
      events.send(.completed)
      completions.send(.completed)
      refusals.send(.completed)
    }
  }
}

/// When an execution of a command counts as over, and in which order the
/// command publishes its state: where RACModern's `Action` and
/// ReactiveSwift's differ (docs/Migration.md).
@usableFromInline
package enum CommandReporting: Sendable {
  /// RACModern and RACClassic: the execution's end reaches the starter,
  /// then `values`/`errors`, then `executing` turns false; `executing`
  /// changes before `enabled`.
  case reportThenIdle
  /// ReactiveSwift's `Action`: the execution is over when the start of
  /// `apply` ends, right after its observers heard the end, so
  /// `isExecuting` turns false before `events`, `values`, `errors` and
  /// `completed` hear it (a disposed start: after they heard the
  /// interruption); `isEnabled` changes before `isExecuting`.
  case idleThenReport
}
