extension Turn {
  /// A turn that stands for `thread` in a state machine test; it is answered
  /// but never waited on.
  package static func _testing(_ thread: ThreadIdentity, _ request: Request, starving: Bool = false) -> Turn {
    let turn = Turn(thread: thread)
    turn.prepare(request, starving: starving)
    return turn
  }
}
