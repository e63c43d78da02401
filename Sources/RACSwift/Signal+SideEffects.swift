import RACShared

extension Signal {
  /// Injects side effects: per event `event`, the callback for its kind and
  /// `terminated` for a terminal event, then the event goes on; `disposed`
  /// once the result has ended.
  ///
  /// - Parameters:
  ///   - event: Runs for every event.
  ///   - failed: Runs with the error.
  ///   - completed: Runs on completion.
  ///   - interrupted: Runs on interruption.
  ///   - terminated: Runs for any terminal event, after its own callback.
  ///   - disposed: Runs once the result has ended.
  ///   - value: Runs with each value.
  /// - Returns: A signal with the side effects.
  public func on(
    event: ((Event) -> Void)? = nil,
    failed: ((Error) -> Void)? = nil,
    completed: (() -> Void)? = nil,
    interrupted: (() -> Void)? = nil,
    terminated: (() -> Void)? = nil,
    disposed: (() -> Void)? = nil,
    value: ((Value) -> Void)? = nil
  ) -> Signal<Value, Error> {
    Signal(
      core: core.lift(
        cancelling: EventTransforms.on(
          SideEffects(
            event: event.map { event in { event(Event($0)) } }, value: value, failed: failed, completed: completed,
            interrupted: interrupted, terminated: terminated, disposed: disposed))))
  }
}
