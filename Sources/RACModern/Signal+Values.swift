import RACShared

extension Signal {
  /// Sends the first `count` values, then completes and stops observing.
  /// `take(0)` is a signal that has already ended: observers get
  /// `interrupted` (RAC4).
  ///
  /// - Important: Traps when `count` is negative.
  @inlinable
  public func take(_ count: Int) -> Signal {
    Signal(core: core.applying { $0.take(count, whenZero: .interrupted) })
  }

  /// ReactiveSwift spelling of `take(_:)`.
  @inlinable
  public func take(first count: Int) -> Signal { take(count) }

  /// ReactiveSwift spelling of `skip(_:)`.
  @inlinable
  public func skip(first count: Int) -> Signal { skip(count) }

  /// Sends only the last `count` values, when this signal completes.
  ///
  /// - Important: Traps when `count` is negative.
  @inlinable
  public func takeLast(_ count: Int) -> Signal {
    Signal(core: core.lift(EventTransforms.takeLast(count)))
  }

  /// ReactiveSwift spelling of `takeLast(_:)`.
  @inlinable
  public func take(last count: Int) -> Signal { takeLast(count) }

  /// Forwards events until `trigger` sends a value or completes, then completes.
  @inlinable
  public func takeUntil(_ trigger: Signal<(), NoError>) -> Signal {
    Signal(core: core.applying { $0.take(until: trigger.core.observation) })
  }

  /// ReactiveSwift spelling of `takeUntil(_:)`.
  @inlinable
  public func take(until trigger: Signal<(), NoError>) -> Signal { takeUntil(trigger) }

  /// Drops a value for which `isRepeat(previous, value)` holds.
  @inlinable
  public func skipRepeats(_ isRepeat: @escaping (Value, Value) -> Bool) -> Signal {
    Signal(core: core.lift(EventTransforms.skipRepeats(isRepeat)))
  }

  /// Injects side effects: per event `event`, the callback for its kind,
  /// `terminated` for a terminal event; `disposed` once the result has ended.
  @inlinable
  public func on(
    event: ((Event) -> Void)? = nil,
    next: ((Value) -> Void)? = nil,
    failed: ((Error) -> Void)? = nil,
    completed: (() -> Void)? = nil,
    interrupted: (() -> Void)? = nil,
    terminated: (() -> Void)? = nil,
    disposed: (() -> Void)? = nil
  ) -> Signal {
    let effects = SideEffects(
      event: event.map { event in { event(Event($0)) } }, value: next, failed: failed, completed: completed,
      interrupted: interrupted, terminated: terminated, disposed: disposed)
    return Signal(core: core.lift(cancelling: EventTransforms.on(effects)))
  }

  /// ReactiveSwift spelling of `on(...)`, with `value:` for `next:`.
  @inlinable
  public func on(
    event: ((Event) -> Void)? = nil,
    failed: ((Error) -> Void)? = nil,
    completed: (() -> Void)? = nil,
    interrupted: (() -> Void)? = nil,
    terminated: (() -> Void)? = nil,
    disposed: (() -> Void)? = nil,
    value: @escaping (Value) -> Void
  ) -> Signal {
    on(
      event: event, next: value, failed: failed, completed: completed, interrupted: interrupted,
      terminated: terminated, disposed: disposed)
  }

  /// Ignores this signal's values; when it completes, starts `replacement`.
  @inlinable
  public func then<U>(_ replacement: SignalProducer<U, Error>) -> Signal<U, Error> {
    Signal<U, Error>(core: core.applying { $0.then { replacement.producer } })
  }

  /// On failure, continues with the producer `handler` returns for the error.
  @inlinable
  public func flatMapError<NewError>(
    _ handler: @escaping (Error) -> SignalProducer<Value, NewError>
  ) -> Signal<Value, NewError> {
    Signal<Value, NewError>(core: core.lift(cancelling: EventTransforms.flatMapError { handler($0).producer }))
  }

  /// Sends every event as a value, then completes (or is interrupted).
  @inlinable
  public func materialize() -> Signal<Event, NoError> {
    Signal<Event, NoError>(core: core.lift(EventTransforms.materialize { Event($0) }))
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

  /// Once both have sent, the newest value of each, each time either sends.
  @inlinable
  public func combineLatestWith<U>(_ other: Signal<U, Error>) -> Signal<(Value, U), Error> {
    Signal<(Value, U), Error>(
      core: core.applying { $0.combineLatest(with: other.core.observation, order: .argumentFirst) })
  }

  /// ReactiveSwift spelling of `combineLatestWith(_:)`.
  @inlinable
  public func combineLatest<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
    combineLatestWith(other)
  }

  /// The n-th values of both, paired.
  @inlinable
  public func zipWith<U>(_ other: Signal<U, Error>) -> Signal<(Value, U), Error> {
    Signal<(Value, U), Error>(
      core: core.applying { $0.zip(with: other.core.observation, order: .argumentFirst) })
  }

  /// ReactiveSwift spelling of `zipWith(_:)`.
  @inlinable
  public func zip<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
    zipWith(other)
  }

  /// `combineLatestWith(_:)` over a list; empty completes at once (so
  /// observers of the result get `interrupted`).
  @inlinable
  public static func combineLatest(_ signals: [Signal]) -> Signal<[Value], Error> {
    Signal<[Value], Error>(
      core: .started(Producer.combineLatest(signals.map(Self.observing), order: .argumentFirst)))
  }

  /// `zipWith(_:)` over a list; empty completes at once.
  @inlinable
  public static func zip(_ signals: [Signal]) -> Signal<[Value], Error> {
    Signal<[Value], Error>(core: .started(Producer.zip(signals.map(Self.observing), order: .argumentFirst)))
  }

  /// Merges `signals`: every value as it comes; completes when all have.
  @inlinable
  public static func merge(_ signals: [Signal]) -> Signal {
    Signal(core: .started(.flattening(signals.map(observing), .merge)))
  }

  @inlinable
  static func observing(_ signal: Signal) -> Producer<Value, Error> { signal.core.observation }
}

extension Signal where Value: Equatable {
  /// Drops a value equal to the one before it.
  @inlinable
  public func skipRepeats() -> Signal {
    skipRepeats(==)
  }
}

extension Signal where Error == NoError {
  /// Sends the events that the `Event` values describe; the first terminal
  /// one ends the signal.
  @inlinable
  public func dematerialize<U, E>() -> Signal<U, E> where Value == RACModern.Event<U, E> {
    Signal<U, E>(
      core: core.lift(cancelling: EventTransforms.dematerialize({ $0.engineEvent }, failure: nil)))
  }
}
