import RACShared

/// A stream of values over time, ending with at most one error or completion
/// (RAC2's `RACSignal`).
///
/// A signal made with `createSignal` is **cold**: its block runs again for
/// every subscriber, so each subscriber gets its own run of the work. Subjects
/// (`RACSubject` and its subclasses) are **hot**: they broadcast what they are
/// sent to whoever is subscribed at that moment. `publish()`, `multicast(_:)`,
/// `replay()`, `replayLast()` and `replayLazily()` turn a cold signal hot.
///
/// Subscription is synchronous: the block runs before `subscribe` returns.
/// Callbacks of one subscription never overlap.
///
/// ```swift
/// let numbers = RACSignal<Int>.createSignal { subscriber in
///   subscriber.sendNext(1)
///   subscriber.sendNext(2)
///   subscriber.sendCompleted()
///   return nil
/// }
/// numbers.subscribeNext { print($0) }   // prints 1, then 2
/// ```
open class RACSignal<Value> {
  /// The engine recipe every subscription starts.
  @usableFromInline
  package let producer: Producer<Value, BridgedError>
  @usableFromInline
  let label = Label()

  @inlinable
  package init(producer: Producer<Value, BridgedError>) {
    self.producer = producer
  }

  /// The signal's debug name; empty unless set.
  public var name: String { label.text }

  /// Sets the debug name and returns the signal.
  @discardableResult
  @inlinable
  public func setName(_ name: String) -> Self {
    label.set(name)
    return self
  }

  // MARK: Creating signals

  /// A cold signal that runs `didSubscribe` for every subscriber.
  ///
  /// The block receives that subscription's subscriber and may return a
  /// disposable, disposed when the subscription ends (error, completion or
  /// disposal).
  @inlinable
  public static func createSignal(
    _ didSubscribe: @escaping (any RACSubscriber<Value>) -> RACDisposable?
  ) -> RACSignal<Value> {
    RACSignal(
      producer: Producer(valueStartHandler: { sendValue, input, lifetime in
        if let disposable = didSubscribe(RACSignalInput(next: sendValue, input: input, lifetime: lifetime)) {
          lifetime.add(disposable)
        }
      }))
  }

  /// Sends `value`, then completes.
  @inlinable
  public static func `return`(_ value: Value) -> RACSignal<Value> {
    RACSignal(producer: Producer(values: CollectionOfOne(value)))
  }

  /// Fails at once with `error`.
  @inlinable
  public static func error(_ error: (any Error)?) -> RACSignal<Value> {
    RACSignal(producer: Producer(terminal: .failed(BridgedError(underlying: error))))
  }

  /// Completes at once.
  @inlinable
  public static func empty() -> RACSignal<Value> {
    RACSignal(producer: Producer(terminal: .completed))
  }

  /// Never sends anything.
  @inlinable
  public static func never() -> RACSignal<Value> {
    RACSignal(producer: .never)
  }

  /// Calls `block` for every subscriber and subscribes to the signal it returns.
  @inlinable
  public static func `defer`(_ block: @escaping () -> RACSignal<Value>) -> RACSignal<Value> {
    RACSignal(producer: .deferred { block().producer })
  }
}

// Safety: the engine producer is immutable and thread-safe; the name is
// guarded by its own lock.
extension RACSignal: @unchecked Sendable {}
