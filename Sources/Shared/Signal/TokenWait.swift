/// The one way a thread waits for a delivery token (or a property's turn)
/// that another thread holds: the fairness rule of docs/Engine.md, in one
/// place, for the three forms of `TokenMachine` (`SignalCore`,
/// `UnicastCore`, `PropertyTurn`), called once the thread's first attempt
/// found the token held.
///
/// 1. **Spin**: up to `spins` times, look whether the token seems free
///    (`looksFree`, a hint read without the lock) and, when it does,
///    `attempt` to take it (under the lock). A delivery is usually far
///    shorter than sleeping and being woken. Between looks the thread
///    pauses, first once, then twice as long each time up to
///    `spinPauseLimit`: every look costs the owner a cache miss.
/// 2. **Wait in line** with the thread's `Turn` (`offer`): when the owner is
///    done it either hands the token over, or frees it and wakes this thread
///    to compete for it (`Turn.Answer.retry`), so a running thread takes a
///    freed token without waiting for a sleeping one to wake (no lock
///    convoy).
/// 3. **Starving**: after a retry, both steps again, the turn now marked
///    `starving`: the machine hands such a turn the token directly, ahead of
///    the others in line, so nobody is overtaken more than once in a row.
///
/// `answered` turns any other answer into the outcome (`retry` never reaches
/// it). `pause` waits the given number of pause instructions between looks
/// (a test passes its own to see the schedule). Nothing here takes a lock or calls user code: the closures do, and
/// the caller inlines them (the whole driver is specialized in the client).
@usableFromInline
package enum TokenWait {
  @inlinable
  package static func run<Outcome>(
    spins: Int,
    looksFree: () -> Bool,
    attempt: () -> Outcome?,
    offer: (_ starving: Bool) -> Turn.Answer,
    answered: (Turn.Answer) -> Outcome,
    pause: (_ count: Int) -> Void = TokenWait.pause
  ) -> Outcome {
    var starving = false
    while true {
      var pauses = 1
      for _ in 0..<spins {
        pause(pauses)
        pauses = pausesAfter(pauses)
        guard looksFree() else { continue }
        if let outcome = attempt() { return outcome }
      }
      let answer = offer(starving)
      guard case .retry = answer else { return answered(answer) }
      starving = true
    }
  }

  /// How many times a contended thread looks at the token before it waits
  /// in line (with `spinPauseLimit`, about 3,000 pause instructions: tens of
  /// microseconds).
  @inlinable
  package static var spinLimit: Int { 100 }

  /// The most pause instructions a spinning thread waits between two looks.
  /// The wait doubles from one pause up to this: the token's hint sits in a
  /// cache line the owner writes on every send, so each look pulls that line
  /// away from the owner's core and slows the very delivery the spinner
  /// waits for. Looking every pause, two threads sending into one signal
  /// (B7) spent over 2x the time per send they spend looking at most every
  /// 32 pauses (docs/Benchmarks.md, "Contended sends: looking less often").
  @inlinable
  package static var spinPauseLimit: Int { 32 }

  /// Waits `count` pause instructions (`AtomicWord.spinHint`).
  @inlinable @inline(__always)
  package static func pause(_ count: Int) {
    for _ in 0..<count { AtomicWord.spinHint() }
  }

  /// How many pauses come before the next look when `pauses` came before
  /// this one: twice as many, at most `spinPauseLimit`.
  @inlinable @inline(__always)
  package static func pausesAfter(_ pauses: Int) -> Int { min(pauses << 1, spinPauseLimit) }
}

extension Turn {
  /// Offers the calling thread's turn, with `request` (and `starving`: it
  /// was told to retry before and lost the token again), to a machine, and
  /// returns the answer: at once when the machine could answer, else once
  /// woken. `wait` runs the machine's `wait` under its lock; this prepares
  /// the turn in that same lock round.
  @inlinable
  package static func offer(
    _ request: Request, starving: Bool, to wait: (_ prepare: () -> Turn) -> Answer?
  ) -> Answer {
    let turn = Turn.current
    let immediate = wait {
      turn.prepare(request, starving: starving)
      return turn
    }
    return immediate ?? turn.wait()
  }
}

extension TokenMachine.WaitAction {
  /// The answer a turn gets at once, `nil` when it was queued (it waits to
  /// be answered).
  @inlinable
  package var immediateAnswer: Turn.Answer? {
    switch self {
    case .queued: nil
    case .granted(let grant): grant.answer
    case .dismissed: .dismissed
    case .passed: .passed
    }
  }
}
