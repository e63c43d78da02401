import Foundation

extension EventTransforms {
  /// Sends a value only once `interval` has passed without a newer one (RAC2
  /// `throttle:`, which is a debounce; RAC4 `debounce`).
  ///
  /// RAC2, RAC4 and ReactiveSwift differ at the end, so the caller names its
  /// `semantics`: RAC2 sends the value still waiting before completing and
  /// forwards the end at once; RAC4 drops that value and forwards the end
  /// through the scheduler; ReactiveSwift does as RAC4, or, asked not to
  /// discard it, sends that value when its interval is up and completes
  /// then. A failure always drops the waiting value. Traps when `interval`
  /// is negative.
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
      let scheduler = choice.resolver()
      let output = TimedOutput(sink, lifetime, interruptingOn: semantics.interruptionScheduler(scheduler()))
      let timer = SerialDisposableCore(policy: .disposeReplaced)
      lifetime.add(timer)
      let state = LockedState.make(DebounceState<Value, Failure>())
      // Sends `first`, then what was offered while it went out (see
      // `DebounceState`).
      func drain(_ first: DebounceState<Value, Failure>.Output?) {
        Trampoline.drain(first, next: { state.withLock { $0.outputs.next() } }) { item in
          switch item {
          case .value(let value):
            output.core.send(.value(value))
          case .end(.completed, let waiting?, let now, let due)
          where semantics.debouncedValueAtCompletion != .discarded:
            if semantics.debouncedValueAtCompletion == .sentAtOnce {
              output.core.send(.value(waiting))
              output.finish(.completed, semantics.terminals, on: now)
            } else {
              output.send(.value(waiting), on: now, at: due)
              output.send(.completed, on: now, at: due)
            }
          case .end(let event, _, let now, _):
            output.finish(event, semantics.terminals, on: now)
          }
        }
      }
      return { event in
        let now = scheduler()
        guard case .value(let value) = event else {
          timer.inner = nil
          if case .interrupted = event { return output.send(event) }
          return drain(state.withLock { $0.end(event, on: now) })
        }
        if let isDebounced, !isDebounced(value) {
          timer.inner = nil
          return drain(state.withLock { $0.passThrough(value) })
        }
        let generation = state.withLock { $0.hold(value, due: now.currentDate.addingTimeInterval(interval)) }
        timer.inner = now.schedule(afterInterval: interval) {
          drain(state.withLock { $0.fire(generation: generation) })
        }
      }
    }
  }

  /// Rate-limits values: at least `interval` passes between two values sent;
  /// of the values arriving meanwhile, the newest is sent when the interval
  /// ends (RAC4 `throttle`, ReactiveSwift `throttle(_:on:)`). The first
  /// value goes through the scheduler at once. A terminal event goes through
  /// the scheduler too; `semantics` says whether it drops the waiting value
  /// (RAC4) or follows that value's timer, so that a value due now still goes
  /// out first (ReactiveSwift), and how an interruption goes. Traps when
  /// `interval` is negative.
  @usableFromInline
  package static func throttle<Value, Failure>(
    _ interval: TimeInterval, on scheduler: any DateSchedulerCore, semantics: TimeSemantics
  ) -> CancellingEventTransform<Value, Failure, Value, Failure> {
    requireNonNegative(interval, "throttle interval")
    return { sink, lifetime in
      let output = TimedOutput(sink, lifetime, interruptingOn: semantics.interruptionScheduler(scheduler))
      let timer = SerialDisposableCore(policy: .disposeReplaced)
      lifetime.add(timer)
      let state = LockedState.make(ThrottleState<Value>())
      return { event in
        guard case .value(let value) = event else {
          if semantics.throttleEndDropsWaitingValue {
            timer.inner = nil
            state.withLock { $0.pending.clear() }
          }
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

/// Debounce's state: the value held back, and what goes downstream in order.
///
/// A timer takes its value under the lock and sends it outside, from a
/// scheduler thread, while the source sends from its own: an end or a value
/// that is not debounced arriving in between must not overtake it. So every
/// send is offered to the engine's drain loop (`Trampoline`) under the lock,
/// and whichever thread finds nobody draining sends them all, in order.
@usableFromInline
package struct DebounceState<Value, Failure: Error> {
  /// What goes downstream.
  @usableFromInline
  package enum Output {
    case value(Value)
    /// The source's end (completed or failed), with the value then held
    /// back, the scheduler current when it came, and when that value was due.
    case end(SignalEvent<Value, Failure>, waiting: Value?, on: any DateSchedulerCore, due: Date)
  }

  @usableFromInline
  package var pending = PendingValue<Value>()
  /// When the value held back is due.
  @usableFromInline
  package var due = Date.distantPast
  /// The sends, and whether a thread is making them.
  @usableFromInline
  package var outputs = Trampoline<Output>()

  @usableFromInline
  package init() {}

  /// A value arrived, due at `due`: it is held back in place of any older
  /// one; returns its generation, for its timer.
  @usableFromInline
  package mutating func hold(_ value: Value, due: Date) -> Int {
    self.due = due
    return pending.replace(with: value)
  }

  /// The timer of `generation` fired: offers its value if it is still
  /// current. A non-`nil` result makes the caller the drainer: it sends it,
  /// then what `outputs.next()` hands out until `nil`.
  @usableFromInline
  package mutating func fire(generation: Int) -> Output? {
    guard let value = pending.take(generation: generation) else { return nil }
    return outputs.offer(.value(value))
  }

  /// A value that is not debounced arrived: drops the value held back and
  /// offers the new one.
  @usableFromInline
  package mutating func passThrough(_ value: Value) -> Output? {
    pending.clear()
    return outputs.offer(.value(value))
  }

  /// The source ended with `event` (completed or failed) while `scheduler`
  /// was current: takes the value held back and offers the end.
  @usableFromInline
  package mutating func end(_ event: SignalEvent<Value, Failure>, on scheduler: any DateSchedulerCore) -> Output? {
    outputs.offer(.end(event, waiting: pending.take(generation: nil), on: scheduler, due: due))
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
