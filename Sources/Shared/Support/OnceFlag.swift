/// A flag that goes from unset to set exactly once, across threads.
///
/// One atomic word (`AtomicWord`); `set()` tells the one caller that won.
@usableFromInline
package final class OnceFlag {
  @usableFromInline
  @exclusivity(unchecked)
  var word = 0

  @inlinable
  package init() {}

  /// Whether the flag is set.
  @inlinable
  package var isSet: Bool { AtomicWord.load(&word) != 0 }

  /// Sets the flag; returns `true` only for the call that set it.
  @inlinable
  package func set() -> Bool {
    AtomicWord.exchange(&word, 1) == 0
  }
}

// Safety: `word` is only touched through `AtomicWord`.
extension OnceFlag: @unchecked Sendable {}
