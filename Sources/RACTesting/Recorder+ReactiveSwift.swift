import Foundation
import RACShared
import RACSwift

// The ReactiveSwift face (`RACSwift`) heard by a `Recorder` as the other two
// faces are: signals and producers of `Equatable` values, of errors, of
// `Void`, and of signals or producers (each inner one a timeline of its own).
// This file imports RACSwift and not RACModern: both name their types
// `Signal`, `SignalProducer` and `Disposable`.

extension TimelineEvent {
  /// The event a RACSwift observer heard.
  public init<Failure>(_ event: Signal<Value, Failure>.Event) {
    self.init(event.engineEvent) { $0 }
  }
}

extension Recorder {
  /// A recorder stamping events with the time on a RACSwift `TestScheduler`'s clock.
  public convenience init(scheduler: TestScheduler, label: String = "") {
    self.init(clock: scheduler.clock, label: label)
  }

  /// A RACSwift observer that records every event it is sent (the RACModern
  /// `observer()` is the one a bare call gets; a RACSwift `observe` or
  /// `start` picks this one).
  @_disfavoredOverload
  public func observer<Failure>(_: Failure.Type = Failure.self) -> Signal<Value, Failure>.Observer {
    Signal.Observer(sink: sink("RACSwift"))
  }

  /// Observes a RACSwift `signal`, recording every event.
  @discardableResult
  public func observe<Failure>(_ signal: Signal<Value, Failure>) -> Disposable? {
    signal.core.observe(sink("RACSwift")).map(AnyDisposable.init(core:))
  }

  /// Starts a RACSwift `producer`, recording every event.
  @discardableResult
  public func start<Failure>(_ producer: SignalProducer<Value, Failure>) -> Disposable {
    AnyDisposable(core: producer.core.start(sink("RACSwift")))
  }
}

// MARK: Properties

extension Recorder {
  /// Records a RACSwift `property` (a `MutableProperty`, an `Action`'s
  /// `isExecuting` or `isEnabled`, a composed property): its current value
  /// now, then every change (its `producer`).
  @discardableResult
  public func observe(_ property: some PropertyProtocol<Value>) -> Disposable {
    start(property.producer)
  }
}

// MARK: Errors as values

extension Recorder where Value == RecordedError {
  /// Observes a RACSwift signal of errors (`Action.errors`), recording each
  /// as a `RecordedError`.
  @discardableResult
  public func observe<ErrorValue: Error, Failure>(_ signal: Signal<ErrorValue, Failure>) -> Disposable? {
    signal.core.observe(errorsSink("RACSwift")).map(AnyDisposable.init(core:))
  }

  /// Starts a RACSwift producer of errors, recording each as a `RecordedError`.
  @discardableResult
  public func start<ErrorValue: Error, Failure>(_ producer: SignalProducer<ErrorValue, Failure>) -> Disposable {
    AnyDisposable(core: producer.core.start(errorsSink("RACSwift")))
  }
}

// MARK: Void

extension Recorder where Value == VoidValue {
  /// Observes a RACSwift `Void` signal (taps, `Action.completed`), recording
  /// each value as `VoidValue()`.
  @discardableResult
  public func observe<Failure>(_ signal: Signal<Void, Failure>) -> Disposable? {
    signal.core.observe(voidSink("RACSwift")).map(AnyDisposable.init(core:))
  }

  /// Starts a RACSwift `Void` producer, recording each value as `VoidValue()`.
  @discardableResult
  public func start<Failure>(_ producer: SignalProducer<Void, Failure>) -> Disposable {
    AnyDisposable(core: producer.core.start(voidSink("RACSwift")))
  }
}

// MARK: Signals of signals

extension Recorder {
  /// Observes a RACSwift signal of signals, each inner signal recorded as a
  /// timeline of its own, from when it arrives.
  @discardableResult
  public func observe<Inner, InnerFailure, Failure>(
    _ signal: Signal<Signal<Inner, InnerFailure>, Failure>
  ) -> Disposable? where Value == Timeline<Inner> {
    CompositeDisposable(core: recordNested("RACSwift", { signal.core.observe($0) }) { $0.core.observe($1) })
  }

  /// Observes a RACSwift signal of producers, starting each as it arrives
  /// and recording it as a timeline of its own.
  @discardableResult
  public func observe<Inner, InnerFailure, Failure>(
    _ signal: Signal<SignalProducer<Inner, InnerFailure>, Failure>
  ) -> Disposable? where Value == Timeline<Inner> {
    CompositeDisposable(core: recordNested("RACSwift", { signal.core.observe($0) }) { $0.core.start($1) })
  }

  /// Starts a RACSwift producer of signals, recording each inner signal as
  /// a timeline of its own.
  @discardableResult
  public func start<Inner, InnerFailure, Failure>(
    _ producer: SignalProducer<Signal<Inner, InnerFailure>, Failure>
  ) -> Disposable where Value == Timeline<Inner> {
    CompositeDisposable(core: recordNested("RACSwift", { producer.core.start($0) }) { $0.core.observe($1) })
  }

  /// Starts a RACSwift producer of producers, starting each inner one as it
  /// arrives and recording it as a timeline of its own.
  @discardableResult
  public func start<Inner, InnerFailure, Failure>(
    _ producer: SignalProducer<SignalProducer<Inner, InnerFailure>, Failure>
  ) -> Disposable where Value == Timeline<Inner> {
    CompositeDisposable(core: recordNested("RACSwift", { producer.core.start($0) }) { $0.core.start($1) })
  }
}
