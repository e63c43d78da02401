import Foundation
import RACClassic
import RACModern
import RACShared

extension MigrationTestScheduler {
  // MARK: Test sources from marbles

  /// A hot RACClassic source: a `RACSubject` that sends `marbles` at their
  /// times since this scheduler started, whoever is subscribed then.
  ///
  /// - Important: Traps if the diagram has an interruption (`!`): RACClassic
  ///   has none.
  public func hotSubject<Value>(_ marbles: Marbles<Value>) -> RACSubject<Value> {
    let subject = RACSubject<Value>()
    sendHot(marbles, as: marbles.classicEvent, to: subject.core.send)
    return subject
  }

  /// A cold RACClassic source: each subscription sends `marbles` at their
  /// times since it subscribed; disposing it cancels what is still to come.
  ///
  /// - Important: Traps if the diagram has an interruption (`!`).
  public func coldSignal<Value>(_ marbles: Marbles<Value>) -> RACSignal<Value> {
    RACSignal(producer: cold(marbles, as: marbles.classicEvent))
  }

  /// A hot RACModern source that cannot fail: a `Signal` that sends
  /// `marbles` at their times since this scheduler started. This is the
  /// one a call gets when nothing else fixes the failure type
  /// (`let typing = scheduler.hotSignal(marbles)`).
  ///
  /// - Important: Traps if the diagram fails (`#`).
  public func hotSignal<Value>(_ marbles: Marbles<Value>) -> Signal<Value, NoError> {
    hotSignal(marbles, failing: NoError.self)
  }

  /// A hot RACModern source: a `Signal` that sends `marbles` at their times
  /// since this scheduler started.
  ///
  /// - Important: Traps if the diagram fails (`#`) and its error is not a
  ///   `Failure` (a `NoError` source cannot fail).
  @_disfavoredOverload
  public func hotSignal<Value, Failure>(
    _ marbles: Marbles<Value>, failing _: Failure.Type = Failure.self
  ) -> Signal<Value, Failure> {
    let (signal, input) = Signal<Value, Failure>.pipe()
    sendHot(marbles, as: { marbles.event($0, failing: Failure.self) }, to: input.sink)
    return signal
  }

  /// A cold RACModern source that cannot fail: each start sends `marbles`
  /// at their times since it started. This is the one a call gets when
  /// nothing else fixes the failure type.
  ///
  /// - Important: Traps if the diagram fails (`#`).
  public func coldProducer<Value>(_ marbles: Marbles<Value>) -> SignalProducer<Value, NoError> {
    coldProducer(marbles, failing: NoError.self)
  }

  /// A cold RACModern source: each start sends `marbles` at their times since
  /// it started; disposing the start cancels what is still to come.
  ///
  /// - Important: Traps if the diagram fails (`#`) and its error is not a
  ///   `Failure`.
  @_disfavoredOverload
  public func coldProducer<Value, Failure>(
    _ marbles: Marbles<Value>, failing _: Failure.Type = Failure.self
  ) -> SignalProducer<Value, Failure> {
    SignalProducer(producer: cold(marbles) { marbles.event($0, failing: Failure.self) })
  }

  // MARK: The one path of every face's sources

  /// Sends each of `marbles`, decoded by `decode`, to `send` at its time
  /// since this scheduler started (a hot source). The action holds `send`.
  func sendHot<Value, Failure>(
    _ marbles: Marbles<Value>, as decode: @escaping (Marbles<Value>.Marble) -> SignalEvent<Value, Failure>,
    to send: @escaping EventSink<Value, Failure>, then ended: (() -> Void)? = nil
  ) {
    for (time, marble) in marbles.events {
      _ = clock.schedule(after: startDate.addingTimeInterval(time)) {
        let event = decode(marble)
        send(event)
        if event.isTerminal { ended?() }
      }
    }
  }

  /// A cold source: each start sends `marbles`, decoded by `decode`, at
  /// their times since it started; disposing the start cancels what is
  /// still to come.
  func cold<Value, Failure>(
    _ marbles: Marbles<Value>, as decode: @escaping (Marbles<Value>.Marble) -> SignalEvent<Value, Failure>
  ) -> Producer<Value, Failure> {
    Producer { input, lifetime in self.sendCold(marbles, as: decode, to: input, until: lifetime) }
  }

  /// One start of a cold source: sends each of `marbles`, decoded by
  /// `decode`, to `input` at its time since now, until `lifetime` ends.
  func sendCold<Value, Failure>(
    _ marbles: Marbles<Value>, as decode: @escaping (Marbles<Value>.Marble) -> SignalEvent<Value, Failure>,
    to input: @escaping EventSink<Value, Failure>, until lifetime: CompositeDisposableCore
  ) {
    for (time, marble) in marbles.events {
      if let action = clock.schedule(afterInterval: time, { input(decode(marble)) }) { lifetime.add(action) }
    }
  }
}
