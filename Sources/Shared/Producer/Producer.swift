/// A cold recipe for a signal: every start runs the work anew for that one
/// observer (docs/EventContract.md rule 8), synchronously (rule 11).
///
/// `RACSignal` (every classic signal, subjects included) and `SignalProducer`
/// both hold one of these, which is what lets the bridge convert without
/// copying.
///
/// A start happens in two steps so that the cancelling disposable exists
/// before any work runs: an operator downstream (say `take(1)`) can then stop
/// a source that sends synchronously, from inside its first callback. Every
/// start goes through the one path `prepare`, then `run`.
@usableFromInline
package final class Producer<Value, Failure: Error> {
  @usableFromInline
  package typealias Event = SignalEvent<Value, Failure>
  @usableFromInline
  package typealias Sink = EventSink<Value, Failure>
  /// One prepared start: the disposable that cancels it, and the work.
  @usableFromInline
  package typealias Start = (cancel: any DisposableCore, run: () -> Void)

  /// Whether a start's observer hears `.interrupted` when the start is
  /// disposed. A RAC2 subscriber has no such event, so a classic
  /// subscription asks for `.ignored`, and a producer that only observes a
  /// hot signal then skips the interruption round on disposal (B6 in
  /// docs/Benchmarks.md: two allocations and two lock rounds fewer per pair).
  /// Every other producer delivers it either way; the sink drops it. A
  /// per-event operator passes its own start's choice on to its upstream
  /// (`lift(_:)`), so a classic subscription through `map` or `filter`
  /// gets its source's `UnicastCancel` (issue 19 item 7).
  @usableFromInline
  package enum Interruption: Sendable {
    case delivered
    case ignored
  }

  @usableFromInline
  let prepare: (@escaping Sink, Interruption) -> Start
  /// Something that must live exactly as long as this producer is reachable
  /// (the lifetime token of a replayed source, rule 10).
  @usableFromInline
  let keepAlive: AnyObject?
  /// The hot signal a producer made by `init(observing:)` observes. A
  /// one-step `start` then attaches its observer directly, as
  /// `SignalCore.observe` does, instead of calling `prepare` and running the
  /// prepared slot: no closure call, and no strong reference to the signal
  /// taken and dropped per start (the signal's reference count lives in a
  /// side table once observers point at it weakly, so each of those costs a
  /// slow-path retain and release). B6 in docs/Benchmarks.md: a classic
  /// subscription, which starts its subject's producer, paid about 370
  /// instructions more per subscribe + dispose than a modern `observe`.
  ///
  /// Unmanaged, because `prepare` holds the signal strongly for as long as
  /// this producer lives: reading it through `_withUnsafeGuaranteedRef`
  /// costs no retain and release (a strong optional field cost one of each
  /// per start, on the slow side-table path).
  ///
  /// A replay's producer keeps its own signal here
  /// (`ObservedStart.attachOnceHandedOver`): once its source's input was
  /// handed over to that signal, a start is a plain observer of it, as
  /// `buffer`'s is (docs/Engine.md, "A replay takes over its signal's
  /// input").
  @usableFromInline
  let observed: Unmanaged<SignalCore<Value, Failure>>?
  /// How a one-step `start` attaches to `observed`.
  @usableFromInline
  let observedStart: ObservedStart

  /// How a one-step `start` attaches to `observed`.
  @usableFromInline
  enum ObservedStart: UInt8, Sendable {
    /// Plainly (`init(observing:)`).
    case attach
    /// Asking for the latest value first (a property's producer,
    /// `init(observing:replayingLatest:keepAlive:)`).
    case attachReplayingLatest
    /// Plainly, but only once `observed` counts faces, which a replay's
    /// signal does from the moment its source's input was handed over to it
    /// (`ReplayedSource.startSource`); until then through `prepare`, which
    /// counts the start for rule 10 and starts the source.
    case attachOnceHandedOver
  }

  /// The hot signal this producer observes (`init(observing:)`): `observed`,
  /// except for a replay's producer, whose `observed` is its own signal.
  @inlinable
  var observedSignal: Unmanaged<SignalCore<Value, Failure>>? {
    observedStart == .attachOnceHandedOver ? nil : observed
  }

  /// Whether a start attaches to `observedSignal` asking for its latest value
  /// first.
  @inlinable
  var replaysLatest: Bool { observedStart == .attachReplayingLatest }

  /// Creates a producer from its two-step start.
  @inlinable
  package convenience init(keepAlive: AnyObject? = nil, prepare: @escaping (@escaping Sink) -> Start) {
    self.init(keepAlive: keepAlive, preparing: { sink, _ in prepare(sink) })
  }

  /// Creates a producer whose start can honour `Interruption.ignored`.
  @inlinable
  package init(keepAlive: AnyObject? = nil, preparing prepare: @escaping (@escaping Sink, Interruption) -> Start) {
    self.keepAlive = keepAlive
    self.prepare = prepare
    self.observed = nil
    self.observedStart = .attach
  }

  /// Creates a producer that observes `core` (see `init(observing:keepAlive:)`),
  /// or a replay's producer (`ReplayedSource.producer`). `prepare` must hold
  /// `core` for as long as the producer lives.
  @inlinable
  init(
    observed core: SignalCore<Value, Failure>, start: ObservedStart, keepAlive: AnyObject?,
    preparing prepare: @escaping (@escaping Sink, Interruption) -> Start
  ) {
    self.keepAlive = keepAlive
    self.prepare = prepare
    self.observed = Unmanaged.passUnretained(core)
    self.observedStart = start
  }

  /// Prepares a start that delivers to `sink`; nothing runs until `run()`.
  @inlinable
  package func instantiate(_ sink: @escaping Sink, interruption: Interruption = .delivered) -> Start {
    prepare(sink, interruption)
  }

  /// Starts the work for `sink`; returns the disposable that cancels it
  /// (cancelling delivers `.interrupted` before it returns, unless
  /// `interruption` is `.ignored`).
  @discardableResult
  @inlinable
  package func start(_ sink: @escaping Sink, interruption: Interruption = .delivered) -> any DisposableCore {
    if let observed,
      observedStart != .attachOnceHandedOver || observed._withUnsafeGuaranteedRef({ $0.countsFaces })
    {
      return observed._withUnsafeGuaranteedRef { core in
        let slot = ObserverSlot(core: core, interruptsOnDispose: interruption == .delivered, sink: sink)
        core.attach(slot, replayingLatest: replaysLatest)
        return slot
      }
    }
    let start = prepare(sink, interruption)
    start.run()
    return start.cancel
  }

  /// Starts for an observer that ignores every event (ReactiveSwift's
  /// `start()`): as `start` with a sink that does nothing, through the
  /// producer's cheaper start when it has one (`DiscardingStart`, which a
  /// replay's producer keeps alive in place of its lifetime token: a stored
  /// property of its own in every producer moved the code layout of B3,
  /// docs/Benchmarks.md). Only a replay's producer has one, and
  /// `observedStart` says so first: every other `start()` pays a byte
  /// compare, not a dynamic cast.
  @discardableResult
  @inlinable
  package func startDiscardingEvents() -> any DisposableCore {
    guard observedStart == .attachOnceHandedOver, let discarding = keepAlive as? DiscardingStart<Value, Failure>
    else { return start({ _ in }) }
    let start = discarding.start()
    start.run()
    return start.cancel
  }

  /// Starts for a sink that ignores `.interrupted` (a classic subscriber).
  @discardableResult
  @inlinable
  package func startIgnoringInterruption(_ sink: @escaping Sink) -> any DisposableCore {
    start(sink, interruption: .ignored)
  }
}

// Safety: both stored properties are immutable after init.
extension Producer: @unchecked Sendable {}

extension Producer {
  /// A producer whose start handler receives the start's input and lifetime.
  ///
  /// Each start delivers through its own `UnicastCore`, so events are
  /// serialized and follow the grammar whatever the handler does; the
  /// lifetime is disposed right after the start's terminal event, or when the
  /// start is disposed.
  @inlinable
  package convenience init(
    startHandler: @escaping (_ input: @escaping Sink, _ lifetime: CompositeDisposableCore) -> Void
  ) {
    self.init(preparing: { sink, interruption in
      Producer.unicastStart(sink, interruption) { core, lifetime in startHandler(core.send, lifetime) }
    })
  }

  /// A producer whose start handler also receives a values-only entry to the
  /// start's input: `sendValue(value)` is `input(.value(value))` in one call
  /// instead of two, for a face whose subscriber keeps a `(Value) -> Void`
  /// (RACClassic's `createSignal` subscriber, B3 in docs/Benchmarks.md).
  @inlinable
  package convenience init(
    valueStartHandler startHandler:
      @escaping (
        _ sendValue: @escaping (Value) -> Void, _ input: @escaping Sink, _ lifetime: CompositeDisposableCore
      ) -> Void
  ) {
    self.init(preparing: { sink, interruption in
      Producer.unicastStart(sink, interruption) { core, lifetime in
        startHandler({ core.send(.value($0)) }, core.send, lifetime)
      }
    })
  }

  /// One start delivering through its own `UnicastCore`, with a lifetime
  /// disposed right after the terminal event or when the start is disposed;
  /// `run` is the start's work, skipped if it was disposed first.
  ///
  /// The core, which holds `sink`, is held by the input `run` hands out. The
  /// cancel is the core itself when `interruption` is `.delivered` (disposing
  /// must reach the observer with `.interrupted`); when it is `.ignored`, a
  /// `UnicastCancel` that holds the core weakly, so a start whose handler let
  /// go of its input lets go of its observer (issue 19 item 7).
  @inlinable
  static func unicastStart(
    _ sink: @escaping Sink, _ interruption: Interruption,
    _ run: @escaping (UnicastCore<Value, Failure>, CompositeDisposableCore) -> Void
  ) -> Start {
    let core = UnicastCore<Value, Failure>(sink)
    let lifetime = CompositeDisposableCore()
    core.addTerminationDisposable(lifetime)
    let work = {
      guard !core.hasTerminated else { return }
      run(core, lifetime)
    }
    switch interruption {
    case .delivered: return (core, work)
    case .ignored: return (UnicastCancel(core, lifetime), work)
    }
  }

  /// A producer that observes a hot signal: each start attaches one
  /// observer, and disposing it detaches the observer (with `.interrupted`
  /// unless the start ignores it). With `replayingLatest`, each start first
  /// hears the value `core` (made by `SignalCore.init(latest:)`) delivered
  /// last, in the same step as it attaches: a property's producer.
  @inlinable
  package convenience init(
    observing core: SignalCore<Value, Failure>, replayingLatest: Bool = false, keepAlive: AnyObject? = nil
  ) {
    self.init(
      observed: core,
      start: replayingLatest ? .attachReplayingLatest : .attach,
      keepAlive: keepAlive,
      preparing: { sink, interruption in
        // A prepared start holds `keepAlive` (the signal's face) until it
        // has attached: under ReactiveSwift's rule a signal whose last face
        // goes while nobody observes it ends, and the producer that held the
        // face may be let go of between the preparation and the run (a
        // replay lets go of its source producer once it prepared its start).
        guard replayingLatest else {
          let start = Producer.observingStart(core, keepAlive: keepAlive, interruption: interruption, sink: sink)
          return (start.slot, start.run)
        }
        let slot = ObserverSlot(core: core, interruptsOnDispose: interruption == .delivered, sink: sink)
        return (slot, { withExtendedLifetime(keepAlive) { _ = core.attach(slot, replayingLatest: true) } })
      })
  }

  /// A prepared start of a producer made by `init(observing:)` without
  /// `replayingLatest`: the slot that observes `core` once `run` attaches
  /// it, holding `keepAlive` until then.
  @inlinable
  static func observingStart(
    _ core: SignalCore<Value, Failure>, keepAlive: AnyObject?, interruption: Interruption, sink: @escaping Sink
  ) -> (slot: ObserverSlot<Value, Failure>, run: () -> Void) {
    let slot = ObserverSlot(startingOn: core, interruptsOnDispose: interruption == .delivered, sink: sink)
    guard let keepAlive else { return (slot, { slot.run() }) }
    return (slot, { withExtendedLifetime(keepAlive) { slot.run() } })
  }

  /// `instantiate` for a producer made by `init(observing:)` without
  /// `replayingLatest`, with the observed signal and the slot that will
  /// observe it typed (a replay offers to take over that signal's input,
  /// `ReplayedSource.startSource`); `nil` for any other producer.
  @inlinable
  package func instantiateObserving(
    _ sink: @escaping Sink, interruption: Interruption
  ) -> (signal: SignalCore<Value, Failure>, slot: ObserverSlot<Value, Failure>, run: () -> Void)? {
    guard observedStart == .attach, let observed else { return nil }
    let signal = observed.takeUnretainedValue()
    let start = Producer.observingStart(signal, keepAlive: keepAlive, interruption: interruption, sink: sink)
    return (signal, start.slot, start.run)
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
    Producer(preparing: { sink, interruption in makeProducer().instantiate(sink, interruption: interruption) })
  }
}

/// What a producer with a cheaper start for an observer that ignores every
/// event keeps alive (`Producer.keepAlive`): that start, and what the
/// producer must keep alive besides (a replay's lifetime token, rule 10).
/// A replay's: its subscriber's slot then has no sink
/// (`ReplayedSource.producer`).
@usableFromInline
package final class DiscardingStart<Value, Failure: Error> {
  @usableFromInline
  let keepAlive: AnyObject
  @usableFromInline
  let start: () -> Producer<Value, Failure>.Start

  @inlinable
  package init(keepAlive: AnyObject, start: @escaping () -> Producer<Value, Failure>.Start) {
    self.keepAlive = keepAlive
    self.start = start
  }
}

// Safety: immutable; the start is thread-safe (a replay's subscription).
extension DiscardingStart: @unchecked Sendable {}
