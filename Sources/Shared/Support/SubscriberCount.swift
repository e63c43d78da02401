/// Counts the live subscriptions of a shared source, for the two rules that
/// depend on it: autoconnect disconnects when the count returns to zero
/// (rule 9) and a replayed source is released when no subscription is live
/// and the producer is unreachable (rule 10).
///
/// A subscription takes a `Ticket` when prepared; `begin` counts it when it
/// starts and `end` uncounts it when it ends. A ticket that ends before it
/// begins is never counted, so a start cancelled early cannot skew the count.
package final class SubscriberCount {
  /// One subscription's place in the count; guarded by the count's lock.
  package final class Ticket {
    fileprivate var counted = false
    fileprivate var ended = false

    package init() {}
  }

  private let lock = PlatformLock()
  private var count = 0

  package init() {}

  /// Counts `ticket`; returns whether it is the first live subscription, or
  /// `nil` when the ticket already ended (then it is not counted).
  package func begin(_ ticket: Ticket) -> Bool? {
    lock.withLock {
      guard !ticket.ended, !ticket.counted else { return nil }
      ticket.counted = true
      count += 1
      return count == 1
    }
  }

  /// Ends `ticket`; returns whether it was the last live subscription.
  package func end(_ ticket: Ticket) -> Bool {
    lock.withLock {
      ticket.ended = true
      guard ticket.counted else { return false }
      ticket.counted = false
      count -= 1
      return count == 0
    }
  }

  /// The live subscriptions.
  package var current: Int { lock.withLock { count } }
}

// Safety: `count` and every ticket's flags are only touched under `lock`.
extension SubscriberCount: @unchecked Sendable {}
extension SubscriberCount.Ticket: @unchecked Sendable {}
