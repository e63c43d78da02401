import RACShared

/// A subject that always has a current value: a new subscriber gets the
/// latest value at once (RAC2's `RACBehaviorSubject`).
///
/// It is a replay subject of capacity 1 that starts with `defaultValue`. A
/// subscriber arriving after it ended gets the last value, then the terminal
/// event (RAC2 left such a subscriber hanging).
///
/// ```swift
/// let subject = RACBehaviorSubject(defaultValue: 0)
/// subject.subscribeNext { print($0) }   // prints 0
/// subject.sendNext(1)                   // prints 1
/// ```
open class RACBehaviorSubject<Value>: RACSubject<Value> {
  /// Creates a behavior subject whose current value is `defaultValue`.
  @inlinable
  public init(defaultValue: Value) {
    super.init(core: SignalCore(replayCapacity: 1, initialValues: [defaultValue]))
  }

  /// A behavior subject over `core`, a replaying signal of capacity 1 that
  /// already holds a value (the bridge's `toRACBehaviorSubject()`).
  @inlinable
  override package init(core: SignalCore<Value, BridgedError>) {
    super.init(core: core)
  }

  /// Creates a behavior subject whose current value is `defaultValue`.
  @inlinable
  public class func behaviorSubject(withDefaultValue defaultValue: Value) -> RACBehaviorSubject<Value> {
    RACBehaviorSubject(defaultValue: defaultValue)
  }
}

// Safety: the engine signal core is thread-safe.
extension RACBehaviorSubject: @unchecked Sendable {}
