/// How a signal of signals is flattened (RAC4's `FlattenStrategy`, with
/// ReactiveSwift's `race` and `concurrent(limit:)`).
@usableFromInline
package enum FlattenMode: Sendable, Hashable {
  /// Up to `limit` inner signals at once, the others waiting their turn in
  /// order; completes when the outer and every inner have (`merge` is an
  /// unlimited `limit`, `concat` a `limit` of 1).
  case concurrent(limit: Int)
  /// Only the newest inner signal; starting one disposes the previous.
  case latest
  /// Only the first inner signal to send any event; the others are disposed
  /// then, and later inner signals are ignored.
  case race
  /// One inner signal at a time; inner signals arriving while one runs are
  /// dropped (ReactiveSwift's `throttle`). Its interruption is passed on.
  case throttle

  /// Every inner signal at once.
  @inlinable
  package static var merge: FlattenMode { .concurrent(limit: .max) }

  /// One inner signal at a time, in order.
  @inlinable
  package static var concat: FlattenMode { .concurrent(limit: 1) }

  /// At most `limit` inner signals at once. RAC2's `flatten:` takes 0 for
  /// no limit, ReactiveSwift's `concurrent(limit:)` rejects it, so the caller
  /// says which. Traps when `limit` is negative, or zero where zero is not
  /// unlimited.
  @inlinable
  package static func concurrent(_ limit: Int, zeroMeansUnlimited: Bool) -> FlattenMode {
    requireNonNegative(limit, "flatten limit")
    if limit == 0 {
      guard zeroMeansUnlimited else { programmerError("flatten limit must be positive (got 0)") }
      return .merge
    }
    return .concurrent(limit: limit)
  }
}

/// Which inner producers a flatten start runs, and when it completes.
///
/// A limited concurrent flatten (concat among them) starts inners through a
/// `Trampoline`, not recursively: when an inner completes synchronously
/// inside its own start, the next inner is only offered, and the thread
/// already starting inners starts it once the current start returns. So
/// `concat` of 100 000 synchronous producers uses constant stack. The
/// completion itself is never deferred: the moment the last inner completes
/// after the outer, `.complete` goes out, even from inside that inner's start
/// (RAC2's spec: the subscription's disposable reports `isDisposed` right
/// after the last synchronous inner completes).
@usableFromInline
package struct FlattenStateMachine<Inner> {
  /// What to do after an input.
  @usableFromInline
  package enum Action {
    case none
    /// Start `inner` under `id`; for a limited concurrent flatten the caller
    /// then starts what `nextStart()` hands out, until it returns `nil`.
    case start(Inner, id: Int)
    /// Send `.completed` downstream.
    case complete
  }

  /// What an inner's first event means in a race.
  @usableFromInline
  package enum RaceClaim {
    /// It won just now: the caller disposes the losers.
    case won
    /// It had already won.
    case winner
    /// Another inner won: drop the event.
    case lost
  }

  @usableFromInline
  package let strategy: FlattenMode
  /// Places for inners at once (`Int.max` when unlimited).
  @usableFromInline
  let limit: Int
  @usableFromInline
  var outerDone = false
  /// Inners started and not yet completed (concurrent).
  @usableFromInline
  var active = 0
  /// The running inner for latest and throttle; the winner for race.
  @usableFromInline
  var current: Int?
  /// Race: some inner was started, so completion waits for a winner.
  @usableFromInline
  var startedAny = false
  /// Race: the winner completed.
  @usableFromInline
  var winnerDone = false
  /// Inners waiting for a free place (limited concurrent).
  @usableFromInline
  var queue = FIFO<Inner>()
  /// Starts offered while a thread is starting inners (limited concurrent).
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
    if case .concurrent(let limit) = strategy { self.limit = limit } else { self.limit = 1 }
  }

  /// Whether this flatten starts inners in a loop (a limited concurrent one).
  @inlinable
  package var loops: Bool {
    if case .concurrent = strategy { limit != .max } else { false }
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
    case .concurrent:
      guard active < limit else {
        queue.push(inner)
        return .none
      }
      active += 1
      return offerStart(inner)
    case .latest:
      let id = makeID()
      current = id
      return .start(inner, id: id)
    case .race:
      guard current == nil else { return .none }
      startedAny = true
      return .start(inner, id: makeID())
    case .throttle:
      guard current == nil else { return .none }
      let id = makeID()
      current = id
      return .start(inner, id: id)
    }
  }

  /// The outer signal completed.
  @inlinable
  package mutating func outerCompleted() -> Action {
    outerDone = true
    return completeIfIdle()
  }

  /// Inner `id` completed (or, outside a race, was interrupted by itself:
  /// RAC4 counts that as a completion).
  @inlinable
  package mutating func innerCompleted(_ id: Int) -> Action {
    switch strategy {
    case .concurrent:
      active -= 1
      if let inner = queue.pop() {
        active += 1
        return offerStart(inner)
      }
    case .latest, .throttle:
      guard current == id else { return .none }
      current = nil
    case .race:
      guard current == id else { return .none }
      winnerDone = true
    }
    return completeIfIdle()
  }

  /// Race: inner `id` sent an event.
  @inlinable
  package mutating func claim(_ id: Int) -> RaceClaim {
    guard let winner = current else {
      current = id
      return .won
    }
    return winner == id ? .winner : .lost
  }

  /// The thread starting inners returned from one start: the next start
  /// offered meanwhile, or `nil` (it stops starting).
  @inlinable
  package mutating func nextStart() -> (Inner, Int)? {
    starts.next()
  }

  @inlinable
  var isIdle: Bool {
    guard outerDone else { return false }
    switch strategy {
    case .concurrent: return active == 0 && queue.isEmpty
    case .latest, .throttle: return current == nil
    case .race: return current == nil ? !startedAny : winnerDone
    }
  }

  @inlinable
  mutating func completeIfIdle() -> Action {
    guard isIdle, !completed else { return .none }
    completed = true
    return .complete
  }

  /// Offers the start of `inner`: for a limited concurrent flatten through
  /// the trampoline (`.none` when a thread is already starting inners, which
  /// will start it), otherwise at once.
  @inlinable
  mutating func offerStart(_ inner: Inner) -> Action {
    let id = makeID()
    guard loops else { return .start(inner, id: id) }
    guard let (inner, id) = starts.offer((inner, id)) else { return .none }
    return .start(inner, id: id)
  }

  @inlinable
  mutating func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }
}
