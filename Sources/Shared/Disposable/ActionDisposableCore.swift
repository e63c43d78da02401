/// Runs an action once, on the first `dispose()`.
///
/// RAC2 `RACDisposable(block:)` and RAC4 `ActionDisposable(action:)` are both
/// this. The action runs outside any lock, on the disposing thread.
@usableFromInline
package final class ActionDisposableCore: DisposableCore {
  /// Written at init, then read and cleared only by the one caller that wins
  /// `disposed.set()`, so it needs no lock.
  private var action: (() -> Void)?
  private let disposed = OnceFlag()

  /// Creates a disposable that runs `action` when disposed.
  @usableFromInline
  package init(_ action: @escaping () -> Void) {
    self.action = action
  }

  @usableFromInline
  package var isDisposed: Bool { disposed.isSet }

  @usableFromInline
  package func dispose() {
    guard disposed.set() else { return }
    let action = self.action
    self.action = nil
    action?()
  }
}

// Safety: `action` is only touched by the thread that wins `disposed.set()`.
extension ActionDisposableCore: @unchecked Sendable {}
