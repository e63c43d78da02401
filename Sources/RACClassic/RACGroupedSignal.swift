import RACShared

/// One group of a `groupBy(_:)`: a hot signal of the values that share
/// `key` (RAC2's `RACGroupedSignal`).
///
/// A group receives only the values sent after it is subscribed; subscribe
/// from the `groupBy` subscriber's block to hear the group's first value.
/// Groups end when the grouped signal completes or fails.
///
/// ```swift
/// numbers.groupBy { $0 % 2 == 0 ? "even" : "odd" }.subscribeNext { group in
///   group.subscribeNext { print(group.key, $0) }   // prints "odd 1", "even 2", ...
/// }
/// ```
public final class RACGroupedSignal<Key, Value>: RACSubject<Value> {
  /// The key every value of this group shares.
  public let key: Key

  @inlinable
  init(key: Key, core: SignalCore<Value, BridgedError>) {
    self.key = key
    super.init(core: core)
  }
}

extension RACSignal {
  /// Splits this signal into groups by `keyBlock`: sends a new
  /// `RACGroupedSignal` the first time a key comes up, then each value to
  /// its group.
  @inlinable
  public func groupBy<Key: Hashable>(
    _ keyBlock: @escaping (Value) -> Key
  ) -> RACSignal<RACGroupedSignal<Key, Value>> {
    groupBy(keyBlock) { $0 }
  }

  /// Splits this signal into groups by `keyBlock`, sending
  /// `transform(value)` to each value's group.
  @inlinable
  public func groupBy<Key: Hashable, U>(
    _ keyBlock: @escaping (Value) -> Key, transform: @escaping (Value) -> U
  ) -> RACSignal<RACGroupedSignal<Key, U>> {
    RACSignal<RACGroupedSignal<Key, U>>(
      producer: producer.lift(
        EventTransforms.groupBy(key: keyBlock, transform: transform) { RACGroupedSignal(key: $0, core: $1) }))
  }
}

// Safety: `key` is immutable; the rest is the subject's thread-safe engine core.
extension RACGroupedSignal: @unchecked Sendable {}
