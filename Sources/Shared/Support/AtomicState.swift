/// A state that lives in one machine word and is read and changed atomically
/// by several threads: an `Int`-backed enum (`ObserverSlotBase.Phase`,
/// `Waiter.Phase`), a small struct over a word (`TokenMachine.Word`), or a
/// `Bool`.
@usableFromInline
package protocol AtomicStateValue {
  /// The state kept in `word`.
  init(word: Int)
  /// The word that keeps the state.
  var word: Int { get }
}

/// A flag (`OnceFlag`, `SignalCoreBase.tokenHint`).
extension Bool: AtomicStateValue {
  @inlinable @inline(__always)
  package init(word: Int) { self = word != 0 }

  @inlinable @inline(__always)
  package var word: Int { self ? 1 : 0 }
}

extension AtomicStateValue where Self: RawRepresentable, RawValue == Int {
  @inlinable @inline(__always)
  package init(word: Int) { self.init(rawValue: word)! }

  @inlinable @inline(__always)
  package var word: Int { rawValue }
}

/// The engine's one atomic state word: a class's stored state that threads
/// change with a compare-and-swap, named by `Value`'s cases instead of
/// constants per type.
///
/// Declare it as a stored `var` of a class (a stable address), marked
/// `@exclusivity(unchecked)` (several threads pass its address at once by
/// design, which the dynamic exclusivity check would report), and touch it
/// only through these functions, passing its address (`&slot.phase`). It is
/// exactly one word, backed by `AtomicWord` (C11 atomics): loads acquire,
/// stores release, exchanges are sequentially consistent.
@frozen
@usableFromInline
package struct AtomicState<Value: AtomicStateValue> {
  @usableFromInline
  var word: Int

  /// A state word holding `value`; only for the declaration's initial value.
  @inlinable
  package init(_ value: Value) { word = value.word }

  /// Reads the state (acquire).
  @inlinable @inline(__always)
  package static func load(_ state: UnsafeMutablePointer<Self>) -> Value {
    Value(word: state.withMemoryRebound(to: Int.self, capacity: 1) { AtomicWord.load($0) })
  }

  /// Whether the state is `value` (acquire): one load and one compare, where
  /// `load(_:) == value` would also check that the word names a case.
  @inlinable @inline(__always)
  package static func holds(_ state: UnsafeMutablePointer<Self>, _ value: Value) -> Bool {
    state.withMemoryRebound(to: Int.self, capacity: 1) { AtomicWord.load($0) } == value.word
  }

  /// Writes `value` (release).
  @inlinable @inline(__always)
  package static func store(_ state: UnsafeMutablePointer<Self>, _ value: Value) {
    state.withMemoryRebound(to: Int.self, capacity: 1) { AtomicWord.store($0, value.word) }
  }

  /// Replaces `expected` with `desired`; returns whether it did.
  @inlinable @inline(__always)
  package static func compareExchange(
    _ state: UnsafeMutablePointer<Self>, _ expected: Value, _ desired: Value
  ) -> Bool {
    state.withMemoryRebound(to: Int.self, capacity: 1) {
      AtomicWord.compareExchange($0, expected.word, desired.word)
    }
  }

  /// Writes `value` with no ordering of its own: only for a hint written
  /// under a lock (whose release orders it) that no thread reads data
  /// through (`SignalCoreBase.tokenHint`).
  @inlinable @inline(__always)
  package static func storeHint(_ state: UnsafeMutablePointer<Self>, _ value: Value) {
    state.withMemoryRebound(to: Int.self, capacity: 1) { AtomicWord.storeRelaxed($0, value.word) }
  }

  /// Replaces the state with `transform` of it, retrying while other
  /// threads change it meanwhile (a compare-and-swap loop); `transform`
  /// returning `nil` leaves it as it is. Returns the state replaced and its
  /// replacement, or `nil` when it was left alone.
  @inlinable @inline(__always)
  package static func update(
    _ state: UnsafeMutablePointer<Self>, _ transform: (Value) -> Value?
  ) -> (old: Value, new: Value)? {
    while true {
      let old = load(state)
      guard let new = transform(old) else { return nil }
      if compareExchange(state, old, new) { return (old, new) }
    }
  }

  /// Writes `value`; returns the state it replaced.
  @inlinable @inline(__always)
  package static func exchange(_ state: UnsafeMutablePointer<Self>, _ value: Value) -> Value {
    Value(word: state.withMemoryRebound(to: Int.self, capacity: 1) { AtomicWord.exchange($0, value.word) })
  }
}
