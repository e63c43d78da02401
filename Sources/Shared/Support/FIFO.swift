/// A first-in, first-out queue with amortized O(1) push and pop, used for
/// events that a re-entrant or concurrent sender leaves for the delivering
/// thread.
@usableFromInline
package struct FIFO<Element> {
  @usableFromInline
  var storage: ContiguousArray<Element> = []
  @usableFromInline
  var head = 0

  @inlinable
  package init() {}

  /// Whether nothing is queued.
  ///
  /// - Complexity: O(1).
  @inlinable
  package var isEmpty: Bool { head == storage.count }

  /// How many elements are queued.
  ///
  /// - Complexity: O(1).
  @inlinable
  package var count: Int { storage.count - head }

  /// Appends `element` at the back.
  ///
  /// - Complexity: amortized O(1).
  @inlinable
  package mutating func push(_ element: Element) {
    storage.append(element)
  }

  /// Removes and returns the front element, or `nil` when empty.
  ///
  /// - Complexity: amortized O(1): the consumed prefix is dropped once it is
  ///   at least half the storage.
  @inlinable
  package mutating func pop() -> Element? {
    guard head < storage.count else { return nil }
    let element = storage[head]
    head += 1
    if head == storage.count {
      storage.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 32 && head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
    return element
  }

  /// Removes every queued element.
  ///
  /// - Complexity: O(n).
  @inlinable
  package mutating func removeAll() {
    storage.removeAll(keepingCapacity: true)
    head = 0
  }
}
