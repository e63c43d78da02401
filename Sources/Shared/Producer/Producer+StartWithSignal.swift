extension Producer {
  /// Creates the signal of one start and lets `setUp` observe it (and keep
  /// the disposable that interrupts it) before any work runs (RAC4's
  /// `startWithSignal`). If `setUp` disposes, the work never starts.
  @inlinable
  package func startWithSignal(_ setUp: (SignalCore<Value, Failure>, any DisposableCore) -> Void) {
    let relay = SignalCore<Value, Failure>()
    let start = instantiate(relay.send)
    setUp(relay, start.cancel)
    if !start.cancel.isDisposed { start.run() }
  }
}
