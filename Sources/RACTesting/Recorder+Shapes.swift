import Foundation
import RACClassic
import RACModern

// What a view model exposes besides a signal of `Equatable` values, heard by
// a `Recorder` in both faces alike: properties, signals of errors (a
// command's or an action's `errors`), `Void` signals, and signals of signals
// (`executionSignals`), each inner one recorded as a timeline of its own.

// MARK: Properties

extension Recorder {
  /// Records `property`: its current value now, then every change (its
  /// `producer`), as a `MutableProperty`, an `Action`'s `executing` or
  /// `enabled`, or any composed property delivers them.
  @discardableResult
  public func observe(_ property: some PropertyProtocol<Value>) -> Disposable {
    start(property.producer)
  }
}

// MARK: Errors as values

extension Recorder where Value == RecordedError {
  /// Subscribes to a signal of errors (`RACCommand.errors`), recording each
  /// as a `RecordedError` (`recordedError(_:)`).
  @discardableResult
  public func subscribe<ErrorValue: Error>(to signal: RACSignal<ErrorValue>) -> RACDisposable {
    RACDisposable(core: classicSubscription(signal.producer, errorsSink("RACClassic")))
  }

  /// Observes a signal of errors (`Action.errors`), recording each as a
  /// `RecordedError`.
  @discardableResult
  public func observe<ErrorValue: Error, Failure>(_ signal: Signal<ErrorValue, Failure>) -> Disposable? {
    signal.core.observe(errorsSink("RACModern")).map(AnyDisposable.init(core:))
  }

  /// Starts a producer of errors, recording each as a `RecordedError`.
  @discardableResult
  public func start<ErrorValue: Error, Failure>(_ producer: SignalProducer<ErrorValue, Failure>) -> Disposable {
    AnyDisposable(core: producer.producer.start(errorsSink("RACModern")))
  }
}

// MARK: Void

extension Recorder where Value == VoidValue {
  /// Subscribes to a `Void` signal (taps, "did log in"), recording each
  /// value as `VoidValue()`.
  @discardableResult
  public func subscribe(to signal: RACSignal<Void>) -> RACDisposable {
    RACDisposable(core: classicSubscription(signal.producer, voidSink("RACClassic")))
  }

  /// Observes a `Void` signal, recording each value as `VoidValue()`.
  @discardableResult
  public func observe<Failure>(_ signal: Signal<Void, Failure>) -> Disposable? {
    signal.core.observe(voidSink("RACModern")).map(AnyDisposable.init(core:))
  }

  /// Starts a `Void` producer, recording each value as `VoidValue()`.
  @discardableResult
  public func start<Failure>(_ producer: SignalProducer<Void, Failure>) -> Disposable {
    AnyDisposable(core: producer.producer.start(voidSink("RACModern")))
  }
}

// MARK: Signals of signals

extension Recorder {
  /// Subscribes to a signal of signals (`RACCommand.executionSignals`):
  /// each inner signal is a value, recorded when it arrives, whose timeline
  /// (subscribed at once) fills in with what it sends, on the same clock.
  /// Disposing the returned disposable disposes the inner subscriptions too.
  ///
  /// ```swift
  /// // [t=1.0 value([t=1.0 value(a), t=1.5 completed]), t=3.0 value([…])]
  /// ```
  @discardableResult
  public func subscribe<Inner>(to signal: RACSignal<RACSignal<Inner>>) -> RACDisposable
  where Value == Timeline<Inner> {
    RACDisposable(
      core: recordNested("RACClassic", { classicSubscription(signal.producer, $0) }) {
        classicSubscription($0.producer, $1)
      })
  }

  /// Observes a signal of signals, each inner signal recorded as a timeline
  /// of its own (see `subscribe(to:)` for `RACSignal`s of signals).
  @discardableResult
  public func observe<Inner, InnerFailure, Failure>(
    _ signal: Signal<Signal<Inner, InnerFailure>, Failure>
  ) -> Disposable? where Value == Timeline<Inner> {
    CompositeDisposable(core: recordNested("RACModern", { signal.core.observe($0) }) { $0.core.observe($1) })
  }

  /// Observes a signal of producers, starting each as it arrives and
  /// recording it as a timeline of its own.
  @discardableResult
  public func observe<Inner, InnerFailure, Failure>(
    _ signal: Signal<SignalProducer<Inner, InnerFailure>, Failure>
  ) -> Disposable? where Value == Timeline<Inner> {
    CompositeDisposable(core: recordNested("RACModern", { signal.core.observe($0) }) { $0.producer.start($1) })
  }

  /// Starts a producer of signals, recording each inner signal as a
  /// timeline of its own.
  @discardableResult
  public func start<Inner, InnerFailure, Failure>(
    _ producer: SignalProducer<Signal<Inner, InnerFailure>, Failure>
  ) -> Disposable where Value == Timeline<Inner> {
    CompositeDisposable(core: recordNested("RACModern", { producer.producer.start($0) }) { $0.core.observe($1) })
  }

  /// Starts a producer of producers, starting each inner one as it arrives
  /// and recording it as a timeline of its own.
  @discardableResult
  public func start<Inner, InnerFailure, Failure>(
    _ producer: SignalProducer<SignalProducer<Inner, InnerFailure>, Failure>
  ) -> Disposable where Value == Timeline<Inner> {
    CompositeDisposable(core: recordNested("RACModern", { producer.producer.start($0) }) { $0.producer.start($1) })
  }
}
