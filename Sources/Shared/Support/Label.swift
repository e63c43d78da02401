import Synchronization

/// A debug name that can be read and changed from any thread (RAC2's
/// `name`/`-setNameWithFormat:`), costing one word until it is first set.
package struct Label: ~Copyable {
  fileprivate final class Storage {
    let lock = PlatformLock()
    var text = ""
  }

  private let storage = AtomicLazyReference<Storage>()

  package init() {}

  /// The current name; empty until set.
  package var text: String {
    guard let storage = storage.load() else { return "" }
    return storage.lock.withLock { storage.text }
  }

  /// Replaces the name.
  package func set(_ text: String) {
    let box = storage.load() ?? storage.storeIfNil(Storage())
    box.lock.withLock { box.text = text }
  }
}

// Safety: `text` is only touched under `lock`.
extension Label.Storage: @unchecked Sendable {}
