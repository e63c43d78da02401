extension ThreadIdentity {
  /// A made-up identity for driving state machines in tests, word-aligned
  /// like a real one.
  package static func _testing(_ number: UInt) -> ThreadIdentity {
    ThreadIdentity(raw: number << 4)
  }
}
