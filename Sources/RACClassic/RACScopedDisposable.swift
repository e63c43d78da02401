import RACShared

/// Disposes the disposable it wraps when it is deallocated.
open class RACScopedDisposable: RACDisposable {
  /// Wraps `disposable`, to be disposed when this object goes away.
  public init(disposable: RACDisposable) {
    super.init(core: disposable)
  }

  /// Wraps `disposable`, to be disposed when this object goes away.
  public class func scopedDisposable(with disposable: RACDisposable) -> RACScopedDisposable {
    RACScopedDisposable(disposable: disposable)
  }

  deinit { dispose() }
}

// Safety: the wrapped disposable is thread-safe.
extension RACScopedDisposable: @unchecked Sendable {}
