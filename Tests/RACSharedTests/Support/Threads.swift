import Dispatch
import Foundation
import RACShared

/// An integer shared between threads (the engine's `AtomicWord`; the tests
/// keep the package's deployment floor too, so no `Synchronization`).
final class Counter: @unchecked Sendable {
  @exclusivity(unchecked)
  private var word = 0

  init() {}

  var value: Int { AtomicWord.load(&word) }

  /// Adds one; returns the new value.
  @discardableResult
  func increment() -> Int { AtomicWord.add(&word, 1) }

  /// Replaces the value.
  func store(_ value: Int) { AtomicWord.store(&word, value) }

  /// Subtracts one; returns the new value.
  @discardableResult
  func decrement() -> Int { AtomicWord.add(&word, -1) }
}

/// Detects two callbacks running at the same time: call `enter()` first thing
/// in a callback and `leave()` last.
final class OverlapDetector: Sendable {
  private let inside = Counter()
  private let overlaps = Counter()

  init() {}

  /// How many times a callback started while another was running.
  var overlapCount: Int { overlaps.value }

  func enter() {
    if inside.increment() != 1 { overlaps.increment() }
  }

  func leave() { inside.decrement() }
}

/// Runs `body(index)` on `count` new threads that all wait at a gate and are
/// released together; returns once every one has finished.
func onThreadsReleasedTogether(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
  let ready = DispatchGroup()
  let finished = DispatchGroup()
  let gate = DispatchSemaphore(value: 0)
  for index in 0..<count {
    ready.enter()
    finished.enter()
    Thread {
      ready.leave()
      gate.wait()
      body(index)
      finished.leave()
    }.start()
  }
  ready.wait()
  for _ in 0..<count { gate.signal() }
  finished.wait()
}

/// Runs `body` on a new thread and waits for it; returns what it returned.
func onAnotherThread<Result>(_ body: @escaping () -> Result) -> Result {
  let box = UncheckedBox(body)
  let result = ResultBox<Result>()
  let done = DispatchSemaphore(value: 0)
  Thread {
    result.value = box.value()
    done.signal()
  }.start()
  done.wait()
  return result.value!
}

/// The identity of a thread other than the calling one.
func anotherThreadIdentity() -> ThreadIdentity {
  let mine = ThreadIdentity.current
  let other = onAnotherThread { ThreadIdentity.current }
  precondition(other != mine)
  return other
}

/// Hands a value from one thread to another; the semaphore orders the accesses.
private final class ResultBox<Value>: @unchecked Sendable {
  var value: Value?
}
