import RACShared

extension SignalProducer {
  /// Delivers every event on the main queue through `scheduler`, and lets
  /// you handle it with main-actor callbacks, which the compiler checks.
  ///
  /// ```swift
  /// @MainActor final class SearchModel {
  ///   var results: [String] = []
  ///   func bind(_ search: SignalProducer<[String], NoError>) {
  ///     search.observe(on: UIScheduler()).startWithValues { [weak self] in self?.results = $0 }
  ///   }
  /// }
  /// ```
  ///
  /// The result is not a `SignalProducer`: start it, or take its
  /// `producer` to keep composing (`observeOn(_:)` gives a plain producer).
  public func observe(on scheduler: UIScheduler) -> MainActorSignalProducer<Value, Error> {
    MainActorSignalProducer(producer: observeOn(scheduler))
  }
}

extension Signal {
  /// Delivers every event on the main queue through `scheduler`, and lets
  /// you observe it with main-actor callbacks, which the compiler checks.
  /// `observeOn(_:)` gives a plain signal.
  public func observe(on scheduler: UIScheduler) -> MainActorSignal<Value, Error> {
    MainActorSignal(signal: observeOn(scheduler))
  }
}

/// A producer whose events arrive on the main queue, started with
/// `@MainActor` callbacks (what `observe(on: UIScheduler())` returns).
///
/// Values, failure and completion are delivered on the main queue, at once
/// when the producer sends from there. An interruption (the start disposed
/// from another thread) reaches the main actor soon after.
public struct MainActorSignalProducer<Value, Error: Swift.Error>: Sendable {
  /// The producer itself, delivering on the main queue.
  public let producer: SignalProducer<Value, Error>

  /// Starts the work, handling every event on the main actor.
  @discardableResult
  public func start(_ action: @escaping @MainActor (Event<Value, Error>) -> Void) -> Disposable {
    producer.start { event in
      let box = UncheckedBox(event)
      MainActorDelivery.run { action(box.value) }
    }
  }

  /// Starts the work, handling values on the main actor.
  @discardableResult
  public func startWithNext(_ next: @escaping @MainActor (Value) -> Void) -> Disposable {
    producer.start(sink: SignalEvent.valueSink(MainActorDelivery.hopping(next)))
  }

  /// ReactiveSwift spelling of `startWithNext(_:)`.
  @discardableResult
  public func startWithValues(_ next: @escaping @MainActor (Value) -> Void) -> Disposable {
    startWithNext(next)
  }

  /// Starts the work, handling the failure on the main actor.
  @discardableResult
  public func startWithFailed(_ failed: @escaping @MainActor (Error) -> Void) -> Disposable {
    producer.start(sink: SignalEvent.failedSink(MainActorDelivery.hopping(failed)))
  }

  /// Starts the work, handling completion on the main actor.
  @discardableResult
  public func startWithCompleted(_ completed: @escaping @MainActor () -> Void) -> Disposable {
    producer.start(sink: SignalEvent.completedSink(MainActorDelivery.hoppingCall(completed)))
  }

  /// Starts the work, handling interruption on the main actor.
  @discardableResult
  public func startWithInterrupted(_ interrupted: @escaping @MainActor () -> Void) -> Disposable {
    producer.start(sink: SignalEvent.interruptedSink(MainActorDelivery.hoppingCall(interrupted)))
  }

  /// Starts the work, handling values and the failure as results on the
  /// main actor.
  @discardableResult
  public func startWithResult(_ action: @escaping @MainActor (Result<Value, Error>) -> Void) -> Disposable {
    producer.start(sink: SignalEvent.resultSink(MainActorDelivery.hopping(action)))
  }
}

/// A signal whose events arrive on the main queue, observed with
/// `@MainActor` callbacks (what `observe(on: UIScheduler())` returns).
public struct MainActorSignal<Value, Error: Swift.Error>: Sendable {
  /// The signal itself, delivering on the main queue.
  public let signal: Signal<Value, Error>

  /// Observes every event on the main actor.
  @discardableResult
  public func observe(_ action: @escaping @MainActor (Event<Value, Error>) -> Void) -> Disposable? {
    signal.observe { event in
      let box = UncheckedBox(event)
      MainActorDelivery.run { action(box.value) }
    }
  }

  /// Observes values on the main actor.
  @discardableResult
  public func observeNext(_ next: @escaping @MainActor (Value) -> Void) -> Disposable? {
    signal.observe(sink: SignalEvent.valueSink(MainActorDelivery.hopping(next)))
  }

  /// ReactiveSwift spelling of `observeNext(_:)`.
  @discardableResult
  public func observeValues(_ next: @escaping @MainActor (Value) -> Void) -> Disposable? {
    observeNext(next)
  }

  /// Observes the failure on the main actor.
  @discardableResult
  public func observeFailed(_ failed: @escaping @MainActor (Error) -> Void) -> Disposable? {
    signal.observe(sink: SignalEvent.failedSink(MainActorDelivery.hopping(failed)))
  }

  /// Observes completion on the main actor.
  @discardableResult
  public func observeCompleted(_ completed: @escaping @MainActor () -> Void) -> Disposable? {
    signal.observe(sink: SignalEvent.completedSink(MainActorDelivery.hoppingCall(completed)))
  }

  /// Observes interruption on the main actor.
  @discardableResult
  public func observeInterrupted(_ interrupted: @escaping @MainActor () -> Void) -> Disposable? {
    signal.observe(sink: SignalEvent.interruptedSink(MainActorDelivery.hoppingCall(interrupted)))
  }

  /// Observes values and the failure as results on the main actor.
  @discardableResult
  public func observeResult(_ action: @escaping @MainActor (Result<Value, Error>) -> Void) -> Disposable? {
    signal.observe(sink: SignalEvent.resultSink(MainActorDelivery.hopping(action)))
  }
}
