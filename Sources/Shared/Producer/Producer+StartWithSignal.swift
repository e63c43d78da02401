extension Producer {
  /// Creates the signal of one start and lets `setUp` observe it (and keep
  /// the disposable that interrupts it) before any work runs (RAC4's
  /// `startWithSignal`). If `setUp` disposes, the work never starts.
  /// Returns what `setUp` returns (ReactiveSwift's `startWithSignal` does).
  ///
  /// Under ReactiveSwift's release rule (`SignalRelease.reactiveSwift`) the
  /// signal's end disposes the start, and the signal counts as held until
  /// the start has run: a signal that `setUp` neither kept nor observed is
  /// ended then, and the start's work with it (ReactiveSwift disposes an
  /// unobserved start when `startWithSignal` returns).
  @inlinable
  @discardableResult
  package func startWithSignal<Result>(
    releasedAs release: SignalRelease = .rac4,
    _ setUp: (SignalCore<Value, Failure>, any DisposableCore) -> Result
  ) -> Result {
    let relay = SignalCore<Value, Failure>()
    let start = instantiate(relay.send)
    if release == .reactiveSwift { relay.addTerminationDisposable(start.cancel) }
    relay.adoptFace(release)
    defer { relay.releaseFace() }
    let result = setUp(relay, start.cancel)
    if !start.cancel.isDisposed { start.run() }
    return result
  }

  /// `startWithSignal` for a face that hands out its own object for the
  /// start's signal (RAC4's `Signal`): `makeFront` makes it, and it stays
  /// alive while the start can send, until the start's terminal event or
  /// its disposal, though the caller keeps no reference to it (RAC 4.2 kept
  /// the signal of a running start; a `weak var` to it reads non-nil while a
  /// timer producer runs).
  @inlinable
  package func startWithSignal<Front: AnyObject>(
    front makeFront: (SignalCore<Value, Failure>) -> Front, _ setUp: (Front, any DisposableCore) -> Void
  ) {
    let relay = SignalCore<Value, Failure>()
    let front = makeFront(relay)
    let start = instantiate(relay.input(keepingAlive: front))
    setUp(front, start.cancel)
    if !start.cancel.isDisposed { start.run() }
  }
}
