import RACShared

/// Holds one disposable that can be replaced.
///
/// As in RAC4, setting `innerDisposable` **disposes** the old one, even when
/// the new one is that same disposable (RACClassic's
/// `RACSerialDisposable` leaves it alone, as RAC2 did). Disposing the serial
/// disposable disposes the current inner one and any set later.
public final class SerialDisposable: Disposable {
  private let core: SerialDisposableCore

  /// Creates a serial disposable holding `disposable`.
  public init(_ disposable: Disposable? = nil) {
    core = SerialDisposableCore(disposable.map(engineDisposable), policy: .disposeOnEverySet)
  }

  /// Whether the disposable has been disposed.
  public var isDisposed: Bool { core.isDisposed }

  /// Disposes; later calls do nothing.
  public func dispose() { core.dispose() }

  /// The inner disposable; setting it disposes the previous one.
  public var innerDisposable: Disposable? {
    get { core.inner.map(frontDisposable) }
    set { core.inner = newValue.map(engineDisposable) }
  }
}

extension SerialDisposable: DisposableCore {}

// Safety: the only state is the engine core, which is thread-safe.
extension SerialDisposable: @unchecked Sendable {}
