import RACShared

/// The capacity that makes a `RACReplaySubject` keep every value.
public let RACReplaySubjectUnlimitedCapacity = Int.max

/// A subject that records the newest values and replays them to every new
/// subscriber, followed by its error or completion (RAC2's
/// `RACReplaySubject`).
///
/// A late subscriber gets the recorded values, then live values, with no gap
/// and no duplicate even while another thread sends. Capacity 0 replays only
/// the terminal event. Values sent after the subject ended are ignored.
///
/// ```swift
/// let subject = RACReplaySubject<String>(capacity: 1)
/// subject.sendNext("A")
/// subject.sendNext("B")
/// subject.subscribeNext { print($0) }   // prints "B"
/// ```
open class RACReplaySubject<Value>: RACSubject<Value> {
  /// Creates a replay subject keeping the newest `capacity` values.
  ///
  /// - Important: Traps when `capacity` is negative.
  @inlinable
  public init(capacity: Int = RACReplaySubjectUnlimitedCapacity) {
    super.init(core: SignalCore(replayCapacity: capacity))
  }

  /// Creates a replay subject keeping the newest `capacity` values.
  @inlinable
  public class func replaySubject(withCapacity capacity: Int) -> RACReplaySubject<Value> {
    RACReplaySubject(capacity: capacity)
  }

  /// Creates a replay subject that keeps every value.
  @inlinable
  open override class func subject() -> RACSubject<Value> {
    RACReplaySubject()
  }
}

// Safety: the engine signal core is thread-safe.
extension RACReplaySubject: @unchecked Sendable {}
