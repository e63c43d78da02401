extension TokenMachine {
  /// The machine in one word, for a producer start (`UnicastCore`), which
  /// keeps it in an atomic word so that a cold pipeline pays no lock per
  /// value: B3 costs half of what it did under a lock (docs/Benchmarks.md).
  ///
  /// The fast states stand for themselves: `free`, `held(by:)` and `ended`
  /// with nobody delivering, the line empty. Threads take and give back the
  /// token in them with one compare-and-swap each (`free` ↔ `held(by:)`).
  /// Every other state, and any state while threads wait in line, is
  /// `slow`: then the machine under the core's lock is the truth, and the
  /// word only tells a spinning thread whether someone holds the token.
  /// A thread moves a fast word to `slow` (under the lock, with a
  /// compare-and-swap) before the machine changes it, and publishes the
  /// machine's `word` when done, so no lock-free transition races with the
  /// machine.
  ///
  /// Layout: a thread's identity is word-aligned, so its low two bits are
  /// free: bit 0 marks `slow`; 2 is `ended` (its kind stays in the machine:
  /// an ended stream never changes again, so the machine under the lock
  /// still holds it).
  @frozen
  @usableFromInline
  package struct Word: AtomicStateValue, Equatable {
    @usableFromInline
    package let word: Int

    @inlinable @inline(__always)
    package init(word: Int) { self.word = word }

    /// Open; nobody delivers, nobody waits.
    @inlinable @inline(__always)
    package static var free: Word { Word(word: 0) }

    /// Open; `thread` delivers, nobody waits.
    @inlinable @inline(__always)
    package static func held(by thread: ThreadIdentity) -> Word { Word(word: thread.bits) }

    /// Ended; nobody delivers.
    @inlinable @inline(__always)
    package static var ended: Word { Word(word: 2) }

    /// The machine under the lock is the truth.
    @inlinable @inline(__always)
    package var isSlow: Bool { word & 1 != 0 }

    /// Whether this is the fast `ended` form: nothing will be delivered.
    @inlinable @inline(__always)
    package var isEnded: Bool { word == 2 }

    /// The bits of the thread holding the token, 0 when nobody does.
    @inlinable @inline(__always)
    package var holderBits: Int { word & ~3 }

    /// This word marked `slow`.
    @inlinable
    package var slowed: Word { Word(word: word | 1) }
  }

  /// The word that stands for the machine now.
  @inlinable
  package var word: Word {
    if line.isEmpty {
      switch state {
      case .free: return .free
      case .held(let thread): return .held(by: thread)
      case .ended(_, nil): return .ended
      case .ending, .ended: break
      }
    }
    return Word(word: (state.owner?.bits ?? 0) | 1)
  }

  /// Takes the state a fast word stands for (the line is empty then): what
  /// the core does under its lock before it runs the machine, having marked
  /// the word `slow`.
  @inlinable
  package mutating func adopt(_ word: Word) {
    if word.isSlow { impossibleTransition("TokenMachine", "adopting a slow word") }
    if word == .free {
      state = .free
    } else if word.isEnded {
      // Ended is final: the machine holds the state it published.
      guard case .ended(_, nil) = state else { impossibleTransition("TokenMachine", "adopting ended from \(state)") }
    } else {
      state = .held(by: ThreadIdentity(raw: UInt(bitPattern: word.word)))
    }
  }
}
