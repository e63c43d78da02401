import Foundation
import RACShared

/// The error code of `RACSignal.switch(_:cases:default:)` when a key has no
/// case and there is no default (RAC2's `RACSignalErrorNoMatchingCase`, in
/// `RACSignalErrorDomain`).
public let RACSignalErrorNoMatchingCase = 2
extension RACSignal {
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

  @inlinable
  static func flattening(_ signals: [RACSignal<Value>], _ mode: FlattenMode) -> RACSignal<Value> {
    RACSignal(
      producer: Producer(values: signals.map(\.producer)).lift(cancelling: EventTransforms.flatten(mode) { $0 }))
  }

  /// Forwards only the newest inner signal's values: each new inner signal
  /// replaces (disposes) the previous one.
  @inlinable
  public func switchToLatest<U>() -> RACSignal<U> where Value == RACSignal<U> {
    RACSignal<U>(producer: producer.lift(cancelling: EventTransforms.flatten(.latest) { $0.producer }))
  }

  /// Subscribes to `signal` once this one completes.
  @inlinable
  public func concat(_ signal: RACSignal<Value>) -> RACSignal<Value> {
    RACSignal.concat([self, signal])
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
