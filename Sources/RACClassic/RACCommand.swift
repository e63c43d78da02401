import Foundation
import RACShared

/// The domain of the errors `RACCommand` creates (RAC2's `RACCommandErrorDomain`).
public let RACCommandErrorDomain = "RACCommandErrorDomain"

/// The code of the error `execute(_:)` fails with when the command is
/// disabled (RAC2's `RACCommandErrorNotEnabled`).
public let RACCommandErrorNotEnabled = 1

/// The `userInfo` key under which the not-enabled error carries the command
/// (RAC2's `RACUnderlyingCommandErrorKey`).
public let RACUnderlyingCommandErrorKey = "RACUnderlyingCommandErrorKey"

/// Runs a signal-returning block on demand, typically in answer to a button,
/// and reports each execution, whether one is running and whether the command
/// may run now (RAC2's `RACCommand`).
///
/// `execute(_:)` runs synchronously on the calling thread (RAC2 hopped to the
/// main run loop, which a Linux process lacks): `executing` and `enabled`
/// change first, the new execution is sent on `executionSignals`, then the
/// block's signal is subscribed once; its events are replayed to whoever
/// subscribes to the returned signal. When the execution ends, its error (if
/// any) goes to `errors`, then `executing` turns false.
///
/// ```swift
/// let command = RACCommand<String, String> { input in RACSignal.return(input) }
/// command.executionSignals.switchToLatest().subscribeNext { print($0) }
/// command.execute("1")   // prints "1"
/// ```
public final class RACCommand<Input, Output> {
  @usableFromInline
  package let core: CommandCore<Input, Output, BridgedError>

  /// A command over `core` (the bridge's `Action.toRACCommand()`).
  package init(core: CommandCore<Input, Output, BridgedError>) {
    self.core = core
  }

  /// Creates an always-enabled command running `signalBlock` for each input.
  public convenience init(signalBlock: @escaping (Input) -> RACSignal<Output>) {
    self.init(enabled: nil, signalBlock: signalBlock)
  }

  /// Creates a command that is enabled while `enabled` last sent `true` (and
  /// until it sends anything) and no execution forbids another. When
  /// `enabled` completes or fails, its last value stays in force.
  public init(enabled: RACSignal<Bool>?, signalBlock: @escaping (Input) -> RACSignal<Output>) {
    core = CommandCore(
      enabledIf: enabled?.producer,
      allowsConcurrentExecution: false,
      work: { signalBlock($0).producer })
  }

  /// A signal of signals: one per successful `execute(_:)`, sent before its
  /// work starts, and one per run started through the same command's
  /// `Action` (`toAction()` in RACBridge). Inner signals replay their
  /// execution's values and complete instead of failing (errors go to
  /// `errors`). Hot: only executions after the subscription are sent.
  public var executionSignals: RACSignal<RACSignal<Output>> {
    RACSignal<RACSignal<Output>>(producer: core.executions.failing().lift(EventTransforms.map(RACSignal.init)))
  }

  /// Whether an execution is running: the current value at subscription,
  /// then each change.
  public var executing: RACSignal<Bool> { RACSignal<Bool>(producer: core.executing.failingProducer()) }

  /// Whether `execute(_:)` would run now: the current value at subscription,
  /// then each change.
  public var enabled: RACSignal<Bool> { RACSignal<Bool>(producer: core.enabled.failingProducer()) }

  /// The error of every failed execution (an execution failing with a `nil`
  /// error sends a `BridgedError` without underlying error). Hot.
  public var errors: RACSignal<any Error> {
    RACSignal<any Error>(producer: core.errors.failing().lift(EventTransforms.map { $0.underlying ?? $0 }))
  }

  /// Whether `execute(_:)` may start while another execution runs; `false`
  /// by default.
  public var allowsConcurrentExecution: Bool {
    get { core.allowsConcurrentExecution }
    set { core.allowsConcurrentExecution = newValue }
  }

  /// Runs the command for `input` now, if it is enabled, and returns the
  /// execution's events, replayed to every subscriber.
  ///
  /// - Returns: The execution's signal, or, when the command is disabled, a
  ///   signal failing with an `NSError` of `RACCommandErrorDomain`, code
  ///   `RACCommandErrorNotEnabled`, carrying the command under
  ///   `RACUnderlyingCommandErrorKey`.
  @discardableResult
  public func execute(_ input: Input) -> RACSignal<Output> {
    RACSignal(
      producer: core.execute(input) {
        BridgedError(
          underlying: NSError(
            domain: RACCommandErrorDomain, code: RACCommandErrorNotEnabled,
            userInfo: [
              NSLocalizedDescriptionKey: "The command is disabled and cannot be executed",
              RACUnderlyingCommandErrorKey: self,
            ]))
      })
  }
}

// Safety: the only state is the engine command core, which is thread-safe.
extension RACCommand: @unchecked Sendable {}
