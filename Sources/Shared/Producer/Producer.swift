/// A cold recipe for a signal: every start runs the work anew for that one
/// observer (API.md rule 8), synchronously (rule 11).
///
/// `RACSignal` (every classic signal, subjects included) and `SignalProducer`
/// both hold one of these, which is what lets the bridge convert without
/// copying.
///
/// A start happens in two steps so that the cancelling disposable exists
/// before any work runs: an operator downstream (say `take(1)`) can then stop
/// a source that sends synchronously, from inside its first callback.
@usableFromInline
package final class Producer<Value, Failure: Error> {
  @usableFromInline
  package typealias Event = SignalEvent<Value, Failure>
  @usableFromInline
  package typealias Sink = EventSink<Value, Failure>
  /// One prepared start: the disposable that cancels it, and the work.
  @usableFromInline
  package typealias Start = (cancel: any DisposableCore, run: () -> Void)

  @usableFromInline
  let prepare: (@escaping Sink) -> Start
  /// Something that must live exactly as long as this producer is reachable
  /// (the lifetime token of a replayed source, API.md rule 10).
  @usableFromInline
  let keepAlive: AnyObject?
  /// The hot signal this producer observes, if that is all it does (see
  /// `init(observing:keepAlive:)`): lets `startIgnoringInterruption` attach
  /// to it directly.
  @usableFromInline
  let observed: SignalCore<Value, Failure>?

  /// Creates a producer from its two-step start.
  @inlinable
  package init(
    keepAlive: AnyObject? = nil, observing observed: SignalCore<Value, Failure>? = nil,
    prepare: @escaping (@escaping Sink) -> Start
  ) {
    self.keepAlive = keepAlive
    self.observed = observed
    self.prepare = prepare
  }

  /// Prepares a start that delivers to `sink`; nothing runs until `run()`.
  @inlinable
  package func instantiate(_ sink: @escaping Sink) -> Start {
    prepare(sink)
  }

  /// Starts the work for `sink`; returns the disposable that cancels it
  /// (cancelling delivers `.interrupted` before it returns). A producer that
  /// only observes a hot signal attaches the sink to it directly.
  @discardableResult
  @inlinable
  package func start(_ sink: @escaping Sink) -> any DisposableCore {
    if let observed { return Self.attach(sink, to: observed, interruptsOnDispose: true) }
    let start = prepare(sink)
    start.run()
    return start.cancel
  }

  /// Starts for a sink that ignores `.interrupted` (a classic subscriber):
  /// the same events as `start`, but a producer that only observes a hot
  /// signal attaches the sink to it directly, with no start closure and no
  /// `.interrupted` round on disposal (measured on B6, subscribe + dispose:
  /// two allocations and two lock rounds fewer per pair).
  @discardableResult
  @inlinable
  package func startIgnoringInterruption(_ sink: @escaping Sink) -> any DisposableCore {
    guard let observed else { return start(sink) }
    return Self.attach(sink, to: observed, interruptsOnDispose: false)
  }

  /// What a start of a producer made by `init(observing:keepAlive:)` does,
  /// without its start closure and the context that closure captures: one
  /// allocation and two closure calls fewer per start (B4 late, a late
  /// subscriber of a replay). The slot still interrupts on disposal when asked
  /// to, so a modern start that is disposed hears `.interrupted` first.
  @inlinable
  static func attach(
    _ sink: @escaping Sink, to observed: SignalCore<Value, Failure>, interruptsOnDispose: Bool
  ) -> any DisposableCore {
    let slot = ObserverSlot(core: observed, interruptsOnDispose: interruptsOnDispose, sink: sink)
    observed.attach(slot)
    return slot
  }
}

// Safety: both stored properties are immutable after init.
extension Producer: @unchecked Sendable {}

extension Producer {
  /// A producer whose start handler receives the start's input and lifetime.
  ///
  /// Each start gets its own `SignalCore`, so events are serialized and
  /// follow the grammar whatever the handler does; the lifetime is disposed
  /// right after the start's terminal event, or when the start is disposed.
  @inlinable
  package convenience init(
    startHandler: @escaping (_ input: @escaping Sink, _ lifetime: CompositeDisposableCore) -> Void
  ) {
    self.init { sink in
      let core = SignalCore<Value, Failure>()
      core.observe(sink)
      let lifetime = CompositeDisposableCore()
      core.addTerminationDisposable(lifetime)
      return (
        core,
        {
          guard !core.hasTerminated else { return }
          startHandler(core.send, lifetime)
        }
      )
    }
  }

  /// A producer that observes a hot signal: each start attaches one
  /// observer, and disposing it detaches the observer with `.interrupted`.
  @inlinable
  package convenience init(observing core: SignalCore<Value, Failure>, keepAlive: AnyObject? = nil) {
    self.init(keepAlive: keepAlive, observing: core) { sink in
      let slot = ObserverSlot(core: core, interruptsOnDispose: true, sink: sink)
      return (slot, { core.attach(slot) })
    }
  }

  /// Sends `values` in order, then completes.
  @inlinable
  package convenience init(values: some Sequence<Value>) {
    let values = Array(values)
    self.init { input, lifetime in
      for value in values {
        if lifetime.isDisposed { return }
        input(.value(value))
      }
      input(.completed)
    }
  }

  /// Sends one terminal event at once.
  @inlinable
  package convenience init(terminal event: Event) {
    self.init { input, _ in input(event) }
  }

  /// Never sends anything.
  @inlinable
  package static var never: Producer { Producer { _, _ in } }

  /// Calls `makeProducer` anew for every start and starts what it returns.
  @inlinable
  package static func deferred(_ makeProducer: @escaping () -> Producer) -> Producer {
    Producer { sink in makeProducer().instantiate(sink) }
  }
}
