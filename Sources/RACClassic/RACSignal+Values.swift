import RACShared

extension RACSignal {
  /// Sends the first `count` values, then completes and disposes this
  /// signal's subscription. `take(0)` completes at once without subscribing.
  ///
  /// - Important: Traps when `count` is negative.
  @inlinable
  public func take(_ count: Int) -> RACSignal<Value> {
    RACSignal(producer: producer.take(count, whenZero: .completed))
  }

  /// Sends only the last `count` values, when this signal completes.
  ///
  /// - Important: Traps when `count` is negative.
  @inlinable
  public func takeLast(_ count: Int) -> RACSignal<Value> {
    RACSignal(producer: producer.lift(EventTransforms.takeLast(count)))
  }

  /// Forwards this signal until `trigger` sends a value or completes, then
  /// completes. `trigger` is subscribed first; its error is ignored.
  @inlinable
  public func takeUntil<U>(_ trigger: RACSignal<U>) -> RACSignal<Value> {
    RACSignal(producer: producer.take(until: trigger.producer))
  }

  /// Calls `block` with each value before sending it on.
  @inlinable
  public func doNext(_ block: @escaping (Value) -> Void) -> RACSignal<Value> {
    sideEffects(SideEffects(value: block))
  }

  /// Calls `block` with the error before sending it on.
  @inlinable
  public func doError(_ block: @escaping ((any Error)?) -> Void) -> RACSignal<Value> {
    sideEffects(SideEffects(failed: { block($0.underlying) }))
  }

  /// Calls `block` on completion before sending it on.
  @inlinable
  public func doCompleted(_ block: @escaping () -> Void) -> RACSignal<Value> {
    sideEffects(SideEffects(completed: block))
  }

  @inlinable
  func sideEffects(_ effects: SideEffects<Value, BridgedError>) -> RACSignal<Value> {
    RACSignal(producer: producer.on(started: nil, effects))
  }

  /// Ignores this signal's values; when it completes, subscribes to the
  /// signal `block` returns at that moment. Errors pass through.
  @inlinable
  public func then<U>(_ block: @escaping () -> RACSignal<U>) -> RACSignal<U> {
    RACSignal<U>(producer: producer.then { block().producer })
  }

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

  /// Sends a single array of every value when this signal completes.
  @inlinable
  public func collect() -> RACSignal<[Value]> {
    RACSignal<[Value]>(producer: producer.lift(EventTransforms.collect()))
  }

  /// Sends the running combination of `start` and every value so far.
  @inlinable
  public func scanWithStart<U>(_ start: U, reduce: @escaping (U, Value) -> U) -> RACSignal<U> {
    RACSignal<U>(producer: producer.lift(EventTransforms.scan(start, reduce)))
  }

  /// Sends the combination of `start` and every value once, on completion.
  @inlinable
  public func aggregateWithStart<U>(_ start: U, reduce: @escaping (U, Value) -> U) -> RACSignal<U> {
    RACSignal<U>(producer: producer.lift(EventTransforms.reduce(start, reduce)))
  }

  /// Resubscribes after an error, up to `count` times; `retry(0)` retries
  /// forever, as in RAC2.
  ///
  /// - Important: Traps when `count` is negative.
  @inlinable
  public func retry(_ count: Int) -> RACSignal<Value> {
    RACSignal(producer: producer.retry(count, zeroRetriesForever: true))
  }

  /// Resubscribes after every error, forever.
  @inlinable
  public func retry() -> RACSignal<Value> {
    retry(0)
  }

  /// Resubscribes every time this signal completes, forever; errors end it.
  @inlinable
  public func `repeat`() -> RACSignal<Value> {
    RACSignal(producer: producer.repeatForever())
  }

  /// On error, continues with the signal `handler` returns for that error.
  @inlinable
  public func `catch`(_ handler: @escaping ((any Error)?) -> RACSignal<Value>) -> RACSignal<Value> {
    RACSignal(producer: producer.lift(cancelling: EventTransforms.flatMapError { handler($0.underlying).producer }))
  }

  /// Subscribes to `signal` once this one completes.
  @inlinable
  public func concat(_ signal: RACSignal<Value>) -> RACSignal<Value> {
    RACSignal.concat([self, signal])
  }
}

extension RACSignal where Value: Equatable {
  /// Drops a value equal to the one before it.
  @inlinable
  public func distinctUntilChanged() -> RACSignal<Value> {
    RACSignal(producer: producer.lift(EventTransforms.skipRepeats(==)))
  }
}

extension RACSignal {
  /// Once both have sent, the newest value of each, each time either sends.
  /// This signal is subscribed first. Completes when both have completed.
  @inlinable
  public func combineLatest<U>(with signal: RACSignal<U>) -> RACSignal<(Value, U)> {
    RACSignal<(Value, U)>(producer: producer.combineLatest(with: signal.producer, order: .receiverFirst))
  }

  /// The n-th values of both, paired. This signal is subscribed first.
  /// Completes once a completed signal has no value left to pair.
  @inlinable
  public func zip<U>(with signal: RACSignal<U>) -> RACSignal<(Value, U)> {
    RACSignal<(Value, U)>(producer: producer.zip(with: signal.producer, order: .receiverFirst))
  }

  /// `combineLatest(with:)` over a list, subscribed first to last; an empty
  /// list completes at once.
  @inlinable
  public static func combineLatest(_ signals: [RACSignal<Value>]) -> RACSignal<[Value]> {
    RACSignal<[Value]>(producer: Producer.combineLatest(signals.map(\.producer), order: .receiverFirst))
  }

  /// `zip(with:)` over a list, subscribed first to last; an empty list
  /// completes at once.
  @inlinable
  public static func zip(_ signals: [RACSignal<Value>]) -> RACSignal<[Value]> {
    RACSignal<[Value]>(producer: Producer.zip(signals.map(\.producer), order: .receiverFirst))
  }
}

extension RACSignal {
  /// Sends the events that the `RACEvent` values describe; the first error
  /// or completion ends the signal.
  @inlinable
  public func dematerialize<U>() -> RACSignal<U> where Value == RACEvent<U> {
    RACSignal<U>(
      producer: producer.lift(cancelling: EventTransforms.dematerialize({ $0.engineEvent }, failure: { $0 })))
  }

  /// Merges the inner signals: every value of every inner signal, as it comes.
  @inlinable
  public func flatten<U>() -> RACSignal<U> where Value == RACSignal<U> {
    RACSignal<U>(producer: producer.lift(cancelling: EventTransforms.flatten(.merge) { $0.producer }))
  }

  /// Subscribes to the inner signals one after another.
  @inlinable
  public func concat<U>() -> RACSignal<U> where Value == RACSignal<U> {
    RACSignal<U>(producer: producer.lift(cancelling: EventTransforms.flatten(.concat) { $0.producer }))
  }
}
