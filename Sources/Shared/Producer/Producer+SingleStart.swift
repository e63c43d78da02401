extension Producer {
  /// This producer for a derivation that starts it exactly once (a composed
  /// property's, `PropertyCore.composed`): the first start takes it, and
  /// from then on the result no longer holds it, nor what it holds, such as
  /// the replayed last value of the property it observes. A later start
  /// completes at once.
  ///
  /// ReactiveSwift's flattened properties need this: the outer property's
  /// last value is an inner property, and a composed property that kept its
  /// producer (and so the outer's replayed value) alive would keep that inner
  /// property alive, so the flattening would never hear it go away.
  package func releasedAfterItsFirstStart() -> Producer {
    let held = LockedState.make(Optional(self))
    return Producer(preparing: { sink, interruption in
      // Taken under the lock, released outside it: letting go of a producer
      // may end what it kept alive, and that may run user code.
      let taken = held.withLock { held in
        let taken = held
        held = nil
        return taken
      }
      return (taken ?? Producer(terminal: .completed)).instantiate(sink, interruption: interruption)
    })
  }
}
