import Dispatch

/// A wake-up for a thread that waits its turn behind the thread delivering a
/// signal's events (a concurrent send, a late replay subscriber, a dispose
/// from another thread).
///
/// It spins briefly first (a delivery is usually a few dozen nanoseconds, far
/// shorter than sleeping and waking in the kernel), then sleeps on a
/// semaphore. One waiter belongs to one thread (`Turn.current`) and is reused
/// for every wait of that thread: a thread waits for one thing at a time, and
/// every `prepare()` is answered by exactly one `signal()`. No lock is held
/// while waiting.
@usableFromInline
package final class Waiter {
  /// Where one `wait()`/`signal()` pair is.
  @usableFromInline
  enum Phase: Int, AtomicStateValue {
    /// Armed; nobody signalled yet.
    case waiting
    /// Signalled: `wait()` returns (or will not block).
    case signalled
    /// `wait()` gave up spinning and sleeps on the semaphore.
    case sleeping
  }

  /// `waiting`, then `signalled`; or `waiting`, `sleeping`, `signalled`.
  @usableFromInline
  @exclusivity(unchecked)
  var phase = AtomicState(Phase.waiting)
  /// How many times `wait()` checks before it sleeps.
  @usableFromInline
  static var spinLimit: Int { 100 }
  private let semaphore = DispatchSemaphore(value: 0)

  @usableFromInline
  package init() {}

  /// Arms the waiter for the next `wait()`/`signal()` pair.
  @usableFromInline
  package func prepare() { AtomicState.store(&phase, .waiting) }

  /// Blocks the calling thread until `signal()` is called.
  @usableFromInline
  package func wait() {
    for _ in 0..<Self.spinLimit {
      if AtomicState.holds(&phase, .signalled) { return }
      AtomicWord.spinHint()
    }
    if AtomicState.compareExchange(&phase, .waiting, .sleeping) { semaphore.wait() }
  }

  /// Releases the waiting thread (now, or as soon as it waits).
  @usableFromInline
  package func signal() {
    if AtomicState.exchange(&phase, .signalled) == .sleeping { semaphore.signal() }
  }
}

// Safety: `phase` is only touched through `AtomicState`; DispatchSemaphore is
// thread-safe.
extension Waiter: @unchecked Sendable {}
