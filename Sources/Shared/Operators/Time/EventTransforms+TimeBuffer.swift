import Foundation

extension EventTransforms {
  /// Collects values into arrays sent every `interval` on `scheduler`
  /// (ReactiveSwift's `collect(every:on:skipEmpty:discardWhenCompleted:)`).
  ///
  /// A repeating timer starts with each start; each tick sends the values
  /// collected since the last one (an empty array too, unless `skipEmpty`).
  /// On completion, `discardWhenCompleted` drops what was collected and
  /// completes through the scheduler; otherwise the next tick sends it, then
  /// completes. A failure drops what was collected and goes through the
  /// scheduler; an interruption goes as `semantics` says (at once for
  /// RACModern's spelling, through the scheduler for ReactiveSwift's).
  ///
  /// Traps when `interval` is not positive.
  @usableFromInline
  package static func collect<Value, Failure>(
    every interval: TimeInterval, on scheduler: any DateSchedulerCore, skipEmpty: Bool, discardWhenCompleted: Bool,
    semantics: TimeSemantics
  ) -> CancellingEventTransform<Value, Failure, [Value], Failure> {
    requirePositive(interval, "collect interval")
    requireWaitingScheduler(scheduler, "collect(every:on:)")
    return { sink, lifetime in
      let output = TimedOutput(sink, lifetime, interruptingOn: semantics.interruptionScheduler(scheduler))
      let state = LockedState.make((values: [Value](), completed: false))
      let timer = SerialDisposableCore(policy: .disposeReplaced)
      lifetime.add(timer)
      timer.inner = scheduler.schedule(
        after: scheduler.currentDate.addingTimeInterval(interval), repeatingEvery: interval, leeway: 0
      ) {
        let (values, completed) = state.withLock { state in
          defer { state.values = [] }
          return (state.values, state.completed)
        }
        if !(values.isEmpty && skipEmpty) { output.core.send(.value(values)) }
        if completed { output.core.send(.completed) }
      }
      return { event in
        switch event {
        case .value(let value):
          state.withLock { $0.values.append(value) }
        case .completed where !discardWhenCompleted:
          state.withLock { $0.completed = true }
        case .completed, .failed, .interrupted:
          timer.dispose()
          state.withLock { $0.values = [] }
          output.finish(event.terminal(), .onScheduler, on: scheduler)
        }
      }
    }
  }

  /// RAC2's `-bufferWithTime:onScheduler:`: the first value of a batch starts
  /// a timer of `interval`; when it fires the batch is sent as one array. On
  /// completion the batch still waiting is sent at once, then the
  /// completion; a failure drops it and is forwarded at once.
  ///
  /// Traps when `interval` is negative or the scheduler runs actions inline.
  @usableFromInline
  package static func buffer<Value, Failure>(
    every interval: TimeInterval, on scheduler: any DateSchedulerCore
  ) -> CancellingEventTransform<Value, Failure, [Value], Failure> {
    requireNonNegative(interval, "bufferWithTime interval")
    requireWaitingScheduler(scheduler, "bufferWithTime")
    return { sink, lifetime in
      let output = TimedOutput(sink, lifetime)
      let timer = SerialDisposableCore(policy: .disposeReplaced)
      lifetime.add(timer)
      let state = LockedState.make(TimeBufferState<Value, Failure>())
      // Sends `first`, then what was offered while it went out (see
      // `TimeBufferState`).
      func drain(_ first: TimeBufferState<Value, Failure>.Output?) {
        Trampoline.drain(first, next: { state.withLock { $0.outputs.next() } }) { item in
          switch item {
          case .batch(let batch):
            output.core.send(.value(batch))
          case .end(let event, let batch):
            if case .completed = event, let batch { output.core.send(.value(batch)) }
            output.finish(event, .immediately, on: scheduler)
          }
        }
      }
      return { event in
        guard case .value(let value) = event else {
          timer.inner = nil
          if case .interrupted = event { return output.send(.interrupted) }
          return drain(state.withLock { $0.end(event.terminal()) })
        }
        let generation: Int? = state.withLock { state in
          let isFirst = state.pending.isEmpty
          state.pending.append(value)
          return isFirst ? state.pending.generation : nil
        }
        guard let generation else { return }
        timer.inner = scheduler.schedule(afterInterval: interval) {
          drain(state.withLock { $0.fire(generation: generation) })
        }
      }
    }
  }
}

/// The values a time buffer holds back, with a generation so that a timer
/// of a batch already sent cannot send the next one early.
@usableFromInline
struct PendingBatch<Value> {
  private(set) var values: [Value] = []
  private(set) var generation = 0

  var isEmpty: Bool { values.isEmpty }

  mutating func append(_ value: Value) {
    if values.isEmpty { generation += 1 }
    values.append(value)
  }

  mutating func take() -> [Value] {
    defer { values = [] }
    return values
  }
}

/// `bufferWithTime`'s state: the batch waiting, and what goes downstream in
/// order. A timer takes its batch under the lock and sends it from a
/// scheduler thread; an end arriving meanwhile must not overtake it, so both
/// are offered to the engine's drain loop (`Trampoline`), as debounce's
/// `DebounceState` does.
@usableFromInline
struct TimeBufferState<Value, Failure: Error> {
  /// What goes downstream.
  enum Output {
    case batch([Value])
    /// The source's end, with the batch then waiting (sent on completion
    /// only).
    case end(SignalEvent<[Value], Failure>, batch: [Value]?)
  }

  var pending = PendingBatch<Value>()
  /// The sends, and whether a thread is making them.
  var outputs = Trampoline<Output>()

  /// The timer of `generation` fired: offers its batch if it is still the
  /// one waiting. A non-`nil` result makes the caller the drainer.
  mutating func fire(generation: Int) -> Output? {
    guard generation == pending.generation, !pending.isEmpty else { return nil }
    return outputs.offer(.batch(pending.take()))
  }

  /// The source ended with `event`: offers it with the batch waiting.
  mutating func end(_ event: SignalEvent<[Value], Failure>) -> Output? {
    outputs.offer(.end(event, batch: pending.isEmpty ? nil : pending.take()))
  }
}
