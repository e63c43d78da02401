import RACShared

/// How `flatMap` and `flatten` combine the inner producers.
public enum FlattenStrategy: Sendable {
  /// Every inner producer at once; completes when the outer and every inner
  /// completed.
  case merge
  /// One inner producer at a time, in order.
  case concat
  /// Only the newest inner producer; a new one interrupts the previous.
  case latest

  @inlinable
  package var mode: FlattenMode {
    switch self {
    case .merge: .merge
    case .concat: .concat
    case .latest: .latest
    }
  }
}
