import RACShared

/// A disposable that only records that it was disposed.
public final class SimpleDisposable: Disposable {
  private let core = FlagDisposableCore()

  /// Creates an undisposed disposable.
  public init() {}

  /// Whether the disposable has been disposed.
  public var isDisposed: Bool { core.isDisposed }

  /// Disposes; later calls do nothing.
  public func dispose() { core.dispose() }
}

extension SimpleDisposable: DisposableCore {}

// Safety: the only state is the engine core, which is thread-safe.
extension SimpleDisposable: @unchecked Sendable {}
