extension Producer {
  /// Flattens `sources` with `mode` (the static `merge`/`concat` of both faces).
  @inlinable
  package static func flattening(_ sources: [Producer], _ mode: FlattenMode) -> Producer {
    Producer<Producer, Failure>(values: sources).lift(cancelling: EventTransforms.flatten(mode) { $0 })
  }
}
