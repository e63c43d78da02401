import RACShared

/// Shares one subscription to a cold signal among every subscriber of
/// `signal` (RAC2's `RACMulticastConnection`).
///
/// Nothing is shared until `connect()`: it subscribes the source once, ever,
/// and returns the same disposable on every call. Disposing that disposable
/// stops the source without ending `signal`; connecting again does nothing.
/// `autoconnect()` connects on the first subscriber and disconnects when the
/// last one leaves; it never reconnects.
///
/// ```swift
/// let connection = expensive.publish()
/// connection.signal.subscribeNext { print("A", $0) }
/// connection.signal.subscribeNext { print("B", $0) }
/// connection.connect()   // the work runs once; A and B both see its values
/// ```
public final class RACMulticastConnection<Value> {
  private let core: MulticastConnectionCore<Value, BridgedError>
  private let connection: RACDisposable

  /// The subject every subscriber observes. While connected, it needs no
  /// owner: the source's subscription keeps it alive (RAC2's subject was the
  /// source's subscriber).
  public let signal: RACSignal<Value>

  init(source: RACSignal<Value>, subject: RACSubject<Value>) {
    core = MulticastConnectionCore(source: source.producer, subject: subject.core, subjectFront: subject)
    connection = RACDisposable(core: core.connection)
    signal = subject
  }

  /// Subscribes the source to `signal`, the first time only; always returns
  /// the same disposable.
  @discardableResult
  public func connect() -> RACDisposable {
    core.connect()
    return connection
  }

  /// A signal that connects on its first subscriber and disconnects when the
  /// last one leaves (disposed or ended).
  public func autoconnect() -> RACSignal<Value> {
    RACSignal(producer: core.autoconnect())
  }
}

// Safety: immutable; the engine core is thread-safe.
extension RACMulticastConnection: @unchecked Sendable {}
