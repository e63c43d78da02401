import Foundation
import RACShared
import RACTestSupport

/// A virtual clock for engine timelines: scripted cold producers whose
/// events fall at given times after each start, and recorders that stamp
/// what they hear with the time, so whole timelines compare with `==`:
/// `#expect(record.events == ["1.0 value(2)", "3.0 completed"])`.
final class EngineClock {
  let scheduler = VirtualTimeSchedulerCore(startDate: Date(timeIntervalSinceReferenceDate: 0))

  init() {}

  /// Seconds since the clock's start.
  var now: Double { scheduler.currentDate.timeIntervalSinceReferenceDate }

  /// A cold producer: each start schedules `steps`, each `delay` seconds
  /// after the start, and logs `<name> started` / `<name> disposed` into
  /// `trace` when given.
  func source<Value>(
    _ steps: [(Double, SignalEvent<Value, TestFailure>)], trace: TimedTrace? = nil, name: String = "source"
  ) -> Producer<Value, TestFailure> {
    Producer { input, lifetime in
      trace?.note("\(name) started")
      for (delay, event) in steps {
        if let action = self.scheduler.schedule(afterInterval: delay, { input(event) }) { lifetime.add(action) }
      }
      if let trace { lifetime.add { trace.note("\(name) disposed") } }
    }
  }

  /// Runs `action` at `time` on the clock.
  func at(_ time: Double, _ action: @escaping () -> Void) {
    _ = scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: time), action)
  }

  /// Starts `producer`, recording what it sends with the time.
  func record<Value: Equatable>(_ producer: Producer<Value, TestFailure>) -> (TimedTrace, any DisposableCore) {
    let trace = TimedTrace(self)
    return (trace, producer.start(trace.sink(Value.self)))
  }

  /// Advances to `time`, running everything due by then.
  func advance(to time: Double) {
    scheduler.advance(to: Date(timeIntervalSinceReferenceDate: time))
  }
}

/// Moments stamped with an `EngineClock`'s time, `"<t> <what>"`.
final class TimedTrace: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [String] = []
  private let clock: EngineClock

  init(_ clock: EngineClock) { self.clock = clock }

  /// Everything noted so far.
  var events: [String] { lock.withLock { entries } }

  func note(_ what: String) {
    let line = String(format: "%.1f ", clock.now) + what
    lock.withLock { entries.append(line) }
  }

  /// A sink noting each event as the recorder describes it (`TimelineEvent`).
  func sink<Value: Equatable>(_: Value.Type = Value.self, _ label: String = "") -> EventSink<Value, TestFailure> {
    { [self] event in note(label + TimelineEvent(event).description) }
  }
}
