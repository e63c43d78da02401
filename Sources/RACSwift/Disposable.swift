import RACShared

/// Something that can be cancelled once: a start, an observation, a
/// scheduled action, a group of them.
///
/// Disposables are `Sendable`: disposing from any thread or task is safe, so
/// a conforming type of yours must be thread-safe too.
public protocol Disposable: AnyObject, Sendable {
  /// Whether the disposable has been disposed.
  var isDisposed: Bool { get }
  /// Cancels; later calls do nothing.
  func dispose()
}

/// A disposable that runs an action, wraps another disposable, or only
/// records that it was disposed. Starts and observations return one.
///
/// ```swift
/// let disposable = AnyDisposable { print("cleaned up") }
/// disposable.dispose()   // prints "cleaned up"
/// ```
public final class AnyDisposable: Disposable {
  @usableFromInline
  package let core: any DisposableCore

  /// The face of the engine disposable `core`.
  @inlinable
  package init(core: any DisposableCore) {
    self.core = core
  }

  /// Whether the disposable has been disposed.
  public var isDisposed: Bool { core.isDisposed }

  /// A disposable that runs `action` on the first `dispose()`.
  ///
  /// - Parameter action: Runs once, on the disposing thread.
  public init(_ action: @escaping () -> Void) {
    core = ActionDisposableCore(action)
  }

  /// A disposable that only records that it was disposed.
  public init() {
    core = FlagDisposableCore()
  }

  /// A disposable that disposes `disposable`.
  ///
  /// - Parameter disposable: Disposed with this one.
  public init(_ disposable: Disposable) {
    core = engineDisposable(disposable)
  }

  /// Disposes; later calls do nothing.
  public func dispose() { core.dispose() }
}

extension AnyDisposable: DisposableCore {}

// Safety: the only state is the engine core, which is thread-safe.
extension AnyDisposable: @unchecked Sendable {}

/// The engine view of any `Disposable`.
@usableFromInline
package func engineDisposable(_ disposable: Disposable) -> any DisposableCore {
  (disposable as? any DisposableCore)
    ?? ForeignDisposableCore(disposable, isDisposed: { $0.isDisposed }, dispose: { $0.dispose() })
}

/// The `Disposable` view of an engine disposable.
@usableFromInline
package func faceDisposable(_ core: any DisposableCore) -> Disposable {
  (core as? ForeignDisposableCore<any Disposable>)?.base ?? (core as? Disposable) ?? AnyDisposable(core: core)
}
