import Synchronization

/// A flag that goes from unset to set exactly once, across threads.
///
/// The single word of state makes `Atomic` the right tool (STYLE.md: `Atomic`
/// for one-word flags); `set()` tells the one caller that won.
@usableFromInline
package final class OnceFlag: Sendable {
  @usableFromInline
  let storage = Atomic<Bool>(false)

  @inlinable
  package init() {}

  /// Whether the flag is set.
  @inlinable
  package var isSet: Bool { storage.load(ordering: .acquiring) }

  /// Sets the flag; returns `true` only for the call that set it.
  @inlinable
  package func set() -> Bool {
    !storage.exchange(true, ordering: .acquiringAndReleasing)
  }
}
