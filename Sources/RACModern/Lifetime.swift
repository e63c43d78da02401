import RACShared

/// How long something lives: observers and disposables attached to a
/// lifetime run when it ends (ReactiveSwift's `Lifetime`).
///
/// A producer's start handler may take one instead of a `CompositeDisposable`
/// (`SignalProducer { observer, lifetime in … }`): it ends when that start
/// ends or is disposed. `Lifetime.make()` gives a lifetime and the `Token`
/// that ends it; the token ends it when disposed or deallocated, so an object
/// that keeps the token ends its lifetime when it goes away.
///
/// A lifetime can be shared freely across threads and tasks; ending it runs
/// what was attached, in the order it was attached, on the ending thread.
///
/// ```swift
/// let (lifetime, token) = Lifetime.make()
/// lifetime.observeEnded { print("ended") }
/// token.dispose()   // prints "ended"
/// ```
public final class Lifetime: Sendable {
  @usableFromInline
  package let core: CompositeDisposableCore

  @inlinable
  package init(core: CompositeDisposableCore) {
    self.core = core
  }

  /// A lifetime that ends when `token` is disposed or deallocated.
  public convenience init(_ token: Token) {
    self.init(core: token.core)
  }

  /// Whether the lifetime has ended.
  public var hasEnded: Bool { core.isDisposed }

  /// A signal that completes when the lifetime ends (at once, if it has
  /// already ended: an observer added later then gets `interrupted`).
  public var ended: Signal<Never, Never> {
    Signal(core: .started(.completing(when: core)))
  }

  /// Runs `action` when the lifetime ends, or at once if it has already
  /// ended. The returned disposable detaches `action` without running it;
  /// it is `nil` when the lifetime had already ended.
  @discardableResult
  public func observeEnded(_ action: @escaping () -> Void) -> Disposable? {
    core.add(action).map { handle in ActionDisposable { [core] in core.remove(handle) } }
  }

  /// Disposes `disposable` when the lifetime ends (at once, if it has
  /// already ended). The result detaches it without disposing it.
  @discardableResult
  public static func += (lifetime: Lifetime, disposable: Disposable?) -> Disposable? {
    guard let disposable else { return nil }
    return lifetime.observeEnded(disposable.dispose)
  }

  /// A new lifetime and the token that ends it.
  public static func make() -> (lifetime: Lifetime, token: Token) {
    let token = Token()
    return (Lifetime(token), token)
  }

  /// A lifetime that has already ended.
  public static let empty: Lifetime = {
    let core = CompositeDisposableCore()
    core.dispose()
    return Lifetime(core: core)
  }()

  /// Ends a lifetime: when disposed, or when it is deallocated.
  ///
  /// Keep the token in the object whose lifetime it stands for; hand out the
  /// `Lifetime` made from it.
  public final class Token: Sendable {
    let core = CompositeDisposableCore()

    /// Creates a token whose lifetime has not ended.
    public init() {}

    /// Ends the lifetime now; later calls do nothing.
    public func dispose() { core.dispose() }

    deinit { core.dispose() }
  }
}
