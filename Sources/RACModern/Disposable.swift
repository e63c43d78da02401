import RACShared

/// Something that can be cancelled once: a subscription, a scheduled action,
/// a group of them.
///
/// Disposables are `Sendable`: disposing from any thread or task is safe, so
/// a conforming type of yours must be thread-safe too.
public protocol Disposable: AnyObject, Sendable {
  /// Whether the disposable has been disposed.
  var isDisposed: Bool { get }
  /// Cancels; later calls do nothing.
  func dispose()
}

extension Disposable {
  /// Whether the disposable has been disposed (RAC4 spelling of `isDisposed`).
  public var disposed: Bool { isDisposed }
}

/// A disposable wrapping another one or an action (ReactiveSwift's
/// `AnyDisposable`). Subscriptions are returned as one of these.
public final class AnyDisposable: Disposable {
  @usableFromInline
  package let core: any DisposableCore

  @inlinable
  package init(core: any DisposableCore) {
    self.core = core
  }

  /// A disposable that only records that it was disposed.
  public init() {
    core = FlagDisposableCore()
  }

  /// A disposable that runs `action` on the first `dispose()`.
  public init(_ action: @escaping () -> Void) {
    core = ActionDisposableCore(action)
  }

  /// A disposable that disposes `disposable`.
  public init(_ disposable: Disposable) {
    core = engineDisposable(disposable)
  }

  /// Whether the disposable has been disposed.
  public var isDisposed: Bool { core.isDisposed }

  /// Disposes; later calls do nothing.
  public func dispose() { core.dispose() }
}

/// The engine view of any `Disposable`.
@usableFromInline
package func engineDisposable(_ disposable: Disposable) -> any DisposableCore {
  (disposable as? any DisposableCore)
    ?? ForeignDisposableCore(disposable, isDisposed: { $0.isDisposed }, dispose: { $0.dispose() })
}

/// The `Disposable` view of an engine disposable.
@usableFromInline
package func frontDisposable(_ core: any DisposableCore) -> Disposable {
  if let foreign = core as? ForeignDisposableCore<any Disposable> { return foreign.base }
  return (core as? Disposable) ?? AnyDisposable(core: core)
}

extension AnyDisposable: DisposableCore {}

// Safety: the only state is the engine core, which is thread-safe.
extension AnyDisposable: @unchecked Sendable {}
