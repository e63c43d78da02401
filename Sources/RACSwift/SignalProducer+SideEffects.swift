import RACShared

extension SignalProducer {
  /// Injects side effects into every start: `starting` before the work,
  /// `started` once the start handler has returned, then per event `event`,
  /// the callback for its kind and `terminated` for a terminal event;
  /// `disposed` once the start has ended or been disposed.
  ///
  /// `started` runs **after** the work has started (ReactiveSwift 7; RAC
  /// 4.2.2's `started` ran before it, which is `starting` here).
  ///
  /// ```swift
  /// SignalProducer<Int, Never>(value: 1)
  ///   .on(starting: { print("starting") }, started: { print("started") }, value: { print($0) })
  ///   .start()
  /// // prints "starting", 1, "started"
  /// ```
  ///
  /// - Parameters:
  ///   - starting: Runs before each start's work.
  ///   - started: Runs after each start's work has started.
  ///   - event: Runs for every event.
  ///   - failed: Runs with the error.
  ///   - completed: Runs on completion.
  ///   - interrupted: Runs on interruption.
  ///   - terminated: Runs for any terminal event, after its own callback.
  ///   - disposed: Runs once the start has ended or been disposed.
  ///   - value: Runs with each value.
  /// - Returns: A producer with the side effects.
  public func on(
    starting: (() -> Void)? = nil,
    started: (() -> Void)? = nil,
    event: ((ProducedSignal.Event) -> Void)? = nil,
    failed: ((Error) -> Void)? = nil,
    completed: (() -> Void)? = nil,
    interrupted: (() -> Void)? = nil,
    terminated: (() -> Void)? = nil,
    disposed: (() -> Void)? = nil,
    value: ((Value) -> Void)? = nil
  ) -> SignalProducer<Value, Error> {
    SignalProducer(
      core: core.on(
        starting: starting, started: started, timing: .reactiveSwift,
        SideEffects(
          event: event.map { event in { event(ProducedSignal.Event($0)) } }, value: value, failed: failed,
          completed: completed, interrupted: interrupted, terminated: terminated, disposed: disposed)))
  }
}
