extension BroadcastStateMachine.Boundary {
  /// Whether this boundary releases what waited for the terminal event.
  package var _releasesTermination: Bool { termination != nil }
}
