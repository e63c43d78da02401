/// Callbacks injected into a stream without changing it (RAC2 `doNext:`,
/// `doError:`, `doCompleted:`; RAC4 `on(...)`). Every one is optional.
///
/// Per event they run in RAC4's order: `event`, then the one for the event's
/// kind, then `terminated` for a terminal event, then the event goes
/// downstream. `disposed` runs once the stream has ended, by its terminal
/// event or by disposal, after downstream heard the terminal event.
@usableFromInline
package struct SideEffects<Value, Failure: Error> {
  @usableFromInline var event: ((SignalEvent<Value, Failure>) -> Void)?
  @usableFromInline var value: ((Value) -> Void)?
  @usableFromInline var failed: ((Failure) -> Void)?
  @usableFromInline var completed: (() -> Void)?
  @usableFromInline var interrupted: (() -> Void)?
  @usableFromInline var terminated: (() -> Void)?
  @usableFromInline var disposed: (() -> Void)?

  @inlinable
  package init(
    event: ((SignalEvent<Value, Failure>) -> Void)? = nil,
    value: ((Value) -> Void)? = nil,
    failed: ((Failure) -> Void)? = nil,
    completed: (() -> Void)? = nil,
    interrupted: (() -> Void)? = nil,
    terminated: (() -> Void)? = nil,
    disposed: (() -> Void)? = nil
  ) {
    self.event = event
    self.value = value
    self.failed = failed
    self.completed = completed
    self.interrupted = interrupted
    self.terminated = terminated
    self.disposed = disposed
  }

  /// Whether a hook may act on an interruption or on the end of the start
  /// (`event`, `interrupted`, `terminated`, `disposed`): such a start must
  /// hear `.interrupted` from its upstream.
  @inlinable
  var hearsTheEnd: Bool {
    event != nil || interrupted != nil || terminated != nil || disposed != nil
  }

  /// Runs the callbacks for `event` (not `disposed`).
  @inlinable
  func run(for event: SignalEvent<Value, Failure>) {
    self.event?(event)
    switch event {
    case .value(let value): self.value?(value)
    case .failed(let error): failed?(error)
    case .completed: completed?()
    case .interrupted: interrupted?()
    }
    if event.isTerminal { terminated?() }
  }
}

extension EventTransforms {
  /// Runs `effects` for every event, then forwards it unchanged.
  @inlinable
  package static func on<Value, Failure>(
    _ effects: SideEffects<Value, Failure>
  ) -> CancellingEventTransform<Value, Failure, Value, Failure> {
    { sink, lifetime in
      if let disposed = effects.disposed { lifetime.add(disposed) }
      return { event in
        effects.run(for: event)
        sink(event)
        if event.isTerminal { lifetime.dispose() }
      }
    }
  }
}

/// When a producer's `started` side effect runs. RAC 4.2.2 and ReactiveSwift
/// 7 spell the same callback for different moments, so each face names its
/// flavor (docs/Migration.md, "on(started:)").
@usableFromInline
package enum StartedCallbackTiming: Sendable {
  /// Before the start's work (RAC 4.2.2's `on(started:)`, which ReactiveSwift
  /// calls `starting`).
  case beforeTheWork
  /// After the start handler has returned, whatever the work sent meanwhile
  /// (ReactiveSwift 7's `on(started:)`): a feedback loop that sends into its
  /// own source from `started` finds the source running.
  case afterTheWork

  /// RAC 4.2.2: `started` runs before the work.
  @usableFromInline
  package static let rac4 = StartedCallbackTiming.beforeTheWork
  /// ReactiveSwift 7: `started` runs after the work has started.
  @usableFromInline
  package static let reactiveSwift = StartedCallbackTiming.afterTheWork
}

extension Producer {
  /// Runs `starting` before each start of this producer and `started` at
  /// the moment `timing` names, then `effects` for its events.
  @inlinable
  package func on(
    starting: (() -> Void)? = nil, started: (() -> Void)?, timing: StartedCallbackTiming,
    _ effects: SideEffects<Value, Failure>
  ) -> Producer {
    // Without a hook that hears an interruption or the end of the start, a
    // start that ignores interruption need not hear it (issue 19 item 7).
    let observed = lift(cancelling: EventTransforms.on(effects), interruption: effects.hearsTheEnd ? .heard : .passedOn)
    let before: (() -> Void)?
    let after: (() -> Void)?
    switch timing {
    case .beforeTheWork:
      before = Self.inOrder(starting, started)
      after = nil
    case .afterTheWork:
      before = starting
      after = started
    }
    guard before != nil || after != nil else { return observed }
    return Producer(preparing: { sink, interruption in
      let start = observed.instantiate(sink, interruption: interruption)
      return (
        start.cancel,
        {
          before?()
          start.run()
          after?()
        }
      )
    })
  }

  /// Runs `started` before each start of this producer (RAC 4.2.2's timing,
  /// and RAC2's `initially:`), then `effects` for its events.
  @inlinable
  package func on(started: (() -> Void)?, _ effects: SideEffects<Value, Failure>) -> Producer {
    on(started: started, timing: .rac4, effects)
  }

  /// `first` then `second`, either of which may be missing.
  @inlinable
  static func inOrder(_ first: (() -> Void)?, _ second: (() -> Void)?) -> (() -> Void)? {
    guard let first, let second else { return first ?? second }
    return {
      first()
      second()
    }
  }
}
