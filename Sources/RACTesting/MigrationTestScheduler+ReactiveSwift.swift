import Dispatch
import Foundation
import RACClassic
import RACShared
import RACSwift

// The ReactiveSwift face on the same clock: the scheduler is a RACSwift
// `DateScheduler` (so `debounce(_:on:)`, `delay(_:on:)` and the other time
// operators take it), records RACSwift signals, producers, properties and
// actions' outputs, and builds RACSwift test sources from marbles
// (`reactiveSwift.hotSignal(_:)`). This file imports RACSwift and not
// RACModern: both name their types `Signal`, `SignalProducer` and
// `Disposable`.

extension MigrationTestScheduler: DateScheduler, EngineBackedDateScheduler {
  /// Enqueues `action` at the current virtual time (RACSwift's `schedule`;
  /// a bare call gets RACClassic's).
  @_disfavoredOverload
  @discardableResult
  public func schedule(_ action: @escaping () -> Void) -> Disposable? {
    clock.schedule(action).map(faceDisposable)
  }

  /// Runs `action` at `date` (RACSwift's spelling of `scheduleAfter(_:action:)`).
  @discardableResult
  public func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
    clock.schedule(after: date, action).map(faceDisposable)
  }

  /// Runs `action` `delay` from now; `.never` never comes.
  @discardableResult
  public func schedule(after delay: DispatchTimeInterval, action: @escaping () -> Void) -> Disposable? {
    clock.schedule(afterDelay: delay, action).map(faceDisposable)
  }

  /// Runs `action` at `date`, then every `interval`, until disposed.
  ///
  /// - Important: Traps unless `interval` is positive; the message names it.
  @discardableResult
  public func schedule(
    after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0),
    action: @escaping () -> Void
  ) -> Disposable? {
    clock.schedule(after: date, every: interval, leeway: leeway, action).map(faceDisposable)
  }

  /// Runs every action due up to `interval` from now (RACSwift's
  /// `TestScheduler.advance(by:)`).
  public func advance(by interval: DispatchTimeInterval) { clock.advance(by: interval.seconds) }

  // MARK: Recording RACSwift

  /// Observes a RACSwift `signal` now (or at virtual time `time`) and
  /// records what it sends on this clock; stops at `disposedAt` if given.
  @discardableResult
  public func record<Value, Failure>(
    _ signal: Signal<Value, Failure>, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<Value> {
    recording("RACSwift", at: time, disposedAt: disposedAt) { swiftDisposal($0.observe(signal)) }
  }

  /// Starts a RACSwift `producer` now (or at virtual time `time`) and
  /// records what it sends on this clock; disposes the start at
  /// `disposedAt` if given.
  @discardableResult
  public func record<Value, Failure>(
    _ producer: SignalProducer<Value, Failure>, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<Value> {
    recording("RACSwift", at: time, disposedAt: disposedAt) { $0.start(producer).dispose }
  }

  /// Records a RACSwift `property` (a `MutableProperty`, an `Action`'s
  /// `isExecuting` or `isEnabled`, a composed property): its current value
  /// when recording starts, then every change.
  @discardableResult
  public func record<Source: PropertyProtocol>(
    _ property: Source, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<Source.Value> {
    recording("RACSwift", at: time, disposedAt: disposedAt) { $0.observe(property).dispose }
  }

  /// Records a RACSwift signal of errors (`Action.errors`), each as a `RecordedError`.
  @discardableResult
  public func record<ErrorValue: Error, Failure>(
    _ signal: Signal<ErrorValue, Failure>, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<RecordedError> {
    recording("RACSwift", at: time, disposedAt: disposedAt) { swiftDisposal($0.observe(signal)) }
  }

  /// Records a RACSwift producer of errors, each as a `RecordedError`.
  @discardableResult
  public func record<ErrorValue: Error, Failure>(
    _ producer: SignalProducer<ErrorValue, Failure>, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<RecordedError> {
    recording("RACSwift", at: time, disposedAt: disposedAt) { $0.start(producer).dispose }
  }

  /// Records a RACSwift signal of errors that are also `Equatable` (an
  /// `Action.errors`), each as a `RecordedError`, so it compares with a
  /// classic `errors`.
  @discardableResult
  public func record<ErrorValue: Error & Equatable, Failure>(
    _ signal: Signal<ErrorValue, Failure>, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<RecordedError> {
    recording("RACSwift", at: time, disposedAt: disposedAt) { swiftDisposal($0.observe(signal)) }
  }

  /// Records a RACSwift producer of errors that are also `Equatable`, each
  /// as a `RecordedError`.
  @discardableResult
  public func record<ErrorValue: Error & Equatable, Failure>(
    _ producer: SignalProducer<ErrorValue, Failure>, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<RecordedError> {
    recording("RACSwift", at: time, disposedAt: disposedAt) { $0.start(producer).dispose }
  }

  /// Records a RACSwift `Void` signal (taps, `Action.completed`), each value
  /// as `VoidValue()`.
  @discardableResult
  public func record<Failure>(
    _ signal: Signal<Void, Failure>, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<VoidValue> {
    recording("RACSwift", at: time, disposedAt: disposedAt) { swiftDisposal($0.observe(signal)) }
  }

  /// Records a RACSwift `Void` producer, each value as `VoidValue()`.
  @discardableResult
  public func record<Failure>(
    _ producer: SignalProducer<Void, Failure>, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<VoidValue> {
    recording("RACSwift", at: time, disposedAt: disposedAt) { $0.start(producer).dispose }
  }

  /// Records a RACSwift signal of signals as nested timelines.
  @discardableResult
  public func record<Inner, InnerFailure, Failure>(
    _ signal: Signal<Signal<Inner, InnerFailure>, Failure>, at time: TimeInterval? = nil,
    disposedAt: TimeInterval? = nil
  ) -> Recorder<Timeline<Inner>> {
    recording("RACSwift", at: time, disposedAt: disposedAt) { swiftDisposal($0.observe(signal)) }
  }

  /// Records a RACSwift signal of producers as nested timelines, starting
  /// each producer as it arrives.
  @discardableResult
  public func record<Inner, InnerFailure, Failure>(
    _ signal: Signal<SignalProducer<Inner, InnerFailure>, Failure>, at time: TimeInterval? = nil,
    disposedAt: TimeInterval? = nil
  ) -> Recorder<Timeline<Inner>> {
    recording("RACSwift", at: time, disposedAt: disposedAt) { swiftDisposal($0.observe(signal)) }
  }

  /// Records a RACSwift producer of signals as nested timelines.
  @discardableResult
  public func record<Inner, InnerFailure, Failure>(
    _ producer: SignalProducer<Signal<Inner, InnerFailure>, Failure>, at time: TimeInterval? = nil,
    disposedAt: TimeInterval? = nil
  ) -> Recorder<Timeline<Inner>> {
    recording("RACSwift", at: time, disposedAt: disposedAt) { $0.start(producer).dispose }
  }

  /// Records a RACSwift producer of producers as nested timelines, starting
  /// each inner producer as it arrives.
  @discardableResult
  public func record<Inner, InnerFailure, Failure>(
    _ producer: SignalProducer<SignalProducer<Inner, InnerFailure>, Failure>, at time: TimeInterval? = nil,
    disposedAt: TimeInterval? = nil
  ) -> Recorder<Timeline<Inner>> {
    recording("RACSwift", at: time, disposedAt: disposedAt) { $0.start(producer).dispose }
  }

  // MARK: RACSwift test sources

  /// RACSwift test sources built from marbles on this clock
  /// (`scheduler.reactiveSwift.hotSignal(typing)`). They have a name of their
  /// own: RACSwift's `Signal` and RACModern's share a name, so a bare
  /// `scheduler.hotSignal(_:)` is RACModern's.
  public var reactiveSwift: ReactiveSwiftSources { ReactiveSwiftSources(scheduler: self) }

  /// RACSwift test sources from marbles, on a `MigrationTestScheduler`'s clock.
  ///
  /// ```swift
  /// let scheduler = MigrationTestScheduler()
  /// let typing = scheduler.reactiveSwift.hotSignal(Marbles("ab--c"))   // Signal<String, Never>
  /// ```
  public struct ReactiveSwiftSources {
    let scheduler: MigrationTestScheduler

    /// A hot RACSwift source that cannot fail: a `Signal` that sends
    /// `marbles` at their times since the scheduler started. This is the one
    /// a call gets when nothing else fixes the failure type.
    ///
    /// - Important: Traps if the diagram fails (`#`).
    public func hotSignal<Value>(_ marbles: Marbles<Value>) -> Signal<Value, Never> {
      hotSignal(marbles, failing: Never.self)
    }

    /// A hot RACSwift source: a `Signal` that sends `marbles` at their times
    /// since the scheduler started. The scheduler keeps its input until the
    /// diagram ends, so a diagram without an end leaves the signal silent
    /// after its last marble, as a subject nobody sends to (a ReactiveSwift
    /// pipe whose input goes away is interrupted).
    ///
    /// - Important: Traps if the diagram fails (`#`) and its error is not a
    ///   `Failure` (a `Never` source cannot fail).
    @_disfavoredOverload
    public func hotSignal<Value, Failure>(
      _ marbles: Marbles<Value>, failing _: Failure.Type = Failure.self
    ) -> Signal<Value, Failure> {
      let (signal, input) = Signal<Value, Failure>.pipe()
      scheduler.keep(input)
      scheduler.sendHot(marbles, as: { marbles.event($0, failing: Failure.self) }, to: input.sink) {
        [weak scheduler] in scheduler?.release(input)
      }
      return signal
    }

    /// A cold RACSwift source that cannot fail: each start sends `marbles` at
    /// their times since it started. This is the one a call gets when nothing
    /// else fixes the failure type.
    ///
    /// - Important: Traps if the diagram fails (`#`).
    public func coldProducer<Value>(_ marbles: Marbles<Value>) -> SignalProducer<Value, Never> {
      coldProducer(marbles, failing: Never.self)
    }

    /// A cold RACSwift source: each start sends `marbles` at their times since
    /// it started; disposing the start cancels what is still to come. The
    /// scheduler keeps each start's observer until the start ends, so a
    /// diagram without an end is not interrupted after its last marble.
    ///
    /// - Important: Traps if the diagram fails (`#`) and its error is not a
    ///   `Failure`.
    @_disfavoredOverload
    public func coldProducer<Value, Failure>(
      _ marbles: Marbles<Value>, failing _: Failure.Type = Failure.self
    ) -> SignalProducer<Value, Failure> {
      SignalProducer { [scheduler] observer, lifetime in
        scheduler.keep(observer)
        lifetime.observeEnded { [weak scheduler, weak observer] in observer.map { scheduler?.release($0) } }
        scheduler.sendCold(
          marbles, as: { marbles.event($0, failing: Failure.self) }, to: observer.sink, until: lifetime.core)
      }
    }
  }
}

extension MigrationTestScheduler {
  /// Keeps a RACSwift test source's input until `release(_:)` or until this
  /// scheduler goes away (`sourceInputs`).
  fileprivate func keep(_ input: AnyObject) {
    sourceInputs.withLock { $0[ObjectIdentifier(input)] = input }
  }

  fileprivate func release(_ input: AnyObject) {
    _ = sourceInputs.withLock { $0.removeValue(forKey: ObjectIdentifier(input)) }
  }
}

/// What stops a RACSwift observation that may not have begun.
private func swiftDisposal(_ disposable: Disposable?) -> () -> Void {
  { disposable?.dispose() }
}
