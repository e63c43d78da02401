import Foundation
import RACShared

extension RACSignal {
  /// Once every signal has sent, `reduce` of the newest value of each, each
  /// time one sends; the signals may carry different types. Subscribed
  /// first to last; completes when all have completed.
  ///
  /// ```swift
  /// let valid = RACSignal.combineLatest(name, age, reduce: { name, age in !name.isEmpty && age >= 18 })
  /// ```
  @inlinable
  public static func combineLatest<each Element>(
    _ signals: repeat RACSignal<each Element>, reduce: @escaping (repeat each Element) -> Value
  ) -> RACSignal<Value> {
    reducing(Combining.latest(repeat (each signals).producer, order: .receiverFirst), reduce)
  }

  /// `reduce` of the n-th values of every signal, which may carry different
  /// types. Subscribed first to last; completes once a completed signal has
  /// no value left to pair.
  @inlinable
  public static func zip<each Element>(
    _ signals: repeat RACSignal<each Element>, reduce: @escaping (repeat each Element) -> Value
  ) -> RACSignal<Value> {
    reducing(Combining.zip(repeat (each signals).producer, order: .receiverFirst), reduce)
  }

  @inlinable
  static func reducing<each Element>(
    _ tuples: Producer<(repeat each Element), BridgedError>, _ reduce: @escaping (repeat each Element) -> Value
  ) -> RACSignal<Value> {
    RACSignal(
      producer: tuples.lift(EventTransforms.map { (tuple: (repeat each Element)) in reduce(repeat each tuple) }))
  }

  /// Each time `sampler` sends, the newest value of this signal, if it has
  /// sent one. Completes as soon as either completes; either's error ends
  /// it. This signal is subscribed first.
  @inlinable
  public func sample<U>(_ sampler: RACSignal<U>) -> RACSignal<Value> {
    RACSignal(
      producer: producer.sample(with: sampler.producer, order: .receiverFirst, completion: .whenEitherCompletes)
        .lift(EventTransforms.map(\.0)))
  }

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
