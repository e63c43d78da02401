import RACShared

extension RACSignal {
  /// Sends `reduce(previous, value)` for each value, `previous` being the
  /// value before it (`start` for the first).
  ///
  /// ```swift
  /// prices.combinePreviousWithStart(0) { old, new in new - old }   // the change at each price
  /// ```
  @inlinable
  public func combinePreviousWithStart<U>(
    _ start: Value, reduce: @escaping (Value, Value) -> U
  ) -> RACSignal<U> {
    RACSignal<U>(producer: producer.lift(EventTransforms.combinePrevious(initial: start, reduce)))
  }

  /// Transforms each value.
  @inlinable
  public func map<U>(_ transform: @escaping (Value) -> U) -> RACSignal<U> {
    RACSignal<U>(producer: producer.lift(EventTransforms.map(transform)))
  }
}

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

  /// Replaces every value with `value`.
  ///
  /// ```swift
  /// button.taps.mapReplace("tapped").subscribeNext { print($0) }   // prints "tapped" per tap
  /// ```
  @inlinable
  public func mapReplace<U>(_ value: U) -> RACSignal<U> {
    RACSignal<U>(producer: producer.lift(EventTransforms.map { _ in value }))
  }

  /// Unpacks each tuple into the arguments of `reduce` and sends its result
  /// (RAC2's `reduceEach:` on a signal of `RACTuple`s, typed here).
  ///
  /// ```swift
  /// let names = RACSignal.return(("Ada", "Lovelace"))
  /// names.reduceEach { first, last in "\(first) \(last)" }.subscribeNext { print($0) }  // prints "Ada Lovelace"
  /// ```
  @inlinable
  public func reduceEach<each Element, U>(
    _ reduce: @escaping (repeat each Element) -> U
  ) -> RACSignal<U> where Value == (repeat each Element) {
    map { (tuple: Value) -> U in reduce(repeat each tuple) }
  }

  /// Passes each value through `block`: a value for which it returns `true`
  /// goes on; `false` fails the signal with the error `block` stored in its
  /// second argument (which may stay `nil`, as in RAC2) and disposes this
  /// signal's subscription.
  ///
  /// ```swift
  /// numbers.try { value, error in
  ///   if value >= 0 { return true }
  ///   error = ValidationError.negative
  ///   return false
  /// }
  /// ```
  @inlinable
  public func `try`(_ block: @escaping (Value, inout (any Error)?) -> Bool) -> RACSignal<Value> {
    tryMap { value, error in block(value, &error) ? value : nil }
  }

  /// Passes each value through `body`: a value it returns from goes on; an
  /// error it throws fails the signal and disposes this signal's
  /// subscription (the Swift spelling of `try(_:)`'s error pointer).
  @inlinable
  public func `try`(_ body: @escaping (Value) throws -> Void) -> RACSignal<Value> {
    tryMap { value in
      try body(value)
      return value
    }
  }

  /// Maps each value with `block`: a non-`nil` result goes on; `nil` fails
  /// the signal with the error `block` stored in its second argument (which
  /// may stay `nil`) and disposes this signal's subscription.
  @inlinable
  public func tryMap<U>(_ block: @escaping (Value, inout (any Error)?) -> U?) -> RACSignal<U> {
    attemptMap { value in
      var error: (any Error)?
      return block(value, &error).map(Result.success) ?? .failure(BridgedError(underlying: error))
    }
  }

  /// Maps each value with `transform`: a result goes on; an error it throws
  /// fails the signal and disposes this signal's subscription.
  @inlinable
  public func tryMap<U>(_ transform: @escaping (Value) throws -> U) -> RACSignal<U> {
    attemptMap { value in Result { try transform(value) }.mapError { BridgedError(underlying: $0) } }
  }

  @inlinable
  func attemptMap<U>(_ transform: @escaping (Value) -> Result<U, BridgedError>) -> RACSignal<U> {
    RACSignal<U>(producer: producer.lift(cancelling: EventTransforms.attemptMap(transform)))
  }
}

extension RACSignal where Value == Bool {
  /// Sends the negation of each Boolean.
  @inlinable
  public func not() -> RACSignal<Bool> {
    RACSignal(producer: producer.lift(EventTransforms.map(!)))
  }
}

extension RACSignal where Value == [Bool] {
  /// Sends whether every Boolean of each array is `true` (RAC2's `and` on
  /// `+combineLatest:`).
  ///
  /// - Important: Traps on an empty array, as RAC2 asserted.
  @inlinable
  public func and() -> RACSignal<Bool> {
    RACSignal<Bool>(producer: producer.lift(EventTransforms.allTrue()))
  }

  /// Sends whether any Boolean of each array is `true` (RAC2's `or`).
  ///
  /// - Important: Traps on an empty array, as RAC2 asserted.
  @inlinable
  public func or() -> RACSignal<Bool> {
    RACSignal<Bool>(producer: producer.lift(EventTransforms.anyTrue()))
  }
}

extension RACSignal where Value == (Bool, Bool) {
  /// Sends whether both Booleans of each pair are `true` (RAC2's `and` on
  /// `-combineLatestWith:`).
  @inlinable
  public func and() -> RACSignal<Bool> {
    map { [$0.0, $0.1] }.and()
  }

  /// Sends whether either Boolean of each pair is `true` (RAC2's `or`).
  @inlinable
  public func or() -> RACSignal<Bool> {
    map { [$0.0, $0.1] }.or()
  }
}

extension RACSignal {
  /// Drops every value; only the error or completion comes through.
  @inlinable
  public func ignoreValues() -> RACSignal<Value> {
    RACSignal(producer: producer.lift(EventTransforms.ignoreValues()))
  }

  /// Sends every event as a `RACEvent` value, then completes.
  @inlinable
  public func materialize() -> RACSignal<RACEvent<Value>> {
    RACSignal<RACEvent<Value>>(producer: producer.lift(EventTransforms.materialize { RACEvent($0) }))
  }

  /// Sends the events that the `RACEvent` values describe; the first error
  /// or completion ends the signal.
  @inlinable
  public func dematerialize<U>() -> RACSignal<U> where Value == RACEvent<U> {
    RACSignal<U>(
      producer: producer.lift(cancelling: EventTransforms.dematerialize({ $0.engineEvent }, failure: { $0 })))
  }
}
