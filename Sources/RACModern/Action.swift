import RACShared

/// Runs a producer-returning closure on demand, one execution at a time,
/// and reports whether it is executing and enabled (RAC4's `Action`; RAC2's
/// `RACCommand` is the classic counterpart).
///
/// `apply(_:)` is lazy: each start of the producer it returns runs the work
/// once, synchronously on the starting thread, if the action is enabled at
/// that moment, and fails with `.notEnabled` if not. `executing` and
/// `enabled` change before the work is asked for; when the execution ends,
/// the starter hears it first, then `values`/`errors`, then `executing`
/// turns false.
///
/// ```swift
/// let double = Action<Int, Int, NoError> { SignalProducer(value: $0 * 2) }
/// double.values.observeNext { print($0) }
/// double.apply(21).start()   // prints 42
/// ```
public final class Action<Input, Output, Error: Swift.Error> {
  @usableFromInline
  package let core: CommandCore<Input, Output, Error>

  /// An action over `core` (the bridge's `RACCommand.toAction()`).
  package init(core: CommandCore<Input, Output, Error>) {
    self.core = core
  }

  /// Creates an action that is enabled whenever no execution is running.
  public init(_ execute: @escaping (Input) -> SignalProducer<Output, Error>) {
    core = CommandCore(allowsConcurrentExecution: false) { execute($0).producer }
  }

  /// Creates an action that is enabled while `enabledIf` is `true` and no
  /// execution is running.
  public init(enabledIf: some PropertyProtocol<Bool>, _ execute: @escaping (Input) -> SignalProducer<Output, Error>) {
    core = CommandCore(enabledIf: enabledIf.producer.producer, allowsConcurrentExecution: false) {
      execute($0).producer
    }
  }

  /// Creates an action whose work reads `state`: it is enabled while
  /// `enabledIf(state.value)` holds and no execution is running, and each
  /// execution gets the value of `state` when it starts (ReactiveSwift).
  ///
  /// ```swift
  /// let draft = MutableProperty("")
  /// let send = Action(state: draft, enabledIf: { !$0.isEmpty }) { (text: String, _: ()) in
  ///   SignalProducer<String, NoError>(value: text)
  /// }
  /// ```
  public init<State: PropertyProtocol>(
    state: State,
    enabledIf: @escaping (State.Value) -> Bool,
    execute: @escaping (State.Value, Input) -> SignalProducer<Output, Error>
  ) {
    core = CommandCore(enabledIf: state.producer.map(enabledIf).producer, allowsConcurrentExecution: false) {
      execute(state.value, $0).producer
    }
  }

  /// Creates an action whose work reads `state`, enabled whenever no
  /// execution is running (ReactiveSwift).
  public convenience init<State: PropertyProtocol>(
    state: State, execute: @escaping (State.Value, Input) -> SignalProducer<Output, Error>
  ) {
    self.init(state: state, enabledIf: { _ in true }, execute: execute)
  }

  /// ReactiveSwift spelling of `init(_:)`.
  public convenience init(execute: @escaping (Input) -> SignalProducer<Output, Error>) {
    self.init(execute)
  }

  /// ReactiveSwift spelling of `init(enabledIf:_:)`.
  public convenience init(
    enabledIf: some PropertyProtocol<Bool>, execute: @escaping (Input) -> SignalProducer<Output, Error>
  ) {
    self.init(enabledIf: enabledIf, execute)
  }

  /// Every value of every execution. Completes when the action goes away.
  public var values: Signal<Output, NoError> { Signal(core: core.values) }

  /// The error of every failed execution. Completes when the action goes away.
  public var errors: Signal<Error, NoError> { Signal(core: core.errors) }

  /// Whether an execution is running.
  public var executing: Property<Bool> { Property(core: core.executing) }

  /// Whether `apply(_:)` would run the work now.
  public var enabled: Property<Bool> { Property(core: core.enabled) }

  /// ReactiveSwift spelling of `executing`.
  public var isExecuting: Property<Bool> { executing }

  /// ReactiveSwift spelling of `enabled`.
  public var isEnabled: Property<Bool> { enabled }

  /// A producer that, each time it is started, runs the action for `input`,
  /// or fails with `.notEnabled` if the action is disabled at that moment.
  public func apply(_ input: Input) -> SignalProducer<Output, ActionError<Error>> {
    SignalProducer(producer: core.apply(input, notEnabled: { .notEnabled }, failed: { .producerFailed($0) }))
  }
}

// Safety: the only state is the engine command core, which is thread-safe.
extension Action: @unchecked Sendable {}
