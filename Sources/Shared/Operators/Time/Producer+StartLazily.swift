extension Producer {
  /// RAC2's `+startLazilyWithScheduler:block:`: `source` runs once, from an
  /// action on `scheduler`, at the first subscription; every subscription
  /// (each made from an action on `scheduler`) is replayed everything it
  /// sent. The source is disposed once the result is unreachable and no
  /// subscription is live (`docs/EventContract.md` rule 10).
  @inlinable
  package static func startingLazily(_ source: Producer, on scheduler: any SchedulerCore) -> Producer {
    ReplayedSource.producer(replaying: source, capacity: .max, start: .lazy).start(on: scheduler)
  }

  /// RAC2's `+startEagerlyWithScheduler:block:`: `startingLazily`, with a
  /// first subscription made now, so `source` is scheduled at once.
  @inlinable
  package static func startingEagerly(_ source: Producer, on scheduler: any SchedulerCore) -> Producer {
    let started = startingLazily(source, on: scheduler)
    started.start { _ in }
    return started
  }
}
