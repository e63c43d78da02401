import RACShared

extension RACSignal {
  /// RAC2's stream primitive: for each subscription, `block` makes the
  /// function that maps each value to a signal to merge in (or `nil`), and
  /// may set its `stop` argument. A `nil` signal or `stop` ends this
  /// signal's part (its subscription is disposed); the result completes once
  /// the signals already merged in have.
  ///
  /// ```swift
  /// let firstTwo = numbers.bind {
  ///   var taken = 0
  ///   return { value, stop in
  ///     taken += 1
  ///     stop = taken == 2
  ///     return .return(value)
  ///   }
  /// }
  /// ```
  @inlinable
  public func bind<U>(_ block: @escaping () -> (Value, inout Bool) -> RACSignal<U>?) -> RACSignal<U> {
    RACSignal<U>(
      producer: producer.bind {
        let binding = block()
        return { value in
          var stop = false
          let signal = binding(value, &stop)
          return (signal?.producer, stop)
        }
      })
  }

  /// Merges the inner signals, at most `maxConcurrent` subscribed at once;
  /// the others wait their turn, in order. `flatten(0)` has no limit (as
  /// `flatten()`), `flatten(1)` is `concat()`.
  ///
  /// - Important: Traps when `maxConcurrent` is negative.
  @inlinable
  public func flatten<U>(_ maxConcurrent: Int) -> RACSignal<U> where Value == RACSignal<U> {
    RACSignal<U>(
      producer: producer.lift(
        cancelling: EventTransforms.flatten(.concurrent(maxConcurrent, zeroMeansUnlimited: true)) { $0.producer }))
  }
}

extension RACSignal {
  /// A signal whose `block` runs once, from a block on `scheduler`, when the
  /// first subscriber arrives; every subscriber (each subscribed from a
  /// block on `scheduler`) is replayed everything `block` sent.
  @inlinable
  public static func startLazilyWithScheduler(
    _ scheduler: RACScheduler, block: @escaping (any RACSubscriber<Value>) -> Void
  ) -> RACSignal<Value> {
    RACSignal(producer: .startingLazily(work(block), on: scheduler.core))
  }

  /// `startLazilyWithScheduler(_:block:)`, with `block` scheduled at once
  /// rather than at the first subscription.
  @inlinable
  public static func startEagerlyWithScheduler(
    _ scheduler: RACScheduler, block: @escaping (any RACSubscriber<Value>) -> Void
  ) -> RACSignal<Value> {
    RACSignal(producer: .startingEagerly(work(block), on: scheduler.core))
  }

  @inlinable
  static func work(_ block: @escaping (any RACSubscriber<Value>) -> Void) -> Producer<Value, BridgedError> {
    createSignal { subscriber in
      block(subscriber)
      return nil
    }.producer
  }
}
