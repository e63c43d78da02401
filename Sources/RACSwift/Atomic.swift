import RACShared

/// A value that several threads read and change safely: every access is
/// exclusive, and `modify` changes the value in place.
///
/// The closure given to `modify` or `withValue` runs while the value is
/// exclusively its own, but under no lock (docs/EventContract.md rule 4): a
/// thread that wants the value meanwhile waits for its turn. Turns are not
/// handed out in arrival order: a freed turn usually goes to a thread that
/// is already running, and a thread that lost it after waking is served
/// next, so no thread waits for ever (docs/Engine.md, "Nobody waits for
/// ever"). Reading or changing the value from inside its own `modify` traps
/// with a message (ReactiveSwift deadlocked there).
///
/// - Important: A file that imports both this module and the standard
///   library's `Synchronization` sees two types named `Atomic`; write
///   `RACSwift.Atomic` there, as with ReactiveSwift (docs/Migration.md).
///
/// ```swift
/// let hits = Atomic(0)
/// DispatchQueue.concurrentPerform(iterations: 100) { _ in hits.modify { $0 += 1 } }
/// print(hits.value)   // prints 100
/// ```
public final class Atomic<Value> {
  @usableFromInline
  package let core: ExclusiveValue<Value>

  /// Creates a cell holding `value`.
  ///
  /// - Parameter value: The initial value.
  public init(_ value: Value) {
    core = ExclusiveValue(value)
  }

  /// The value now; setting it replaces it, exclusively.
  public var value: Value {
    get { core.value }
    set { core.modify { $0 = newValue } }
  }

  /// Lets `action` change the value in place, exclusively.
  ///
  /// - Parameter action: Gets the value to change; a change made before it
  ///   throws is kept.
  /// - Returns: What `action` returns.
  @discardableResult
  public func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
    try core.modify(action)
  }

  /// Runs `action` with the value; no change happens meanwhile.
  ///
  /// - Parameter action: Gets the value.
  /// - Returns: What `action` returns.
  @discardableResult
  public func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result {
    try core.withValue(action)
  }

  /// Replaces the value, exclusively.
  ///
  /// - Parameter newValue: The new value.
  /// - Returns: The value it replaced.
  @discardableResult
  public func swap(_ newValue: Value) -> Value {
    core.exchange(newValue)
  }
}

// Checked: the only stored property is the engine cell, which is `Sendable`.
extension Atomic: Sendable {}
