import RACShared

/// Disposes a group of disposables together.
///
/// Adding to a compound disposable that was already disposed disposes the
/// newcomer at once.
open class RACCompoundDisposable: RACDisposable {
  private let composite: CompositeDisposableCore

  /// Creates a compound disposable holding `disposables`.
  public init(disposables: [RACDisposable] = []) {
    composite = CompositeDisposableCore(disposables)
    super.init(core: composite)
  }

  /// Creates an empty compound disposable.
  public class func compoundDisposable() -> RACCompoundDisposable {
    RACCompoundDisposable()
  }

  /// Adds `disposable`; it is disposed at once if this one already was.
  public func add(_ disposable: RACDisposable) {
    composite.add(disposable)
  }

  /// Removes `disposable` without disposing it.
  public func remove(_ disposable: RACDisposable) {
    composite.remove(disposable)
  }
}

// Safety: the engine composite is thread-safe.
extension RACCompoundDisposable: @unchecked Sendable {}
