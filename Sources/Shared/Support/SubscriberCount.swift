/// Counts the live subscriptions of a shared source, for the two rules that
/// depend on it: autoconnect disconnects when the count returns to zero
/// (rule 9) and a replayed source is released when no subscription is live
/// and the producer is unreachable (rule 10).
///
/// A subscription takes a `Ticket` when prepared; `begin` counts it when it
/// starts and `end` uncounts it when it ends. A ticket that ends before it
/// begins is never counted, so a start cancelled early cannot skew the count.
@usableFromInline
package final class SubscriberCount {
  /// One subscription's place in the count; guarded by the count's lock.
  @usableFromInline
  package final class Ticket {
    fileprivate var counted = false
    fileprivate var ended = false

    @usableFromInline
    package init() {}
  }

  private let count = LockedState.make(0)

  @usableFromInline
  package init() {}

  /// Counts `ticket`; returns whether it is the first live subscription, or
  /// `nil` when the ticket already ended (then it is not counted).
  @usableFromInline
  package func begin(_ ticket: Ticket) -> Bool? {
    count.withLock { count in
      guard !ticket.ended, !ticket.counted else { return nil }
      ticket.counted = true
      count += 1
      return count == 1
    }
  }

  /// Ends `ticket`; returns whether it was the last live subscription.
  @usableFromInline
  package func end(_ ticket: Ticket) -> Bool {
    count.withLock { count in
      ticket.ended = true
      guard ticket.counted else { return false }
      ticket.counted = false
      count -= 1
      return count == 0
    }
  }

  /// The live subscriptions.
  @usableFromInline
  package var current: Int { count.withLock { $0 } }
}

// Safety: the count and every ticket's flags are only touched under the count's lock.
extension SubscriberCount: @unchecked Sendable {}
extension SubscriberCount.Ticket: @unchecked Sendable {}
