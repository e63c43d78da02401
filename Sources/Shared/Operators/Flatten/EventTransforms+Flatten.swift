extension EventTransforms {
  /// Flattens each value into an inner producer and merges, concatenates,
  /// switches between or races them (`flattenMap`/`merge`/`concat`/
  /// `flatten:`/`switchToLatest` in RACClassic, `flatMap(_:)`/`flatten(_:)`
  /// in RACModern).
  ///
  /// The inner producers may deliver on any thread; a per-start `UnicastCore`
  /// serializes what goes downstream. A failure or interruption of the outer,
  /// or a failure of any counted inner, ends the whole start, and ending it
  /// disposes the outer and every inner subscription. An inner that is
  /// interrupted by itself (say, it observes a signal that has already ended)
  /// counts as completed, as in RAC4; in a race, and in a throttle, the
  /// running inner's interruption is passed on, as in ReactiveSwift.
  @inlinable
  package static func flatten<Value, Failure, Inner>(
    _ strategy: FlattenMode,
    _ innerProducer: @escaping (Value) -> Producer<Inner, Failure>
  ) -> CancellingEventTransform<Value, Failure, Inner, Failure> {
    { sink, lifetime in
      FlattenStart(strategy: strategy, sink: sink, lifetime: lifetime, innerProducer: innerProducer).outerSink
    }
  }
}

/// The state of one flatten start.
///
/// Inlinable so that a client specializes it: every inner value goes through
/// `innerSink` and `output.send`, and run as unspecialized generic code those
/// cost about a microsecond per value in metadata work alone.
@usableFromInline
final class FlattenStart<Value, Failure: Error, Inner> {
  @usableFromInline
  typealias Machine = FlattenStateMachine<Producer<Inner, Failure>>

  /// The flatten machine and what cancels each running inner.
  @usableFromInline
  struct State {
    @usableFromInline
    var machine: Machine
    /// The running inners by id (all but latest's); `nil` once the start is
    /// disposed. Kept here, under the lock the machine needs anyway, rather
    /// than in the start's lifetime, which would cost two more locks and a
    /// linear removal per inner.
    @usableFromInline
    var inners: [Int: any DisposableCore]? = [:]
    /// What makes an inner of each outer value; `nil` once the outer has
    /// ended or the start is disposed, so that what it captures (often the
    /// inners' own sources, which hold this start through their observers)
    /// is not kept alive by the inners still running.
    @usableFromInline
    var innerProducer: ((Value) -> Producer<Inner, Failure>)?

    @inlinable
    init(machine: Machine, innerProducer: @escaping (Value) -> Producer<Inner, Failure>) {
      self.machine = machine
      self.innerProducer = innerProducer
    }

    /// Takes the inner producer out, leaving `nil`: the caller releases it
    /// after the lock, since that can run a captured object's `deinit`.
    @inlinable
    mutating func takeInnerProducer() -> ((Value) -> Producer<Inner, Failure>)? {
      defer { innerProducer = nil }
      return innerProducer
    }

    /// Keeps what cancels inner `id`; `false` if it must not run (the start
    /// is disposed, or another inner already won the race).
    @inlinable
    mutating func register(_ id: Int, _ cancel: any DisposableCore) -> Bool {
      guard machine.mayStart(id) else { return false }
      return (inners?[id] = cancel) != nil
    }

    /// Inner `id`'s first event in a race: whether it counts, and the losers
    /// to dispose if it just won.
    @inlinable
    mutating func claim(_ id: Int) -> (counts: Bool, losers: [any DisposableCore]) {
      switch machine.claim(id) {
      case .lost: return (false, [])
      case .winner: return (true, [])
      case .won:
        let losers = (inners ?? [:]).filter { $0.key != id }.sorted { $0.key < $1.key }.map(\.value)
        inners = inners?.filter { $0.key == id }
        return (true, losers)
      }
    }
  }

  @usableFromInline
  let state: LockedState<State>
  @usableFromInline
  let output: UnicastCore<Inner, Failure>
  @usableFromInline
  let lifetime: CompositeDisposableCore
  /// Latest runs one inner at a time; replacing it disposes the old one.
  @usableFromInline
  let serial = SerialDisposableCore(policy: .disposeReplaced)
  /// The machine's rules for the inners, read once: how their events reach
  /// downstream (`FlattenStateMachine.InnerRule`: the latest and race
  /// rules), what an inner's own interruption means
  /// (`innerInterruptionEndsTheWhole`), and whether inners start in a loop.
  @usableFromInline
  let rule: Machine.InnerRule
  @usableFromInline
  let innerInterruptionEndsTheWhole: Bool
  @usableFromInline
  let loops: Bool

  @inlinable
  init(
    strategy: FlattenMode,
    sink: @escaping EventSink<Inner, Failure>,
    lifetime: CompositeDisposableCore,
    innerProducer: @escaping (Value) -> Producer<Inner, Failure>
  ) {
    let machine = Machine(strategy: strategy)
    state = LockedState.make(State(machine: machine, innerProducer: innerProducer))
    rule = machine.innerRule
    innerInterruptionEndsTheWhole = machine.innerInterruptionEndsTheWhole
    loops = machine.loops
    self.lifetime = lifetime
    output = UnicastCore(sink)
    output.addTerminationDisposable(lifetime)
    // Disposing the start interrupts downstream before the inners go: once
    // the outer has completed, nothing else would tell the observer, and an
    // inner's interruption counts as its completion. Weakly: `output` holds
    // `lifetime` until it ends.
    lifetime.add(WeakDisposableCore(output))
    switch rule {
    case .newestOnly:
      lifetime.add(serial)
      lifetime.add { [state] in _ = state.withLock { $0.takeInnerProducer() } }
    case .everyInner, .firstToSend: lifetime.add { [state] in Self.disposeInners(state) }
    }
  }

  /// Disposes every running inner, oldest first, refuses later ones and lets
  /// the inner producer go.
  @inlinable
  static func disposeInners(_ state: LockedState<State>) {
    let (inners, innerProducer) = state.withLock { state in
      defer { state.inners = nil }
      return (state.inners ?? [:], state.takeInnerProducer())
    }
    for id in inners.keys.sorted() { inners[id]?.dispose() }
    _ = innerProducer
  }

  @inlinable
  var outerSink: EventSink<Value, Failure> {
    { [self] event in
      switch event {
      case .value(let value):
        // Taken under the lock, called outside it (it is user code): a
        // disposal meanwhile leaves this value its inner producer, and the
        // inner is refused when it would start. `nil` only once disposed:
        // the outer delivers serially, so no value follows its completion.
        guard let innerProducer = state.withLock({ $0.innerProducer }) else { return }
        let producer = innerProducer(value)
        perform(state.withLock { $0.machine.outerValue(producer) })
      case .completed:
        // No outer value comes after this: let the inner producer go (after
        // the lock) while the inners run on.
        let (action, innerProducer) = state.withLock { ($0.machine.outerCompleted(), $0.takeInnerProducer()) }
        perform(action)
        _ = innerProducer
      case .failed, .interrupted:
        output.send(event.terminal())
      }
    }
  }

  @inlinable
  func perform(_ action: Machine.Action) {
    switch action {
    case .none: break
    case .complete: output.send(.completed)
    case .start(let producer, let id): startLoop(producer, id: id)
    }
  }

  @inlinable
  func startLoop(_ producer: Producer<Inner, Failure>, id: Int) {
    // Only a limited concurrent flatten offers starts to a running loop: the
    // others skip the lock round `next` costs.
    var stopped = !loops
    Trampoline.drain((producer, id), next: { stopped ? nil : state.withLock { $0.machine.nextStart() } }) {
      producer, id in
      let start = producer.instantiate(sink(id))
      guard keep(start.cancel, id) else {
        stopped = true
        return start.cancel.dispose()
      }
      start.run()
    }
  }

  /// The sink of inner `id`, by the machine's rule.
  @inlinable
  func sink(_ id: Int) -> EventSink<Inner, Failure> {
    switch rule {
    case .everyInner: innerSink(id)
    case .newestOnly: newestSink(id)
    case .firstToSend: raceSink(id)
    }
  }

  /// Keeps what cancels inner `id`, by the machine's rule: the newest
  /// replaces (and disposes) the previous one; the others are registered.
  /// `false` when it must not run.
  @inlinable
  func keep(_ cancel: any DisposableCore, _ id: Int) -> Bool {
    switch rule {
    case .newestOnly:
      serial.inner = cancel
      return true
    case .everyInner, .firstToSend:
      return state.withLock { $0.register(id, cancel) }
    }
  }

  /// The sink of an inner whose events all go downstream.
  @inlinable
  func innerSink(_ id: Int) -> EventSink<Inner, Failure> {
    { [self] event in
      switch event {
      case .value, .failed: output.send(event)
      case .interrupted, .completed: innerEnded(event, id)
      }
    }
  }

  /// The sink of a latest inner: its values and failure go downstream only
  /// while it is the newest.
  @inlinable
  func newestSink(_ id: Int) -> EventSink<Inner, Failure> {
    { [self] event in
      switch event {
      case .value, .failed: if state.withLock({ $0.machine.isCurrent(id) }) { output.send(event) }
      case .interrupted, .completed: innerEnded(event, id)
      }
    }
  }

  /// Inner `id` completed, or was interrupted.
  @inlinable
  func innerEnded(_ event: SignalEvent<Inner, Failure>, _ id: Int) {
    // Interrupted by the start's own disposal: nothing more to do.
    // Interrupted by itself: what the machine says (a completion, or the end
    // of the whole).
    if case .interrupted = event {
      if lifetime.isDisposed { return }
      if innerInterruptionEndsTheWhole { return output.send(.interrupted) }
    }
    innerCompleted(id)
  }

  @inlinable
  func innerCompleted(_ id: Int) {
    perform(
      state.withLock { state in
        state.inners?[id] = nil
        return state.machine.innerCompleted(id)
      })
  }

  /// A race inner's sink: its first event decides whether it won (the
  /// losers are disposed then); a loser's events are dropped.
  @inlinable
  func raceSink(_ id: Int) -> EventSink<Inner, Failure> {
    var counts = false
    return { [self] event in
      if !counts {
        let claim = state.withLock { $0.claim(id) }
        guard claim.counts else { return }
        counts = true
        for loser in claim.losers { loser.dispose() }
      }
      switch event {
      case .value, .failed: output.send(event)
      case .interrupted, .completed: innerEnded(event, id)
      }
    }
  }
}

// Safety: the machine and the inners are only touched under the lock of
// `state`; the rest is immutable or thread-safe, and a race sink's `counts`
// is touched only by its inner's serialized deliveries.
extension FlattenStart: @unchecked Sendable {}
