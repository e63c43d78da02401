import RACShared

extension RACSignal {
  /// Drops values until one passes `predicate`; from that one on, everything
  /// goes through.
  @inlinable
  public func skipUntilBlock(_ predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
    skipWhileBlock { !predicate($0) }
  }

  /// Drops values while they pass `predicate`; from the first that fails
  /// on, everything goes through.
  @inlinable
  public func skipWhileBlock(_ predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
    RACSignal(producer: producer.lift(EventTransforms.skipWhile(predicate)))
  }

  /// Forwards only the values that pass `isIncluded`.
  @inlinable
  public func filter(_ isIncluded: @escaping (Value) -> Bool) -> RACSignal<Value> {
    RACSignal(producer: producer.lift(EventTransforms.filter(isIncluded)))
  }

  /// Drops the first `count` values.
  ///
  /// - Important: Traps when `count` is negative.
  @inlinable
  public func skip(_ count: Int) -> RACSignal<Value> {
    RACSignal(producer: producer.lift(EventTransforms.skip(count)))
  }
}

extension RACSignal where Value: Equatable {
  /// Drops every value equal to `value`.
  @inlinable
  public func ignore(_ value: Value) -> RACSignal<Value> {
    filter { $0 != value }
  }

  /// Drops a value equal to the one before it.
  @inlinable
  public func distinctUntilChanged() -> RACSignal<Value> {
    RACSignal(producer: producer.lift(EventTransforms.skipRepeats(==)))
  }
}
