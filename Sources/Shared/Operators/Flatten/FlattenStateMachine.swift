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

  /// What the inners of one strategy are doing: each case carries what its
  /// strategy needs, and nothing else. (A function that changes a
  /// `Concurrent` parks `inners` on a placeholder meanwhile, so the queue
  /// and the trampoline are changed in place, not copied.)
  @usableFromInline
  enum Inners {
    /// Up to `limit` inners at once; the others wait their turn.
    case concurrent(Concurrent)
    /// Latest: the newest inner, the only one whose events count (`nil`
    /// once it completed).
    case latest(newest: Int?)
    /// Throttle: the inner running now (`nil`: none; only then does a new
    /// one start).
    case throttle(running: Int?)
    /// Race: no inner yet, inners started and none has sent, or the winner
    /// (and whether it completed).
    case race(Race)
  }

  /// A concurrent flatten's inners (`merge`: unlimited; `concat`: 1).
  @usableFromInline
  struct Concurrent {
    /// Places for inners at once (`Int.max` when unlimited).
    @usableFromInline
    let limit: Int
    /// Inners started and not yet completed.
    @usableFromInline
    var active = 0
    /// Inners waiting for a free place.
    @usableFromInline
    var queue = FIFO<Inner>()
    /// Starts offered while a thread is starting inners (limited only).
    @usableFromInline
    var starts = Trampoline<(Inner, Int)>()

    @inlinable
    init(limit: Int) { self.limit = limit }

    /// Whether inners are started through the loop (a limited flatten).
    @inlinable
    var loops: Bool { limit != .max }
  }

  /// Where a race is.
  @usableFromInline
  enum Race {
    case noInner
    case started
    case won(by: Int, completed: Bool)
  }

  @usableFromInline
  package let strategy: FlattenMode
  @usableFromInline
  var inners: Inners
  @usableFromInline
  var outerDone = false
  @usableFromInline
  var nextID = 0
  /// `.complete` was handed out.
  @usableFromInline
  var completed = false

  @inlinable
  package init(strategy: FlattenMode) {
    self.strategy = strategy
    switch strategy {
    case .concurrent(let limit): inners = .concurrent(Concurrent(limit: limit))
    case .latest: inners = .latest(newest: nil)
    case .throttle: inners = .throttle(running: nil)
    case .race: inners = .race(.noInner)
    }
  }

  /// How the inners of a strategy reach downstream: the latest rule and the
  /// race rule, each decided here once. A flatten start builds each inner's
  /// sink from it, so a merge pays no lock per inner value.
  @usableFromInline
  package enum InnerRule: Sendable, Equatable {
    /// Every event of every inner goes downstream (concurrent, throttle).
    case everyInner
    /// Latest: starting an inner replaces (disposes) the previous one, and
    /// an inner's values and failure go downstream only while it is the
    /// newest (`isCurrent`, a lock round per value).
    case newestOnly
    /// Race: an inner's first event claims the race (`claim`); the losers
    /// are disposed then and their events dropped.
    case firstToSend
  }

  /// This strategy's rule for its inners.
  @inlinable
  package var innerRule: InnerRule {
    switch strategy {
    case .concurrent, .throttle: .everyInner
    case .latest: .newestOnly
    case .race: .firstToSend
    }
  }

  /// What an inner's own interruption (not the start's disposal) means for
  /// this strategy: RAC4 counted it as the inner's completion; ReactiveSwift
  /// passes a race's and a throttle's on, ending the whole.
  @inlinable
  package var innerInterruptionEndsTheWhole: Bool {
    switch strategy {
    case .concurrent, .latest: false
    case .race, .throttle: true
    }
  }

  /// Whether this flatten starts inners in a loop (a limited concurrent one).
  @inlinable
  package var loops: Bool {
    if case .concurrent(let concurrent) = inners { concurrent.loops } else { false }
  }

  /// Whether events of inner `id` still count: latest drops those of
  /// replaced inners (the latest rule); a race, those of losers (the race
  /// rule, `claim`).
  @inlinable
  package func isCurrent(_ id: Int) -> Bool {
    switch inners {
    case .latest(let newest): newest == id
    case .race(.won(let winner, _)): winner == id
    case .concurrent, .throttle, .race: true
    }
  }

  /// Whether inner `id`, about to start, may still run (a race already won
  /// by another inner refuses it).
  @inlinable
  package func mayStart(_ id: Int) -> Bool {
    if case .race(.won(let winner, _)) = inners { winner == id } else { true }
  }

  /// The outer signal sent an inner producer.
  @inlinable
  package mutating func outerValue(_ inner: Inner) -> Action {
    switch inners {
    case .concurrent(var concurrent):
      inners = .latest(newest: nil)
      defer { inners = .concurrent(concurrent) }
      guard concurrent.active < concurrent.limit else {
        concurrent.queue.push(inner)
        return .none
      }
      concurrent.active += 1
      return offerStart(inner, &concurrent)
    case .latest:
      let id = makeID()
      inners = .latest(newest: id)
      return .start(inner, id: id)
    case .throttle(running: .some):
      return .none
    case .throttle(running: nil):
      let id = makeID()
      inners = .throttle(running: id)
      return .start(inner, id: id)
    case .race(.won):
      return .none
    case .race(.noInner), .race(.started):
      inners = .race(.started)
      return .start(inner, id: makeID())
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
    switch inners {
    case .concurrent(var concurrent):
      inners = .latest(newest: nil)
      concurrent.active -= 1
      let next = concurrent.queue.pop()
      if next != nil { concurrent.active += 1 }
      let start = next.map { offerStart($0, &concurrent) }
      inners = .concurrent(concurrent)
      return start ?? completeIfIdle()
    case .latest(let newest):
      guard newest == id else { return .none }
      inners = .latest(newest: nil)
    case .throttle(let running):
      guard running == id else { return .none }
      inners = .throttle(running: nil)
    case .race(.won(let winner, _)):
      guard winner == id else { return .none }
      inners = .race(.won(by: winner, completed: true))
    case .race(.noInner), .race(.started):
      return .none
    }
    return completeIfIdle()
  }

  /// Race: inner `id` sent an event.
  @inlinable
  package mutating func claim(_ id: Int) -> RaceClaim {
    guard case .race(.won(let winner, _)) = inners else {
      inners = .race(.won(by: id, completed: false))
      return .won
    }
    return winner == id ? .winner : .lost
  }

  /// The thread starting inners returned from one start: the next start
  /// offered meanwhile, or `nil` (it stops starting).
  @inlinable
  package mutating func nextStart() -> (Inner, Int)? {
    guard case .concurrent(var concurrent) = inners else { return nil }
    inners = .latest(newest: nil)
    defer { inners = .concurrent(concurrent) }
    return concurrent.starts.next()
  }

  /// Whether the outer and every inner that counts are done.
  @inlinable
  var isIdle: Bool {
    guard outerDone else { return false }
    switch inners {
    case .concurrent(let concurrent): return concurrent.active == 0 && concurrent.queue.isEmpty
    case .latest(let running), .throttle(let running): return running == nil
    case .race(.noInner): return true
    case .race(.started): return false
    case .race(.won(_, let completed)): return completed
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
  mutating func offerStart(_ inner: Inner, _ concurrent: inout Concurrent) -> Action {
    let id = makeID()
    guard concurrent.loops else { return .start(inner, id: id) }
    guard let (inner, id) = concurrent.starts.offer((inner, id)) else { return .none }
    return .start(inner, id: id)
  }

  @inlinable
  mutating func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }
}
