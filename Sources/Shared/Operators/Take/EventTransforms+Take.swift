extension EventTransforms {
  /// Forwards the first `count` values, then completes and disposes the
  /// upstream. `count` must be at least 1: `Producer.take(_:whenZero:)` owns
  /// the zero case, where the faces differ.
  @inlinable
  package static func take<Value, Failure>(_ count: Int) -> CancellingEventTransform<Value, Failure, Value, Failure> {
    { sink, lifetime in
      var remaining = count
      return { event in
        // A raw downstream sink does not police the grammar: after our own
        // `.completed`, the upstream's `.interrupted` must go nowhere.
        guard remaining > 0 else { return }
        guard case .value = event else {
          remaining = 0
          sink(event)
          return
        }
        remaining -= 1
        sink(event)
        if remaining == 0 {
          sink(.completed)
          lifetime.dispose()
        }
      }
    }
  }

  /// Forwards only the last `count` values, all at once when the upstream
  /// completes. Traps when `count` is negative.
  @inlinable
  package static func takeLast<Value, Failure>(_ count: Int) -> EventTransform<Value, Failure, Value, Failure> {
    requireNonNegative(count, "takeLast count")
    return { sink in
      var buffer = ReplayBuffer<Value>(capacity: count)
      return { event in
        switch event {
        case .value(let value):
          buffer.append(value)
        case .completed:
          buffer.forEach { sink(.value($0)) }
          sink(.completed)
        case .failed, .interrupted:
          sink(event)
        }
      }
    }
  }
}

extension Producer {
  /// `take(count)`: the first `count` values, then `.completed`. For a
  /// count of zero the faces differ, so the caller names the event sent at
  /// once instead (RAC2 completed, RAC4 interrupted); the source is then
  /// never started. Traps when `count` is negative.
  @inlinable
  package func take(_ count: Int, whenZero zeroEvent: SignalEvent<Value, Failure>) -> Producer {
    requireNonNegative(count, "take count")
    if count == 0 { return Producer(terminal: zeroEvent) }
    // `take` owns nothing but its upstream's disposable and only passes an
    // interruption on, so a start that ignores it need not hear it.
    return lift(cancelling: EventTransforms.take(count), interruption: .passedOn)
  }

  /// Forwards this producer's events until `trigger` sends a value or
  /// completes; then completes and disposes both. A failing or interrupted
  /// trigger is ignored (RAC2 and RAC4 agree). The trigger starts first, so
  /// a trigger that fires at once means this producer never starts.
  @inlinable
  package func take<Trigger, TriggerFailure>(until trigger: Producer<Trigger, TriggerFailure>) -> Producer {
    Producer { input, lifetime in
      let triggerStart = trigger.instantiate { event in
        switch event {
        case .value, .completed: input(.completed)
        case .failed, .interrupted: break
        }
      }
      lifetime.add(triggerStart.cancel)
      triggerStart.run()
      guard !lifetime.isDisposed else { return }
      let start = self.instantiate(input)
      lifetime.add(start.cancel)
      start.run()
    }
  }
}
