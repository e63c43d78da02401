/// The state of `combineLatest` over `count` sources: once every source has
/// sent a value, each value sends the newest value of every source; it
/// completes when every source has completed.
@usableFromInline
package struct CombineLatestStateMachine<Value>: CombiningMachine {
  @usableFromInline
  var latest: [Value?]
  @usableFromInline
  var missing: Int
  @usableFromInline
  var running: Int

  @inlinable
  package init(count: Int) {
    latest = Array(repeating: nil, count: count)
    missing = count
    running = count
  }

  /// Source `index` sent `value`.
  @inlinable
  package mutating func value(_ value: Value, at index: Int) -> CombiningAction<Value> {
    if latest[index] == nil { missing -= 1 }
    latest[index] = value
    guard missing == 0 else { return .none }
    return .send(latest.map { $0! })
  }

  /// Source `index` completed.
  @inlinable
  package mutating func completed(at index: Int) -> CombiningAction<Value> {
    running -= 1
    return running == 0 ? .complete : .none
  }
}
