import RACShared

/// Disposes a group of disposables together, in the order they were added.
///
/// Adding to a disposed composite disposes the newcomer at once; a
/// disposable that is already disposed is not added (`add` returns `nil`).
///
/// ```swift
/// let composite = CompositeDisposable()
/// composite += AnyDisposable { print("one") }
/// composite += { print("two") }
/// composite.dispose()   // prints "one", then "two"
/// ```
public final class CompositeDisposable: Disposable {
  @usableFromInline
  package let core: CompositeDisposableCore

  /// The face of the engine composite `core`.
  @inlinable
  package init(core: CompositeDisposableCore) {
    self.core = core
  }

  /// Whether the disposable has been disposed.
  public var isDisposed: Bool { core.isDisposed }

  /// Creates a composite holding `disposables`.
  ///
  /// - Parameter disposables: Disposed with the composite, in order.
  public init<S: Sequence>(_ disposables: S) where S.Iterator.Element == Disposable {
    core = CompositeDisposableCore(disposables.map(engineDisposable))
  }

  /// Creates a composite holding the disposables that are not `nil`.
  ///
  /// - Parameter disposables: Disposed with the composite, in order.
  public convenience init<S: Sequence>(_ disposables: S) where S.Iterator.Element == Disposable? {
    self.init(disposables.compactMap { $0 })
  }

  /// Creates an empty composite.
  public convenience init() {
    self.init(core: CompositeDisposableCore())
  }

  /// Disposes everything added, in order; later calls do nothing.
  public func dispose() { core.dispose() }

  /// Adds `disposable`.
  ///
  /// - Parameter disposable: Disposed with the composite; disposed at once
  ///   if the composite already is.
  /// - Returns: A disposable that removes it again (without disposing it),
  ///   or `nil` if nothing was added: `disposable` is `nil` or already
  ///   disposed, or the composite is.
  @discardableResult
  public func add(_ disposable: Disposable?) -> Disposable? {
    disposable.flatMap { removal(of: core.add(engineDisposable($0), admitting: .reactiveSwift)) }
  }

  /// Adds an action to run when the composite is disposed.
  ///
  /// - Parameter action: Runs once, on the disposing thread.
  /// - Returns: A disposable that removes the action again, or `nil` if the
  ///   composite was already disposed (the action then ran at once).
  @discardableResult
  public func add(_ action: @escaping () -> Void) -> Disposable? {
    removal(of: core.add(action))
  }

  /// Adds `rhs` to `lhs`.
  ///
  /// - Returns: A disposable that removes it again, or `nil`.
  @discardableResult
  public static func += (lhs: CompositeDisposable, rhs: Disposable?) -> Disposable? {
    lhs.add(rhs)
  }

  /// Adds the action `rhs` to `lhs`.
  ///
  /// - Returns: A disposable that removes it again, or `nil`.
  @discardableResult
  public static func += (lhs: CompositeDisposable, rhs: @escaping () -> Void) -> Disposable? {
    lhs.add(rhs)
  }

  private func removal(of handle: CompositeDisposableCore.Handle?) -> Disposable? {
    handle.map { handle in AnyDisposable { [weak core] in core?.remove(handle) } }
  }
}

extension CompositeDisposable: DisposableCore {}

// Safety: the only state is the engine core, which is thread-safe.
extension CompositeDisposable: @unchecked Sendable {}
