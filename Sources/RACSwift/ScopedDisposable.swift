/// Disposes the disposable it wraps when it is deallocated.
///
/// ```swift
/// do {
///   let scoped = ScopedDisposable(AnyDisposable { print("out of scope") })
///   _ = scoped
/// }   // prints "out of scope"
/// ```
public final class ScopedDisposable<Inner: Disposable>: Disposable {
  /// The wrapped disposable.
  public let inner: Inner

  /// Whether the wrapped disposable has been disposed.
  public var isDisposed: Bool { inner.isDisposed }

  /// Wraps `disposable`, to be disposed when this object goes away.
  ///
  /// - Parameter disposable: The disposable to dispose on deinit.
  public init(_ disposable: Inner) {
    inner = disposable
  }

  deinit { dispose() }

  /// Disposes the wrapped disposable now.
  public func dispose() { inner.dispose() }
}

extension ScopedDisposable where Inner == AnyDisposable {
  /// Wraps any disposable in an `AnyDisposable`, to be disposed when this
  /// object goes away.
  ///
  /// - Parameter disposable: The disposable to dispose on deinit.
  public convenience init(_ disposable: Disposable) {
    self.init(Inner(disposable))
  }
}

extension ScopedDisposable where Inner == CompositeDisposable {
  /// Adds `rhs` to the wrapped composite.
  ///
  /// - Returns: A disposable that removes it again, or `nil`.
  @discardableResult
  public static func += (lhs: ScopedDisposable<CompositeDisposable>, rhs: Disposable?) -> Disposable? {
    lhs.inner.add(rhs)
  }

  /// Adds the action `rhs` to the wrapped composite.
  ///
  /// - Returns: A disposable that removes it again, or `nil`.
  @discardableResult
  public static func += (lhs: ScopedDisposable<CompositeDisposable>, rhs: @escaping () -> Void) -> Disposable? {
    lhs.inner.add(rhs)
  }
}

extension ScopedDisposable where Inner == SerialDisposable {
  /// The wrapped serial disposable's inner disposable; setting it disposes
  /// the previous one.
  public var inner: Disposable? {
    get {
      let serial: SerialDisposable = inner
      return serial.inner
    }
    set {
      let serial: SerialDisposable = inner
      serial.inner = newValue
    }
  }
}

// Checked: the only stored property is a `Disposable`, which is `Sendable`.
extension ScopedDisposable: Sendable {}
