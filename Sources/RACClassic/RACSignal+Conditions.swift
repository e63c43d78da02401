import RACShared

extension RACSignal {
  /// Forwards values until one passes `predicate`; that one is dropped, the
  /// signal completes and this signal's subscription is disposed.
  @inlinable
  public func takeUntilBlock(_ predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
    takeWhileBlock { !predicate($0) }
  }

  /// Forwards values while they pass `predicate`; the first that fails is
  /// dropped, the signal completes and this signal's subscription is
  /// disposed.
  ///
  /// ```swift
  /// RACSignal.concat([.return(1), .return(2), .return(9), .return(3)])
  ///   .takeWhileBlock { $0 < 5 }
  ///   .subscribeNext { print($0) }   // prints 1, then 2
  /// ```
  @inlinable
  public func takeWhileBlock(_ predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
    RACSignal(producer: producer.lift(cancelling: EventTransforms.takeWhile(predicate)))
  }

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

  /// Sends `true` and completes as soon as a value passes `predicate`
  /// (disposing this signal's subscription); sends `false` and completes if
  /// this signal completes, or fails, first (RAC2 answers an error with
  /// `NO`, it does not forward it).
  @inlinable
  public func any(_ predicate: @escaping (Value) -> Bool) -> RACSignal<Bool> {
    RACSignal<Bool>(producer: producer.lift(cancelling: EventTransforms.any(predicate)))
  }

  /// Sends `true` and completes at the first value; `false` if this signal
  /// ends without one.
  @inlinable
  public func any() -> RACSignal<Bool> {
    any { _ in true }
  }

  /// Sends `false` and completes as soon as a value fails `predicate`, or
  /// this signal fails; `true` if it completes with every value passing.
  @inlinable
  public func all(_ predicate: @escaping (Value) -> Bool) -> RACSignal<Bool> {
    RACSignal<Bool>(producer: producer.lift(cancelling: EventTransforms.all(predicate)))
  }
}
