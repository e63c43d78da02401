import RACShared

// RAC2's `reduceApply` calls the block in each tuple's first slot with the
// rest of the tuple. A parameter pack cannot spell that tuple: Swift cannot
// store a function of a variadic type inside a tuple ("cannot fully abstract
// a value of variadic function type"), so the arities RAC code uses are
// written out, one to five arguments.

extension RACSignal {
  /// Calls the function in each pair's first slot with its second and sends
  /// the result (RAC2's `reduceApply`).
  ///
  /// ```swift
  /// let double: (Int) -> Int = { $0 * 2 }
  /// RACSignal.return((double, 21)).reduceApply().subscribeNext { print($0) }   // prints 42
  /// ```
  @inlinable
  public func reduceApply<A, U>() -> RACSignal<U> where Value == ((A) -> U, A) {
    RACSignal<U>(producer: producer.lift(EventTransforms.map { $0.0($0.1) }))
  }

  /// Calls the function in each tuple's first slot with the other two and
  /// sends the result.
  @inlinable
  public func reduceApply<A, B, U>() -> RACSignal<U> where Value == ((A, B) -> U, A, B) {
    RACSignal<U>(producer: producer.lift(EventTransforms.map { $0.0($0.1, $0.2) }))
  }

  /// Calls the function in each tuple's first slot with the other three and
  /// sends the result.
  @inlinable
  public func reduceApply<A, B, C, U>() -> RACSignal<U> where Value == ((A, B, C) -> U, A, B, C) {
    RACSignal<U>(producer: producer.lift(EventTransforms.map { $0.0($0.1, $0.2, $0.3) }))
  }

  /// Calls the function in each tuple's first slot with the other four and
  /// sends the result.
  @inlinable
  public func reduceApply<A, B, C, D, U>() -> RACSignal<U> where Value == ((A, B, C, D) -> U, A, B, C, D) {
    RACSignal<U>(producer: producer.lift(EventTransforms.map { $0.0($0.1, $0.2, $0.3, $0.4) }))
  }

  /// Calls the function in each tuple's first slot with the other five and
  /// sends the result.
  @inlinable
  public func reduceApply<A, B, C, D, E, U>() -> RACSignal<U>
  where Value == ((A, B, C, D, E) -> U, A, B, C, D, E) {
    RACSignal<U>(producer: producer.lift(EventTransforms.map { $0.0($0.1, $0.2, $0.3, $0.4, $0.5) }))
  }
}
