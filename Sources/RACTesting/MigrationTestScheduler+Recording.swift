import Foundation
import RACClassic
import RACModern
import RACShared

// Every `record` starts listening now (or at virtual time `at`), records on
// this clock with this scheduler's error correspondences, and stops at
// `disposedAt` if given. Values that are not `Equatable` have their own forms:
// errors are recorded as `RecordedError`s, `Void` as `VoidValue`, inner
// signals as timelines of their own.

extension MigrationTestScheduler {
  // MARK: Signals and producers of Equatable values

  /// Subscribes to `signal` now (or at virtual time `time`) and records what
  /// it hears on this clock; disposes the subscription at `disposedAt` if
  /// given.
  @discardableResult
  public func record<Value>(
    _ signal: RACSignal<Value>, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<Value> {
    recording("RACClassic", at: time, disposedAt: disposedAt) { $0.subscribe(to: signal).dispose }
  }

  /// Starts `producer` now (or at virtual time `time`) and records what it
  /// sends on this clock; disposes the start at `disposedAt` if given.
  @discardableResult
  public func record<Value, Failure>(
    _ producer: SignalProducer<Value, Failure>, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<Value> {
    recording("RACModern", at: time, disposedAt: disposedAt) { $0.start(producer).dispose }
  }

  /// Observes `signal` now (or at virtual time `time`) and records what it
  /// sends on this clock; stops observing at `disposedAt` if given.
  @discardableResult
  public func record<Value, Failure>(
    _ signal: Signal<Value, Failure>, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<Value> {
    recording("RACModern", at: time, disposedAt: disposedAt) { disposal($0.observe(signal)) }
  }

  // MARK: Properties

  /// Records `property` (a `MutableProperty`, an `Action`'s `executing` or
  /// `enabled`, a composed property): its current value when recording
  /// starts, then every change.
  @discardableResult
  public func record<Source: PropertyProtocol>(
    _ property: Source, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<Source.Value> {
    recording("RACModern", at: time, disposedAt: disposedAt) { $0.observe(property).dispose }
  }

  // MARK: Errors as values

  /// Records a signal of errors (`RACCommand.errors`), each as a
  /// `RecordedError`, as `record(action.errors)` records the port's.
  @discardableResult
  public func record<ErrorValue: Error>(
    _ signal: RACSignal<ErrorValue>, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<RecordedError> {
    recording("RACClassic", at: time, disposedAt: disposedAt) { $0.subscribe(to: signal).dispose }
  }

  /// Records a signal of errors (`Action.errors`), each as a `RecordedError`.
  @discardableResult
  public func record<ErrorValue: Error, Failure>(
    _ signal: Signal<ErrorValue, Failure>, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<RecordedError> {
    recording("RACModern", at: time, disposedAt: disposedAt) { disposal($0.observe(signal)) }
  }

  /// Records a producer of errors, each as a `RecordedError`.
  @discardableResult
  public func record<ErrorValue: Error, Failure>(
    _ producer: SignalProducer<ErrorValue, Failure>, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<RecordedError> {
    recording("RACModern", at: time, disposedAt: disposedAt) { $0.start(producer).dispose }
  }

  /// Records a signal of errors that are also `Equatable`, each as a
  /// `RecordedError` (so it compares with a classic `errors`).
  @discardableResult
  public func record<ErrorValue: Error & Equatable>(
    _ signal: RACSignal<ErrorValue>, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<RecordedError> {
    recording("RACClassic", at: time, disposedAt: disposedAt) { $0.subscribe(to: signal).dispose }
  }

  /// Records a signal of errors that are also `Equatable` (an
  /// `Action.errors`), each as a `RecordedError` (so it compares with a
  /// classic `errors`).
  @discardableResult
  public func record<ErrorValue: Error & Equatable, Failure>(
    _ signal: Signal<ErrorValue, Failure>, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<RecordedError> {
    recording("RACModern", at: time, disposedAt: disposedAt) { disposal($0.observe(signal)) }
  }

  /// Records a producer of errors that are also `Equatable`, each as a
  /// `RecordedError`.
  @discardableResult
  public func record<ErrorValue: Error & Equatable, Failure>(
    _ producer: SignalProducer<ErrorValue, Failure>, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<RecordedError> {
    recording("RACModern", at: time, disposedAt: disposedAt) { $0.start(producer).dispose }
  }

  // MARK: Void

  /// Records a `Void` signal (taps, "did log in"), each value as `VoidValue()`.
  @discardableResult
  public func record(
    _ signal: RACSignal<Void>, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<VoidValue> {
    recording("RACClassic", at: time, disposedAt: disposedAt) { $0.subscribe(to: signal).dispose }
  }

  /// Records a `Void` signal, each value as `VoidValue()`.
  @discardableResult
  public func record<Failure>(
    _ signal: Signal<Void, Failure>, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<VoidValue> {
    recording("RACModern", at: time, disposedAt: disposedAt) { disposal($0.observe(signal)) }
  }

  /// Records a `Void` producer, each value as `VoidValue()`.
  @discardableResult
  public func record<Failure>(
    _ producer: SignalProducer<Void, Failure>, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<VoidValue> {
    recording("RACModern", at: time, disposedAt: disposedAt) { $0.start(producer).dispose }
  }

  // MARK: Signals of signals

  /// Records a signal of signals (`RACCommand.executionSignals`) as nested
  /// timelines: each inner signal is a value recorded when it arrives, whose
  /// own timeline holds what it sends, on this clock.
  ///
  /// ```swift
  /// let executions = scheduler.record(command.executionSignals)
  /// scheduler.run()
  /// // [t=1.0 value([t=1.0 value(ok), t=1.0 completed])]
  /// ```
  @discardableResult
  public func record<Inner>(
    _ signal: RACSignal<RACSignal<Inner>>, at time: TimeInterval? = nil, disposedAt: TimeInterval? = nil
  ) -> Recorder<Timeline<Inner>> {
    recording("RACClassic", at: time, disposedAt: disposedAt) { $0.subscribe(to: signal).dispose }
  }

  /// Records a signal of signals as nested timelines.
  @discardableResult
  public func record<Inner, InnerFailure, Failure>(
    _ signal: Signal<Signal<Inner, InnerFailure>, Failure>, at time: TimeInterval? = nil,
    disposedAt: TimeInterval? = nil
  ) -> Recorder<Timeline<Inner>> {
    recording("RACModern", at: time, disposedAt: disposedAt) { disposal($0.observe(signal)) }
  }

  /// Records a signal of producers as nested timelines, starting each
  /// producer as it arrives.
  @discardableResult
  public func record<Inner, InnerFailure, Failure>(
    _ signal: Signal<SignalProducer<Inner, InnerFailure>, Failure>, at time: TimeInterval? = nil,
    disposedAt: TimeInterval? = nil
  ) -> Recorder<Timeline<Inner>> {
    recording("RACModern", at: time, disposedAt: disposedAt) { disposal($0.observe(signal)) }
  }

  /// Records a producer of signals as nested timelines.
  @discardableResult
  public func record<Inner, InnerFailure, Failure>(
    _ producer: SignalProducer<Signal<Inner, InnerFailure>, Failure>, at time: TimeInterval? = nil,
    disposedAt: TimeInterval? = nil
  ) -> Recorder<Timeline<Inner>> {
    recording("RACModern", at: time, disposedAt: disposedAt) { $0.start(producer).dispose }
  }

  /// Records a producer of producers as nested timelines, starting each
  /// inner producer as it arrives.
  @discardableResult
  public func record<Inner, InnerFailure, Failure>(
    _ producer: SignalProducer<SignalProducer<Inner, InnerFailure>, Failure>, at time: TimeInterval? = nil,
    disposedAt: TimeInterval? = nil
  ) -> Recorder<Timeline<Inner>> {
    recording("RACModern", at: time, disposedAt: disposedAt) { $0.start(producer).dispose }
  }

  // MARK: Several outputs, one timeline

  /// Merges what several recorders hear into one timeline of named outputs,
  /// so the order of events inside one instant across outputs (the error
  /// before `executing` turns `false`) is compared and shown.
  ///
  /// ```swift
  /// let classic = scheduler.record([
  ///   "enabled": scheduler.record(command.enabled),
  ///   "executing": scheduler.record(command.executing),
  ///   "errors": scheduler.record(command.errors),
  /// ])
  /// ```
  public func record(_ outputs: KeyValuePairs<String, any MergeableTimeline>) -> MergedRecorder {
    MergedRecorder(outputs)
  }

  // MARK: Machinery

  /// A recorder on this clock that `listen` makes hear its source now or at
  /// `time`, until `disposedAt`.
  func recording<Recorded>(
    _ label: String, at time: TimeInterval?, disposedAt: TimeInterval?,
    _ listen: @escaping (Recorder<Recorded>) -> () -> Void
  ) -> Recorder<Recorded> {
    let recorder = Recorder<Recorded>(scheduler: self, label: label)
    record(at: time, disposedAt: disposedAt) { listen(recorder) }
    return recorder
  }

  /// Runs `subscribe` now or at `time`; calls the disposal it returns at `disposedAt`.
  private func record(
    at time: TimeInterval?, disposedAt: TimeInterval?, _ subscribe: @escaping () -> () -> Void
  ) {
    let dispose = LockedState<(() -> Void)?>.make(nil)
    let begin = {
      let disposal = subscribe()
      dispose.withLock { $0 = disposal }
    }
    if let time { after(startDate.addingTimeInterval(time), schedule: begin) } else { begin() }
    if let disposedAt {
      after(startDate.addingTimeInterval(disposedAt)) { dispose.withLock { $0 }?() }
    }
  }
}

/// What stops an observation that may not have begun (`Signal.observe`
/// returns `nil` for an ended signal).
private func disposal(_ disposable: Disposable?) -> () -> Void {
  { disposable?.dispose() }
}
