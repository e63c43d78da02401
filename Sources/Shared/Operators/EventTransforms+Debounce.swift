import Foundation

extension EventTransforms {
  /// Sends a value only once `interval` has passed without a newer one (RAC2
  /// `throttle:`, which is a debounce; RAC4 `debounce`).
  ///
  /// RAC2 and RAC4 differ at the end, so the caller names its `semantics`:
  /// RAC2 sends the value still waiting before completing and forwards the
  /// end at once; RAC4 drops that value and forwards the end through the
  /// scheduler. A failure always drops the waiting value. Traps when
  /// `interval` is negative.
  ///
  /// With `isDebounced` (RAC2's `-throttle:valuesPassingTest:`), only the
  /// values it accepts are held back; any other value drops the one waiting
  /// and is sent at once.
  @usableFromInline
  package static func debounce<Value, Failure>(
    _ interval: TimeInterval, on choice: SchedulerChoice, semantics: TimeSemantics,
    valuesPassing isDebounced: ((Value) -> Bool)? = nil
  ) -> CancellingEventTransform<Value, Failure, Value, Failure> {
    requireNonNegative(interval, "debounce interval")
    return { sink, lifetime in
      let output = TimedOutput(sink, lifetime)
      let scheduler = choice.resolver()
      let timer = SerialDisposableCore(policy: .disposeReplaced)
      lifetime.add(timer)
      let state = LockedState.make(DebounceState<Value, Failure>())
      func end(_ event: SignalEvent<Value, Failure>, waiting: Value?, on now: any DateSchedulerCore) {
        if semantics.flushesOnCompletion, case .completed = event, let waiting { output.core.send(.value(waiting)) }
        output.finish(event, semantics.terminals, on: now)
      }
      return { event in
        let now = scheduler()
        guard case .value(let value) = event else {
          timer.inner = nil
          if case .interrupted = event { return output.send(event) }
          guard case .forward(let waiting) = state.withLock({ $0.end(event) }) else { return }
          return end(event, waiting: waiting, on: now)
        }
        if let isDebounced, !isDebounced(value) {
          timer.inner = nil
          if state.withLock({ $0.passThrough(value) }) { output.core.send(.value(value)) }
          return
        }
        let generation = state.withLock { $0.pending.replace(with: value) }
        timer.inner = now.schedule(afterInterval: interval) {
          guard let value = state.withLock({ $0.fire(generation: generation) }) else { return }
          output.core.send(.value(value))
          while let deferred = state.withLock({ $0.fired() }) {
            for value in deferred.values { output.core.send(.value(value)) }
            if let last = deferred.end { end(last.event, waiting: last.waiting, on: now) }
          }
        }
      }
    }
  }

  /// Rate-limits values: at least `interval` passes between two values sent;
  /// of the values arriving meanwhile, the newest is sent when the interval
  /// ends (RAC4 `throttle`). The first value goes through the scheduler at
  /// once. A terminal event drops the waiting value and goes through the
  /// scheduler too. Traps when `interval` is negative.
  @usableFromInline
  package static func throttle<Value, Failure>(
    _ interval: TimeInterval, on scheduler: any DateSchedulerCore
  ) -> CancellingEventTransform<Value, Failure, Value, Failure> {
    requireNonNegative(interval, "throttle interval")
    return { sink, lifetime in
      let output = TimedOutput(sink, lifetime)
      let timer = SerialDisposableCore(policy: .disposeReplaced)
      lifetime.add(timer)
      let state = LockedState.make(ThrottleState<Value>())
      return { event in
        guard case .value(let value) = event else {
          timer.inner = nil
          state.withLock { $0.pending.clear() }
          return output.finish(event, .onScheduler, on: scheduler)
        }
        let (date, generation) = state.withLock {
          $0.arrived(value, now: scheduler.currentDate, interval: interval)
        }
        timer.inner = scheduler.schedule(after: date) {
          if let value = state.withLock({ $0.due(at: date, generation: generation) }) {
            output.core.send(.value(value))
          }
        }
      }
    }
  }
}

/// The value a debounce or throttle holds back, tagged with a generation so
/// that a timer replaced by a newer one cannot send.
@usableFromInline
package struct PendingValue<Value> {
  private var value: Value?
  private var generation = 0

  @usableFromInline
  package init() {}

  /// Holds `value` instead of any older one; returns its generation.
  @usableFromInline
  package mutating func replace(with value: Value) -> Int {
    self.value = value
    generation += 1
    return generation
  }

  /// Hands out the held value if `generation` is current (any, when `nil`).
  @usableFromInline
  package mutating func take(generation: Int?) -> Value? {
    if let generation, generation != self.generation { return nil }
    defer { value = nil }
    return value
  }

  /// Drops the held value.
  @usableFromInline
  package mutating func clear() {
    value = nil
    generation += 1
  }
}

/// Debounce's state: the value held back, and whether a timer is between
/// taking its value and sending it. An end arriving in that window must not
/// overtake the value (the timer runs on a scheduler thread, the end comes
/// from the source's), so it is left to the timer to forward after the value.
@usableFromInline
package struct DebounceState<Value, Failure: Error> {
  /// What to do with the source's end.
  @usableFromInline
  package enum EndAction {
    /// Forward it now, after `waiting` (the value still held back) if the
    /// semantics flush it.
    case forward(waiting: Value?)
    /// A timer is sending its value; it forwards the end afterwards.
    case deferred
  }

  /// What arrived while a timer was sending, for it to send afterwards.
  @usableFromInline
  package struct Deferred {
    /// Values that were not debounced (`valuesPassing`), in order.
    @usableFromInline
    package var values: [Value] = []
    /// The source's end, with the value then held back.
    @usableFromInline
    package var end: (event: SignalEvent<Value, Failure>, waiting: Value?)?
  }

  @usableFromInline
  package var pending = PendingValue<Value>()
  private var firing = false
  private var deferred = Deferred()

  @usableFromInline
  package init() {}

  /// The timer of `generation` fired: its value if it is still current; the
  /// caller sends it, then calls `fired()` until it returns `nil`.
  @usableFromInline
  package mutating func fire(generation: Int) -> Value? {
    guard let value = pending.take(generation: generation) else { return nil }
    firing = true
    return value
  }

  /// What the timer must send next, because it arrived while the timer was
  /// sending: values, then the end; `nil` (and the timer is done) when
  /// nothing did.
  @usableFromInline
  package mutating func fired() -> Deferred? {
    guard !deferred.values.isEmpty || deferred.end != nil else {
      firing = false
      return nil
    }
    defer { deferred = Deferred() }
    return deferred
  }

  /// A value that is not debounced arrived: drops the value held back;
  /// returns whether to send the new one now (else a timer sending its own
  /// value sends it afterwards, to keep the order).
  @usableFromInline
  package mutating func passThrough(_ value: Value) -> Bool {
    pending.clear()
    guard firing else { return true }
    deferred.values.append(value)
    return false
  }

  /// The source ended with `event` (completed or failed): takes the value
  /// held back, and defers the end while a timer is sending.
  @usableFromInline
  package mutating func end(_ event: SignalEvent<Value, Failure>) -> EndAction {
    let waiting = pending.take(generation: nil)
    guard firing else { return .forward(waiting: waiting) }
    deferred.end = (event, waiting)
    return .deferred
  }
}

/// RAC4 throttle's state: when the last value went out, and the value
/// waiting for its slot.
@usableFromInline
package struct ThrottleState<Value> {
  @usableFromInline
  package var pending = PendingValue<Value>()
  private var previousDate: Date?

  @usableFromInline
  package init() {}

  /// A value arrived at `now`: it waits for the slot `interval` after the
  /// previous send (or now, if that has passed). Returns that slot.
  @usableFromInline
  package mutating func arrived(_ value: Value, now: Date, interval: TimeInterval) -> (Date, Int) {
    let generation = pending.replace(with: value)
    let proposed = previousDate?.addingTimeInterval(interval) ?? now
    return (max(proposed, now), generation)
  }

  /// The slot at `date` came: hands out the waiting value and starts the
  /// next interval from `date`.
  @usableFromInline
  package mutating func due(at date: Date, generation: Int) -> Value? {
    guard let value = pending.take(generation: generation) else { return nil }
    previousDate = date
    return value
  }
}
