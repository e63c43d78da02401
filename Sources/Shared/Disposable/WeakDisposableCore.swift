/// Disposes another disposable if it is still alive, without keeping it alive.
///
/// For a disposable that something else owns and that, through its own
/// references, leads back to the holder of this one: holding it strongly would
/// make a cycle nothing breaks unless the pair ends (a signal derived by an
/// operator holds its subscription to the source this way).
@usableFromInline
package final class WeakDisposableCore: DisposableCore {
  @usableFromInline
  weak var target: (any DisposableCore)?

  @usableFromInline
  package init(_ target: any DisposableCore) {
    self.target = target
  }

  /// Whether the target was disposed, or is gone.
  @usableFromInline
  package var isDisposed: Bool { target?.isDisposed ?? true }

  @usableFromInline
  package func dispose() { target?.dispose() }
}

// Safety: `target` is a weak reference, which the runtime reads and clears
// atomically; the target itself is thread-safe.
extension WeakDisposableCore: @unchecked Sendable {}
