import Foundation
import RACClassic
import RACModern
import RACShared

/// Records what one subscriber hears, and when, for whole-timeline
/// assertions: RACClassic subscriptions (`subscribe(to:)`), RACModern
/// observations and starts (`observe(_:)`, `start(_:)`), or any observer
/// you hand out (`observer()`).
///
/// Times come from the test scheduler the recorder was made with, in
/// virtual seconds since that scheduler started (a recorder made with
/// `init()` stamps every event `0`). The first subscription labels the
/// timeline `RACClassic` or `RACModern` unless you gave a label. Recording
/// is thread-safe.
///
/// ```swift
/// let scheduler = MigrationTestScheduler()
/// let recorder = Recorder<Int>(scheduler: scheduler)
/// recorder.subscribe(to: RACSignal.return(1))
/// print(recorder.timeline)   // prints [t=0.0 value(1), t=0.0 completed]
/// #expect(recorder.events == [.value(1), .completed])
/// ```
public final class Recorder<Value: Equatable> {
  private struct State {
    var entries: [Timeline<Value>.Entry] = []
    var label: String
  }

  private let state: LockedState<State>
  private let now: () -> TimeInterval

  /// A recorder that stamps each event with `now()` (virtual seconds).
  public init(label: String = "", now: @escaping () -> TimeInterval = { 0 }) {
    state = LockedState.make(State(label: label))
    self.now = now
  }

  /// A recorder stamping events with the time on `scheduler`'s clock.
  public convenience init(scheduler: MigrationTestScheduler, label: String = "") {
    self.init(clock: scheduler.clock, label: label)
  }

  /// A recorder stamping events with the time on `scheduler`'s clock.
  public convenience init(scheduler: RACTestScheduler, label: String = "") {
    self.init(clock: scheduler.clock, label: label)
  }

  /// A recorder stamping events with the time on `scheduler`'s clock.
  public convenience init(scheduler: TestScheduler, label: String = "") {
    self.init(clock: scheduler.clock, label: label)
  }

  /// The clock is held weakly: an action left on the scheduler that
  /// records here (a timer a test never disposed) then never keeps the
  /// scheduler and the recorder alive through each other. Once the
  /// scheduler is gone, events are stamped with the last time read.
  package convenience init(clock: VirtualTimeSchedulerCore, label: String) {
    let start = clock.startDate
    let last = LockedState.make(start)
    self.init(label: label) { [weak clock] in
      let now = clock?.currentDate
      return last.withLock { last in
        if let now { last = now }
        return last.timeIntervalSince(start)
      }
    }
  }

  /// Everything recorded so far, with times.
  public var timeline: Timeline<Value> {
    state.withLock { state in
      var timeline = Timeline<Value>([], label: state.label)
      timeline.entries = state.entries
      return timeline
    }
  }

  /// The events recorded so far, without times.
  public var events: [TimelineEvent<Value>] { state.withLock { $0.entries.map(\.event) } }

  /// The values recorded so far.
  public var values: [Value] { timeline.values }

  /// Records `event` at the current time.
  public func record(_ event: TimelineEvent<Value>) {
    let entry = Timeline<Value>.Entry(time: now(), event: event)
    state.withLock { $0.entries.append(entry) }
  }

  /// Forgets everything recorded (the label stays).
  public func reset() { state.withLock { $0.entries.removeAll() } }

  // MARK: RACClassic

  /// Subscribes to `signal`, recording its values, error and completion.
  @discardableResult
  public func subscribe(to signal: RACSignal<Value>) -> RACDisposable {
    labelIfUnlabelled("RACClassic")
    return signal.subscribeNext(
      { self.record(.value($0)) },
      error: { self.record(.failed(error: $0)) },
      completed: { self.record(.completed) })
  }

  // MARK: RACModern

  /// An observer that records every event it is sent.
  public func observer<Failure>(_: Failure.Type = Failure.self) -> Observer<Value, Failure> {
    labelIfUnlabelled("RACModern")
    return Observer { self.record(TimelineEvent($0)) }
  }

  /// Observes `signal`, recording every event.
  @discardableResult
  public func observe<Failure>(_ signal: Signal<Value, Failure>) -> Disposable? {
    signal.observe(observer(Failure.self))
  }

  /// Starts `producer`, recording every event.
  @discardableResult
  public func start<Failure>(_ producer: SignalProducer<Value, Failure>) -> Disposable {
    producer.start(observer(Failure.self))
  }

  private func labelIfUnlabelled(_ label: String) {
    state.withLock { if $0.label.isEmpty { $0.label = label } }
  }
}

// Safety: the entries and the label are behind the lock of `state`; `now`
// is never changed.
extension Recorder: @unchecked Sendable {}
