/// Disposes a group of disposables together, in the order they were added.
///
/// Adding to an already disposed composite disposes the newcomer at once
/// (RAC2 and RAC4 agree). This is also the lifetime handed to a producer's
/// start handler: it is disposed right after the start's terminal event.
package final class CompositeDisposableCore: DisposableCore {
  /// A ticket for removing one added disposable without disposing it.
  package struct Handle: Hashable, Sendable {
    fileprivate let id: UInt64
  }

  private struct Entry {
    let id: UInt64
    let disposable: any DisposableCore
  }

  private struct State {
    var entries: ContiguousArray<Entry> = []
    var nextID: UInt64 = 0
    var isDisposed = false
  }

  private let lock = PlatformLock()
  private var state = State()

  /// Creates a composite holding `disposables`.
  package init(_ disposables: [any DisposableCore] = []) {
    for disposable in disposables { _ = add(disposable) }
  }

  package var isDisposed: Bool { lock.withLock { state.isDisposed } }

  /// Adds `disposable`; returns a handle that removes it again, or `nil` when
  /// the composite was already disposed (the newcomer is then disposed now).
  ///
  /// - Complexity: amortized O(1).
  @discardableResult
  package func add(_ disposable: any DisposableCore) -> Handle? {
    let handle: Handle? = lock.withLock {
      guard !state.isDisposed else { return nil }
      let id = state.nextID
      state.nextID &+= 1
      state.entries.append(Entry(id: id, disposable: disposable))
      return Handle(id: id)
    }
    if handle == nil { disposable.dispose() }
    return handle
  }

  /// Adds an action to run on disposal.
  @discardableResult
  package func add(_ action: @escaping () -> Void) -> Handle? {
    add(ActionDisposableCore(action))
  }

  /// Removes the entry added under `handle`, without disposing it.
  ///
  /// - Complexity: O(n).
  package func remove(_ handle: Handle) {
    lock.withLock {
      if let index = state.entries.firstIndex(where: { $0.id == handle.id }) {
        state.entries.remove(at: index)
      }
    }
  }

  /// Removes every entry that is `disposable` (by identity), without disposing it.
  ///
  /// - Complexity: O(n).
  package func remove(_ disposable: any DisposableCore) {
    lock.withLock {
      state.entries.removeAll { $0.disposable === disposable }
    }
  }

  package func dispose() {
    let entries: ContiguousArray<Entry>? = lock.withLock {
      guard !state.isDisposed else { return nil }
      state.isDisposed = true
      defer { state.entries = [] }
      return state.entries
    }
    entries?.forEach { $0.disposable.dispose() }
  }
}

// Safety: all mutable state is behind `lock`.
extension CompositeDisposableCore: @unchecked Sendable {}
