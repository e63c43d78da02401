extension Producer {
  /// The newest value of every source, each time one sends, once all have
  /// sent (`combineLatest`). Fails or is interrupted as soon as one source
  /// is; an empty list completes at once.
  @inlinable
  package static func combineLatest(_ sources: [Producer], order: StartOrder) -> Producer<[Value], Failure> {
    combining(sources, order: order, machine: CombineLatestStateMachine<Value>(count: sources.count)) {
      machine, event, index in
      switch event {
      case .value(let value):
        switch machine.value(value, at: index) {
        case .none: return []
        case .send(let values): return [.value(values)]
        case .complete: return [.completed]
        }
      case .completed:
        if case .complete = machine.completed(at: index) { return [.completed] }
        return []
      case .failed, .interrupted:
        return [event.terminal()]
      }
    }
  }

  /// The n-th values of every source together (`zip`). Fails or is
  /// interrupted as soon as one source is; an empty list completes at once.
  @inlinable
  package static func zip(_ sources: [Producer], order: StartOrder) -> Producer<[Value], Failure> {
    combining(sources, order: order, machine: ZipStateMachine<Value>(count: sources.count)) { machine, event, index in
      switch event {
      case .value(let value):
        switch machine.value(value, at: index) {
        case .none: return []
        case .send(let values): return [.value(values)]
        case .sendThenComplete(let values): return [.value(values), .completed]
        case .complete: return [.completed]
        }
      case .completed:
        if case .complete = machine.completed(at: index) { return [.completed] }
        return []
      case .failed, .interrupted:
        return [event.terminal()]
      }
    }
  }

  /// Starts every source in `order` and feeds their events through
  /// `machine` under a lock; what `step` returns goes downstream, outside
  /// the lock, through the start's serializing core.
  @inlinable
  static func combining<Machine>(
    _ sources: [Producer],
    order: StartOrder,
    machine: Machine,
    step: @escaping (inout Machine, Event, Int) -> [SignalEvent<[Value], Failure>]
  ) -> Producer<[Value], Failure> {
    Producer<[Value], Failure> { input, lifetime in
      guard !sources.isEmpty else { return input(.completed) }
      let state = LockedState.make(machine)
      var starts: [Start] = []
      for (index, source) in sources.enumerated() {
        let start = source.instantiate { event in
          for output in state.withLock({ step(&$0, event, index) }) { input(output) }
        }
        lifetime.add(start.cancel)
        starts.append(start)
      }
      let indices = order == .receiverFirst ? Array(starts.indices) : starts.indices.reversed()
      for index in indices {
        if lifetime.isDisposed { return }
        starts[index].run()
      }
    }
  }
}

/// One of two value types, for pairing two sources through the list form.
@usableFromInline
package enum Either<First, Second> {
  case first(First)
  case second(Second)
}

extension Producer {
  /// `combineLatest` of this producer and `other`, as pairs.
  @inlinable
  package func combineLatest<Other>(
    with other: Producer<Other, Failure>, order: StartOrder
  ) -> Producer<(Value, Other), Failure> {
    Producer<Either<Value, Other>, Failure>.combineLatest(Self.sides(self, other), order: order)
      .lift(EventTransforms.map(Self.pair))
  }

  /// `zip` of this producer and `other`, as pairs.
  @inlinable
  package func zip<Other>(
    with other: Producer<Other, Failure>, order: StartOrder
  ) -> Producer<(Value, Other), Failure> {
    Producer<Either<Value, Other>, Failure>.zip(Self.sides(self, other), order: order)
      .lift(EventTransforms.map(Self.pair))
  }

  @inlinable
  static func sides<Other>(
    _ first: Producer, _ second: Producer<Other, Failure>
  ) -> [Producer<Either<Value, Other>, Failure>] {
    [
      first.lift(EventTransforms.map { .first($0) }),
      second.lift(EventTransforms.map { .second($0) }),
    ]
  }

  @inlinable
  static func pair<Other>(_ sides: [Either<Value, Other>]) -> (Value, Other) {
    guard case .first(let first) = sides[0], case .second(let second) = sides[1] else {
      impossibleTransition("combine", "sides out of place")
    }
    return (first, second)
  }
}
