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

/// The state of `combineLatest` over `count` sources: once every source has
/// sent a value, each value sends the newest value of every source; it
/// completes when every source has completed.
@usableFromInline
package struct CombineLatestStateMachine<Value> {
  @usableFromInline
  package enum Action {
    case none
    case send([Value])
    case complete
  }

  private var latest: [Value?]
  private var missing: Int
  private var running: Int

  @usableFromInline
  package init(count: Int) {
    latest = Array(repeating: nil, count: count)
    missing = count
    running = count
  }

  /// Source `index` sent `value`.
  @usableFromInline
  package mutating func value(_ value: Value, at index: Int) -> Action {
    if latest[index] == nil { missing -= 1 }
    latest[index] = value
    guard missing == 0 else { return .none }
    return .send(latest.map { $0! })
  }

  /// Source `index` completed.
  @usableFromInline
  package mutating func completed(at index: Int) -> Action {
    running -= 1
    return running == 0 ? .complete : .none
  }
}

/// The state of `zip` over `count` sources: the n-th values of every source
/// are sent together; it completes as soon as a completed source has no
/// value left to pair (RAC2 and RAC4 agree).
@usableFromInline
package struct ZipStateMachine<Value> {
  @usableFromInline
  package enum Action {
    case none
    case send([Value])
    case sendThenComplete([Value])
    case complete
  }

  private var queues: [FIFO<Value>]
  private var done: [Bool]

  @usableFromInline
  package init(count: Int) {
    queues = Array(repeating: FIFO(), count: count)
    done = Array(repeating: false, count: count)
  }

  /// Source `index` sent `value`.
  @usableFromInline
  package mutating func value(_ value: Value, at index: Int) -> Action {
    queues[index].push(value)
    guard queues.allSatisfy({ !$0.isEmpty }) else { return .none }
    var tuple: [Value] = []
    tuple.reserveCapacity(queues.count)
    for index in queues.indices { tuple.append(queues[index].pop()!) }
    return isExhausted ? .sendThenComplete(tuple) : .send(tuple)
  }

  /// Source `index` completed.
  @usableFromInline
  package mutating func completed(at index: Int) -> Action {
    done[index] = true
    return isExhausted ? .complete : .none
  }

  /// A completed source has nothing left to pair.
  private var isExhausted: Bool {
    queues.indices.contains { done[$0] && queues[$0].isEmpty }
  }
}
