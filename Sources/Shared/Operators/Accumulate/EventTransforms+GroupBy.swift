extension EventTransforms {
  /// RAC2's `-groupBy:transform:`: sends a new hot group the first time a
  /// value's `key` comes up, then sends `transform(value)` to that value's
  /// group (after the group has gone downstream, so a subscriber can observe
  /// it first). The end reaches the result first, then every group, in the
  /// order they were made; an interruption (the subscription disposed)
  /// reaches only the result, and the groups stay open, as in RAC2.
  ///
  /// `makeGroup` wraps a new engine signal in the face's group type.
  @inlinable
  package static func groupBy<Value, Failure, Key: Hashable, Member, Group>(
    key: @escaping (Value) -> Key,
    transform: @escaping (Value) -> Member,
    makeGroup: @escaping (Key, SignalCore<Member, Failure>) -> Group
  ) -> EventTransform<Value, Failure, Group, Failure> {
    { sink in
      var groups: [Key: SignalCore<Member, Failure>] = [:]
      var inOrder: [SignalCore<Member, Failure>] = []
      return { event in
        switch event {
        case .value(let value):
          let groupKey = key(value)
          if let group = groups[groupKey] { return group.send(.value(transform(value))) }
          let group = SignalCore<Member, Failure>()
          groups[groupKey] = group
          inOrder.append(group)
          sink(.value(makeGroup(groupKey, group)))
          group.send(.value(transform(value)))
        case .failed, .completed:
          sink(event.terminal())
          for group in inOrder { group.send(event.terminal()) }
        case .interrupted:
          sink(.interrupted)
        }
      }
    }
  }
}
