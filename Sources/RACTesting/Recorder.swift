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
    /// Counts `reset()`s, so an inner timeline started before one is not
    /// written into an entry recorded after it.
    var generation = 0
  }

  private let state: LockedState<State>
  private let now: () -> TimeInterval
  private let correspondences: ErrorCorrespondences?

  /// A recorder that stamps each event with `now()` (virtual seconds).
  public convenience init(label: String = "", now: @escaping () -> TimeInterval = { 0 }) {
    self.init(label: label, correspondences: nil, now: now)
  }

  private init(label: String, correspondences: ErrorCorrespondences?, now: @escaping () -> TimeInterval) {
    state = LockedState.make(State(label: label))
    self.now = now
    self.correspondences = correspondences
  }

  /// A recorder stamping events with the time on `scheduler`'s clock and
  /// recording errors as the scheduler's correspondences say
  /// (`MigrationTestScheduler.recordError(_:as:)`).
  public convenience init(scheduler: MigrationTestScheduler, label: String = "") {
    self.init(clock: scheduler.clock, label: label, correspondences: scheduler.errorCorrespondences)
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
  package convenience init(
    clock: VirtualTimeSchedulerCore, label: String, correspondences: ErrorCorrespondences? = nil
  ) {
    let start = clock.startDate
    let last = LockedState.make(start)
    self.init(label: label, correspondences: correspondences) { [weak clock] in
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

  /// Records `event` at the current time; a failure's error as
  /// `recordedError(_:)` keeps it.
  public func record(_ event: TimelineEvent<Value>) {
    let entry = Timeline<Value>.Entry(time: now(), event: corresponding(event))
    state.withLock { $0.entries.append(entry) }
  }

  /// `error` as this recorder keeps it: a `BridgedError` as the error it
  /// carries and, for a recorder made with a `MigrationTestScheduler`, an
  /// error the test declared to correspond to another
  /// (`MigrationTestScheduler.recordError(_:as:)`) as that other error.
  public func recordedError(_ error: (any Error)?) -> RecordedError {
    correspondences?.recorded(error) ?? RecordedError(error)
  }

  private func corresponding<Element>(_ event: TimelineEvent<Element>) -> TimelineEvent<Element> {
    guard let correspondences, case .failed(let error) = event, error.original == nil, let underlying = error.error
    else { return event }
    return .failed(correspondences.recorded(underlying))
  }

  /// Forgets everything recorded (the label stays).
  public func reset() {
    state.withLock { state in
      state.entries.removeAll()
      state.generation += 1
    }
  }

  /// Records, at the current time, a value that is a timeline of its own (an
  /// inner signal that just started), and returns what records each of the
  /// inner signal's events into it, stamped with its own time.
  func recordInner<Inner>() -> (TimelineEvent<Inner>) -> Void where Value == Timeline<Inner> {
    let entry = Timeline<Value>.Entry(time: now(), event: .value(Timeline<Inner>([])))
    let (index, generation) = state.withLock { state in
      state.entries.append(entry)
      return (state.entries.count - 1, state.generation)
    }
    return { [self] event in
      let innerEntry = Timeline<Inner>.Entry(time: now(), event: corresponding(event))
      state.withLock { state in
        guard state.generation == generation, case .value(var inner) = state.entries[index].event else { return }
        inner.entries.append(innerEntry)
        state.entries[index] = .init(time: entry.time, event: .value(inner), sequence: entry.sequence)
      }
    }
  }

  func labelIfUnlabelled(_ label: String) {
    state.withLock { if $0.label.isEmpty { $0.label = label } }
  }

  // MARK: RACClassic

  /// Subscribes to `signal`, recording its values, error and completion.
  @discardableResult
  public func subscribe(to signal: RACSignal<Value>) -> RACDisposable {
    RACDisposable(core: classicSubscription(signal.producer, sink("RACClassic")))
  }

  // MARK: RACModern

  /// An observer that records every event it is sent.
  public func observer<Failure>(_: Failure.Type = Failure.self) -> Observer<Value, Failure> {
    Observer(sink: sink("RACModern"))
  }

  /// Observes `signal`, recording every event.
  @discardableResult
  public func observe<Failure>(_ signal: Signal<Value, Failure>) -> Disposable? {
    signal.core.observe(sink("RACModern")).map(AnyDisposable.init(core:))
  }

  /// Starts `producer`, recording every event.
  @discardableResult
  public func start<Failure>(_ producer: SignalProducer<Value, Failure>) -> Disposable {
    AnyDisposable(core: producer.producer.start(sink("RACModern")))
  }
}

// Safety: the entries and the label are behind the lock of `state`; `now`
// and `correspondences` are never changed (the latter has its own lock).
extension Recorder: @unchecked Sendable {}
