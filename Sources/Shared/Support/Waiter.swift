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
  /// `waiting`, then `signalled`; or `waiting`, `sleeping`, `signalled`.
  @usableFromInline
  @exclusivity(unchecked)
  var word = Waiter.waiting
  @usableFromInline
  static var waiting: Int { 0 }
  @usableFromInline
  static var signalled: Int { 1 }
  @usableFromInline
  static var sleeping: Int { 2 }
  /// How many times `wait()` checks before it sleeps.
  @usableFromInline
  static var spinLimit: Int { 100 }
  private let semaphore = DispatchSemaphore(value: 0)

  @usableFromInline
  package init() {}

  /// Arms the waiter for the next `wait()`/`signal()` pair.
  @usableFromInline
  package func prepare() { AtomicWord.store(&word, Self.waiting) }

  /// Blocks the calling thread until `signal()` is called.
  @usableFromInline
  package func wait() {
    for _ in 0..<Self.spinLimit {
      if AtomicWord.load(&word) == Self.signalled { return }
      AtomicWord.spinHint()
    }
    if AtomicWord.compareExchange(&word, Self.waiting, Self.sleeping) { semaphore.wait() }
  }

  /// Releases the waiting thread (now, or as soon as it waits).
  @usableFromInline
  package func signal() {
    if AtomicWord.exchange(&word, Self.signalled) == Self.sleeping { semaphore.signal() }
  }
}

// Safety: `word` is only touched through `AtomicWord`; DispatchSemaphore is
// thread-safe.
extension Waiter: @unchecked Sendable {}
