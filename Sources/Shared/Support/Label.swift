/// A debug name that can be read and changed from any thread (RAC2's
/// `name`/`-setNameWithFormat:`).
///
/// One small lock-guarded string per signal: names are read and set rarely
/// (debugging, logging), so the allocation is paid once, when the signal is
/// made, and nothing is paid per event.
@usableFromInline
package struct Label {
  private let storage = LockedState.make("")

  @usableFromInline
  package init() {}

  /// The current name; empty until set.
  @usableFromInline
  package var text: String { storage.withLock { $0 } }

  /// Replaces the name.
  @usableFromInline
  package func set(_ text: String) {
    storage.withLock { $0 = text }
  }
}
