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
    labelIfUnlabelled("RACClassic")
    return signal.subscribeNext(
      { self.record(.value(self.recordedError($0))) },
      error: { self.record(.failed(self.recordedError($0))) },
      completed: { self.record(.completed) })
  }

  /// Observes a signal of errors (`Action.errors`), recording each as a
  /// `RecordedError`.
  @discardableResult
  public func observe<ErrorValue: Error, Failure>(_ signal: Signal<ErrorValue, Failure>) -> Disposable? {
    signal.observe(errorsObserver())
  }

  /// Starts a producer of errors, recording each as a `RecordedError`.
  @discardableResult
  public func start<ErrorValue: Error, Failure>(_ producer: SignalProducer<ErrorValue, Failure>) -> Disposable {
    producer.start(errorsObserver())
  }

  private func errorsObserver<ErrorValue: Error, Failure>() -> Observer<ErrorValue, Failure> {
    labelIfUnlabelled("RACModern")
    return Observer { event in self.record(TimelineEvent(event) { self.recordedError($0) }) }
  }
}

// MARK: Void

extension Recorder where Value == VoidValue {
  /// Subscribes to a `Void` signal (taps, "did log in"), recording each
  /// value as `VoidValue()`.
  @discardableResult
  public func subscribe(to signal: RACSignal<Void>) -> RACDisposable {
    labelIfUnlabelled("RACClassic")
    return signal.subscribeNext(
      { self.record(.value(VoidValue())) },
      error: { self.record(.failed(self.recordedError($0))) },
      completed: { self.record(.completed) })
  }

  /// Observes a `Void` signal, recording each value as `VoidValue()`.
  @discardableResult
  public func observe<Failure>(_ signal: Signal<Void, Failure>) -> Disposable? {
    signal.observe(voidObserver())
  }

  /// Starts a `Void` producer, recording each value as `VoidValue()`.
  @discardableResult
  public func start<Failure>(_ producer: SignalProducer<Void, Failure>) -> Disposable {
    producer.start(voidObserver())
  }

  private func voidObserver<Failure>() -> Observer<Void, Failure> {
    labelIfUnlabelled("RACModern")
    return Observer { event in self.record(TimelineEvent(event) { _ in VoidValue() }) }
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
    labelIfUnlabelled("RACClassic")
    let subscriptions = RACCompoundDisposable()
    subscriptions.add(
      signal.subscribeNext(
        { [weak subscriptions] inner in
          let record = self.recordInner()
          let subscription = inner.subscribeNext(
            { record(.value($0)) },
            error: { record(.failed(self.recordedError($0))) },
            completed: { record(.completed) })
          subscriptions?.add(subscription)
        },
        error: { self.record(.failed(self.recordedError($0))) },
        completed: { self.record(.completed) }))
    return subscriptions
  }

  /// Observes a signal of signals, each inner signal recorded as a timeline
  /// of its own (see `subscribe(to:)` for `RACSignal`s of signals).
  @discardableResult
  public func observe<Inner, InnerFailure, Failure>(
    _ signal: Signal<Signal<Inner, InnerFailure>, Failure>
  ) -> Disposable? where Value == Timeline<Inner> {
    let observations = CompositeDisposable()
    observations += signal.observe(nestedObserver(observations) { $0.observe($1) })
    return observations
  }

  /// Observes a signal of producers, starting each as it arrives and
  /// recording it as a timeline of its own.
  @discardableResult
  public func observe<Inner, InnerFailure, Failure>(
    _ signal: Signal<SignalProducer<Inner, InnerFailure>, Failure>
  ) -> Disposable? where Value == Timeline<Inner> {
    let observations = CompositeDisposable()
    observations += signal.observe(nestedObserver(observations) { $0.start($1) })
    return observations
  }

  /// Starts a producer of signals, recording each inner signal as a
  /// timeline of its own.
  @discardableResult
  public func start<Inner, InnerFailure, Failure>(
    _ producer: SignalProducer<Signal<Inner, InnerFailure>, Failure>
  ) -> Disposable where Value == Timeline<Inner> {
    let observations = CompositeDisposable()
    observations += producer.start(nestedObserver(observations) { $0.observe($1) })
    return observations
  }

  /// Starts a producer of producers, starting each inner one as it arrives
  /// and recording it as a timeline of its own.
  @discardableResult
  public func start<Inner, InnerFailure, Failure>(
    _ producer: SignalProducer<SignalProducer<Inner, InnerFailure>, Failure>
  ) -> Disposable where Value == Timeline<Inner> {
    let observations = CompositeDisposable()
    observations += producer.start(nestedObserver(observations) { $0.start($1) })
    return observations
  }

  /// An observer of inner sources that records each as a timeline of its
  /// own, listening to it with `listen`, which returns the disposable to
  /// keep in `observations` (held weakly: it is the caller's to keep).
  private func nestedObserver<Inner, InnerFailure, Source, Failure>(
    _ observations: CompositeDisposable,
    listen: @escaping (Source, Observer<Inner, InnerFailure>) -> Disposable?
  ) -> Observer<Source, Failure> where Value == Timeline<Inner> {
    labelIfUnlabelled("RACModern")
    return Observer { [weak observations] event in
      switch event {
      case .next(let inner):
        let record = self.recordInner()
        let observation = listen(inner, Observer { record(TimelineEvent($0)) })
        _ = observations?.add(observation)
      case .failed(let error): self.record(.failed(self.recordedError(error)))
      case .completed: self.record(.completed)
      case .interrupted: self.record(.interrupted)
      }
    }
  }
}
