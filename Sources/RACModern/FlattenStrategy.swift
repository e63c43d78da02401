import RACShared

/// How `flatMap` and `flatten` combine the inner producers.
public enum FlattenStrategy: Sendable, Hashable {
  /// Every inner producer at once; completes when the outer and every inner
  /// completed.
  case merge
  /// One inner producer at a time, in order.
  case concat
  /// Only the newest inner producer; a new one interrupts the previous.
  case latest
  /// At most `limit` inner producers at once; the others wait their turn, in
  /// order (ReactiveSwift; `merge` and `concat` are its unlimited and
  /// one-at-a-time cases).
  ///
  /// - Important: Traps when `limit` is zero, once the flatten is applied.
  case concurrent(limit: UInt)
  /// Only the first inner producer to send any event (a value or its end);
  /// the others are interrupted then, and later ones are ignored
  /// (ReactiveSwift). The winner's interruption is passed on.
  case race

  @inlinable
  package var mode: FlattenMode {
    switch self {
    case .merge: .merge
    case .concat: .concat
    case .latest: .latest
    case .concurrent(let limit): .concurrent(Int(clamping: limit), zeroMeansUnlimited: false)
    case .race: .race
    }
  }
}
