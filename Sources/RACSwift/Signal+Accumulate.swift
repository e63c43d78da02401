import RACShared

extension Signal {
  /// Sends one array of every value when this signal completes (an empty
  /// array if none came).
  ///
  /// - Returns: A signal of one array.
  @inlinable
  public func collect() -> Signal<[Value], Error> {
    Signal<[Value], Error>(core: core.lift(EventTransforms.collect()))
  }

  /// Sends the values in arrays of `count`; on completion the rest, if any
  /// (an empty array if no value ever came).
  ///
  /// - Important: Traps when `count` is not positive, naming it.
  /// - Parameter count: How many values make an array.
  /// - Returns: A signal of arrays.
  @inlinable
  public func collect(count: Int) -> Signal<[Value], Error> {
    Signal<[Value], Error>(core: core.lift(EventTransforms.collect(.count(count))))
  }

  /// Sends the values gathered so far each time `shouldEmit` holds for
  /// them, the newest included; on completion the rest.
  ///
  /// - Parameter shouldEmit: Decides, after each value, whether to send.
  /// - Returns: A signal of arrays.
  @inlinable
  public func collect(_ shouldEmit: @escaping (_ collectedValues: [Value]) -> Bool) -> Signal<[Value], Error> {
    Signal<[Value], Error>(core: core.lift(EventTransforms.collect(.collected(shouldEmit))))
  }

  /// Sends the values gathered so far when `shouldEmit(collected, latest)`
  /// holds, before `latest` joins; `latest` starts the next array. On
  /// completion the rest.
  ///
  /// - Parameter shouldEmit: Decides, before each value joins, whether to send.
  /// - Returns: A signal of arrays.
  @inlinable
  public func collect(_ shouldEmit: @escaping (_ collected: [Value], _ latest: Value) -> Bool) -> Signal<[Value], Error>
  {
    Signal<[Value], Error>(core: core.lift(EventTransforms.collect(.beforeNext(shouldEmit))))
  }

  /// Sends the combination of `initialResult` and every value once, when
  /// this signal completes.
  ///
  /// - Parameters:
  ///   - initialResult: Where the combination starts.
  ///   - nextPartialResult: Combines the result so far with a value.
  /// - Returns: A signal of one result.
  @inlinable
  public func reduce<U>(_ initialResult: U, _ nextPartialResult: @escaping (U, Value) -> U) -> Signal<U, Error> {
    Signal<U, Error>(core: core.lift(EventTransforms.reduce(initialResult, nextPartialResult)))
  }

  /// `reduce(_:_:)` updating the result in place.
  ///
  /// - Parameters:
  ///   - initialResult: Where the combination starts.
  ///   - nextPartialResult: Updates the result with a value.
  /// - Returns: A signal of one result.
  @inlinable
  public func reduce<U>(
    into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void
  ) -> Signal<U, Error> {
    Signal<U, Error>(core: core.lift(EventTransforms.reduce(into: initialResult, nextPartialResult)))
  }

  /// Sends the combination of `initialResult` and the values so far, after
  /// every value.
  ///
  /// - Parameters:
  ///   - initialResult: Where the combination starts.
  ///   - nextPartialResult: Combines the result so far with a value.
  /// - Returns: A signal of running results.
  @inlinable
  public func scan<U>(_ initialResult: U, _ nextPartialResult: @escaping (U, Value) -> U) -> Signal<U, Error> {
    Signal<U, Error>(core: core.lift(EventTransforms.scan(initialResult, nextPartialResult)))
  }

  /// `scan(_:_:)` updating the result in place.
  ///
  /// - Parameters:
  ///   - initialResult: Where the combination starts.
  ///   - nextPartialResult: Updates the result with a value.
  /// - Returns: A signal of running results.
  @inlinable
  public func scan<U>(
    into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void
  ) -> Signal<U, Error> {
    Signal<U, Error>(core: core.lift(EventTransforms.scan(into: initialResult, nextPartialResult)))
  }

  /// Sends, for every value, what `next` returns along with the new state.
  ///
  /// - Parameters:
  ///   - initialState: The state before the first value.
  ///   - next: Returns the new state and the value to send.
  /// - Returns: A signal of what `next` returns.
  @inlinable
  public func scanMap<State, U>(
    _ initialState: State, _ next: @escaping (State, Value) -> (State, U)
  ) -> Signal<U, Error> {
    Signal<U, Error>(core: core.lift(EventTransforms.scanMap(initialState, next)))
  }

  /// Sends, for every value, what `next` returns while it updates the state
  /// in place.
  ///
  /// - Parameters:
  ///   - initialState: The state before the first value.
  ///   - next: Updates the state and returns the value to send.
  /// - Returns: A signal of what `next` returns.
  @inlinable
  public func scanMap<State, U>(
    into initialState: State, _ next: @escaping (inout State, Value) -> U
  ) -> Signal<U, Error> {
    Signal<U, Error>(core: core.lift(EventTransforms.scanMap(into: initialState, next)))
  }
}
