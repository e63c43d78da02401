import RACShared

/// How `flatten` and `flatMap` combine the inner streams a stream of streams
/// sends.
///
/// An inner stream's interruption counts as its completion for `merge`,
/// `concat`, `concurrent(limit:)` and `latest`; `race` and `throttle` pass it
/// on. A failure of the outer stream or of an inner one that counts ends the
/// flattened stream at once.
///
/// ```swift
/// let pages = SignalProducer<Int, Never>([1, 2]).flatMap(.concat) { page in SignalProducer([page * 10, page * 10 + 1]) }
/// pages.startWithValues { print($0) }   // prints 10, 11, 20, 21
/// ```
public struct FlattenStrategy: Sendable {
  @usableFromInline
  package let mode: FlattenMode

  @usableFromInline
  init(mode: FlattenMode) { self.mode = mode }

  /// Every inner stream at once; completes when the outer stream and every
  /// inner one have completed.
  public static let merge = FlattenStrategy(mode: .merge)

  /// One inner stream at a time, in the order they came; the others wait.
  public static let concat = FlattenStrategy(mode: .concat)

  /// At most `limit` inner streams at once; the others wait their turn, in
  /// order.
  ///
  /// - Important: Traps when `limit` is zero, naming it (ReactiveSwift's
  ///   precondition).
  /// - Parameter limit: How many inner streams may run at once.
  /// - Returns: The strategy.
  public static func concurrent(limit: UInt) -> FlattenStrategy {
    FlattenStrategy(mode: .concurrent(Int(clamping: limit), zeroMeansUnlimited: false))
  }

  /// Only the newest inner stream: a new one disposes the one before.
  public static let latest = FlattenStrategy(mode: .latest)

  /// Only the first inner stream to send any event; the others are disposed
  /// then, and later ones are ignored.
  public static let race = FlattenStrategy(mode: .race)

  /// One inner stream at a time; those arriving while one runs are dropped.
  public static let throttle = FlattenStrategy(mode: .throttle)
}
