extension Producer {
  /// Holds values back while `shouldThrottle`'s newest value is `true`,
  /// forwarding the others on `scheduler` (ReactiveSwift
  /// `throttle(while:on:)`). Of the values held back, the newest goes out
  /// when `shouldThrottle` turns `false`. `shouldThrottle` starts first and
  /// its repeats are skipped; its end leaves the state as it was.
  ///
  /// Each send is scheduled in place of the send still waiting, as
  /// ReactiveSwift's single serial slot does: on a scheduler that has not
  /// run the earlier send yet, only the newest event goes out. Terminal
  /// events go through the scheduler too.
  @inlinable
  package func throttle<ThrottleFailure>(
    while shouldThrottle: Producer<Bool, ThrottleFailure>, on scheduler: any SchedulerCore
  ) -> Producer {
    Producer { input, lifetime in
      let state = LockedState.make(ThrottleWhileState<Value>())
      let slot = SerialDisposableCore(policy: .disposeReplaced)
      lifetime.add(slot)
      func schedule(_ event: Event) {
        slot.inner = scheduler.schedule { input(event) }
      }
      let throttleStart = shouldThrottle.lift(EventTransforms.skipRepeats(==)).instantiate { event in
        guard case .value(let throttles) = event else { return }
        if let value = state.withLock({ $0.throttle(throttles) }) { schedule(.value(value)) }
      }
      lifetime.add(throttleStart.cancel)
      throttleStart.run()
      guard !lifetime.isDisposed else { return }
      let start = self.instantiate { event in
        if let event = state.withLock({ $0.receive(event) }) { schedule(event) }
      }
      lifetime.add(start.cancel)
      start.run()
    }
  }
}

/// `throttle(while:on:)`'s state: open, holding back (with the newest value
/// held), or ended.
@usableFromInline
package struct ThrottleWhileState<Value> {
  @usableFromInline
  enum State {
    case resumed
    case throttled(Value?)
    case terminated
  }

  @usableFromInline
  var state = State.resumed

  @inlinable
  package init() {}

  /// `shouldThrottle` sent `throttles`: returns the value held back that
  /// now goes out (when it turns `false`).
  @inlinable
  package mutating func throttle(_ throttles: Bool) -> Value? {
    if case .terminated = state { return nil }
    guard !throttles else {
      state = .throttled(nil)
      return nil
    }
    defer { state = .resumed }
    if case .throttled(let held) = state { return held }
    return nil
  }

  /// The source sent `event`: returns what to send (a value while resumed,
  /// any terminal event), holding a value back while throttled.
  @inlinable
  package mutating func receive<Failure>(_ event: SignalEvent<Value, Failure>) -> SignalEvent<Value, Failure>? {
    switch (state, event) {
    case (.terminated, _):
      return nil
    case (.throttled, .value(let value)):
      state = .throttled(value)
      return nil
    case (.resumed, .value):
      return event
    default:
      state = .terminated
      return event
    }
  }
}
