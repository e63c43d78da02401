extension BroadcastStateMachine.Step {
  /// Whether this step releases what waited for the terminal event.
  package var _releasesTermination: Bool { termination != nil }

  /// Every turn this step wakes, in the order it wakes them.
  package var _wake: [Turn] { token._wake }
}

extension TokenMachine.Boundary {
  /// Every turn this boundary wakes, in the order it wakes them.
  package var _wake: [Turn] { waiters + (next.map { [$0] } ?? []) }
}
