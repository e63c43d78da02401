import RACShared

/// Receives a signal's events (RAC2's `<RACSubscriber>`).
///
/// You rarely implement this: the subscriber a `createSignal` block receives
/// is one, and so is every `RACSubject`. A subscriber hears `sendNext` any
/// number of times, then at most one of `sendError` or `sendCompleted`.
///
/// Subscribers are `Sendable`, so a `createSignal` block can hand its
/// subscriber to a callback that runs on another thread; a conforming type of
/// yours must be thread-safe.
public protocol RACSubscriber<Value>: AnyObject, Sendable {
  /// The type of value the subscriber accepts.
  associatedtype Value
  /// Sends a value.
  func sendNext(_ value: Value)
  /// Ends with an error (which may be `nil`, as in RAC2).
  func sendError(_ error: (any Error)?)
  /// Ends successfully.
  func sendCompleted()
  /// Hands the subscriber the disposable of the subscription that feeds it,
  /// before any event; a subject keeps it so that ending the subject ends
  /// the subscription.
  func didSubscribe(with disposable: RACCompoundDisposable)
}

/// The subscriber a `createSignal` block receives: one per subscription,
/// feeding that subscription's serialized event stream.
///
/// The block calls it through `any RACSubscriber<Value>`, which always runs
/// the unspecialized body of a generic class's method; building the engine
/// event there cost generic-metadata work on every value (B3 in
/// docs/Benchmarks.md: RACClassic 1.6x slower than RACModern over the same
/// engine). So each method only calls a closure formed, specialized for the
/// client's types, when the subscription starts; `next` is the engine's
/// values-only entry (`Producer(valueStartHandler:)`), one call where
/// `{ input(.value($0)) }` made two.
@usableFromInline
final class RACSignalInput<Value>: RACSubscriber {
  @usableFromInline
  let next: (Value) -> Void
  @usableFromInline
  let input: EventSink<Value, BridgedError>
  @usableFromInline
  let lifetime: CompositeDisposableCore

  @inlinable
  init(
    next: @escaping (Value) -> Void, input: @escaping EventSink<Value, BridgedError>,
    lifetime: CompositeDisposableCore
  ) {
    self.next = next
    self.input = input
    self.lifetime = lifetime
  }

  @usableFromInline
  func sendNext(_ value: Value) { next(value) }
  @usableFromInline
  func sendError(_ error: (any Error)?) { input(.failed(BridgedError(underlying: error))) }
  @usableFromInline
  func sendCompleted() { input(.completed) }
  @usableFromInline
  func didSubscribe(with disposable: RACCompoundDisposable) { lifetime.add(disposable) }
}

// Safety: `input` is the send of the subscription's signal, which serializes
// sends from any thread (docs/EventContract.md rule 2); `lifetime` is thread-safe.
extension RACSignalInput: @unchecked Sendable {}

/// The engine sink that forwards to classic callbacks. Classic has no
/// interruption: an interrupted subscription simply hears nothing more.
@inlinable
func classicSink<Value>(
  next: ((Value) -> Void)?,
  error: (((any Error)?) -> Void)?,
  completed: (() -> Void)?
) -> EventSink<Value, BridgedError> {
  { event in
    switch event {
    case .value(let value): next?(value)
    case .failed(let failure): error?(failure.underlying)
    case .completed: completed?()
    case .interrupted: break
    }
  }
}

/// The engine sink that forwards to a subscriber object.
@inlinable
func classicSink<Subscriber: RACSubscriber>(_ subscriber: Subscriber) -> EventSink<Subscriber.Value, BridgedError> {
  classicSink(next: subscriber.sendNext, error: subscriber.sendError, completed: subscriber.sendCompleted)
}
