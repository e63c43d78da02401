#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a stream ended.
@usableFromInline
package enum TerminalKind: Sendable, Equatable {
  case failed
  case completed
  case interrupted
}

/// A thread waiting for a signal's delivery token, and what it will do with
/// it (docs/EventContract.md rule 2: a send from another thread waits its
/// turn, then delivers on its own thread).
///
/// One per thread, made on first need and reused: a thread waits for one
/// thing at a time, so memory for waiting sends is bounded by the number of
/// threads, never by the number of sends. A turn is filled in and answered
/// under the lock of the signal it waits for; the waiting thread reads the
/// answer after its waiter wakes it.
@usableFromInline
package final class Turn {
  /// What the thread waits to do.
  @usableFromInline
  package enum Request {
    /// Deliver the event it sends (terminal of `kind`, or a value).
    case send(TerminalKind?)
    /// Replay the buffer to a new observer of a replaying signal.
    case join(ObserverSlotBase)
    /// Hold the token for a while, attaching nothing: a replay's late
    /// subscriber holds the token of the signal its replay observes
    /// (`SignalCore.withDeliveryTurn(_:)`). Answered like a `join`.
    case claim
    /// Deliver `.interrupted` to an observer it disposed.
    case interruptSlot(ObserverSlotBase)
    /// Interrupt the signal (a disposed producer start).
    case interruptAll
    /// Only wait until the delivery in progress reaches its next boundary.
    case boundary
  }

  /// What the thread that handed the token on tells the waiting thread.
  @usableFromInline
  package enum Answer {
    case pending
    /// The thread owns the token: deliver the event to these observers.
    case deliver(ContiguousArray<ObserverSlotBase>)
    /// The thread owns the token: replay the buffer to its observer, then
    /// the terminal event if the signal has ended.
    case replay(ended: TerminalKind?)
    /// The thread owns the token: deliver `.interrupted` to its observer.
    case interruptSlot
    /// Nothing to do, and no token: the signal ended first.
    case dismissed
    /// The delivery waited for reached a boundary.
    case passed
    /// No token: it came free and the thread competes for it again, as a
    /// thread that never waited would (a value send that has not waited
    /// long; see `starving`).
    case retry
  }

  @usableFromInline
  package let thread: ThreadIdentity
  @usableFromInline
  let waiter = Waiter()
  /// Written by the waiting thread under the signal's lock.
  @usableFromInline
  @exclusivity(unchecked)
  package var request = Request.boundary
  /// Written under the signal's lock by the thread that answers, read by the
  /// waiting thread once woken.
  @usableFromInline
  @exclusivity(unchecked)
  package var answer = Answer.pending
  /// Whether the thread was already told to `retry` and lost the token
  /// again: then the token is handed to it directly, so a sending thread is
  /// never overtaken more than once in a row. Written like `request`.
  @usableFromInline
  @exclusivity(unchecked)
  package var starving = false

  @usableFromInline
  init(thread: ThreadIdentity) {
    self.thread = thread
  }

  /// The calling thread's turn.
  @usableFromInline
  package static var current: Turn {
    if let raw = pthread_getspecific(key) { return Unmanaged<Turn>.fromOpaque(raw).takeUnretainedValue() }
    let turn = Turn(thread: .current)
    pthread_setspecific(key, Unmanaged.passRetained(turn).toOpaque())
    return turn
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { raw in
      #if canImport(Darwin)
        Unmanaged<Turn>.fromOpaque(raw).release()
      #else
        if let raw { Unmanaged<Turn>.fromOpaque(raw).release() }
      #endif
    }
    if status != 0 { programmerError("pthread_key_create failed with \(status)") }
    return key
  }()

  /// Fills in the request and arms the waiter; call under the signal's lock,
  /// before the turn is queued.
  @usableFromInline
  package func prepare(_ request: Request, starving: Bool = false) {
    self.request = request
    self.starving = starving
    answer = .pending
    waiter.prepare()
  }

  /// Answers the turn; call under the signal's lock. The thread that answered
  /// wakes it with `wake()` after releasing the lock.
  @usableFromInline
  package func answer(_ answer: Answer) {
    self.answer = answer
  }

  /// Wakes the waiting thread.
  @usableFromInline
  package func wake() { waiter.signal() }

  /// Waits until answered; returns the answer.
  @usableFromInline
  package func wait() -> Answer {
    waiter.wait()
    let answer = self.answer
    self.answer = .pending
    request = .boundary
    starving = false
    return answer
  }
}

// Safety: `request` and `answer` are written under the lock of the signal the
// turn waits for, or by its own thread before it queues the turn or after it
// was woken (the waiter orders the two); the rest is immutable or
// thread-safe.
extension Turn: @unchecked Sendable {}

/// The threads waiting for one stream's delivery token, and the
/// interruptions its owner queued from its callbacks, in the order
/// `TokenMachine` serves them: the owner's interruptions at its next
/// boundary; in line, interrupting threads first, then the threads that
/// already lost the token once (`Turn.starving`), then sends and joins in
/// arrival order; and the threads that only wait for the next boundary.
@usableFromInline
package struct TurnLine {
  @usableFromInline
  var ownerInterruptions = FIFO<ObserverSlotBase>()
  @usableFromInline
  var interruptions = FIFO<Turn>()
  @usableFromInline
  var starving = FIFO<Turn>()
  @usableFromInline
  var normal = FIFO<Turn>()
  @usableFromInline
  var boundary: [Turn] = []
  /// How many threads wait, in all four.
  @usableFromInline
  package private(set) var count = 0
  /// How many of them wait to interrupt the whole stream.
  @usableFromInline
  var interruptAllCount = 0

  @inlinable
  package init() {}

  /// Whether nobody waits and the owner queued no interruption.
  @inlinable
  package var isEmpty: Bool { count == 0 && ownerInterruptions.isEmpty }

  /// Whether a thread waits to interrupt the whole stream.
  @inlinable
  package var hasInterruptAll: Bool { interruptAllCount > 0 }

  /// Queues `turn` by its request.
  @inlinable
  package mutating func push(_ turn: Turn) {
    switch turn.request {
    case .interruptSlot: interruptions.push(turn)
    case .interruptAll:
      interruptions.push(turn)
      interruptAllCount += 1
    case .boundary: boundary.append(turn)
    case .send, .join, .claim: turn.starving ? starving.push(turn) : normal.push(turn)
    }
    count += 1
  }

  /// The next turn to hand the token to.
  @inlinable
  package mutating func popNext() -> Turn? {
    guard let turn = interruptions.pop() ?? starving.pop() ?? normal.pop() else { return nil }
    if case .interruptAll = turn.request { interruptAllCount -= 1 }
    count -= 1
    return turn
  }

  /// Takes the turns that wait for a boundary.
  @inlinable
  package mutating func takeBoundaryWaiters() -> [Turn] {
    guard !boundary.isEmpty else { return [] }
    defer {
      count -= boundary.count
      boundary = []
    }
    return boundary
  }

  /// Queues an interruption the owner makes from its callbacks.
  @inlinable
  mutating func pushOwnerInterruption(_ slot: ObserverSlotBase) {
    ownerInterruptions.push(slot)
  }

  /// The next interruption the owner queued.
  @inlinable
  mutating func popOwnerInterruption() -> ObserverSlotBase? {
    ownerInterruptions.pop()
  }
}
