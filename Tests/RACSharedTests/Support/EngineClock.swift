import Foundation
import RACShared
import RACTestSupport

/// A virtual clock for engine timelines: scripted cold producers whose
/// events fall at given times after each start, and recorders that stamp
/// what they hear with the time, so whole timelines compare with `==`:
/// `#expect(record.events == ["1.0 value(2)", "3.0 completed"])`.
final class EngineClock {
  let scheduler = VirtualTimeSchedulerCore(startDate: Date(timeIntervalSinceReferenceDate: 0))
  /// Disposes the starts `record` made when the test lets go of the clock:
  /// a start over a source that never ends lives until disposed, as in RAC
  /// (docs/Reliability.md, the RAC-faithful cycles). What the clock makes
  /// holds its scheduler, not the clock, so the clock goes with the test.
  let disposals = FixtureDisposals()

  init() {}

  deinit {
    disposals.disposeAll()
    // A time operator delivers the interruption of a disposed start on its
    // scheduler: run what is due now, or that action (which holds the
    // scheduler through the operator) would keep both alive.
    scheduler.advance(to: scheduler.currentDate)
  }

  /// Seconds since the clock's start.
  var now: Double { scheduler.currentDate.timeIntervalSinceReferenceDate }

  /// A cold producer: each start schedules `steps`, each `delay` seconds
  /// after the start, and logs `<name> started` / `<name> disposed` into
  /// `trace` when given.
  func source<Value>(
    _ steps: [(Double, SignalEvent<Value, TestFailure>)], trace: Recorder<String>? = nil, name: String = "source"
  ) -> Producer<Value, TestFailure> {
    Producer { [scheduler] input, lifetime in
      trace?.note("\(name) started")
      for (delay, event) in steps {
        if let action = scheduler.schedule(afterInterval: delay, { input(event) }) { lifetime.add(action) }
      }
      if let trace { lifetime.add { trace.note("\(name) disposed") } }
    }
  }

  /// Runs `action` at `time` on the clock.
  func at(_ time: Double, _ action: @escaping () -> Void) {
    _ = scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: time), action)
  }

  /// Starts `producer`, recording what it sends with the time.
  func record<Value: Equatable>(_ producer: Producer<Value, TestFailure>) -> (Recorder<String>, any DisposableCore) {
    let trace = trace()
    let start = producer.start(trace.sink(Value.self))
    disposals.add { start.dispose() }
    return (trace, start)
  }

  /// Advances to `time`, running everything due by then.
  func advance(to time: Double) {
    scheduler.advance(to: Date(timeIntervalSinceReferenceDate: time))
  }
}

extension EngineClock {
  /// A recorder stamping what it notes with this clock's time: the package's
  /// one test recorder (`RACTesting.Recorder`), holding notes
  /// (`Recorder.note(_:)`) and events described as notes (`sink(_:)`), read
  /// back as `"<t> <what>"` lines by `stamped`.
  func trace() -> Recorder<String> {
    Recorder(now: { [scheduler] in scheduler.currentDate.timeIntervalSinceReferenceDate })
  }
}

extension Recorder where Value == String {
  /// Everything noted so far, each `"<t> <what>"` with the time to a tenth of
  /// a second: `["1.0 value(2)", "3.0 completed"]`.
  var stamped: [String] {
    timeline.entries.map { entry in
      let text = if case .value(let text) = entry.event { text } else { entry.event.description }
      return String(format: "%.1f ", entry.time) + text
    }
  }

  /// A sink noting each event as the recorder describes it
  /// (`value(2)`, `failed(TestFailure(3))`, `completed`, `interrupted`).
  func sink<Element: Equatable>(_: Element.Type) -> EventSink<Element, TestFailure> {
    { [self] event in note(TimelineEvent(event).description) }
  }
}
