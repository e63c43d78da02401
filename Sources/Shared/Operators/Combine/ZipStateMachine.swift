/// The state of `zip` over `count` sources: the n-th values of every source
/// are sent together; it completes as soon as a completed source has no
/// value left to pair (RAC2 and RAC4 agree).
@usableFromInline
package struct ZipStateMachine<Value>: CombiningMachine {
  @usableFromInline
  var queues: [FIFO<Value>]
  @usableFromInline
  var done: [Bool]

  @inlinable
  package init(count: Int) {
    queues = Array(repeating: FIFO(), count: count)
    done = Array(repeating: false, count: count)
  }

  /// Source `index` sent `value`.
  @inlinable
  package mutating func value(_ value: Value, at index: Int) -> CombiningAction<Value> {
    queues[index].push(value)
    guard queues.allSatisfy({ !$0.isEmpty }) else { return .none }
    var tuple: [Value] = []
    tuple.reserveCapacity(queues.count)
    for index in queues.indices { tuple.append(queues[index].pop()!) }
    return isExhausted ? .sendThenComplete(tuple) : .send(tuple)
  }

  /// Source `index` completed.
  @inlinable
  package mutating func completed(at index: Int) -> CombiningAction<Value> {
    done[index] = true
    return isExhausted ? .complete : .none
  }

  /// A completed source has nothing left to pair.
  @inlinable
  var isExhausted: Bool {
    queues.indices.contains { done[$0] && queues[$0].isEmpty }
  }
}
