extension EventTransforms {
  /// Sends whether every Boolean of each array is `true` (RAC2 `and` on a
  /// combined signal, ReactiveSwift `and(_:)` and `all(_:)`). Traps on an
  /// empty array, as RAC2 asserted: an empty conjunction is a mistake.
  @inlinable
  package static func allTrue<Failure>() -> EventTransform<[Bool], Failure, Bool, Failure> {
    map { booleans in
      if booleans.isEmpty { programmerError("and needs at least one Boolean (got an empty array)") }
      return !booleans.contains(false)
    }
  }

  /// Sends whether any Boolean of each array is `true` (RAC2 `or`,
  /// ReactiveSwift `or(_:)` and `any(_:)`). Traps on an empty array.
  @inlinable
  package static func anyTrue<Failure>() -> EventTransform<[Bool], Failure, Bool, Failure> {
    map { booleans in
      if booleans.isEmpty { programmerError("or needs at least one Boolean (got an empty array)") }
      return booleans.contains(true)
    }
  }
}
