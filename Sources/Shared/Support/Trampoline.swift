/// "One thread drains the queue": the engine's one drain loop.
///
/// Work that would otherwise recurse (a send from inside a callback, an inner
/// producer that completes inside its own start, a retry that fails inside
/// its own attempt, a combination computed while another is being sent) is
/// offered here. If nobody is draining, the caller becomes the drainer and
/// runs the item itself, then asks for the `next()` until the queue is empty;
/// otherwise the item waits for the drainer. So the stack stays flat and
/// items run in the order they were offered.
///
/// A value type with no lock: signal cores keep it where only the thread
/// holding their delivery token touches it; the operators keep it under
/// their own lock. Whoever drains runs `Trampoline.drain`, the loop every
/// site shares.
@usableFromInline
package struct Trampoline<Item> {
  @usableFromInline
  var items = FIFO<Item>()
  /// Whether a drainer is running.
  @usableFromInline
  package private(set) var isDraining = false

  @inlinable
  package init() {}

  /// Offers `item`: returns it when the caller becomes the drainer (run it,
  /// then call `next()`), `nil` when it was queued for the drainer.
  ///
  /// - Complexity: amortized O(1).
  @inlinable
  package mutating func offer(_ item: Item) -> Item? {
    guard isDraining else {
      isDraining = true
      return item
    }
    items.push(item)
    return nil
  }

  /// Queues `item` for the drainer that is running (the caller is it).
  ///
  /// - Complexity: amortized O(1).
  @inlinable
  package mutating func enqueue(_ item: Item) {
    items.push(item)
  }

  /// The drainer's next item; `nil` ends the drain (the next `offer`
  /// starts a new one).
  ///
  /// - Complexity: amortized O(1).
  @inlinable
  package mutating func next() -> Item? {
    guard let item = items.pop() else {
      isDraining = false
      return nil
    }
    return item
  }

  /// The one drain loop: runs `first` (what `offer` returned to the caller
  /// that became the drainer, or the first item an owner took), then every
  /// item `next` hands out, until `next` returns `nil`.
  ///
  /// `next` says where the queue lives: under an operator's lock
  /// (`{ state.withLock { $0.outputs.next() } }`) or with a signal's token
  /// owner; a drainer that must stop early (it delivered a terminal event, or
  /// was disposed) makes `next` return `nil`.
  ///
  /// - Complexity: O(1) per item, plus `run` and `next`.
  @inlinable @inline(__always)
  package static func drain(_ first: Item?, next: () -> Item?, _ run: (Item) -> Void) {
    var item = first
    while let current = item {
      run(current)
      item = next()
    }
  }

  /// Whether items wait for the drainer.
  @inlinable
  package var hasQueued: Bool { !items.isEmpty }

  /// Drops the queued items for which `shouldDrop` holds, keeping the
  /// others in order.
  ///
  /// - Complexity: O(n).
  @inlinable
  package mutating func removeAll(where shouldDrop: (Item) -> Bool) {
    var kept = FIFO<Item>()
    while let item = items.pop() {
      if !shouldDrop(item) { kept.push(item) }
    }
    items = kept
  }
}
