import RACShared

/// Cleans up a subscription or any other resource, once.
///
/// `dispose()` is idempotent and thread-safe. Subscribing returns one; a
/// `createSignal` block may return one to release what it set up when the
/// subscription ends (by completion, error or disposal).
///
/// ```swift
/// let disposable = RACDisposable { print("cleaned up") }
/// disposable.dispose()   // prints "cleaned up"
/// disposable.dispose()   // prints nothing
/// ```
open class RACDisposable {
  @usableFromInline
  package let core: any DisposableCore

  // Always inlined, and `isDisposed`/`dispose()` inlinable, so that a
  // subscription's disposable that never escapes the caller (disposed in the
  // same function) costs no allocation, as RACModern's `AnyDisposable` does
  // not: the caller then sees the exact class, devirtualizes `dispose()` and
  // keeps the object off the heap. Left to itself the optimizer specialized
  // this initializer for the subscription's existential core without
  // inlining it, and the call through the class table kept the object on the
  // heap (B6, subscribe + dispose: 3 to 2 mallocs per pair).
  @inlinable
  @inline(__always)
  package init(core: any DisposableCore) {
    self.core = core
  }

  /// Creates a disposable that only records that it was disposed.
  public init() {
    core = FlagDisposableCore()
  }

  /// Creates a disposable that runs `block` on the first `dispose()`.
  public init(block: @escaping () -> Void) {
    core = ActionDisposableCore(block)
  }

  /// Creates a disposable that runs `block` on the first `dispose()`.
  public class func disposable(with block: @escaping () -> Void) -> RACDisposable {
    RACDisposable(block: block)
  }

  /// Whether the disposable has been disposed.
  @inlinable
  open var isDisposed: Bool { core.isDisposed }

  /// Releases the resource; later calls do nothing.
  @inlinable
  open func dispose() { core.dispose() }

  /// A disposable that disposes this one when it is deallocated.
  public func asScopedDisposable() -> RACScopedDisposable {
    RACScopedDisposable(disposable: self)
  }
}

// Overrides of `dispose()` are honoured: the engine holds the front object.
extension RACDisposable: DisposableCore {}

// Safety: the only state is the engine core, which is thread-safe.
extension RACDisposable: @unchecked Sendable {}
