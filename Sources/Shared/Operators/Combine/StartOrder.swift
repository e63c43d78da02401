/// Which source of a combining operator starts first when both send
/// synchronously: RAC2 subscribes in the order written, RAC4's producer
/// operators start the argument first (the last source of a list first).
@usableFromInline
package enum StartOrder: Sendable {
  /// RAC2: the receiver, then the argument; a list from first to last.
  case receiverFirst
  /// RAC4: the argument, then the receiver; a list from last to first.
  case argumentFirst
}
