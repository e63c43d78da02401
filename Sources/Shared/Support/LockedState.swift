#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The engine's one lock: a value guarded by a pthread mutex, both stored in
/// a single allocation, reached only through a closure-scoped `withLock`.
///
/// Why this shape (measured; docs/Benchmarks.md has the engine's numbers):
/// - a pthread mutex costs about half of `Synchronization.Mutex` uncontended
///   on Linux;
/// - keeping the state in a `ManagedBuffer` header, reached by pointer, spares
///   every access the dynamic exclusivity check a class's stored `var` pays;
/// - the mutex lives in the same allocation, so a core costs one allocation
///   for its state and lock together.
///
/// Never call user code inside `withLock` (docs/EventContract.md rule 4). `ManagedBuffer` is
/// not `Sendable`; the classes that own one are `@unchecked Sendable` with a
/// `// Safety:` note naming it.
@usableFromInline
package final class LockedState<State>: ManagedBuffer<State, pthread_mutex_t> {
  /// Creates the box holding `initial`.
  @inlinable
  package static func make(_ initial: State) -> LockedState<State> {
    let buffer = create(minimumCapacity: 1) { _ in initial }
    let box = unsafeDowncast(buffer, to: LockedState<State>.self)
    box.withUnsafeMutablePointerToElements { mutex in
      mutex.initialize(to: pthread_mutex_t())
      #if canImport(Glibc)
        // glibc's adaptive mutex spins briefly before sleeping in the kernel:
        // the engine's critical sections are a few dozen instructions, so a
        // contended send (B7, two threads) waits far less than a futex round
        // trip. Uncontended it costs the same as the default mutex.
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
        let status = pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
      #else
        let status = pthread_mutex_init(mutex, nil)
      #endif
      if status != 0 { programmerError("pthread_mutex_init failed with \(status)") }
    }
    return box
  }

  @inlinable
  deinit {
    withUnsafeMutablePointerToElements { mutex in
      pthread_mutex_destroy(mutex)
      mutex.deinitialize(count: 1)
    }
  }

  /// Runs `body` on the state with the lock held.
  ///
  /// - Complexity: O(1) plus `body`.
  @inlinable
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try withUnsafeMutablePointers { state, mutex in
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&state.pointee)
    }
  }
}
