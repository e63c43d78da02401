import RACShared

extension Signal {
  /// Sends the values in arrays of `count`; on completion the rest (or an
  /// empty array if there were no values at all).
  ///
  /// - Important: Traps when `count` is zero or negative.
  @inlinable
  public func collect(count: Int) -> Signal<[Value], Error> {
    Signal<[Value], Error>(core: core.lift(EventTransforms.collect(.count(count))))
  }

  /// Sends the values gathered so far each time `shouldEmit` returns `true`
  /// for them (the newest included); on completion the rest (an empty
  /// array if no value ever came).
  @inlinable
  public func collect(_ shouldEmit: @escaping ([Value]) -> Bool) -> Signal<[Value], Error> {
    Signal<[Value], Error>(core: core.lift(EventTransforms.collect(.collected(shouldEmit))))
  }

  /// Sends the values gathered so far when `shouldEmit(gathered, next)`
  /// returns `true`; `next` then starts the following array. On completion
  /// the rest (an empty array if no value ever came).
  @inlinable
  public func collect(_ shouldEmit: @escaping ([Value], Value) -> Bool) -> Signal<[Value], Error> {
    Signal<[Value], Error>(core: core.lift(EventTransforms.collect(.beforeNext(shouldEmit))))
  }

  /// Sends one array of every value when this signal completes.
  @inlinable
  public func collect() -> Signal<[Value], Error> {
    Signal<[Value], Error>(core: core.lift(EventTransforms.collect()))
  }

  /// Sends the running combination of `initial` and every value so far.
  @inlinable
  public func scan<U>(_ initial: U, _ combine: @escaping (U, Value) -> U) -> Signal<U, Error> {
    Signal<U, Error>(core: core.lift(EventTransforms.scan(initial, combine)))
  }

  /// Sends the combination of `initial` and every value once, on completion.
  @inlinable
  public func reduce<U>(_ initial: U, _ combine: @escaping (U, Value) -> U) -> Signal<U, Error> {
    Signal<U, Error>(core: core.lift(EventTransforms.reduce(initial, combine)))
  }
}
