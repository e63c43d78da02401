extension Producer {
  /// Drops this producer's events until `trigger` sends a value or
  /// completes, then forwards them; the trigger is disposed then. A failing
  /// or interrupted trigger is ignored. `trigger` starts first (RAC4
  /// `skipUntil`).
  ///
  /// As in RAC4, this producer's end before the trigger fires is not seen
  /// either: the result is interrupted when the trigger fires, as an observer
  /// of an ended signal is.
  @inlinable
  package func skip<Trigger, TriggerFailure>(until trigger: Producer<Trigger, TriggerFailure>) -> Producer {
    Producer { input, lifetime in
      let state = LockedState.make(SkipUntilState())
      let triggerSubscription = SerialDisposableCore(policy: .disposeReplaced)
      lifetime.add(triggerSubscription)
      let triggerStart = trigger.instantiate { event in
        switch event {
        case .value, .completed:
          guard let endedEarly = state.withLock({ $0.open() }) else { return }
          triggerSubscription.dispose()
          if endedEarly { input(.interrupted) }
        case .failed, .interrupted:
          break
        }
      }
      triggerSubscription.inner = triggerStart.cancel
      triggerStart.run()
      guard !lifetime.isDisposed else { return }
      let start = self.instantiate { event in
        if state.withLock({ $0.passes(ending: event.isTerminal) }) { input(event) }
      }
      lifetime.add(start.cancel)
      start.run()
    }
  }
}

/// Whether `skip(until:)` has opened, and whether its source ended before.
@usableFromInline
package struct SkipUntilState {
  @usableFromInline
  var isOpen = false
  @usableFromInline
  var endedWhileClosed = false

  @inlinable
  package init() {}

  /// The trigger fired: `nil` if it had already opened, else whether the
  /// source had already ended (then the result is interrupted).
  @inlinable
  package mutating func open() -> Bool? {
    guard !isOpen else { return nil }
    isOpen = true
    return endedWhileClosed
  }

  /// An event of the source: whether it goes downstream.
  @inlinable
  package mutating func passes(ending: Bool) -> Bool {
    if isOpen { return true }
    if ending { endedWhileClosed = true }
    return false
  }
}
