import RACShared

extension SignalProducer {
  /// Sends the first `count` values, then completes and interrupts the
  /// work. `take(0)` sends `interrupted` at once without starting (RAC4).
  ///
  /// - Important: Traps when `count` is negative.
  @inlinable
  public func take(_ count: Int) -> SignalProducer {
    SignalProducer(producer: producer.take(count, whenZero: .interrupted))
  }

  /// ReactiveSwift spelling of `take(_:)`.
  @inlinable
  public func take(first count: Int) -> SignalProducer { take(count) }

  /// Sends only the last `count` values, when this producer completes.
  ///
  /// - Important: Traps when `count` is negative.
  @inlinable
  public func takeLast(_ count: Int) -> SignalProducer {
    SignalProducer(producer: producer.lift(EventTransforms.takeLast(count)))
  }

  /// ReactiveSwift spelling of `takeLast(_:)`.
  @inlinable
  public func take(last count: Int) -> SignalProducer { takeLast(count) }

  /// Forwards events until `trigger` sends a value or completes, then
  /// completes. The trigger starts first.
  @inlinable
  public func takeUntil(_ trigger: SignalProducer<(), NoError>) -> SignalProducer {
    SignalProducer(producer: producer.take(until: trigger.producer))
  }

  /// Forwards events until `trigger` sends a value or completes, then completes.
  @inlinable
  public func takeUntil(_ trigger: Signal<(), NoError>) -> SignalProducer {
    takeUntil(SignalProducer<(), NoError>(signal: trigger))
  }

  /// ReactiveSwift spelling of `takeUntil(_:)`.
  @inlinable
  public func take(until trigger: SignalProducer<(), NoError>) -> SignalProducer { takeUntil(trigger) }

  /// ReactiveSwift spelling of `takeUntil(_:)`.
  @inlinable
  public func take(until trigger: Signal<(), NoError>) -> SignalProducer { takeUntil(trigger) }

  /// Drops a value for which `isRepeat(previous, value)` holds.
  @inlinable
  public func skipRepeats(_ isRepeat: @escaping (Value, Value) -> Bool) -> SignalProducer {
    SignalProducer(producer: producer.lift(EventTransforms.skipRepeats(isRepeat)))
  }

  /// Injects side effects: `started` before each start, then per event
  /// `event`, the callback for its kind, `terminated` for a terminal event;
  /// `disposed` once the start has ended or been disposed.
  @inlinable
  public func on(
    started: (() -> Void)? = nil,
    event: ((Event<Value, Error>) -> Void)? = nil,
    next: ((Value) -> Void)? = nil,
    failed: ((Error) -> Void)? = nil,
    completed: (() -> Void)? = nil,
    interrupted: (() -> Void)? = nil,
    terminated: (() -> Void)? = nil,
    disposed: (() -> Void)? = nil
  ) -> SignalProducer {
    SignalProducer(
      producer: producer.on(
        started: started,
        SideEffects(
          event: event.map { event in { event(Event($0)) } }, value: next, failed: failed, completed: completed,
          interrupted: interrupted, terminated: terminated, disposed: disposed)))
  }

  /// ReactiveSwift spelling of `on(...)`, with `value:` for `next:`.
  @inlinable
  public func on(
    started: (() -> Void)? = nil,
    event: ((Event<Value, Error>) -> Void)? = nil,
    failed: ((Error) -> Void)? = nil,
    completed: (() -> Void)? = nil,
    interrupted: (() -> Void)? = nil,
    terminated: (() -> Void)? = nil,
    disposed: (() -> Void)? = nil,
    value: @escaping (Value) -> Void
  ) -> SignalProducer {
    on(
      started: started, event: event, next: value, failed: failed, completed: completed, interrupted: interrupted,
      terminated: terminated, disposed: disposed)
  }

  /// Ignores this producer's values; when it completes, starts `replacement`.
  @inlinable
  public func then<U>(_ replacement: SignalProducer<U, Error>) -> SignalProducer<U, Error> {
    SignalProducer<U, Error>(producer: producer.then { replacement.producer })
  }

  /// Sends every event as a value, then completes (or is interrupted).
  @inlinable
  public func materialize() -> SignalProducer<Event<Value, Error>, NoError> {
    SignalProducer<Event<Value, Error>, NoError>(producer: producer.lift(EventTransforms.materialize { Event($0) }))
  }

  /// Sends one array of every value when this producer completes.
  @inlinable
  public func collect() -> SignalProducer<[Value], Error> {
    SignalProducer<[Value], Error>(producer: producer.lift(EventTransforms.collect()))
  }

  /// Sends the running combination of `initial` and every value so far.
  @inlinable
  public func scan<U>(_ initial: U, _ combine: @escaping (U, Value) -> U) -> SignalProducer<U, Error> {
    SignalProducer<U, Error>(producer: producer.lift(EventTransforms.scan(initial, combine)))
  }

  /// Sends the combination of `initial` and every value once, on completion.
  @inlinable
  public func reduce<U>(_ initial: U, _ combine: @escaping (U, Value) -> U) -> SignalProducer<U, Error> {
    SignalProducer<U, Error>(producer: producer.lift(EventTransforms.reduce(initial, combine)))
  }

  /// Restarts after a failure, up to `count` times; `retry(0)` does not retry.
  ///
  /// - Important: Traps when `count` is negative.
  @inlinable
  public func retry(_ count: Int) -> SignalProducer {
    SignalProducer(producer: producer.retry(count, zeroRetriesForever: false))
  }

  /// ReactiveSwift spelling of `retry(_:)`.
  @inlinable
  public func retry(upTo count: Int) -> SignalProducer { retry(count) }

  /// Runs this producer `count` times in a row; `times(0)` completes at once.
  ///
  /// - Important: Traps when `count` is negative.
  @inlinable
  public func times(_ count: Int) -> SignalProducer {
    SignalProducer(producer: producer.times(count))
  }

  /// ReactiveSwift spelling of `times(_:)`.
  @inlinable
  public func `repeat`(_ count: Int) -> SignalProducer { times(count) }

  /// ReactiveSwift spelling of `skip(_:)`.
  @inlinable
  public func skip(first count: Int) -> SignalProducer { skip(count) }

  /// Starts `next` once this producer completes.
  @inlinable
  public func concat(_ next: SignalProducer) -> SignalProducer {
    SignalProducer.concat([self, next])
  }

  /// Starts `producers` one after another.
  @inlinable
  public static func concat(_ producers: [SignalProducer]) -> SignalProducer {
    SignalProducer(producer: .flattening(producers.map(\.producer), .concat))
  }
}

extension SignalProducer where Value: Equatable {
  /// Drops a value equal to the one before it.
  @inlinable
  public func skipRepeats() -> SignalProducer {
    skipRepeats(==)
  }
}

extension SignalProducer {
  /// Once both have sent, the newest value of each, each time either sends.
  /// `other` starts first (RAC4). Completes when both have completed.
  @inlinable
  public func combineLatestWith<U>(_ other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
    SignalProducer<(Value, U), Error>(producer: producer.combineLatest(with: other.producer, order: .argumentFirst))
  }

  /// ReactiveSwift spelling of `combineLatestWith(_:)`.
  @inlinable
  public func combineLatest<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
    combineLatestWith(other)
  }

  /// The n-th values of both, paired. `other` starts first (RAC4).
  @inlinable
  public func zipWith<U>(_ other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
    SignalProducer<(Value, U), Error>(producer: producer.zip(with: other.producer, order: .argumentFirst))
  }

  /// ReactiveSwift spelling of `zipWith(_:)`.
  @inlinable
  public func zip<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
    zipWith(other)
  }

  /// `combineLatestWith(_:)` over a list, started last to first (RAC4
  /// folded the list with `combineLatestWith`); empty completes at once.
  @inlinable
  public static func combineLatest(_ producers: [SignalProducer]) -> SignalProducer<[Value], Error> {
    SignalProducer<[Value], Error>(producer: Producer.combineLatest(producers.map(\.producer), order: .argumentFirst))
  }

  /// `zipWith(_:)` over a list, started last to first; empty completes at once.
  @inlinable
  public static func zip(_ producers: [SignalProducer]) -> SignalProducer<[Value], Error> {
    SignalProducer<[Value], Error>(producer: Producer.zip(producers.map(\.producer), order: .argumentFirst))
  }
}

extension SignalProducer where Error == NoError {
  /// Sends the events that the `Event` values describe; the first terminal
  /// one ends the producer.
  @inlinable
  public func dematerialize<U, E>() -> SignalProducer<U, E> where Value == Event<U, E> {
    SignalProducer<U, E>(
      producer: producer.lift(cancelling: EventTransforms.dematerialize({ $0.engineEvent }, failure: nil)))
  }
}
