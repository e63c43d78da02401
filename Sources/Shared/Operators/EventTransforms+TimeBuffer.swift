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
  /// scheduler; an interruption is passed on at once.
  ///
  /// Traps when `interval` is not positive.
  @usableFromInline
  package static func collect<Value, Failure>(
    every interval: TimeInterval, on scheduler: any DateSchedulerCore, skipEmpty: Bool, discardWhenCompleted: Bool
  ) -> CancellingEventTransform<Value, Failure, [Value], Failure> {
    requirePositive(interval, "collect interval")
    requireWaitingScheduler(scheduler, "collect(every:on:)")
    return { sink, lifetime in
      let output = TimedOutput(sink, lifetime)
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
      func end(_ event: SignalEvent<[Value], Failure>, batch: [Value]?) {
        if case .completed = event, let batch, !batch.isEmpty { output.core.send(.value(batch)) }
        output.finish(event, .immediately, on: scheduler)
      }
      return { event in
        guard case .value(let value) = event else {
          timer.inner = nil
          if case .interrupted = event { return output.send(.interrupted) }
          guard case .forward(let batch) = state.withLock({ $0.end(event.terminal()) }) else { return }
          return end(event.terminal(), batch: batch)
        }
        let generation: Int? = state.withLock { state in
          let isFirst = state.pending.isEmpty
          state.pending.append(value)
          return isFirst ? state.pending.generation : nil
        }
        guard let generation else { return }
        timer.inner = scheduler.schedule(afterInterval: interval) {
          guard let batch = state.withLock({ $0.fire(generation: generation) }) else { return }
          output.core.send(.value(batch))
          if let deferred = state.withLock({ $0.fired() }) { end(deferred.event, batch: deferred.batch) }
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

/// `bufferWithTime`'s state: the batch waiting, and whether a timer is
/// between taking the batch and sending it. An end arriving in that window
/// must not overtake the batch, so it is left to the timer to forward after
/// it (debounce's `DebounceState` does the same for one value).
@usableFromInline
struct TimeBufferState<Value, Failure: Error> {
  /// What to do with the source's end.
  enum EndAction {
    /// Forward it now, after `batch` (sent on completion only).
    case forward(batch: [Value]?)
    /// A timer is sending its batch; it forwards the end afterwards.
    case deferred
  }

  var pending = PendingBatch<Value>()
  private var firing = false
  private var deferred: (event: SignalEvent<[Value], Failure>, batch: [Value]?)?

  mutating func fire(generation: Int) -> [Value]? {
    guard generation == pending.generation, !pending.isEmpty else { return nil }
    firing = true
    return pending.take()
  }

  mutating func fired() -> (event: SignalEvent<[Value], Failure>, batch: [Value]?)? {
    firing = false
    defer { deferred = nil }
    return deferred
  }

  mutating func end(_ event: SignalEvent<[Value], Failure>) -> EndAction {
    let batch = pending.isEmpty ? nil : pending.take()
    guard firing else { return .forward(batch: batch) }
    deferred = (event, batch)
    return .deferred
  }
}
