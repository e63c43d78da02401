#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A comparable token for the calling thread, used to tell a re-entrant call
/// (the thread that is already delivering) from a concurrent one.
///
/// It is the thread's `pthread_t`, which on the supported platforms is the
/// address of the thread's control block: never zero and word-aligned, so a
/// producer start can keep it in its token word (`TokenMachine.Word`) beside
/// three bits of its own.
@usableFromInline
package struct ThreadIdentity: Equatable, Sendable {
  @usableFromInline
  let raw: UInt

  @inlinable
  init(raw: UInt) { self.raw = raw }

  /// The identity as a word (see `TokenMachine.Word`).
  @inlinable
  package var bits: Int { Int(bitPattern: raw) }

  /// The calling thread.
  @inlinable
  package static var current: ThreadIdentity {
    #if canImport(Darwin)
      ThreadIdentity(raw: UInt(bitPattern: pthread_self()))
    #else
      ThreadIdentity(raw: UInt(pthread_self()))
    #endif
  }
}
