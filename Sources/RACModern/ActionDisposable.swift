import RACShared

/// Runs an action on the first `dispose()`.
///
/// ```swift
/// let disposable = ActionDisposable { print("cleaned up") }
/// disposable.dispose()   // prints "cleaned up"
/// ```
public final class ActionDisposable: Disposable {
  private let core: ActionDisposableCore

  /// Creates a disposable that runs `action` when disposed.
  public init(action: @escaping () -> Void) {
    core = ActionDisposableCore(action)
  }

  /// Whether the disposable has been disposed.
  public var isDisposed: Bool { core.isDisposed }

  /// Disposes; later calls do nothing.
  public func dispose() { core.dispose() }
}

extension ActionDisposable: DisposableCore {}

// Safety: the only state is the engine core, which is thread-safe.
extension ActionDisposable: @unchecked Sendable {}
