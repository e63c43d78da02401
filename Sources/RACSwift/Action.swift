import RACShared

/// Work you start on demand with an input, that knows whether it is
/// running and whether it may run, and reports the events of every run.
///
/// `apply(_:)` returns a producer; each start of it runs the work once if
/// the action is enabled then (it fails with `ActionError.disabled` if
/// not). An action is enabled while its state allows it and no run is
/// going on: one run at a time. `isExecuting` and `isEnabled` change before
/// the work starts; when a run ends, its starter hears the end first, then
/// `isExecuting` turns false, then `events`, `values`, `errors` and
/// `completed` hear it. Runs are synchronous, on the starting thread.
///
/// ```swift
/// let save = Action<String, Bool, Never> { text in SignalProducer(value: !text.isEmpty) }
/// save.values.observeValues { print($0) }
/// save.apply("draft").start()   // prints true
/// ```
public final class Action<Input, Output, Error: Swift.Error> {
  @usableFromInline
  package let core: CommandCore<Input, Output, Error>

  /// Ends when the action goes away.
  public let lifetime: Lifetime

  /// Every event of every run.
  public let events: Signal<Signal<Output, Error>.Event, Never>

  /// Every value of every run.
  public let values: Signal<Output, Never>

  /// The error of every run that failed (not `disabled` refusals).
  public let errors: Signal<Error, Never>

  /// One value per `apply` refused because the action was disabled.
  public let disabledErrors: Signal<(), Never>

  /// One value per run that completed.
  public let completed: Signal<(), Never>

  /// Whether a run is going on.
  public let isExecuting: Property<Bool>

  /// Whether `apply` would run the work now.
  public let isEnabled: Property<Bool>

  /// An action whose work gets `state`'s value (the one current when the
  /// run begins) and the input, enabled while `isEnabled` holds for
  /// `state`'s value. The action keeps `state` alive.
  ///
  /// - Parameters:
  ///   - state: The property the work reads.
  ///   - isEnabled: Whether a state value allows a run.
  ///   - execute: The work for a state value and an input.
  public init<State: PropertyProtocol>(
    state: State,
    enabledIf isEnabled: @escaping (State.Value) -> Bool,
    execute: @escaping (State.Value, Input) -> SignalProducer<Output, Error>
  ) {
    core = CommandCore(
      states: state.producer.core, initial: state.value, keepingAlive: state, enabledIf: isEnabled
    ) { execute($0, $1).core }
    lifetime = Lifetime(core: core.lifetime)
    events = Signal(core: core.actionReports.events.lift(EventTransforms.map(Signal<Output, Error>.Event.init)))
    values = Signal(core: core.values)
    errors = Signal(core: core.errors)
    disabledErrors = Signal(core: core.actionReports.refusals)
    completed = Signal(core: core.actionReports.completions)
    self.isExecuting = Property(core: core.executing)
    self.isEnabled = Property(core: core.enabled)
  }

  /// An action whose work gets `state`'s value and the input, always
  /// enabled but while it runs.
  ///
  /// - Parameters:
  ///   - state: The property the work reads.
  ///   - execute: The work for a state value and an input.
  public convenience init<P: PropertyProtocol>(
    state: P, execute: @escaping (P.Value, Input) -> SignalProducer<Output, Error>
  ) {
    self.init(state: state, enabledIf: { _ in true }, execute: execute)
  }

  /// An action enabled while `isEnabled` holds `true`.
  ///
  /// - Parameters:
  ///   - isEnabled: Whether the action may run.
  ///   - execute: The work for an input.
  public convenience init<P: PropertyProtocol>(
    enabledIf isEnabled: P, execute: @escaping (Input) -> SignalProducer<Output, Error>
  ) where P.Value == Bool {
    self.init(state: isEnabled, enabledIf: { $0 }) { execute($1) }
  }

  /// An action enabled while `state` holds a value, whose work gets that
  /// value and the input.
  ///
  /// - Parameters:
  ///   - state: The optional property the work reads.
  ///   - execute: The work for the unwrapped value and an input.
  public convenience init<P: PropertyProtocol, T>(
    unwrapping state: P, execute: @escaping (T, Input) -> SignalProducer<Output, Error>
  ) where P.Value == T? {
    // `enabledIf` lets a run begin only with a value, so `!` never traps.
    self.init(state: state, enabledIf: { $0 != nil }) { execute($0!, $1) }
  }

  /// An action enabled while `state` holds a valid (or coerced) value, whose
  /// work gets that value and the input.
  ///
  /// - Parameters:
  ///   - state: The validating property the work reads.
  ///   - execute: The work for the valid value and an input.
  public convenience init<T, E>(
    validated state: ValidatingProperty<T, E>, execute: @escaping (T, Input) -> SignalProducer<Output, Error>
  ) {
    self.init(unwrapping: state.result.map(\.value), execute: execute)
  }

  /// An action always enabled but while it runs.
  ///
  /// - Parameter execute: The work for an input.
  public convenience init(execute: @escaping (Input) -> SignalProducer<Output, Error>) {
    self.init(enabledIf: Property(value: true), execute: execute)
  }

  /// A producer that, each time it is started, runs the work with `input`
  /// if the action is enabled then, and fails with `.disabled` if not; the
  /// work's failure arrives as `.producerFailed`. Disposing the start
  /// interrupts the run.
  ///
  /// - Parameter input: The input of the run.
  /// - Returns: The producer of the run's values.
  public func apply(_ input: Input) -> SignalProducer<Output, ActionError<Error>> {
    SignalProducer(core: core.apply(input, notEnabled: { .disabled }, failed: { .producerFailed($0) }))
  }
}

extension Action: BindingTargetProvider {
  /// A target that applies the action to each value and starts the run,
  /// until the action goes away (held weakly).
  public var bindingTarget: BindingTarget<Input> {
    BindingTarget(lifetime: lifetime) { [weak self] in self?.apply($0).start() }
  }
}

extension Action where Input == Void {
  /// `apply(())`.
  ///
  /// - Returns: The producer of the run's values.
  public func apply() -> SignalProducer<Output, ActionError<Error>> {
    apply(())
  }

  /// An action enabled while `state` holds a value, whose work gets that
  /// value.
  ///
  /// - Parameters:
  ///   - state: The optional property the work reads.
  ///   - execute: The work for the unwrapped value.
  public convenience init<P: PropertyProtocol, T>(
    unwrapping state: P, execute: @escaping (T) -> SignalProducer<Output, Error>
  ) where P.Value == T? {
    self.init(unwrapping: state) { value, _ in execute(value) }
  }

  /// An action enabled while `state` holds a valid (or coerced) value, whose
  /// work gets that value.
  ///
  /// - Parameters:
  ///   - state: The validating property the work reads.
  ///   - execute: The work for the valid value.
  public convenience init<T, E>(
    validated state: ValidatingProperty<T, E>, execute: @escaping (T) -> SignalProducer<Output, Error>
  ) {
    self.init(validated: state) { value, _ in execute(value) }
  }

  /// An action whose work gets `state`'s value, always enabled but while it
  /// runs.
  ///
  /// - Parameters:
  ///   - state: The property the work reads.
  ///   - execute: The work for a state value.
  public convenience init<P: PropertyProtocol, T>(state: P, execute: @escaping (T) -> SignalProducer<Output, Error>)
  where P.Value == T {
    self.init(state: state) { value, _ in execute(value) }
  }
}

// Checked: immutable; the engine command, its lifetime, signals and
// properties are `Sendable`.
extension Action: Sendable {}

/// Why `Action.apply(_:)` failed.
public enum ActionError<Error: Swift.Error>: Swift.Error {
  /// The action was disabled when the start of `apply` came.
  case disabled
  /// The work failed with this error.
  case producerFailed(Error)
}

extension ActionError where Error: Equatable {
  /// Whether both are `disabled`, or both failed with equal errors.
  ///
  /// - Returns: Whether they are equal.
  public static func == (lhs: ActionError<Error>, rhs: ActionError<Error>) -> Bool {
    switch (lhs, rhs) {
    case (.disabled, .disabled): true
    case (.producerFailed(let left), .producerFailed(let right)): left == right
    default: false
    }
  }
}

extension ActionError: Equatable where Error: Equatable {}

extension ActionError: Sendable where Error: Sendable {}
