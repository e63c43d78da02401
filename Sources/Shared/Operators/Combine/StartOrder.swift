/// Which source of a combining operator starts first when both send
/// synchronously: RAC2 subscribes in the order written, RAC4's producer
/// operators start the argument first (the last source of a list first),
/// ReactiveSwift 7 starts them in the argument order again.
@usableFromInline
package enum StartOrder: Sendable {
  /// RAC2: the receiver, then the argument; a list from first to last.
  case receiverFirst
  /// RAC4: the argument, then the receiver; a list from last to first.
  case argumentFirst

  /// RAC 4.2.2's producer operators: the argument first.
  @usableFromInline
  package static let rac4 = StartOrder.argumentFirst
  /// ReactiveSwift 7: "start the producers in the argument order", the
  /// receiver (or first argument) first, as RAC2 did.
  @usableFromInline
  package static let reactiveSwift = StartOrder.receiverFirst
}
