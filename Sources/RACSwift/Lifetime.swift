import RACShared

/// How long something lives: observers and disposables attached to a
/// lifetime run when it ends.
///
/// A producer's start handler gets one that ends when that start ends or is
/// disposed; a `Signal` generator gets one that ends with the signal.
/// `Lifetime.make()` gives a lifetime and the `Token` that ends it when
/// disposed or deallocated, so an object that keeps the token ends its
/// lifetime when it goes away. Ending runs what was attached, in order, on
/// the ending thread.
///
/// ```swift
/// let (lifetime, token) = Lifetime.make()
/// lifetime.observeEnded { print("ended") }
/// token.dispose()   // prints "ended"
/// ```
public final class Lifetime: Sendable {
  @usableFromInline
  package let core: CompositeDisposableCore

  /// The face of the engine composite `core`, which ends the lifetime when
  /// disposed.
  @inlinable
  package init(core: CompositeDisposableCore) {
    self.core = core
  }

  /// A signal that completes when the lifetime ends (an observer added
  /// after the end gets `interrupted`).
  public var ended: Signal<Never, Never> {
    Signal(core: .started(.completing(when: core)))
  }

  /// Whether the lifetime has ended.
  public var hasEnded: Bool { core.isDisposed }

  /// A lifetime that ends when `token` is disposed or deallocated; it does
  /// not keep the token alive.
  ///
  /// - Parameter token: The token that ends it.
  public convenience init(_ token: Token) {
    self.init(core: token.core)
  }

  /// Runs `action` when the lifetime ends, or at once if it has already
  /// ended.
  ///
  /// - Parameter action: Runs once, on the ending thread.
  /// - Returns: A disposable that detaches `action` without running it, or
  ///   `nil` if the lifetime had already ended.
  @discardableResult
  public func observeEnded(_ action: @escaping () -> Void) -> Disposable? {
    core.add(action).map { handle in AnyDisposable { [core] in core.remove(handle) } }
  }

  /// Disposes `disposable` when `lifetime` ends (at once if it has).
  ///
  /// - Returns: A disposable that detaches it without disposing it, or `nil`.
  @discardableResult
  public static func += (lifetime: Lifetime, disposable: Disposable?) -> Disposable? {
    disposable.flatMap { lifetime.observeEnded($0.dispose) }
  }
}

extension Lifetime {
  /// A new lifetime and the token that ends it.
  ///
  /// - Returns: The lifetime and its token.
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
}

extension Lifetime {
  /// Ends a lifetime when disposed, or when it is deallocated.
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
