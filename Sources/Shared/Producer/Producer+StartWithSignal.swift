extension Producer {
  /// Creates the signal of one start and lets `setUp` observe it (and keep
  /// the disposable that interrupts it) before any work runs (RAC4's
  /// `startWithSignal`). If `setUp` disposes, the work never starts.
  /// Returns what `setUp` returns (ReactiveSwift's `startWithSignal` does).
  @inlinable
  @discardableResult
  package func startWithSignal<Result>(
    _ setUp: (SignalCore<Value, Failure>, any DisposableCore) -> Result
  ) -> Result {
    let relay = SignalCore<Value, Failure>()
    let start = instantiate(relay.send)
    let result = setUp(relay, start.cancel)
    if !start.cancel.isDisposed { start.run() }
    return result
  }
}
