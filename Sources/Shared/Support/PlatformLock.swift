#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one lock of the engine: a heap-allocated pthread mutex behind a
/// closure-scoped `withLock`.
///
/// `Synchronization.Mutex` measured about twice a pthread mutex uncontended on
/// Linux (see PERF-NOTES.md), so every core uses this wrapper; swapping the
/// implementation is a one-file change. Never call user code inside `withLock`.
@usableFromInline
package struct PlatformLock: ~Copyable {
  @usableFromInline
  let mutex: UnsafeMutablePointer<pthread_mutex_t>

  @inlinable
  package init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "RACPort: pthread_mutex_init failed with \(status)")
  }

  @inlinable
  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with the lock held.
  ///
  /// - Complexity: O(1) plus `body`.
  @inlinable
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
