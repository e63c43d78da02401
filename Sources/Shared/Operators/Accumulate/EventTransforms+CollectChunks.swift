/// Where `collect` cuts the values it gathers into arrays (RAC4's
/// `collect(count:)` and its two predicate forms).
@usableFromInline
package enum CollectRule<Value> {
  /// Every `count` values (at least 1).
  case count(Int)
  /// When `shouldEmit(collected)` holds, the newest value included.
  case collected(_ shouldEmit: ([Value]) -> Bool)
  /// When `shouldEmit(collected, next)` holds, before `next` joins: `next`
  /// starts the following array.
  case beforeNext(_ shouldEmit: ([Value], Value) -> Bool)
}

extension EventTransforms {
  /// Gathers values into arrays cut by `rule`. On completion the values
  /// still gathered are sent, or an empty array if nothing was ever
  /// gathered, then the completion; a failure or interruption drops them.
  /// Traps when a count is zero or negative, naming it.
  @inlinable
  package static func collect<Value, Failure>(
    _ rule: CollectRule<Value>
  ) -> EventTransform<Value, Failure, [Value], Failure> {
    if case .count(let count) = rule { requirePositive(count, "collect count") }
    return { sink in
      var chunk = CollectChunk<Value>()
      return { event in
        switch event {
        case .value(let value):
          if let full = chunk.add(value, by: rule) { sink(.value(full)) }
        case .completed:
          if let rest = chunk.remainder() { sink(.value(rest)) }
          sink(.completed)
        case .failed, .interrupted:
          sink(event.terminal())
        }
      }
    }
  }
}

/// The values `collect` has gathered and not yet sent.
@usableFromInline
package struct CollectChunk<Value> {
  @usableFromInline
  var values: [Value] = []
  /// Whether any value was ever gathered: an empty remainder is only sent
  /// when none was (RAC4 sends `[]` for an empty source, nothing after a
  /// source whose last value completed an array).
  @usableFromInline
  var gatheredAny = false

  @inlinable
  package init() {}

  /// Gathers `value`; returns the array to send if `rule` cuts one.
  @inlinable
  package mutating func add(_ value: Value, by rule: CollectRule<Value>) -> [Value]? {
    switch rule {
    case .count(let count):
      gather(value)
      return values.count == count ? take() : nil
    case .collected(let shouldEmit):
      gather(value)
      return shouldEmit(values) ? take() : nil
    case .beforeNext(let shouldEmit):
      let full = shouldEmit(values, value) ? take() : nil
      gather(value)
      return full
    }
  }

  /// What to send on completion, if anything.
  @inlinable
  package mutating func remainder() -> [Value]? {
    values.isEmpty && gatheredAny ? nil : take()
  }

  @inlinable
  mutating func gather(_ value: Value) {
    values.append(value)
    gatheredAny = true
  }

  @inlinable
  mutating func take() -> [Value] {
    defer { values.removeAll(keepingCapacity: true) }
    return values
  }
}
