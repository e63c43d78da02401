/// The input of a signal that a front object stands for (`Signal.init`,
/// `Signal.pipe()`): while it can send, the front stays alive, so a
/// `weak var signal` of a signal nobody else holds still reads non-nil and its
/// observers still hear the end (RAC 4.2's SignalLifetimeSpec).
///
/// The signal holds the front (its anchor) until it has delivered its
/// terminal event; this input lets go of the anchor when it is itself released,
/// since nothing can send any more. So the front lives exactly while its
/// input lives and the signal has not ended.
@usableFromInline
final class SignalInput<Value, Failure: Error> {
  @usableFromInline
  let core: SignalCore<Value, Failure>

  @inlinable
  init(core: SignalCore<Value, Failure>, anchor: AnyObject) {
    self.core = core
    core.keepAlive(anchor)
  }

  deinit {
    core.releaseAnchor()
  }
}

// Safety: immutable; the core is thread-safe.
extension SignalInput: @unchecked Sendable {}

extension SignalCore {
  /// The sink that sends into this signal and keeps `front` alive until the
  /// signal ends or the sink is released (see `SignalInput`).
  @inlinable
  package func input(keepingAlive front: AnyObject) -> EventSink<Value, Failure> {
    let input = SignalInput(core: self, anchor: front)
    return { input.core.send($0) }
  }
}
