extension EventTransforms {
  /// Delivers every event on the main queue, synchronously when it arrives
  /// there with nothing of this start still waiting (RAC2's
  /// `-deliverOnMainThread`: one main-thread scheduler per subscription, so
  /// its order is its own). `owner` is the face's main-thread scheduler,
  /// current while an event is delivered. An interruption is passed on at
  /// once.
  @usableFromInline
  package static func observeOnMainThread<Value, Failure>(
    owner: AnyObject?
  ) -> CancellingEventTransform<Value, Failure, Value, Failure> {
    { sink, lifetime in
      let scheduler = MainThreadSchedulerCore()
      scheduler.owner = owner
      return observe(on: scheduler, semantics: .rac2)(sink, lifetime)
    }
  }
}
