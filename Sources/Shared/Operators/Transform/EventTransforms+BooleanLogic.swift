/// What `allTrue`/`anyTrue` make of an empty array: RAC2 asserted, so the
/// engine traps; ReactiveSwift folds it (`all` of none is `true`, `any` of
/// none is `false`: its `all([])`/`any([])` send that at once).
@usableFromInline
package enum EmptyBooleans: Sendable {
  /// Traps with a message: an empty conjunction is a mistake (RAC2).
  case traps
  /// The fold's identity: `true` for all, `false` for any (ReactiveSwift).
  case identity
}

extension EventTransforms {
  /// Sends whether every Boolean of each array is `true` (RAC2 `and` on a
  /// combined signal, ReactiveSwift `and(_:)` and `all(_:)`). An empty array
  /// traps or is `true`, as `whenEmpty` says.
  @inlinable
  package static func allTrue<Failure>(
    whenEmpty: EmptyBooleans = .traps
  ) -> EventTransform<[Bool], Failure, Bool, Failure> {
    map { booleans in
      if booleans.isEmpty, whenEmpty == .traps {
        programmerError("and needs at least one Boolean (got an empty array)")
      }
      return !booleans.contains(false)
    }
  }

  /// Sends whether any Boolean of each array is `true` (RAC2 `or`,
  /// ReactiveSwift `or(_:)` and `any(_:)`). An empty array traps or is
  /// `false`, as `whenEmpty` says.
  @inlinable
  package static func anyTrue<Failure>(
    whenEmpty: EmptyBooleans = .traps
  ) -> EventTransform<[Bool], Failure, Bool, Failure> {
    map { booleans in
      if booleans.isEmpty, whenEmpty == .traps {
        programmerError("or needs at least one Boolean (got an empty array)")
      }
      return booleans.contains(true)
    }
  }
}
