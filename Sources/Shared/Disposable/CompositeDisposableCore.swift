/// Disposes a group of disposables together, in the order they were added.
///
/// Adding to an already disposed composite disposes the newcomer at once
/// (RAC2 and RAC4 agree). This is also the lifetime handed to a producer's
/// start handler: it is disposed right after the start's terminal event.
@usableFromInline
package final class CompositeDisposableCore: DisposableCore {
  /// A ticket for removing one added disposable without disposing it.
  @usableFromInline
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

  private let state = LockedState.make(State())

  /// Creates a composite holding `disposables`.
  @usableFromInline
  package init(_ disposables: [any DisposableCore] = []) {
    for disposable in disposables { _ = add(disposable) }
  }

  @usableFromInline
  package var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// What a composite does with a disposable that is already disposed when
  /// it is added (RAC 4.2.2 and ReactiveSwift 7 differ).
  @usableFromInline
  package enum Admission: Sendable {
    /// Added like any other, with a handle (RAC 4.2.2's `addDisposable`).
    case everyDisposable
    /// Not added: `add` returns `nil` (ReactiveSwift 7's `add`: "`nil` if
    /// ... `disposable` has been disposed of").
    case onlyUndisposed

    /// RAC 4.2.2: a disposed disposable is added.
    @usableFromInline
    package static let rac4 = Admission.everyDisposable
    /// ReactiveSwift 7: a disposed disposable is refused.
    @usableFromInline
    package static let reactiveSwift = Admission.onlyUndisposed
  }

  /// Adds `disposable`; returns a handle that removes it again, or `nil` when
  /// the composite was already disposed (the newcomer is then disposed now)
  /// or, with `.onlyUndisposed`, when `disposable` already was.
  ///
  /// - Complexity: amortized O(1).
  @discardableResult
  @usableFromInline
  package func add(_ disposable: any DisposableCore, admitting admission: Admission = .everyDisposable) -> Handle? {
    if admission == .onlyUndisposed, disposable.isDisposed { return nil }
    let handle: Handle? = state.withLock { state in
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
  @usableFromInline
  package func add(_ action: @escaping () -> Void) -> Handle? {
    add(ActionDisposableCore(action))
  }

  /// Removes the entry added under `handle`, without disposing it.
  ///
  /// - Complexity: O(n).
  @usableFromInline
  package func remove(_ handle: Handle) {
    state.withLock { state in
      if let index = state.entries.firstIndex(where: { $0.id == handle.id }) {
        state.entries.remove(at: index)
      }
    }
  }

  /// Removes every entry that is `disposable` (by identity), without disposing it.
  ///
  /// - Complexity: O(n).
  @usableFromInline
  package func remove(_ disposable: any DisposableCore) {
    state.withLock { state in
      state.entries.removeAll { $0.disposable === disposable }
    }
  }

  @usableFromInline
  package func dispose() {
    let entries: ContiguousArray<Entry>? = state.withLock { state in
      guard !state.isDisposed else { return nil }
      state.isDisposed = true
      defer { state.entries = [] }
      return state.entries
    }
    entries?.forEach { $0.disposable.dispose() }
  }
}

// Safety: all mutable state is behind the lock of `state`.
extension CompositeDisposableCore: @unchecked Sendable {}
