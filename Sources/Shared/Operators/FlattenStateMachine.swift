/// How a signal of signals is flattened (RAC4's `FlattenStrategy`).
@usableFromInline
package enum FlattenMode: Sendable {
  /// Every inner signal at once; completes when the outer and all inners have.
  case merge
  /// One inner signal at a time, in order; the others wait their turn.
  case concat
  /// Only the newest inner signal; starting one disposes the previous.
  case latest
}

/// Which inner producers a flatten start runs, and when it completes.
///
/// Concat starts inners in a loop, not recursively: when an inner completes
/// synchronously inside its own start, the completion only marks it done and
/// the thread already in `loopContinued` starts the next one. So `concat` of
/// 100 000 synchronous producers uses constant stack.
@usableFromInline
package struct FlattenStateMachine<Inner> {
  /// What to do after an input.
  @usableFromInline
  package enum Action {
    case none
    /// Start `inner` under `id` (via the start loop).
    case start(Inner, id: Int)
    /// Send `.completed` downstream.
    case complete
  }

  @usableFromInline
  package let strategy: FlattenMode
  @usableFromInline
  var outerDone = false
  @usableFromInline
  var activeCount = 0
  /// The running inner for concat and latest.
  @usableFromInline
  var current: Int?
  @usableFromInline
  var queue = FIFO<Inner>()
  @usableFromInline
  var nextID = 0
  /// A thread is inside the concat start loop.
  @usableFromInline
  var looping = false

  @inlinable
  package init(strategy: FlattenMode) {
    self.strategy = strategy
  }

  /// Whether events of inner `id` still count (latest drops replaced inners).
  @inlinable
  package func isCurrent(_ id: Int) -> Bool {
    strategy != .latest || current == id
  }

  /// The outer signal sent an inner producer.
  @inlinable
  package mutating func outerValue(_ inner: Inner) -> Action {
    switch strategy {
    case .merge:
      activeCount += 1
      return .start(inner, id: makeID())
    case .latest:
      let id = makeID()
      current = id
      return .start(inner, id: id)
    case .concat:
      guard current == nil, !looping else {
        queue.push(inner)
        return .none
      }
      return beginLoop(with: inner)
    }
  }

  /// The outer signal completed.
  @inlinable
  package mutating func outerCompleted() -> Action {
    outerDone = true
    return isIdle ? .complete : .none
  }

  /// Inner `id` completed.
  @inlinable
  package mutating func innerCompleted(_ id: Int) -> Action {
    switch strategy {
    case .merge:
      activeCount -= 1
    case .latest:
      guard current == id else { return .none }
      current = nil
    case .concat:
      current = nil
      if looping { return .none }
      if let inner = queue.pop() { return beginLoop(with: inner) }
    }
    return isIdle ? .complete : .none
  }

  /// The start loop's `run()` returned for the inner it started.
  @inlinable
  package mutating func loopContinued() -> Action {
    guard strategy == .concat else { return .none }
    if current == nil, let inner = queue.pop() {
      current = makeID()
      return .start(inner, id: current!)
    }
    looping = false
    return isIdle ? .complete : .none
  }

  @inlinable
  var isIdle: Bool {
    guard outerDone else { return false }
    switch strategy {
    case .merge: return activeCount == 0
    case .latest: return current == nil
    case .concat: return current == nil && !looping && queue.isEmpty
    }
  }

  @inlinable
  mutating func beginLoop(with inner: Inner) -> Action {
    looping = true
    let id = makeID()
    current = id
    return .start(inner, id: id)
  }

  @inlinable
  mutating func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }
}
