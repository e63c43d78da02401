import Foundation
import RACSwift

// The ReactiveSwift face (`RACSwift`) heard by a `Recorder` as the other two
// faces are: signals and producers of `Equatable` values, of errors, of
// `Void`, and of signals or producers (each inner one a timeline of its own).
// This file imports RACSwift and not RACModern: both name their types
// `Signal`, `SignalProducer` and `Disposable`.

extension TimelineEvent {
  /// The event a RACSwift observer heard.
  public init<Failure>(_ event: Signal<Value, Failure>.Event) {
    self.init(event) { $0 }
  }

  /// The event a RACSwift observer heard, its value turned into a recorded one.
  init<Source, Failure>(_ event: Signal<Source, Failure>.Event, value transform: (Source) -> Value) {
    switch event {
    case .value(let value): self = .value(transform(value))
    case .failed(let error): self = .failed(RecordedError(error))
    case .completed: self = .completed
    case .interrupted: self = .interrupted
    }
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
    labelIfUnlabelled("RACSwift")
    return Signal.Observer { self.record(TimelineEvent($0)) }
  }

  /// Observes a RACSwift `signal`, recording every event.
  @discardableResult
  public func observe<Failure>(_ signal: Signal<Value, Failure>) -> Disposable? {
    signal.observe(observer(Failure.self))
  }

  /// Starts a RACSwift `producer`, recording every event.
  @discardableResult
  public func start<Failure>(_ producer: SignalProducer<Value, Failure>) -> Disposable {
    producer.start(observer(Failure.self))
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
    signal.observe(swiftErrorsObserver())
  }

  /// Starts a RACSwift producer of errors, recording each as a `RecordedError`.
  @discardableResult
  public func start<ErrorValue: Error, Failure>(_ producer: SignalProducer<ErrorValue, Failure>) -> Disposable {
    producer.start(swiftErrorsObserver())
  }

  private func swiftErrorsObserver<ErrorValue: Error, Failure>() -> Signal<ErrorValue, Failure>.Observer {
    labelIfUnlabelled("RACSwift")
    return Signal.Observer { event in self.record(TimelineEvent(event) { self.recordedError($0) }) }
  }
}

// MARK: Void

extension Recorder where Value == VoidValue {
  /// Observes a RACSwift `Void` signal (taps, `Action.completed`), recording
  /// each value as `VoidValue()`.
  @discardableResult
  public func observe<Failure>(_ signal: Signal<Void, Failure>) -> Disposable? {
    signal.observe(swiftVoidObserver())
  }

  /// Starts a RACSwift `Void` producer, recording each value as `VoidValue()`.
  @discardableResult
  public func start<Failure>(_ producer: SignalProducer<Void, Failure>) -> Disposable {
    producer.start(swiftVoidObserver())
  }

  private func swiftVoidObserver<Failure>() -> Signal<Void, Failure>.Observer {
    labelIfUnlabelled("RACSwift")
    return Signal.Observer { event in self.record(TimelineEvent(event) { _ in VoidValue() }) }
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
    let observations = CompositeDisposable()
    observations += signal.observe(swiftNestedObserver(observations) { $0.observe($1) })
    return observations
  }

  /// Observes a RACSwift signal of producers, starting each as it arrives
  /// and recording it as a timeline of its own.
  @discardableResult
  public func observe<Inner, InnerFailure, Failure>(
    _ signal: Signal<SignalProducer<Inner, InnerFailure>, Failure>
  ) -> Disposable? where Value == Timeline<Inner> {
    let observations = CompositeDisposable()
    observations += signal.observe(swiftNestedObserver(observations) { $0.start($1) })
    return observations
  }

  /// Starts a RACSwift producer of signals, recording each inner signal as
  /// a timeline of its own.
  @discardableResult
  public func start<Inner, InnerFailure, Failure>(
    _ producer: SignalProducer<Signal<Inner, InnerFailure>, Failure>
  ) -> Disposable where Value == Timeline<Inner> {
    let observations = CompositeDisposable()
    observations += producer.start(swiftNestedObserver(observations) { $0.observe($1) })
    return observations
  }

  /// Starts a RACSwift producer of producers, starting each inner one as it
  /// arrives and recording it as a timeline of its own.
  @discardableResult
  public func start<Inner, InnerFailure, Failure>(
    _ producer: SignalProducer<SignalProducer<Inner, InnerFailure>, Failure>
  ) -> Disposable where Value == Timeline<Inner> {
    let observations = CompositeDisposable()
    observations += producer.start(swiftNestedObserver(observations) { $0.start($1) })
    return observations
  }

  /// An observer of inner sources that records each as a timeline of its
  /// own, listening to it with `listen`, whose disposable goes into
  /// `observations` (held weakly: it is the caller's to keep).
  private func swiftNestedObserver<Inner, InnerFailure, Source, Failure>(
    _ observations: CompositeDisposable,
    listen: @escaping (Source, Signal<Inner, InnerFailure>.Observer) -> Disposable?
  ) -> Signal<Source, Failure>.Observer where Value == Timeline<Inner> {
    labelIfUnlabelled("RACSwift")
    return Signal<Source, Failure>.Observer { [weak observations] (event: Signal<Source, Failure>.Event) in
      switch event {
      case Signal<Source, Failure>.Event.value(let inner):
        let record = self.recordInner()
        let observation = listen(
          inner,
          Signal<Inner, InnerFailure>.Observer { (event: Signal<Inner, InnerFailure>.Event) in
            record(TimelineEvent(event))
          })
        _ = observations?.add(observation)
      case .failed(let error): self.record(.failed(self.recordedError(error)))
      case .completed: self.record(.completed)
      case .interrupted: self.record(.interrupted)
      }
    }
  }
}
