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

extension Producer {
  /// Runs `started` before each start of this producer (RAC4's `started`
  /// runs before the work, not after), then `effects` for its events.
  @inlinable
  package func on(started: (() -> Void)?, _ effects: SideEffects<Value, Failure>) -> Producer {
    let observed = lift(cancelling: EventTransforms.on(effects))
    guard let started else { return observed }
    return Producer { sink in
      let start = observed.instantiate(sink)
      return (
        start.cancel,
        {
          started()
          start.run()
        }
      )
    }
  }
}
