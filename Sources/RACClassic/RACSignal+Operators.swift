import RACShared

extension RACSignal {
  /// Transforms each value.
  @inlinable
  public func map<U>(_ transform: @escaping (Value) -> U) -> RACSignal<U> {
    RACSignal<U>(producer: producer.lift(EventTransforms.map(transform)))
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

  /// Maps each value to a signal and merges them all; `nil` stands for an
  /// empty signal.
  @inlinable
  public func flattenMap<U>(_ transform: @escaping (Value) -> RACSignal<U>?) -> RACSignal<U> {
    RACSignal<U>(
      producer: producer.lift(
        cancelling: EventTransforms.flatten(.merge) { transform($0)?.producer ?? Producer(terminal: .completed) }))
  }

  /// Merges this signal with `other`.
  @inlinable
  public func merge(_ other: RACSignal<Value>) -> RACSignal<Value> {
    RACSignal.merge([self, other])
  }

  /// Merges `signals`: every value of every signal, as it comes; completes
  /// when all have completed; fails on the first error.
  @inlinable
  public static func merge(_ signals: [RACSignal<Value>]) -> RACSignal<Value> {
    flattening(signals, .merge)
  }

  /// Subscribes to `signals` one after another, each when the previous completes.
  @inlinable
  public static func concat(_ signals: [RACSignal<Value>]) -> RACSignal<Value> {
    flattening(signals, .concat)
  }

  /// Sends `value` first, then this signal's events.
  @inlinable
  public func startWith(_ value: Value) -> RACSignal<Value> {
    RACSignal.concat([.return(value), self])
  }

  /// On error, continues with `signal` instead.
  @inlinable
  public func catchTo(_ signal: RACSignal<Value>) -> RACSignal<Value> {
    RACSignal(producer: producer.lift(cancelling: EventTransforms.flatMapError { _ in signal.producer }))
  }

  @inlinable
  static func flattening(_ signals: [RACSignal<Value>], _ mode: FlattenMode) -> RACSignal<Value> {
    RACSignal(
      producer: Producer(values: signals.map(\.producer)).lift(cancelling: EventTransforms.flatten(mode) { $0 }))
  }
}

extension RACSignal {
  /// Forwards only the newest inner signal's values: each new inner signal
  /// replaces (disposes) the previous one.
  @inlinable
  public func switchToLatest<U>() -> RACSignal<U> where Value == RACSignal<U> {
    RACSignal<U>(producer: producer.lift(cancelling: EventTransforms.flatten(.latest) { $0.producer }))
  }
}
