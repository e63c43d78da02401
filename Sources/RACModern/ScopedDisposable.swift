import RACShared

/// Disposes the disposable it wraps when it is deallocated.
public final class ScopedDisposable: Disposable {
  /// The wrapped disposable.
  public let innerDisposable: Disposable

  /// Wraps `disposable`, to be disposed when this object goes away.
  public init(_ disposable: Disposable) {
    innerDisposable = disposable
  }

  public var isDisposed: Bool { innerDisposable.isDisposed }

  public func dispose() { innerDisposable.dispose() }

  deinit { dispose() }
}

extension ScopedDisposable: DisposableCore {}

// Safety: immutable; the wrapped disposable is thread-safe.
extension ScopedDisposable: @unchecked Sendable {}
