extension EventTransforms {
  /// Transforms values on `scheduler`, lazily (ReactiveSwift
  /// `lazyMap(on:transform:)`): a value schedules one transform, and values
  /// arriving before it runs replace the one it will transform, so several
  /// values can yield one result.
  ///
  /// Completion and failure go through the scheduler after the value
  /// waiting, if any. An interruption drops the value waiting and goes
  /// through the scheduler too, as every ReactiveSwift time operator's does
  /// (`TimedOutput`'s `interruptingOn`).
  @usableFromInline
  package static func lazyMap<Value, Failure, NewValue>(
    on scheduler: any SchedulerCore, _ transform: @escaping (Value) -> NewValue
  ) -> CancellingEventTransform<Value, Failure, NewValue, Failure> {
    { sink, lifetime in
      let output = TimedOutput(sink, lifetime, interruptingOn: scheduler)
      let waiting = LockedState.make(LazyMapState<Value>())
      let pending = SerialDisposableCore(policy: .disposeReplaced)
      lifetime.add(pending)
      return { event in
        switch event {
        case .value(let value):
          guard waiting.withLock({ $0.hold(value) }) else { return }
          pending.inner = scheduler.schedule {
            if let value = waiting.withLock({ $0.take() }) { output.core.send(.value(transform(value))) }
          }
        case .interrupted:
          pending.dispose()
          output.send(.interrupted)
        case .completed, .failed:
          output.send(event.terminal(), on: scheduler)
        }
      }
    }
  }
}

/// `lazyMap`'s state: the value its scheduled transform will take.
@usableFromInline
package struct LazyMapState<Value> {
  @usableFromInline
  var value: Value?

  @usableFromInline
  package init() {}

  /// Holds `value` in place of any waiting one; returns whether no transform
  /// was scheduled yet (the caller then schedules one).
  @usableFromInline
  package mutating func hold(_ value: Value) -> Bool {
    defer { self.value = value }
    return self.value == nil
  }

  /// Hands out the waiting value for the scheduled transform.
  @usableFromInline
  package mutating func take() -> Value? {
    defer { value = nil }
    return value
  }
}
