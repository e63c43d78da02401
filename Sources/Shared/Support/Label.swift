import Synchronization

/// A debug name that can be read and changed from any thread (RAC2's
/// `name`/`-setNameWithFormat:`), costing one word until it is first set.
@usableFromInline
package struct Label: ~Copyable {
  fileprivate final class Storage {
    let text = LockedState.make("")
  }

  private let storage = AtomicLazyReference<Storage>()

  @usableFromInline
  package init() {}

  /// The current name; empty until set.
  @usableFromInline
  package var text: String {
    guard let storage = storage.load() else { return "" }
    return storage.text.withLock { $0 }
  }

  /// Replaces the name.
  @usableFromInline
  package func set(_ text: String) {
    let box = storage.load() ?? storage.storeIfNil(Storage())
    box.text.withLock { $0 = text }
  }
}

// Safety: `text` is only touched under its lock.
extension Label.Storage: @unchecked Sendable {}
