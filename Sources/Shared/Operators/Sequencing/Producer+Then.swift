extension Producer {
  /// Runs `first`, then (if it completed) the producer `next` makes at that
  /// moment; `first`'s values are dropped (RAC2 `then:`, RAC4 `then`).
  @inlinable
  package func then<Next>(_ next: @escaping () -> Producer<Next, Failure>) -> Producer<Next, Failure> {
    Producer<Producer<Next, Failure>, Failure>(values: [lift(EventTransforms.ignoreValues()), .deferred(next)])
      .lift(cancelling: EventTransforms.flatten(.concat) { $0 })
  }
}
