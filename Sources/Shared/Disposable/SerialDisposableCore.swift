/// Holds one inner disposable that can be replaced; disposing the serial
/// disposable disposes the current inner one and every later one at once.
///
/// RAC2 and RAC4 differ on replacement, so the policy is a stored choice, not
/// a front's `if`: RAC4's and ReactiveSwift's `SerialDisposable` dispose the
/// replaced inner disposable on every set, RAC2's `RACSerialDisposable` hands
/// it back untouched, and the engine's own serial slots dispose what they
/// replace unless it is the newcomer itself.
@usableFromInline
package final class SerialDisposableCore: DisposableCore {
  /// What happens to the inner disposable that a new one replaces.
  @usableFromInline
  package enum ReplacementPolicy: Sendable {
    /// The replaced disposable is disposed, unless it is the newcomer itself
    /// (the engine's own slots, which may install the same disposable again).
    case disposeReplaced
    /// Every set disposes the disposable it replaces, even when the newcomer
    /// is that same disposable, which then stays installed, disposed: RAC
    /// 4.2.2's `innerDisposable` and ReactiveSwift 7's `inner` ("whenever this
    /// property is set (even to the same value!), the previous disposable is
    /// automatically disposed").
    case disposeOnEverySet
    /// RAC2: the replaced disposable is returned to the caller, undisposed.
    case keepReplaced
  }

  private struct State {
    var inner: (any DisposableCore)?
    var isDisposed = false
  }

  private let state: LockedState<State>
  private let policy: ReplacementPolicy

  /// Creates a serial disposable holding `inner`.
  @usableFromInline
  package init(_ inner: (any DisposableCore)? = nil, policy: ReplacementPolicy) {
    self.policy = policy
    var initial = State()
    initial.inner = inner
    state = LockedState.make(initial)
  }

  @usableFromInline
  package var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// The current inner disposable.
  @usableFromInline
  package var inner: (any DisposableCore)? {
    get { state.withLock { $0.inner } }
    set { _ = swap(newValue) }
  }

  /// Installs `newInner` and returns the one it replaced.
  ///
  /// When already disposed, `newInner` is disposed at once and `nil` returned.
  /// With `.disposeReplaced`, the replaced disposable is disposed as well
  /// unless it is `newInner`; with `.disposeOnEverySet`, even then.
  @discardableResult
  @usableFromInline
  package func swap(_ newInner: (any DisposableCore)?) -> (any DisposableCore)? {
    let (old, accepted): ((any DisposableCore)?, Bool) = state.withLock { state in
      guard !state.isDisposed else { return (nil, false) }
      let old = state.inner
      state.inner = newInner
      return (old, true)
    }
    guard accepted else {
      newInner?.dispose()
      return nil
    }
    switch policy {
    case .disposeReplaced: if let old, old !== newInner { old.dispose() }
    case .disposeOnEverySet: old?.dispose()
    case .keepReplaced: break
    }
    return old
  }

  @usableFromInline
  package func dispose() {
    let inner: (any DisposableCore)?? = state.withLock { state in
      guard !state.isDisposed else { return .none }
      state.isDisposed = true
      defer { state.inner = nil }
      return .some(state.inner)
    }
    if case .some(let inner?) = inner { inner.dispose() }
  }
}

// Safety: all mutable state is behind the lock of `state`.
extension SerialDisposableCore: @unchecked Sendable {}
