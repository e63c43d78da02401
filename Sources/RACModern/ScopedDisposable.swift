import RACShared

/// Disposes the disposable it wraps when it is deallocated.
public final class ScopedDisposable: Disposable {
  /// The wrapped disposable.
  public let innerDisposable: Disposable

  /// Wraps `disposable`, to be disposed when this object goes away.
  public init(_ disposable: Disposable) {
    innerDisposable = disposable
  }

  /// Whether the disposable has been disposed.
  public var isDisposed: Bool { innerDisposable.isDisposed }

  /// Disposes; later calls do nothing.
  public func dispose() { innerDisposable.dispose() }

  deinit { dispose() }
}

extension ScopedDisposable: DisposableCore {}

// Safety: immutable; the wrapped disposable is thread-safe.
extension ScopedDisposable: @unchecked Sendable {}
