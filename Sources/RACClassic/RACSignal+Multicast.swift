import RACShared

extension RACSignal {
  /// A connection that shares this signal through a new `RACSubject`.
  public func publish() -> RACMulticastConnection<Value> {
    multicast(RACSubject())
  }

  /// A connection that shares this signal through `subject`; the
  /// connection's `signal` is `subject` itself.
  public func multicast(_ subject: RACSubject<Value>) -> RACMulticastConnection<Value> {
    RACMulticastConnection(source: self, subject: subject)
  }

  /// Subscribes now and replays every value to every subscriber.
  ///
  /// The work runs once, at this call, before anyone subscribes. The source
  /// is disposed once the returned signal is unreachable and no subscription
  /// to it is live (RAC2 never disposed it).
  @inlinable
  public func replay() -> RACSignal<Value> {
    replayed(capacity: RACReplaySubjectUnlimitedCapacity, start: .eager)
  }

  /// Subscribes now and replays the latest value to every subscriber.
  @inlinable
  public func replayLast() -> RACSignal<Value> {
    replayed(capacity: 1, start: .eager)
  }

  /// Subscribes at the first subscription and replays every value to every
  /// subscriber; the work runs at most once.
  @inlinable
  public func replayLazily() -> RACSignal<Value> {
    replayed(capacity: RACReplaySubjectUnlimitedCapacity, start: .lazy)
  }

  @inlinable
  func replayed(capacity: Int, start: ReplayedSource<Value, BridgedError>.Start) -> RACSignal<Value> {
    RACSignal(producer: ReplayedSource.producer(replaying: producer, capacity: capacity, start: start))
  }
}
