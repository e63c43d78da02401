import RACShared

/// Holds one disposable that can be replaced; setting `inner` disposes the
/// previous one, even when it is set to that same disposable again. Disposing the serial disposable disposes the current inner
/// one and any set later.
///
/// ```swift
/// let serial = SerialDisposable()
/// serial.inner = AnyDisposable { print("first") }
/// serial.inner = AnyDisposable { print("second") }   // prints "first"
/// serial.dispose()                                   // prints "second"
/// ```
public final class SerialDisposable: Disposable {
  private let core: SerialDisposableCore

  /// Whether the disposable has been disposed.
  public var isDisposed: Bool { core.isDisposed }

  /// The current inner disposable; setting it disposes the previous one
  /// (setting the same disposable again disposes it too, and it stays).
  public var inner: Disposable? {
    get { core.inner.map(faceDisposable) }
    set { core.inner = newValue.map(engineDisposable) }
  }

  /// Creates a serial disposable holding `disposable`.
  ///
  /// - Parameter disposable: The first inner disposable.
  public init(_ disposable: Disposable? = nil) {
    core = SerialDisposableCore(disposable.map(engineDisposable), policy: .disposeOnEverySet)
  }

  /// Disposes the inner disposable; later calls do nothing.
  public func dispose() { core.dispose() }
}

extension SerialDisposable: DisposableCore {}

// Safety: the only state is the engine core, which is thread-safe.
extension SerialDisposable: @unchecked Sendable {}
