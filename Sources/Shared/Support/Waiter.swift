import Dispatch

/// A one-shot wake-up for a thread that must wait its turn behind the thread
/// that is delivering (a late replay subscriber, a cross-thread dispose).
///
/// Only the contended path allocates one; no lock is held while waiting.
@usableFromInline
package final class Waiter {
  private let semaphore = DispatchSemaphore(value: 0)

  @usableFromInline
  package init() {}

  /// Blocks the calling thread until `signal()` is called.
  @usableFromInline
  package func wait() { semaphore.wait() }

  /// Releases the waiting thread.
  @usableFromInline
  package func signal() { semaphore.signal() }
}

// Safety: DispatchSemaphore is thread-safe; the class has no other state.
extension Waiter: @unchecked Sendable {}
