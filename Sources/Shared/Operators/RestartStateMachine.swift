/// Whether a restarting producer (`retry`, `repeat`, `times`) starts its
/// source again, without growing the stack.
///
/// A source that ends synchronously inside its own start only records the
/// request; the thread still inside the start loop sees it when `run()`
/// returns and starts the next attempt itself. So `repeat` of a synchronous
/// source 100 000 times uses constant stack.
@usableFromInline
package struct RestartStateMachine {
  @usableFromInline
  package enum Action {
    /// The caller starts the next attempt now (it is not inside the loop).
    case restart
    /// The loop will restart when the current attempt's `run()` returns.
    case none
  }

  @usableFromInline
  var looping = false
  @usableFromInline
  var pending = false

  @inlinable
  package init() {}

  /// The loop is about to run an attempt.
  @inlinable
  package mutating func attemptStarting() {
    looping = true
    pending = false
  }

  /// The attempt ended in a way that asks for another one.
  @inlinable
  package mutating func restartRequested() -> Action {
    guard looping else { return .restart }
    pending = true
    return .none
  }

  /// The attempt's `run()` returned; `true` if the loop goes round again.
  @inlinable
  package mutating func attemptReturned() -> Bool {
    looping = false
    defer { pending = false }
    return pending
  }
}
