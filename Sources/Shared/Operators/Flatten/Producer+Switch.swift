extension Producer {
  /// Each key `selector` sends switches to the producer `cases` maps it to,
  /// else to `fallback`, else to one failing with `noMatch(key)`; switching
  /// disposes the previous one (RAC2 `+switch:cases:default:`). Completes
  /// once `selector` and the current producer have.
  @inlinable
  package static func switching<Key: Hashable>(
    on selector: Producer<Key, Failure>,
    cases: [Key: Producer],
    default fallback: Producer?,
    noMatch: @escaping (Key) -> Failure
  ) -> Producer {
    selector.lift(
      cancelling: EventTransforms.flatten(.latest) { key in
        cases[key] ?? fallback ?? Producer(terminal: .failed(noMatch(key)))
      })
  }

  /// Each Boolean `condition` sends switches to `then` or `otherwise` (RAC2
  /// `+if:then:else:`), as `switching` does.
  @inlinable
  package static func choosing(
    on condition: Producer<Bool, Failure>, then: Producer, otherwise: Producer
  ) -> Producer {
    condition.lift(cancelling: EventTransforms.flatten(.latest) { $0 ? then : otherwise })
  }
}
