import Foundation
import RACShared

/// The error code of `RACSignal.switch(_:cases:default:)` when a key has no
/// case and there is no default (RAC2's `RACSignalErrorNoMatchingCase`, in
/// `RACSignalErrorDomain`).
public let RACSignalErrorNoMatchingCase = 2

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

  /// Forwards this signal's values and error until `replacement` sends
  /// anything; from then on only `replacement`'s events, and this signal's
  /// subscription is disposed. This signal's completion is not forwarded.
  /// `replacement` is subscribed first.
  @inlinable
  public func takeUntilReplacement(_ replacement: RACSignal<Value>) -> RACSignal<Value> {
    RACSignal(producer: producer.take(untilReplacement: replacement.producer))
  }

  /// Each Boolean `boolSignal` sends switches to `trueSignal` or
  /// `falseSignal`, disposing the subscription to the other. Completes once
  /// `boolSignal` and the current signal have completed.
  @inlinable
  public static func `if`(
    _ boolSignal: RACSignal<Bool>, then trueSignal: RACSignal<Value>, else falseSignal: RACSignal<Value>
  ) -> RACSignal<Value> {
    RACSignal(producer: .choosing(on: boolSignal.producer, then: trueSignal.producer, otherwise: falseSignal.producer))
  }

  /// Each key `signal` sends switches to the signal `cases` holds for it,
  /// else to `defaultSignal`; with neither, the result fails with an error
  /// of `RACSignalErrorDomain`, code `RACSignalErrorNoMatchingCase`.
  @inlinable
  public static func `switch`<Key: Hashable>(
    _ signal: RACSignal<Key>, cases: [Key: RACSignal<Value>], default defaultSignal: RACSignal<Value>? = nil
  ) -> RACSignal<Value> {
    RACSignal(
      producer: .switching(
        on: signal.producer, cases: cases.mapValues(\.producer), default: defaultSignal?.producer,
        noMatch: { key in
          BridgedError(
            underlying: NSError(
              domain: RACSignalErrorDomain, code: RACSignalErrorNoMatchingCase,
              userInfo: [NSLocalizedDescriptionKey: "No matching signal found for value \(key)"]))
        }))
  }
}
