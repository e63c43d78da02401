extension EventTransforms {
  /// Flattens each value into an inner producer and merges, concatenates or
  /// switches between them (`flattenMap`/`merge`/`concat`/`switchToLatest`
  /// in RACClassic, `flatMap(_:)`/`flatten(_:)` in RACModern).
  ///
  /// The inner producers may deliver on any thread; a per-start `UnicastCore`
  /// serializes what goes downstream. A failure or interruption of the outer
  /// or of any counted inner ends the whole start, and ending it disposes the
  /// outer and every inner subscription.
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

  /// The flatten machine and what cancels each running merge inner.
  @usableFromInline
  struct State {
    @usableFromInline
    var machine: Machine
    /// The running merge inners by id; `nil` once the start is disposed.
    /// Kept here, under the lock the machine needs anyway, rather than in the
    /// start's lifetime, which would cost two more locks and a linear removal
    /// per inner.
    @usableFromInline
    var inners: [Int: any DisposableCore]? = [:]

    @inlinable
    init(machine: Machine) { self.machine = machine }
  }

  @usableFromInline
  let state: LockedState<State>
  @usableFromInline
  let output: UnicastCore<Inner, Failure>
  @usableFromInline
  let lifetime: CompositeDisposableCore
  /// Concat and latest run one inner at a time; replacing it disposes the old one.
  @usableFromInline
  let serial = SerialDisposableCore(policy: .disposeReplaced)
  @usableFromInline
  let innerProducer: (Value) -> Producer<Inner, Failure>
  @usableFromInline
  let strategy: FlattenMode

  @inlinable
  init(
    strategy: FlattenMode,
    sink: @escaping EventSink<Inner, Failure>,
    lifetime: CompositeDisposableCore,
    innerProducer: @escaping (Value) -> Producer<Inner, Failure>
  ) {
    state = LockedState.make(State(machine: Machine(strategy: strategy)))
    self.strategy = strategy
    self.lifetime = lifetime
    self.innerProducer = innerProducer
    output = UnicastCore(sink)
    output.addTerminationDisposable(lifetime)
    if strategy == .merge {
      lifetime.add { [state] in Self.disposeInners(state) }
    } else {
      lifetime.add(serial)
    }
  }

  /// Disposes every running merge inner, oldest first, and refuses later ones.
  @inlinable
  static func disposeInners(_ state: LockedState<State>) {
    let inners = state.withLock { state in
      defer { state.inners = nil }
      return state.inners ?? [:]
    }
    for id in inners.keys.sorted() { inners[id]?.dispose() }
  }

  @inlinable
  var outerSink: EventSink<Value, Failure> {
    { [self] event in
      switch event {
      case .value(let value):
        let producer = innerProducer(value)
        perform(state.withLock { $0.machine.outerValue(producer) })
      case .completed:
        perform(state.withLock { $0.machine.outerCompleted() })
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

  /// Starts `producer`, then, for concat, every start offered while it ran
  /// (the machine's trampoline), one after another on this thread.
  @inlinable
  func startLoop(_ producer: Producer<Inner, Failure>, id: Int) {
    var next: (Producer<Inner, Failure>, Int)? = (producer, id)
    while let (producer, id) = next {
      let start = producer.instantiate(innerSink(id))
      if strategy == .merge {
        let accepted = state.withLock { ($0.inners?[id] = start.cancel) != nil }
        if !accepted { start.cancel.dispose() }
      } else {
        serial.inner = start.cancel
      }
      start.run()
      // Only concat offers starts to a running loop: merge and latest skip
      // the lock round it costs.
      guard strategy == .concat else { return }
      next = state.withLock { $0.machine.nextStart() }
    }
  }

  @inlinable
  func innerSink(_ id: Int) -> EventSink<Inner, Failure> {
    { [self] event in
      switch event {
      case .value, .failed, .interrupted:
        if strategy != .latest || state.withLock({ $0.machine.isCurrent(id) }) { output.send(event) }
      case .completed:
        perform(
          state.withLock { state in
            state.inners?[id] = nil
            return state.machine.innerCompleted(id)
          })
      }
    }
  }
}

// Safety: the machine and the inners are only touched under the lock of
// `state`; the rest is immutable or thread-safe.
extension FlattenStart: @unchecked Sendable {}
