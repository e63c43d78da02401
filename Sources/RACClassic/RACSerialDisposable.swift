import RACShared

/// Holds one disposable that can be replaced.
///
/// As in RAC2, replacing the inner disposable does **not** dispose the old
/// one; `swapIn(_:)` hands it back. (RACModern's `SerialDisposable` does
/// dispose it, as RAC4 did.) Disposing the serial disposable disposes the
/// current inner one and any set later.
open class RACSerialDisposable: RACDisposable {
  private let serial: SerialDisposableCore

  /// Creates a serial disposable holding `disposable`.
  public init(disposable: RACDisposable? = nil) {
    serial = SerialDisposableCore(disposable, policy: .keepReplaced)
    super.init(core: serial)
  }

  /// Creates a serial disposable holding `disposable`.
  public class func serialDisposable(with disposable: RACDisposable?) -> RACSerialDisposable {
    RACSerialDisposable(disposable: disposable)
  }

  /// The inner disposable. Setting it leaves the old one undisposed.
  public var disposable: RACDisposable? {
    get { serial.inner as? RACDisposable }
    set { serial.swap(newValue) }
  }

  /// Installs `newDisposable` and returns the one it replaced, undisposed.
  @discardableResult
  public func swapIn(_ newDisposable: RACDisposable?) -> RACDisposable? {
    serial.swap(newDisposable) as? RACDisposable
  }
}

// Safety: the engine serial disposable is thread-safe.
extension RACSerialDisposable: @unchecked Sendable {}
