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

/// What becomes of the value a `debounce` still holds back when the source
/// completes.
@usableFromInline
package enum DebouncedValueAtCompletion: Sendable {
  /// Dropped (RAC4; ReactiveSwift's default `discardWhenCompleted: true`).
  case discarded
  /// Sent at once, before the completion (RAC2's `throttle:`).
  case sentAtOnce
  /// Sent when its interval is up, then the completion (ReactiveSwift's
  /// `discardWhenCompleted: false`).
  case sentWhenDue
}

/// Where RAC2's, RAC4's and ReactiveSwift's time operators differ: how they
/// end. Each face names its flavor, so that the difference is written here
/// once rather than as flags repeated at every front call.
@usableFromInline
package struct TimeSemantics: Sendable {
  /// How `delay` forwards a failure and `debounce` any terminal event.
  @usableFromInline
  package let terminals: TerminalDelivery
  /// What `debounce` does with the value still waiting at completion.
  @usableFromInline
  package let debouncedValueAtCompletion: DebouncedValueAtCompletion
  /// How an interruption reaches downstream, whether the source was
  /// interrupted or the start disposed: at once (RAC2, RAC4: `dispose()`
  /// returns after the observer heard it), or through the operator's
  /// scheduler like the other events (ReactiveSwift: the observer hears it
  /// when the scheduler runs; from the disposal on, nothing else reaches it).
  @usableFromInline
  package let interruptions: TerminalDelivery
  /// Whether a terminal event cancels the value `throttle` holds back for
  /// its slot (RAC4), or is scheduled behind it, so that a value due now
  /// still goes out first (ReactiveSwift).
  @usableFromInline
  package let throttleEndDropsWaitingValue: Bool

  /// RAC2 (`delay:`, `throttle:`): terminal events at once; the debounced
  /// value still waiting is sent before the completion.
  package static let rac2 = TimeSemantics(
    terminals: .immediately, debouncedValueAtCompletion: .sentAtOnce, interruptions: .immediately,
    throttleEndDropsWaitingValue: true)
  /// RAC4 (`delay`, `debounce`, `throttle`): terminal events through the
  /// scheduler; the debounced value still waiting is dropped; a throttle's
  /// end drops the value waiting for its slot.
  package static let rac4 = TimeSemantics(
    terminals: .onScheduler, debouncedValueAtCompletion: .discarded, interruptions: .immediately,
    throttleEndDropsWaitingValue: true)
  /// ReactiveSwift 7: every event, interruptions too, through the
  /// scheduler; `debounce` keeps its waiting value for its due time unless
  /// `discardWhenCompleted`.
  package static func reactiveSwift(discardWhenCompleted: Bool = true) -> TimeSemantics {
    TimeSemantics(
      terminals: .onScheduler, debouncedValueAtCompletion: discardWhenCompleted ? .discarded : .sentWhenDue,
      interruptions: .onScheduler, throttleEndDropsWaitingValue: false)
  }

  /// The scheduler a `TimedOutput` sends interruptions through: `scheduler`
  /// when they go through the scheduler, `nil` when they go at once.
  @usableFromInline
  package func interruptionScheduler(_ scheduler: @autoclosure () -> any SchedulerCore) -> (any SchedulerCore)? {
    interruptions == .onScheduler ? scheduler() : nil
  }
}

/// The output of one start of a time operator.
///
/// Timers fire on scheduler threads while the upstream sends on its own, so
/// the start delivers through its own `UnicastCore` (serialized, grammar kept,
/// nothing after the end). Ending it ends the start: the upstream subscription
/// and every pending action are disposed.
///
/// An interruption, whether the upstream's or the start's disposal, is
/// passed on at once by default, never scheduled, so that `dispose()` returns
/// only after the observer heard it (RAC2, RAC4). With `interruptingOn` a
/// scheduler (ReactiveSwift), it goes through that scheduler instead: an
/// upstream interruption after the events already scheduled, a disposal as
/// soon as the scheduler runs, and from the disposal on nothing but that
/// interruption reaches the observer.
@usableFromInline
package struct TimedOutput<Value, Failure: Error> {
  @usableFromInline
  package let core: UnicastCore<Value, Failure>
  @usableFromInline
  package let actions = ScheduledActions()
  /// Where interruptions go, when they do not go at once, and the flag
  /// set when the start is disposed: from then on only the scheduled
  /// interruption reaches the observer. `nil` (nothing allocated) when
  /// interruptions go at once.
  @usableFromInline
  package let scheduledInterruption: (scheduler: any SchedulerCore, closed: OnceFlag)?
  @usableFromInline
  let lifetime: CompositeDisposableCore

  @usableFromInline
  package init(
    _ sink: @escaping EventSink<Value, Failure>, _ lifetime: CompositeDisposableCore,
    interruptingOn interruptionScheduler: (any SchedulerCore)? = nil
  ) {
    self.lifetime = lifetime
    if let interruptionScheduler {
      let closed = OnceFlag()
      scheduledInterruption = (interruptionScheduler, closed)
      let core = UnicastCore<Value, Failure> { event in
        if closed.isSet, !Self.isInterruption(event) { return }
        sink(event)
      }
      self.core = core
      // A disposal whose upstream had ended: nothing brings the upstream's
      // interruption, so the disposal schedules it. Weakly: `core` holds
      // `lifetime` until it ends; what can still deliver holds `core`.
      lifetime.add { [weak core] in
        guard let core else { return }
        Self.closeAndInterrupt(core, closed, on: interruptionScheduler)
      }
    } else {
      scheduledInterruption = nil
      core = UnicastCore(sink)
      // Disposing the start interrupts downstream even after the upstream
      // ended (a delayed completion may still be pending). Weakly: `core`
      // holds `lifetime` until it ends. Before the pending actions are
      // cancelled: once their closures are released, nothing may hold `core`.
      lifetime.add(WeakDisposableCore(core))
    }
    lifetime.add(actions)
    core.addTerminationDisposable(lifetime)
  }

  @usableFromInline
  static func isInterruption(_ event: SignalEvent<Value, Failure>) -> Bool {
    if case .interrupted = event { true } else { false }
  }

  /// Closes `core` to everything but the interruption, once, and schedules
  /// that interruption; the action holds `core` until it runs.
  @usableFromInline
  static func closeAndInterrupt(
    _ core: UnicastCore<Value, Failure>, _ closed: OnceFlag, on scheduler: any SchedulerCore
  ) {
    guard !core.hasTerminated, closed.set() else { return }
    _ = scheduler.schedule { core.dispose() }
  }

  /// Sends `event`. An interruption goes at once, or through the
  /// interruption scheduler: after what is already scheduled when the
  /// upstream interrupted itself, as soon as the scheduler runs when the
  /// start is being disposed (its upstream's interruption is what arrives).
  @usableFromInline
  package func send(_ event: SignalEvent<Value, Failure>) {
    guard case .interrupted = event else { return core.send(event) }
    guard let (scheduler, closed) = scheduledInterruption else { return core.dispose() }
    if lifetime.isDisposed { return Self.closeAndInterrupt(core, closed, on: scheduler) }
    send(.interrupted, on: scheduler)
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

  /// Sends a terminal event the way `delivery` says (an interruption the
  /// way this output sends interruptions).
  @usableFromInline
  package func finish(
    _ event: SignalEvent<Value, Failure>, _ delivery: TerminalDelivery, on scheduler: any SchedulerCore
  ) {
    if case .interrupted = event { return send(event) }
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
  /// scheduler (RAC4); either way the values still waiting are dropped. An
  /// interruption goes as `semantics` says. Traps when `interval` is negative.
  @usableFromInline
  package static func delay<Value, Failure>(
    _ interval: TimeInterval, on choice: SchedulerChoice, semantics: TimeSemantics
  ) -> CancellingEventTransform<Value, Failure, Value, Failure> {
    requireNonNegative(interval, "delay interval")
    return { sink, lifetime in
      let scheduler = choice.resolver()
      let output = TimedOutput(sink, lifetime, interruptingOn: semantics.interruptionScheduler(scheduler()))
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
  /// RAC4 `observeOn`, ReactiveSwift `observe(on:)`). An interruption is
  /// passed on at once (RAC2, RAC4) or through the scheduler too
  /// (ReactiveSwift), as `semantics` says.
  @usableFromInline
  package static func observe<Value, Failure>(
    on scheduler: any SchedulerCore, semantics: TimeSemantics
  ) -> CancellingEventTransform<Value, Failure, Value, Failure> {
    { sink, lifetime in
      let output = TimedOutput(sink, lifetime, interruptingOn: semantics.interruptionScheduler(scheduler))
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
