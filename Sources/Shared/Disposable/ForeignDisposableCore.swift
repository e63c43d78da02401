/// Lets the engine hold a disposable that RACPort did not create: a user's
/// type conforming to a face's `Disposable` protocol. One adapter for every
/// face; each passes how its protocol reads and disposes, and gets `base`
/// back unwrapped when the engine hands the disposable out again.
package final class ForeignDisposableCore<Base: Sendable>: DisposableCore, Sendable {
  /// The face's disposable, exactly as the user gave it.
  package let base: Base
  private let isDisposedOf: @Sendable (Base) -> Bool
  private let disposeOf: @Sendable (Base) -> Void

  /// Adapts `base`, reading and disposing it through the face's protocol.
  package init(
    _ base: Base, isDisposed: @escaping @Sendable (Base) -> Bool, dispose: @escaping @Sendable (Base) -> Void
  ) {
    self.base = base
    isDisposedOf = isDisposed
    disposeOf = dispose
  }

  package var isDisposed: Bool { isDisposedOf(base) }

  package func dispose() { disposeOf(base) }
}
