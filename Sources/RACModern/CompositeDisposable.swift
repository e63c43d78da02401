import RACShared

/// Disposes a group of disposables together, in the order they were added.
///
/// A producer's start handler receives one: everything added to it is
/// disposed when that start ends or is disposed. Adding to a disposed
/// composite disposes the newcomer at once.
///
/// ```swift
/// let composite = CompositeDisposable()
/// composite += ActionDisposable { print("one") }
/// composite += { print("two") }
/// composite.dispose()   // prints "one", then "two"
/// ```
public final class CompositeDisposable: Disposable {
  /// Removes one added disposable from the composite without disposing it.
  public struct DisposableHandle: Sendable {
    private weak var composite: CompositeDisposableCore?
    private let handle: CompositeDisposableCore.Handle?

    init(composite: CompositeDisposableCore, handle: CompositeDisposableCore.Handle?) {
      self.composite = composite
      self.handle = handle
    }

    /// Removes the disposable (it is not disposed).
    public func remove() {
      if let handle { composite?.remove(handle) }
    }
  }

  @usableFromInline
  package let core: CompositeDisposableCore

  @inlinable
  package init(core: CompositeDisposableCore) {
    self.core = core
  }

  /// Creates an empty composite.
  public convenience init() {
    self.init(core: CompositeDisposableCore())
  }

  /// Creates a composite holding `disposables`.
  public convenience init(_ disposables: [Disposable]) {
    self.init(core: CompositeDisposableCore(disposables.map(engineDisposable)))
  }

  /// Whether the disposable has been disposed.
  public var isDisposed: Bool { core.isDisposed }

  /// Disposes; later calls do nothing.
  public func dispose() { core.dispose() }

  /// Adds `disposable`; returns `nil` (and disposes it) if the composite is
  /// already disposed. A disposable that is itself disposed is added like
  /// any other (RAC 4.2.2).
  @discardableResult
  public func add(_ disposable: Disposable?) -> DisposableHandle? {
    guard let disposable else { return nil }
    return handle(core.add(engineDisposable(disposable), admitting: .rac4))
  }

  /// Adds an action to run on disposal.
  @discardableResult
  public func add(_ action: @escaping () -> Void) -> DisposableHandle? {
    handle(core.add(action))
  }

  private func handle(_ handle: CompositeDisposableCore.Handle?) -> DisposableHandle? {
    handle.map { DisposableHandle(composite: core, handle: $0) }
  }
}

/// Adds `disposable` to `composite`.
@discardableResult
public func += (composite: CompositeDisposable, disposable: Disposable?) -> CompositeDisposable.DisposableHandle? {
  composite.add(disposable)
}

/// Adds an action to run when `composite` is disposed.
@discardableResult
public func += (composite: CompositeDisposable, action: @escaping () -> Void) -> CompositeDisposable.DisposableHandle? {
  composite.add(action)
}

extension CompositeDisposable: DisposableCore {}

// Safety: the only state is the engine core, which is thread-safe.
extension CompositeDisposable: @unchecked Sendable {}
