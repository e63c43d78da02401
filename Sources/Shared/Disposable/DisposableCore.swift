/// Something that can be cancelled once: the engine's view of every
/// disposable, whichever front created it.
///
/// Disposal is idempotent and thread-safe; the first `dispose()` does the work.
@usableFromInline
package protocol DisposableCore: AnyObject {
  /// Whether `dispose()` has been called (or the resource ended on its own).
  var isDisposed: Bool { get }
  /// Releases the resource. Later calls do nothing.
  func dispose()
}

/// A disposable with nothing to release; disposing only flips its flag.
@usableFromInline
package final class FlagDisposableCore: DisposableCore, Sendable {
  private let flag = OnceFlag()

  @usableFromInline
  package init() {}

  @usableFromInline
  package var isDisposed: Bool { flag.isSet }

  @usableFromInline
  package func dispose() { _ = flag.set() }
}
