/// The newest `capacity` values a replaying signal keeps for late subscribers.
///
/// A ring buffer: it fills by appending until it holds `capacity` values, then
/// every append overwrites the oldest slot. So append and eviction are O(1),
/// capacity 0 stores nothing, capacity 1 is a single slot, and an unbounded
/// buffer (`Int.max`) is a plain growing array that never wraps.
@usableFromInline
package struct ReplayBuffer<Element> {
  /// The most values kept. `Int.max` keeps everything.
  @usableFromInline
  package let capacity: Int

  @usableFromInline
  var storage: ContiguousArray<Element> = []
  /// Index of the oldest value once the buffer has wrapped; 0 before.
  @usableFromInline
  var head = 0

  /// Creates an empty buffer. Traps when `capacity` is negative (docs/EventContract.md rule 7).
  @inlinable
  package init(capacity: Int) {
    requireNonNegative(capacity, "capacity")
    self.capacity = capacity
    if capacity <= 64 { storage.reserveCapacity(capacity) }
  }

  /// How many values are held.
  ///
  /// - Complexity: O(1).
  @inlinable
  package var count: Int { storage.count }

  /// Whether no value is held.
  ///
  /// - Complexity: O(1).
  @inlinable
  package var isEmpty: Bool { storage.isEmpty }

  /// Appends `element`, evicting the oldest value when full.
  ///
  /// - Complexity: amortized O(1); O(1) once full.
  @inlinable
  package mutating func append(_ element: Element) {
    if storage.count < capacity {
      storage.append(element)
    } else if capacity > 0 {
      storage[head] = element
      head += 1
      if head == capacity { head = 0 }
    }
  }

  /// Calls `body` with each held value, oldest first.
  ///
  /// - Complexity: O(n).
  @inlinable
  package func forEach(_ body: (Element) throws -> Void) rethrows {
    try storage.withUnsafeBufferPointer { buffer in
      for index in head..<buffer.count { try body(buffer[index]) }
      for index in 0..<head { try body(buffer[index]) }
    }
  }

  /// The held values, oldest first.
  ///
  /// - Complexity: O(n).
  @usableFromInline
  package var elements: [Element] {
    var result: [Element] = []
    result.reserveCapacity(count)
    forEach { result.append($0) }
    return result
  }
}
