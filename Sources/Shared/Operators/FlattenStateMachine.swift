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
/// Concat starts inners through a `Trampoline`, not recursively: when an
/// inner completes synchronously inside its own start, the next one is only
/// offered, and the thread already starting inners starts it once the current
/// start returns. So `concat` of 100 000 synchronous producers uses constant
/// stack. The completion itself is never deferred: the moment the last inner
/// completes after the outer, `.complete` goes out, even from inside that
/// inner's start (RAC2's spec: the subscription's disposable reports
/// `isDisposed` right after the last synchronous inner completes).
@usableFromInline
package struct FlattenStateMachine<Inner> {
  /// What to do after an input.
  @usableFromInline
  package enum Action {
    case none
    /// Start `inner` under `id`.
    case start(Inner, id: Int)
    /// Send `.completed` downstream.
    case complete
  }

  @usableFromInline
  package let strategy: FlattenMode
  @usableFromInline
  var outerDone = false
  /// Merge: the running inners.
  @usableFromInline
  var activeCount = 0
  /// Concat and latest: the running (or about to start) inner.
  @usableFromInline
  var current: Int?
  /// Concat: the inners waiting for the current one to complete.
  @usableFromInline
  var waiting = FIFO<Inner>()
  /// Concat: starts offered while a thread is starting inners.
  @usableFromInline
  var starts = Trampoline<(Inner, Int)>()
  @usableFromInline
  var nextID = 0
  /// `.complete` was handed out.
  @usableFromInline
  var completed = false

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
      guard current == nil else {
        waiting.push(inner)
        return .none
      }
      return offerStart(inner)
    }
  }

  /// The outer signal completed.
  @inlinable
  package mutating func outerCompleted() -> Action {
    outerDone = true
    return completeIfIdle()
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
      guard current == id else { return .none }
      current = nil
      if let inner = waiting.pop() { return offerStart(inner) }
    }
    return completeIfIdle()
  }

  /// The thread starting concat inners returned from one start: the next
  /// start offered meanwhile, or `nil` (it stops starting).
  @inlinable
  package mutating func nextStart() -> (Inner, Int)? {
    starts.next()
  }

  @inlinable
  var isIdle: Bool {
    guard outerDone else { return false }
    switch strategy {
    case .merge: return activeCount == 0
    case .latest, .concat: return current == nil
    }
  }

  @inlinable
  mutating func completeIfIdle() -> Action {
    guard isIdle, !completed else { return .none }
    completed = true
    return .complete
  }

  /// Makes `inner` the current concat inner and offers its start.
  @inlinable
  mutating func offerStart(_ inner: Inner) -> Action {
    let id = makeID()
    current = id
    guard let (inner, id) = starts.offer((inner, id)) else { return .none }
    return .start(inner, id: id)
  }

  @inlinable
  mutating func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }
}
