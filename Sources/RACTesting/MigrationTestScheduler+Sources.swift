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
    for (time, marble) in marbles.events {
      after(startDate.addingTimeInterval(time)) { Self.send(marble, marbles, to: subject) }
    }
    return subject
  }

  /// A cold RACClassic source: each subscription sends `marbles` at their
  /// times since it subscribed; disposing it cancels what is still to come.
  ///
  /// - Important: Traps if the diagram has an interruption (`!`).
  public func coldSignal<Value>(_ marbles: Marbles<Value>) -> RACSignal<Value> {
    RACSignal.createSignal { subscriber in
      let scheduled = RACCompoundDisposable()
      for (time, marble) in marbles.events {
        if let disposable = self.afterDelay(time, schedule: { Self.send(marble, marbles, to: subscriber) }) {
          scheduled.add(disposable)
        }
      }
      return scheduled
    }
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
    for (time, marble) in marbles.events {
      scheduleAfter(startDate.addingTimeInterval(time)) { Self.send(marble, marbles, to: input) }
    }
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
    SignalProducer { observer, lifetime in
      for (time, marble) in marbles.events {
        lifetime += self.scheduleAfter(time) { Self.send(marble, marbles, to: observer) }
      }
    }
  }

  private static func send<Value>(
    _ marble: Marbles<Value>.Marble, _ marbles: Marbles<Value>, to subscriber: any RACSubscriber<Value>
  ) {
    switch marble {
    case .value(let value): subscriber.sendNext(value)
    case .failed: subscriber.sendError(marbles.error)
    case .completed: subscriber.sendCompleted()
    case .interrupted:
      programmerError("marble diagram \"\(marbles.diagram)\" interrupts ('!'), which RACClassic cannot")
    }
  }

  private static func send<Value, Failure>(
    _ marble: Marbles<Value>.Marble, _ marbles: Marbles<Value>, to observer: Observer<Value, Failure>
  ) {
    switch marble {
    case .value(let value): observer.sendNext(value)
    case .failed:
      guard let error = marbles.error as? Failure else {
        programmerError(
          "marble diagram \"\(marbles.diagram)\" fails ('#') with \(marbles.error.map { "\(type(of: $0))" } ?? "nil"), "
            + "which is not a \(Failure.self)")
      }
      observer.sendFailed(error)
    case .completed: observer.sendCompleted()
    case .interrupted: observer.sendInterrupted()
    }
  }
}
