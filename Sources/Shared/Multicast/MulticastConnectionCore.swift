/// Shares one subscription to a cold source among many subscribers, through a
/// hot (or replaying) subject (RAC2's `RACMulticastConnection`).
///
/// docs/EventContract.md rule 9: `connect()` subscribes the source at most once ever and
/// returns the same disposable on every call; disposing that disposable stops
/// the source without sending a terminal event to the subject, and later
/// `connect()` calls do nothing. `autoconnect()` connects on the first
/// subscriber and disposes the connection when the subscriber count returns
/// to zero; it never reconnects.
@usableFromInline
package final class MulticastConnectionCore<Value, Failure: Error> {
  /// The subject every subscriber of the connection observes.
  @usableFromInline
  package let subject: SignalCore<Value, Failure>
  /// Returned by every `connect()`; disposing it stops the source.
  @usableFromInline
  package let connection = SerialDisposableCore(policy: .disposeReplaced)
  private let source: Producer<Value, Failure>
  /// The face standing for `subject` (a `RACSubject`), if any.
  private let subjectFront: AnyObject?
  private let connected = OnceFlag()
  private let subscribers = SubscriberCount()

  /// Creates a connection that will feed `source` into `subject`. Once
  /// connected, the source's start holds `subjectFront`, the face standing
  /// for `subject`, as long as it can send: RAC2's subject was the source's
  /// subscriber, so a `weak` reference to `connection.signal` stays non-nil
  /// while connected, though the connection itself is gone.
  @usableFromInline
  package init(source: Producer<Value, Failure>, subject: SignalCore<Value, Failure>, subjectFront: AnyObject? = nil) {
    self.source = source
    self.subject = subject
    self.subjectFront = subjectFront
  }

  /// Whether `connect()` has subscribed the source.
  @usableFromInline
  package var isConnected: Bool { connected.isSet }

  /// Subscribes the source to the subject, the first time only.
  @discardableResult
  @usableFromInline
  package func connect() -> any DisposableCore {
    guard connected.set() else { return connection }
    let start = source.instantiate { [subject, subjectFront] event in
      // Disposing the connection interrupts the source's start; the subject
      // hears nothing of it (rule 9).
      if case .interrupted = event { return }
      withExtendedLifetime(subjectFront) { subject.send(event) }
    }
    connection.inner = start.cancel
    start.run()
    return connection
  }

  /// A producer that connects on its first subscriber and disconnects when
  /// the last one leaves (a subscription leaves when disposed or ended).
  @usableFromInline
  package func autoconnect() -> Producer<Value, Failure> {
    Producer { [self] sink in
      let ticket = SubscriberCount.Ticket()
      let slot = ObserverSlot(
        core: subject, interruptsOnDispose: true,
        onEnd: { [self] in
          if subscribers.end(ticket) { connection.dispose() }
        }, sink: sink)
      return (
        slot,
        { [self] in
          guard let first = subscribers.begin(ticket) else { return }
          subject.attach(slot)
          if first { connect() }
        }
      )
    }
  }
}

// Safety: every stored property is immutable or thread-safe itself.
extension MulticastConnectionCore: @unchecked Sendable {}
