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
  /// first subscription made now from an action on `scheduler`, so `source`
  /// is scheduled at once.
  ///
  /// That subscription is never disposed, so it is made on the replay
  /// itself, not through `start(on:)`: a start of `start(on:)` keeps its own
  /// disposable, which holds the replay's start, and over a block that let go
  /// of its subscriber without ending, the replay, its start and that
  /// subscription kept each other alive for ever (RAC2 freed them; issue 19).
  @inlinable
  package static func startingEagerly(_ source: Producer, on scheduler: any SchedulerCore) -> Producer {
    let replayed = ReplayedSource.producer(replaying: source, capacity: .max, start: .lazy)
    _ = scheduler.schedule { replayed.start { _ in } }
    return replayed.start(on: scheduler)
  }
}
