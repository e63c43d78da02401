import Foundation

/// How a time operator forwards a terminal event it does not delay.
@usableFromInline
package enum TerminalDelivery: Sendable {
  /// On the thread that sent it, at once (RAC2: `delay` and `throttle`
  /// forward an error synchronously).
  case immediately
  /// Through the operator's scheduler, as soon as it can run (RAC4:
  /// `delay`, `debounce` and `throttle` schedule failures and completions).
  case onScheduler
}

/// Where RAC2's and RAC4's time operators differ: how they end. Each face
/// names its flavor, so that the difference is written here once rather than
/// as flags repeated at every front call.
@usableFromInline
package struct TimeSemantics: Sendable {
  /// How `delay` forwards a failure and `debounce` any terminal event.
  @usableFromInline
  package let terminals: TerminalDelivery
  /// Whether `debounce` sends the value still waiting before completing.
  @usableFromInline
  package let flushesOnCompletion: Bool

  /// RAC2 (`delay:`, `throttle:`): terminal events at once; the debounced
  /// value still waiting is sent before the completion.
  package static let rac2 = TimeSemantics(terminals: .immediately, flushesOnCompletion: true)
  /// RAC4 (`delay`, `debounce`): terminal events through the scheduler; the
  /// debounced value still waiting is dropped.
  package static let rac4 = TimeSemantics(terminals: .onScheduler, flushesOnCompletion: false)
}

/// The output of one start of a time operator.
///
/// Timers fire on scheduler threads while the upstream sends on its own, so
/// the start delivers through its own `UnicastCore` (serialized, grammar kept,
/// nothing after the end). Ending it ends the start: the upstream subscription
/// and every pending action are disposed. An upstream interruption (the start
/// was disposed) is passed on at once, never scheduled, so that `dispose()`
/// returns only after the observer heard it.
@usableFromInline
package struct TimedOutput<Value, Failure: Error> {
  @usableFromInline
  package let core: UnicastCore<Value, Failure>
  @usableFromInline
  package let actions = ScheduledActions()

  @usableFromInline
  package init(_ sink: @escaping EventSink<Value, Failure>, _ lifetime: CompositeDisposableCore) {
    core = UnicastCore(sink)
    // Disposing the start interrupts downstream even after the upstream
    // ended (a delayed completion may still be pending). Weakly: `core`
    // holds `lifetime` until it ends. Before the pending actions are
    // cancelled: once their closures are released, nothing may hold `core`.
    lifetime.add(WeakDisposableCore(core))
    lifetime.add(actions)
    core.addTerminationDisposable(lifetime)
  }

  /// Sends `event`, or interrupts at once for `.interrupted`.
  @usableFromInline
  package func send(_ event: SignalEvent<Value, Failure>) {
    if case .interrupted = event { core.dispose() } else { core.send(event) }
  }

  /// Sends `event` on `scheduler` as soon as it can run.
  @usableFromInline
  package func send(_ event: SignalEvent<Value, Failure>, on scheduler: any SchedulerCore) {
    actions.schedule(on: scheduler) { [core] in core.send(event) }
  }

  /// Sends `event` on `scheduler` at `date`.
  @usableFromInline
  package func send(_ event: SignalEvent<Value, Failure>, on scheduler: any DateSchedulerCore, at date: Date) {
    actions.schedule(on: scheduler, at: date) { [core] in core.send(event) }
  }

  /// Sends a terminal event the way `delivery` says.
  @usableFromInline
  package func finish(
    _ event: SignalEvent<Value, Failure>, _ delivery: TerminalDelivery, on scheduler: any SchedulerCore
  ) {
    if case .interrupted = event { return core.dispose() }
    switch delivery {
    case .immediately: core.send(event)
    case .onScheduler: send(event, on: scheduler)
    }
  }
}

extension EventTransforms {
  /// Delays values and completion by `interval` on the chosen scheduler
  /// (RAC2 `delay:`, RAC4 `delay(_:onScheduler:)`). A failure is not delayed:
  /// `semantics` says whether it is forwarded at once (RAC2) or through the
  /// scheduler (RAC4); either way the values still waiting are dropped.
  /// Traps when `interval` is negative.
  @usableFromInline
  package static func delay<Value, Failure>(
    _ interval: TimeInterval, on choice: SchedulerChoice, semantics: TimeSemantics
  ) -> CancellingEventTransform<Value, Failure, Value, Failure> {
    requireNonNegative(interval, "delay interval")
    return { sink, lifetime in
      let output = TimedOutput(sink, lifetime)
      let scheduler = choice.resolver()
      return { event in
        let now = scheduler()
        switch event {
        case .value, .completed: output.send(event, on: now, at: now.currentDate.addingTimeInterval(interval))
        case .failed, .interrupted: output.finish(event, semantics.terminals, on: now)
        }
      }
    }
  }

  /// Fails with `error()` unless the source terminates within `interval` of
  /// the start (RAC2 `timeout:onScheduler:`, RAC4 `timeoutWithError`); the
  /// timeout disposes the source. Traps when `interval` is negative.
  @usableFromInline
  package static func timeout<Value, Failure>(
    _ interval: TimeInterval, on choice: SchedulerChoice, error: @escaping () -> Failure
  ) -> CancellingEventTransform<Value, Failure, Value, Failure> {
    requireNonNegative(interval, "timeout interval")
    return { sink, lifetime in
      let output = TimedOutput(sink, lifetime)
      let scheduler = choice.resolver()()
      output.actions.schedule(on: scheduler, at: scheduler.currentDate.addingTimeInterval(interval)) {
        output.core.send(.failed(error()))
      }
      return output.send
    }
  }

  /// Delivers every event through `scheduler`, in order (RAC2 `deliverOn:`,
  /// RAC4 `observeOn`). An interruption is passed on at once.
  @usableFromInline
  package static func observe<Value, Failure>(
    on scheduler: any SchedulerCore
  ) -> CancellingEventTransform<Value, Failure, Value, Failure> {
    { sink, lifetime in
      let output = TimedOutput(sink, lifetime)
      return { event in
        if case .interrupted = event { return output.send(event) }
        output.send(event, on: scheduler)
      }
    }
  }
}

extension Producer {
  /// Starts this producer from an action on `scheduler` instead of inline
  /// (RAC2 `subscribeOn:`, RAC4 `startOn`). Disposing before the action ran
  /// cancels it.
  @usableFromInline
  package func start(on scheduler: any SchedulerCore) -> Producer {
    Producer { input, lifetime in
      let action = scheduler.schedule {
        guard !lifetime.isDisposed else { return }
        let start = self.instantiate(input)
        lifetime.add(start.cancel)
        start.run()
      }
      if let action { lifetime.add(action) }
    }
  }
}
