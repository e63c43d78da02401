/// What `combineLatest` or `zip` of an empty list of sources does: RAC2
/// completes at once, as RAC4's and ReactiveSwift's producers do (those
/// sending their `emptySentinel` first, if given); RAC4's signals never send
/// anything; ReactiveSwift's signals are interrupted at once; ReactiveSwift's
/// property list forms without a sentinel have no result at all.
@usableFromInline
package enum EmptyCombination<Value> {
  /// Completes at once (RAC2; RAC4's and ReactiveSwift's producers without
  /// a sentinel).
  case completes
  /// Sends `sentinel`, then completes (ReactiveSwift's `emptySentinel:`).
  case sends(_ sentinel: [Value])
  /// Never sends anything (RAC 4.2.2's `Signal.combineLatest([])`,
  /// `Signal.zip([])`).
  case never
  /// No combination at all: only the forms with an optional result take it,
  /// and give `nil` (ReactiveSwift's `Property.combineLatest(_:)` and
  /// `Property.zip(_:)` without a sentinel).
  case absent
  /// Is interrupted at once (ReactiveSwift's `Signal.combineLatest([])`
  /// and `Signal.zip([])`: with no source to hold it, the signal's
  /// generator lets go of its observer, whose release interrupts it).
  case interrupted
}

extension Producer {
  /// The newest value of every source, each time one sends, once all have
  /// sent (`combineLatest`). Fails or is interrupted as soon as one source
  /// is; an empty list does what `whenEmpty` says.
  @inlinable
  package static func combineLatest(
    _ sources: [Producer], order: StartOrder, whenEmpty: EmptyCombination<Value> = .completes
  ) -> Producer<[Value], Failure> {
    combining(
      sources, order: order, whenEmpty: whenEmpty, machine: CombineLatestStateMachine<Value>(count: sources.count))
  }

  /// The n-th values of every source together (`zip`). Fails or is
  /// interrupted as soon as one source is; an empty list does what
  /// `whenEmpty` says.
  @inlinable
  package static func zip(
    _ sources: [Producer], order: StartOrder, whenEmpty: EmptyCombination<Value> = .completes
  ) -> Producer<[Value], Failure> {
    combining(sources, order: order, whenEmpty: whenEmpty, machine: ZipStateMachine<Value>(count: sources.count))
  }

  /// `combineLatest(_:order:whenEmpty:)`, or `nil` for an empty list when
  /// `whenEmpty` is `.absent`.
  @inlinable
  package static func combineLatest(
    orAbsent sources: [Producer], order: StartOrder, whenEmpty: EmptyCombination<Value>
  ) -> Producer<[Value], Failure>? {
    if sources.isEmpty, case .absent = whenEmpty { return nil }
    return combineLatest(sources, order: order, whenEmpty: whenEmpty)
  }

  /// `zip(_:order:whenEmpty:)`, or `nil` for an empty list when `whenEmpty`
  /// is `.absent`.
  @inlinable
  package static func zip(
    orAbsent sources: [Producer], order: StartOrder, whenEmpty: EmptyCombination<Value>
  ) -> Producer<[Value], Failure>? {
    if sources.isEmpty, case .absent = whenEmpty { return nil }
    return zip(sources, order: order, whenEmpty: whenEmpty)
  }

  /// Starts every source in `order` and feeds their events through
  /// `machine` under a lock; what it asks for goes downstream outside the
  /// lock, in the order the lock saw it.
  ///
  /// The order needs the engine's drain loop (`Trampoline`): were each thread
  /// to send its own results after leaving the lock, a thread that stalls
  /// between the two would be overtaken (`combineLatest` sending `[2, 1]`
  /// after `[2, 2]`, `zip` completing before its last tuple). So results are
  /// offered under the lock, and whichever thread finds nobody draining
  /// delivers them all.
  @inlinable
  static func combining<Machine: CombiningMachine<Value>>(
    _ sources: [Producer], order: StartOrder, whenEmpty: EmptyCombination<Value>, machine: Machine
  ) -> Producer<[Value], Failure> {
    Producer<[Value], Failure> { input, lifetime in
      if sources.isEmpty {
        switch whenEmpty {
        case .completes: return input(.completed)
        case .sends(let sentinel):
          input(.value(sentinel))
          return input(.completed)
        case .never: return
        case .interrupted: return input(.interrupted)
        case .absent: programmerError("an empty list whose combination is absent has no producer (use orAbsent:)")
        }
      }
      let state = LockedState.make(CombiningState<Machine, Failure>(machine: machine))
      var starts: [Start] = []
      for (index, source) in sources.enumerated() {
        let start = source.instantiate { event in
          Trampoline.drain(
            state.withLock { $0.step(event, index) }, next: { state.withLock { $0.outputs.next() } }, input)
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

/// What a combining machine asks for after an input.
@usableFromInline
package enum CombiningAction<Value> {
  case none
  case send([Value])
  case sendThenComplete([Value])
  case complete
}

/// The state of a combining operator (`combineLatest`, `zip`) over a list of
/// sources: what each source's value or completion sends downstream.
@usableFromInline
package protocol CombiningMachine<Value> {
  associatedtype Value
  /// Source `index` sent `value`.
  mutating func value(_ value: Value, at index: Int) -> CombiningAction<Value>
  /// Source `index` completed.
  mutating func completed(at index: Int) -> CombiningAction<Value>
}

/// A combining operator's machine and the results it produced that are not
/// yet sent, with who is sending them.
@usableFromInline
struct CombiningState<Machine: CombiningMachine, Failure: Error> {
  @usableFromInline
  typealias Output = SignalEvent<[Machine.Value], Failure>

  @usableFromInline
  var machine: Machine
  /// The results to send, and whether a thread is sending them.
  @usableFromInline
  var outputs = Trampoline<Output>()

  @inlinable
  init(machine: Machine) { self.machine = machine }

  /// Feeds source `index`'s event to the machine and offers what it asks
  /// for; a failure or interruption of any source ends the whole. Returns
  /// the first result to send when the caller becomes the drainer (then it
  /// sends until `outputs.next()` is `nil`).
  @inlinable
  mutating func step(_ event: SignalEvent<Machine.Value, Failure>, _ index: Int) -> Output? {
    switch event {
    case .value(let value): return offer(machine.value(value, at: index))
    case .completed: return offer(machine.completed(at: index))
    case .failed, .interrupted: return outputs.offer(event.terminal())
    }
  }

  @inlinable
  mutating func offer(_ action: CombiningAction<Machine.Value>) -> Output? {
    switch action {
    case .none:
      return nil
    case .send(let values):
      return outputs.offer(.value(values))
    case .sendThenComplete(let values):
      let first = outputs.offer(.value(values))
      outputs.enqueue(.completed)
      return first
    case .complete:
      return outputs.offer(.completed)
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
