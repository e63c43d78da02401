import RACShared

extension RACSignal {
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

extension RACSignal where Value: Equatable {
  /// Drops every value equal to `value`.
  @inlinable
  public func ignore(_ value: Value) -> RACSignal<Value> {
    filter { $0 != value }
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
