import RACShared

extension SignalProducer {
  /// Shares one start of this producer among every start of the result,
  /// begun at the first; each start first gets up to `capacity` of the
  /// newest values, then what follows. The shared start runs while the
  /// result is reachable or any of its starts is active.
  ///
  /// - Important: Traps when `capacity` is negative, naming it.
  /// - Parameter capacity: How many values to replay.
  /// - Returns: The replaying producer.
  @inlinable
  public func replayLazily(upTo capacity: Int) -> SignalProducer<Value, Error> {
    SignalProducer(core: ReplayedSource.producer(replaying: core, capacity: capacity, start: .lazy))
  }
}
