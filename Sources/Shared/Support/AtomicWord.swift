import CRACAtomics

/// Atomic operations on a word-sized integer that a class stores, by address:
/// what `AtomicState` (the engine's state words) is built on, and what a
/// counter uses directly.
///
/// Backed by the C11 atomics of `Sources/CRACAtomics`, so the engine imports
/// no `Synchronization` and keeps the iOS 13 / macOS 10.15 floor.
///
/// The word must be a stored `var` of a class instance (a stable address),
/// marked `@exclusivity(unchecked)` (several threads pass its address at once
/// by design, which the dynamic exclusivity check would report), and touched
/// only through these functions.
@usableFromInline
package enum AtomicWord {
  /// Reads the word (acquire).
  @inlinable @inline(__always)
  package static func load(_ word: UnsafeMutablePointer<Int>) -> Int {
    rac_atomic_load(word)
  }

  /// Writes the word (release).
  @inlinable @inline(__always)
  package static func store(_ word: UnsafeMutablePointer<Int>, _ value: Int) {
    rac_atomic_store(word, value)
  }

  /// Writes the word with no ordering of its own (a hint written under a
  /// lock, whose release orders it).
  @inlinable @inline(__always)
  package static func storeRelaxed(_ word: UnsafeMutablePointer<Int>, _ value: Int) {
    rac_atomic_store_relaxed(word, value)
  }

  /// Replaces `expected` with `desired`; returns whether it did.
  @inlinable @inline(__always)
  package static func compareExchange(_ word: UnsafeMutablePointer<Int>, _ expected: Int, _ desired: Int) -> Bool {
    rac_atomic_compare_exchange(word, expected, desired)
  }

  /// Writes `value`; returns the previous value.
  @inlinable @inline(__always)
  package static func exchange(_ word: UnsafeMutablePointer<Int>, _ value: Int) -> Int {
    rac_atomic_exchange(word, value)
  }

  /// Adds `delta`; returns the new value.
  @inlinable @inline(__always)
  package static func add(_ word: UnsafeMutablePointer<Int>, _ delta: Int) -> Int {
    rac_atomic_add(word, delta)
  }

  /// Tells the processor the caller is spinning.
  @inlinable @inline(__always)
  package static func spinHint() {
    rac_spin_hint()
  }
}
