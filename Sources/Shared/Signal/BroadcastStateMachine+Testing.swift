extension BroadcastStateMachine.Boundary {
  /// Whether this boundary releases what waited for the terminal event.
  package var _releasesTermination: Bool { termination != nil }
}

extension BroadcastStateMachine.Boundary {
  /// Every turn this boundary wakes, in the order it wakes them.
  package var _wake: [Turn] { waiters + (next.map { [$0] } ?? []) }
}
