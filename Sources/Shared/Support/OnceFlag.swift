/// A flag that goes from unset to set exactly once, across threads.
///
/// One atomic state word (`AtomicState`); `set()` tells the one caller that
/// won.
@usableFromInline
package final class OnceFlag {
  @usableFromInline
  @exclusivity(unchecked)
  var flag = AtomicState(false)

  @inlinable
  package init() {}

  /// Whether the flag is set.
  @inlinable
  package var isSet: Bool { AtomicState.load(&flag) }

  /// Sets the flag; returns `true` only for the call that set it.
  @inlinable
  package func set() -> Bool {
    !AtomicState.exchange(&flag, true)
  }
}

// Safety: `flag` is only touched through `AtomicState`.
extension OnceFlag: @unchecked Sendable {}
