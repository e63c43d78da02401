// The operator model's transforming, combining and flattening family
// (takeWhile, skipWhile, attemptMap, combinePrevious, collect, uniqueValues,
// sample, takeUntilReplacement, skipUntil, any/all, three-way combineLatest/
// zip, a flatten limited to two, race, RAC2's bind, if, switch, scanWithStart:reduceWithIndex: and
// aggregateWithStartFactory:reduce:), written from RAC 2.5's and RAC 4.2's
// documented behaviour (ReactiveSwift's for race and the limit) with plain
// arrays and loops. Like OperatorModel.swift it imports nothing and shares no
// code with the engine.

extension OperatorModel {
  /// Values while `passes` holds; the first that fails it completes instead.
  static func takeWhile(_ source: [Keyed], _ passes: (Int) -> Bool) -> [TimedEvent] {
    var output: [TimedEvent] = []
    for entry in source {
      if case .value(let value) = entry.event, !passes(value) {
        output.append(TimedEvent(entry.time, .completed))
        return output
      }
      output.append(TimedEvent(entry.time, entry.event))
    }
    return output
  }

  /// Drops values while `skips` holds; everything from the first that fails it.
  static func skipWhile(_ source: [Keyed], _ skips: (Int) -> Bool) -> [TimedEvent] {
    var skipping = true
    return source.compactMap { entry in
      if skipping, case .value(let value) = entry.event {
        if skips(value) { return nil }
        skipping = false
      }
      return TimedEvent(entry.time, entry.event)
    }
  }

  /// Each value times ten, until one of `limit` or more fails the stream.
  static func attemptMap(_ source: [Keyed], failingFrom limit: Int) -> [TimedEvent] {
    var output: [TimedEvent] = []
    for entry in source {
      guard case .value(let value) = entry.event else {
        output.append(TimedEvent(entry.time, entry.event))
        continue
      }
      if value >= limit {
        output.append(TimedEvent(entry.time, .failed(ModelOperator.attemptCode)))
        return output
      }
      output.append(TimedEvent(entry.time, .value(value * 10)))
    }
    return output
  }

  /// Each value with the one before it (`initial` before the first; with
  /// no `initial` the first value only becomes the previous one).
  static func combinePrevious(_ source: [Keyed], initial: Int?) -> [TimedEvent] {
    var previous = initial
    return source.compactMap { entry in
      guard case .value(let value) = entry.event else { return TimedEvent(entry.time, entry.event) }
      defer { previous = value }
      return previous.map { TimedEvent(entry.time, .value($0 * 1000 + value)) }
    }
  }

  /// RAC4's `collect(count:)` and predicate `collect(_:)`: an array each
  /// time the values gathered (the newest included) satisfy `cuts`; at
  /// completion what is left, or an empty array if there never was a value;
  /// a failure drops what is left. An array is sent as its digits (`[]` as 0).
  static func collect(_ source: [Keyed], cuts: ([Int]) -> Bool) -> [TimedEvent] {
    func digits(_ values: [Int]) -> Int { values.reduce(0) { $0 * 10 + $1 } }
    var output: [TimedEvent] = []
    var gathered: [Int] = []
    var sawValue = false
    for entry in source {
      switch entry.event {
      case .value(let value):
        sawValue = true
        gathered.append(value)
        if cuts(gathered) {
          output.append(TimedEvent(entry.time, .value(digits(gathered))))
          gathered = []
        }
      case .completed:
        if !gathered.isEmpty || !sawValue { output.append(TimedEvent(entry.time, .value(digits(gathered)))) }
        output.append(TimedEvent(entry.time, .completed))
      case .failed, .interrupted:
        output.append(TimedEvent(entry.time, entry.event))
      }
    }
    return output
  }

  /// Each value the first time it comes.
  static func uniqueValues(_ source: [Keyed]) -> [TimedEvent] {
    var seen: [Int] = []
    return source.compactMap { entry in
      if case .value(let value) = entry.event {
        if seen.contains(value) { return nil }
        seen.append(value)
      }
      return TimedEvent(entry.time, entry.event)
    }
  }

  /// The newest source value at each sampler value (nothing before the
  /// source's first). RAC2 completes when either side completes and fails
  /// when either fails; RAC4 (and ReactiveSwift) completes once both completed, and its sampler
  /// cannot fail (the face's driver turns a sampler failure into silence).
  static func sample(_ source: [Keyed], _ sampler: [Keyed], flavor: ModelFlavor) -> [TimedEvent] {
    let events = (source.map { (0, $0) } + sampler.map { (1, $0) }).sorted { $0.1.precedes($1.1) }
    var latest: Int?
    var completed = [false, false]
    var output: [TimedEvent] = []
    for (side, entry) in events {
      switch entry.event {
      case .value(let value):
        if side == 0 {
          latest = value
        } else if let latest {
          output.append(TimedEvent(entry.time, .value(latest)))
        }
      case .completed:
        completed[side] = true
        if flavor == .rac2 || completed == [true, true] {
          output.append(TimedEvent(entry.time, .completed))
          return output
        }
      case .failed, .interrupted:
        if side == 1 && flavor != .rac2 { continue }
        output.append(TimedEvent(entry.time, entry.event))
        return output
      }
    }
    return output
  }

  /// The source's values and failure (not its completion) until the
  /// replacement, subscribed first, sends anything; then only the replacement.
  static func takeUntilReplacement(_ replacement: [Keyed], _ source: [Keyed]) -> [TimedEvent] {
    let events = (replacement.map { (0, $0) } + source.map { (1, $0) }).sorted { $0.1.precedes($1.1) }
    var replaced = false
    var output: [TimedEvent] = []
    for (side, entry) in events {
      if side == 0 {
        replaced = true
      } else if replaced || entry.event == .completed {
        continue
      }
      output.append(TimedEvent(entry.time, entry.event))
      if entry.event.isTerminal { return output }
    }
    return output
  }

  /// RAC4's `skipUntil`: nothing of the source until the trigger (subscribed
  /// first) sends a value or completes; a failing trigger falls silent. A
  /// source that ended before the trigger fired is not seen: the result is
  /// interrupted when it fires.
  static func skipUntil(_ trigger: [Keyed], _ source: [Keyed]) -> [TimedEvent] {
    let events = (trigger.map { (0, $0) } + source.map { (1, $0) }).sorted { $0.1.precedes($1.1) }
    var open = false
    var endedWhileClosed = false
    var output: [TimedEvent] = []
    for (side, entry) in events {
      if side == 0 {
        if open { continue }
        if case .failed = entry.event { continue }
        open = true
        if endedWhileClosed { return [TimedEvent(entry.time, .interrupted)] }
        continue
      }
      if !open {
        if entry.event.isTerminal { endedWhileClosed = true }
        continue
      }
      output.append(TimedEvent(entry.time, entry.event))
      if entry.event.isTerminal { return output }
    }
    return output
  }

  /// RAC2's `any:`/`all:`: one answer, 1 or 0, then completion, as soon as a
  /// value `settles` it or the source ends (a failure answers 0).
  static func decide(_ source: [Keyed], onCompletion: Bool, _ settles: (Int) -> Bool?) -> [TimedEvent] {
    for entry in source {
      let answer: Bool?
      switch entry.event {
      case .value(let value): answer = settles(value)
      case .completed: answer = onCompletion
      case .failed: answer = false
      case .interrupted: return [TimedEvent(entry.time, .interrupted)]
      }
      if let answer { return [TimedEvent(entry.time, .value(answer ? 1 : 0)), TimedEvent(entry.time, .completed)] }
    }
    return []
  }

  /// combineLatest or zip of any number of sides (distinct ticks by
  /// construction), each combination as the sides' values in base 1000
  /// (`a * 1000 + b` for two).
  static func combineMany(_ sides: [[Keyed]], zipping: Bool) -> [TimedEvent] {
    let events = sides.enumerated().flatMap { side, entries in entries.map { (side, $0) } }
      .sorted { $0.1.precedes($1.1) }
    var latest = [Int?](repeating: nil, count: sides.count)
    var queues = [[Int]](repeating: [], count: sides.count)
    var completed = [Bool](repeating: false, count: sides.count)
    var output: [TimedEvent] = []
    func encode(_ values: [Int]) -> Int { values.reduce(0) { $0 * 1000 + $1 } }
    func exhausted() -> Bool { sides.indices.contains { completed[$0] && queues[$0].isEmpty } }
    for (side, entry) in events {
      switch entry.event {
      case .value(let value):
        if zipping {
          queues[side].append(value)
          guard !queues.contains(where: \.isEmpty) else { continue }
          var tuple: [Int] = []
          for index in queues.indices { tuple.append(queues[index].removeFirst()) }
          output.append(TimedEvent(entry.time, .value(encode(tuple))))
          if exhausted() {
            output.append(TimedEvent(entry.time, .completed))
            return output
          }
        } else {
          latest[side] = value
          if !latest.contains(where: { $0 == nil }) {
            output.append(TimedEvent(entry.time, .value(encode(latest.map { $0! }))))
          }
        }
      case .completed:
        completed[side] = true
        if zipping ? exhausted() : !completed.contains(false) {
          output.append(TimedEvent(entry.time, .completed))
          return output
        }
      case .failed, .interrupted:
        output.append(TimedEvent(entry.time, entry.event))
        return output
      }
    }
    return output
  }

  /// The inners the outer's values choose, with the outer's terminal event.
  static func arrivals(_ outer: [Keyed], _ inners: [ModelSource]) -> [(key: Keyed, source: ModelSource)] {
    outer.compactMap { entry in
      guard case .value(let value) = entry.event else { return nil }
      return (entry, inners[value % inners.count])
    }
  }

  /// What ends a flatten: its events sorted up to the first terminal one,
  /// then `.completed` at `completion` if nothing ended it before.
  static func flattened(_ events: [Keyed], completion: Keyed?) -> [TimedEvent] {
    var output: [TimedEvent] = []
    for entry in events.sorted(by: { $0.precedes($1) }) {
      output.append(TimedEvent(entry.time, entry.event))
      if entry.event.isTerminal { return output }
    }
    if let completion { output.append(TimedEvent(completion.time, .completed)) }
    return output
  }

  /// At most `limit` inners at once: an inner starts at its arrival, or, if
  /// every place is taken, when the first running one completes, in arrival
  /// order (places held by inners that never complete are never freed).
  /// Completes once the outer and every inner have completed.
  static func limitedFlatten(_ limit: Int, outer: [Keyed], inners: [ModelSource]) -> [TimedEvent] {
    let arrivals = arrivals(outer, inners)
    let outerEnd = outer.last.flatMap { $0.event.isTerminal ? $0 : nil }
    var events: [Keyed] = []
    var completions: [Keyed] = []
    /// The completion of each inner holding a place (`nil`: it never completes).
    var running: [Keyed?] = []
    var allStarted = true
    for (index, arrival) in arrivals.enumerated() {
      var at = arrival.key.time
      running.removeAll { completion in completion.map { $0.precedes(arrival.key) } ?? false }
      if running.count >= limit {
        let completing = running.indices.filter { running[$0] != nil }
        guard let first = completing.min(by: { running[$0]!.precedes(running[$1]!) }) else {
          allStarted = false
          break
        }
        at = running.remove(at: first)!.time
      }
      let inner = upToTerminal(subscribe(arrival.source, at: at, role: 2 + index))
      let completion = inner.last.flatMap { $0.event == .completed ? $0 : nil }
      running.append(completion)
      if let completion { completions.append(completion) }
      events += inner.filter { $0.event != .completed }
    }
    if let outerEnd, outerEnd.event != .completed { events.append(outerEnd) }
    var completion: Keyed?
    if let outerEnd, outerEnd.event == .completed, allStarted, completions.count == arrivals.count {
      completion = (completions + [outerEnd]).max { $0.precedes($1) }
    }
    return flattened(events, completion: completion)
  }

  /// ReactiveSwift's `race`: inners start as they arrive until one sends
  /// anything; that one wins, the others are dropped, later arrivals ignored.
  /// Completes once the outer has and the winner has (or no inner started).
  static func race(outer: [Keyed], inners: [ModelSource]) -> [TimedEvent] {
    let outerEnd = outer.last.flatMap { $0.event.isTerminal ? $0 : nil }
    var best: (first: Keyed, events: [Keyed])?
    var startedAny = false
    for (index, arrival) in arrivals(outer, inners).enumerated() {
      if let best, best.first.precedes(arrival.key) { break }
      startedAny = true
      let inner = upToTerminal(subscribe(arrival.source, at: arrival.key.time, role: 2 + index))
      guard let first = inner.first else { continue }
      if best.map({ first.precedes($0.first) }) ?? true { best = (first, inner) }
    }
    var events = best?.events.filter { $0.event != .completed } ?? []
    if let outerEnd, outerEnd.event != .completed { events.append(outerEnd) }
    var completion: Keyed?
    if let outerEnd, outerEnd.event == .completed {
      if !startedAny {
        completion = outerEnd
      } else if let winnerEnd = best?.events.last, winnerEnd.event == .completed {
        completion = winnerEnd.precedes(outerEnd) ? outerEnd : winnerEnd
      }
    }
    return flattened(events, completion: completion)
  }

  /// RAC2's `-bind:` is a merge of the inners its block returns over the
  /// source cut short where the block says so: a `nil` signal ends the
  /// source's part at that value (which merges nothing), the stop flag right
  /// after merging that value's inner. What the source sends later, its
  /// completion or failure included, is never heard.
  static func bind(_ source: [Keyed], inners: [ModelSource], nilAt: Int, stopFrom: Int) -> [TimedEvent] {
    var outer: [Keyed] = []
    for entry in source {
      guard case .value(let value) = entry.event else {
        outer.append(entry)
        break
      }
      var end = entry
      end.event = .completed
      if value == nilAt {
        outer.append(end)
        break
      }
      outer.append(entry)
      if value >= stopFrom {
        outer.append(end)
        break
      }
    }
    return flatten(.merge, outer: outer, inners: inners)
  }

  /// RAC2's `+switch:cases:default:` is a switch to the latest of the signals
  /// the keys choose; a key with neither a case nor a default chooses a
  /// signal that fails as soon as it is subscribed.
  static func switchCases(_ source: [Keyed], cases: [ModelSource], fallback: ModelSource?) -> [TimedEvent] {
    let noMatch = ModelSource([(delay: 0, event: .failed(ModelOperator.noMatchCode))])
    let chosen = (0..<3).map { key in key < cases.count ? cases[key] : fallback ?? noMatch }
    return flatten(.latest, outer: source, inners: chosen)
  }

  /// A running value sent at each value, from `start`; `reduce` also sees
  /// each value's index.
  static func scanWithIndex(_ source: [Keyed], start: Int) -> [TimedEvent] {
    var running = start
    var index = 0
    return source.map { entry in
      guard case .value(let value) = entry.event else { return TimedEvent(entry.time, entry.event) }
      running = running * 10 + (value + index) % 10
      index += 1
      return TimedEvent(entry.time, .value(running))
    }
  }

  /// One value at completion, the fold of every value from `start` (`start`
  /// itself if none came); a failure passes without it.
  static func aggregate(_ source: [Keyed], start: Int) -> [TimedEvent] {
    var running = start
    var output: [TimedEvent] = []
    for entry in source {
      switch entry.event {
      case .value(let value): running = running * 10 + value
      case .completed: output += [TimedEvent(entry.time, .value(running)), TimedEvent(entry.time, .completed)]
      case .failed, .interrupted: output.append(TimedEvent(entry.time, entry.event))
      }
    }
    return output
  }

  // MARK: Sequencing: merge(with:), prefix, concat(value:), take(during:)

  /// Both sides' values as they come; the first failure ends it; it
  /// completes when both sides have.
  static func mergeWith(_ source: [Keyed], _ other: [Keyed]) -> [TimedEvent] {
    var completions = 0
    var output: [TimedEvent] = []
    for entry in (source + other).sorted(by: { $0.precedes($1) }) {
      switch entry.event {
      case .value:
        output.append(TimedEvent(entry.time, entry.event))
      case .completed:
        completions += 1
        if completions == 2 { return output + [TimedEvent(entry.time, .completed)] }
      case .failed, .interrupted:
        return output + [TimedEvent(entry.time, entry.event)]
      }
    }
    return output
  }

  /// `first` (already cut at its end); when it completes, `source`
  /// subscribed at that instant; a failure of `first` ends it there.
  static func prefix(_ first: [Keyed], then source: ModelSource) -> [TimedEvent] {
    guard let last = first.last, last.event == .completed else { return timed(first) }
    return timed(first.dropLast()) + timed(upToTerminal(subscribe(source, at: last.time, role: 1)))
  }

  /// The source, with `value` sent just before its completion.
  static func concatValue(_ value: Int, _ source: [Keyed]) -> [TimedEvent] {
    var output = timed(source)
    guard let last = output.last, last.event == .completed else { return output }
    output.insert(TimedEvent(last.time, .value(value)), at: output.count - 1)
    return output
  }

  /// The source's events before `end`; completion at `end` unless the
  /// source ended first.
  static func takeDuring(_ source: [Keyed], endsAt end: Double) -> [TimedEvent] {
    let before = timed(source.filter { $0.time < end })
    if before.last?.event.isTerminal == true { return before }
    return before + [TimedEvent(end, .completed)]
  }
}
