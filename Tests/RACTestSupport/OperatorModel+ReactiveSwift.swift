// The operator model's ReactiveSwift-only operators (withLatest(from:),
// scanMap, lazyMap, throttle(while:on:), debounce keeping its last value, the
// throttle flatten), written from ReactiveSwift 7.2.1's documented behaviour
// with plain arrays and loops. Like OperatorModel.swift it imports nothing and
// shares no code with the engine.

extension OperatorModel {
  /// Each receiver value with the samplee's newest value, as
  /// `value * 1000 + latest`, once the samplee has sent one; the samplee's
  /// end is ignored, the receiver's ends the result.
  static func withLatest(_ source: [Keyed], samplee: [Keyed]) -> [TimedEvent] {
    let events = (source.map { (true, $0) } + samplee.map { (false, $0) }).sorted { $0.1.precedes($1.1) }
    var latest: Int?
    var output: [TimedEvent] = []
    for (isReceiver, entry) in events {
      switch (isReceiver, entry.event) {
      case (false, .value(let value)): latest = value
      case (false, _): break
      case (true, .value(let value)):
        if let latest { output.append(TimedEvent(entry.time, .value(value * 1000 + latest))) }
      case (true, _):
        output.append(TimedEvent(entry.time, entry.event))
        return output
      }
    }
    return output
  }

  /// The state starts at `start` and adds each value; each value sends
  /// `state * 100 + value`.
  static func scanMap(_ source: [Keyed], start: Int) -> [TimedEvent] {
    var state = start
    return source.map { entry in
      guard case .value(let value) = entry.event else { return TimedEvent(entry.time, entry.event) }
      state += value
      return TimedEvent(entry.time, .value(state * 100 + value))
    }
  }

  /// Each value times ten, transformed on the scheduler at its own instant
  /// (no two source events share one, so no value replaces another).
  static func lazyMap(_ source: [Keyed]) -> [TimedEvent] {
    source.map { entry in
      guard case .value(let value) = entry.event else { return TimedEvent(entry.time, entry.event) }
      return TimedEvent(entry.time, .value(value * 10))
    }
  }

  /// The switch starts `false` and follows its values, an odd one throttling;
  /// its end leaves it as it was. Values pass while not throttled; the newest
  /// held back goes out when it turns `false`; terminal events pass.
  static func throttleWhile(_ source: [Keyed], switch toggles: [Keyed]) -> [TimedEvent] {
    let events = (source.map { (true, $0) } + toggles.map { (false, $0) }).sorted { $0.1.precedes($1.1) }
    var throttled = false
    var held: Int?
    var output: [TimedEvent] = []
    for (isSource, entry) in events {
      switch (isSource, entry.event) {
      case (false, .value(let value)):
        let throttles = value % 2 == 1
        guard throttles != throttled else { continue }
        throttled = throttles
        if !throttles, let value = held { output.append(TimedEvent(entry.time, .value(value))) }
        held = nil
      case (false, _): break
      case (true, .value(let value)):
        if throttled { held = value } else { output.append(TimedEvent(entry.time, entry.event)) }
      case (true, _):
        output.append(TimedEvent(entry.time, entry.event))
        return output
      }
    }
    return output
  }

  /// ReactiveSwift's `throttle` flatten: an inner starts only when none is
  /// running (outer values meanwhile are dropped); an inner's completion frees
  /// the place. Completes once the outer and the running inner have.
  static func throttleFlatten(outer: [Keyed], inners: [ModelSource]) -> [TimedEvent] {
    let outerEnd = outer.last.flatMap { $0.event.isTerminal ? $0 : nil }
    var events: [Keyed] = []
    /// Whether an inner is running, and when it completes (`nil`: never).
    var running: (busy: Bool, completion: Keyed?) = (false, nil)
    for (index, arrival) in arrivals(outer, inners).enumerated() {
      if running.busy {
        guard let completion = running.completion, completion.precedes(arrival.key) else { continue }
      }
      let inner = upToTerminal(subscribe(arrival.source, at: arrival.key.time, role: 2 + index))
      running = (true, inner.last.flatMap { $0.event == .completed ? $0 : nil })
      events += inner.filter { $0.event != .completed }
    }
    if let outerEnd, outerEnd.event != .completed { events.append(outerEnd) }
    var completion: Keyed?
    if let outerEnd, outerEnd.event == .completed {
      if !running.busy {
        completion = outerEnd
      } else if let innerEnd = running.completion {
        completion = innerEnd.precedes(outerEnd) ? outerEnd : innerEnd
      }
    }
    return flattened(events, completion: completion)
  }
}
