// The operator model's timers and batches (RAC2's `+interval:onScheduler:`
// and `-bufferWithTime:onScheduler:`, RAC4's `timer`, ReactiveSwift's
// `collect(every:on:)`), written from their documented behaviour with plain
// arrays and loops; RAC2's `-throttle:valuesPassingTest:` is the model's
// debounce with a predicate, ReactiveSwift's `retry(upTo:interval:on:)` its
// `restarting` with a pause. Like OperatorModel.swift it imports nothing and
// shares no code with the engine.
//
// A repeating timer's n-th tick is at the (n-1)-th tick plus the interval,
// added up as a clock adds it up; the generator picks intervals whose ticks
// meet no source event and no disposal.

extension OperatorModel {
  /// A value's digits, one per value (values are 1 to 9): what the faces map
  /// an array to.
  static func digits(_ values: [Int]) -> Int { values.reduce(0) { $0 * 10 + $1 } }

  /// The times a timer of `interval` started at 0 fires, up to `horizon`.
  static func ticks(every interval: Double, until horizon: Double) -> [Double] {
    var ticks: [Double] = []
    var tick = 0 + interval
    while tick <= horizon {
      ticks.append(tick)
      tick += interval
    }
    return ticks
  }

  /// What a tick's value is: its time in hundredths.
  public static func tickValue(_ time: Double) -> Int { Int((time * 100).rounded()) }

  /// RAC2 `interval`, RAC4 `timer`: a value at every tick, never an end.
  static func interval(_ interval: Double, horizon: Double) -> [TimedEvent] {
    ticks(every: interval, until: horizon).map { TimedEvent($0, .value(tickValue($0))) }
  }

  /// RAC2 `bufferWithTime`: the first value of a batch starts a timer of
  /// `interval`; when it fires the batch goes out. Completion sends the batch
  /// still waiting first; a failure drops it.
  static func bufferWithTime(_ interval: Double, _ source: [Keyed]) -> [TimedEvent] {
    var output: [TimedEvent] = []
    var batch: [Int] = []
    var due: Double?
    for entry in source {
      if let flush = due, flush < entry.time {
        output.append(TimedEvent(flush, .value(digits(batch))))
        (batch, due) = ([], nil)
      }
      switch entry.event {
      case .value(let value):
        if batch.isEmpty { due = entry.time + interval }
        batch.append(value)
      case .completed:
        if !batch.isEmpty { output.append(TimedEvent(entry.time, .value(digits(batch)))) }
        output.append(TimedEvent(entry.time, .completed))
        return output
      case .failed, .interrupted:
        output.append(TimedEvent(entry.time, entry.event))
        return output
      }
    }
    if let flush = due { output.append(TimedEvent(flush, .value(digits(batch)))) }
    return output
  }

  /// ReactiveSwift `collect(every:on:)`: at every tick, what arrived since
  /// the last one (an empty batch too, unless `skipEmpty`). A completion
  /// ends at once dropping the batch (`discardWhenCompleted`), or at the next
  /// tick after sending it; a failure ends at once.
  static func collectEvery(
    _ interval: Double, skipEmpty: Bool, discardWhenCompleted: Bool, _ source: [Keyed], horizon: Double
  ) -> [TimedEvent] {
    var output: [TimedEvent] = []
    var batch: [Int] = []
    var completed = false
    var pending = source[...]
    /// Takes in the source's events before `time`; `false` once it ended everything.
    func consume(before time: Double) -> Bool {
      while let entry = pending.first, entry.time < time, !completed {
        pending = pending.dropFirst()
        switch entry.event {
        case .value(let value): batch.append(value)
        case .completed where !discardWhenCompleted: completed = true
        case .completed, .failed, .interrupted:
          output.append(TimedEvent(entry.time, entry.event))
          return false
        }
      }
      return true
    }
    for tick in ticks(every: interval, until: horizon) {
      guard consume(before: tick) else { return output }
      if !(batch.isEmpty && skipEmpty) { output.append(TimedEvent(tick, .value(digits(batch)))) }
      batch = []
      if completed {
        output.append(TimedEvent(tick, .completed))
        return output
      }
    }
    _ = consume(before: .infinity)
    return output
  }
}
