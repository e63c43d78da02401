// An executable specification of RACPort's operators on a virtual clock, for
// the operator fuzzer: timelines in, timeline out, written from RAC 2.5's and
// RAC 4.2's documented behaviour with plain arrays and loops. It shares no code
// with the engine (this file imports nothing); where the model and a face
// disagree, one of them is wrong.
//
// How a script reads:
// - Every source is cold: subscribing to it at time T schedules its events at
//   T + delay (delays of at least one tick), so re-subscribing (retry, repeat,
//   an inner of a flatten) replays it from then on.
// - Events at the same instant run in the order they were scheduled (rule 12):
//   a source subscribed earlier goes first, and a source's events go before a
//   timer an operator scheduled later. The generator keeps other ties out.
// - The subscriber subscribes at 0 and may dispose at a quarter tick; the face
//   advances its clock to the horizon.

/// One event of an operator's output, at a virtual time.
public struct TimedEvent: Equatable, Sendable, CustomStringConvertible {
  public var time: Double
  public var event: ModelEvent

  public init(_ time: Double, _ event: ModelEvent) {
    self.time = time
    self.event = event
  }

  public var description: String { "\(time):\(event)" }
}

/// Which RAC's semantics a face follows where RAC2 and RAC4 differ.
public enum ModelFlavor: Sendable {
  /// RACClassic.
  case rac2
  /// RACModern.
  case rac4
  /// The ReactiveSwift 7 face (and the engine with ReactiveSwift's semantics).
  case reactiveSwift
}

/// A cold source: its events, each `delay` ticks after the subscription.
public struct ModelSource: Equatable, Sendable, CustomStringConvertible {
  public var events: [(delay: Int, event: ModelEvent)]

  public init(_ events: [(delay: Int, event: ModelEvent)]) {
    self.events = events
  }

  public static func == (lhs: ModelSource, rhs: ModelSource) -> Bool {
    lhs.events.map(\.delay) == rhs.events.map(\.delay) && lhs.events.map(\.event) == rhs.events.map(\.event)
  }

  public var description: String {
    "[" + events.map { "+\($0.delay) \($0.event)" }.joined(separator: ", ") + "]"
  }
}

/// How a flatten runs its inners.
public enum ModelFlatten: String, Equatable, Sendable {
  case merge, concat, latest
  /// At most two inners at once (RAC2 `flatten:2`, ReactiveSwift `concurrent(limit: 2)`).
  case concurrent2
  /// The first inner to send anything (ReactiveSwift `race`; RACModern only).
  case race
  /// An inner only when none is running (ReactiveSwift `throttle`).
  case throttle
}

/// The operator under test, with its parameters and extra sources.
public enum ModelOperator: Equatable, Sendable, CustomStringConvertible {
  /// The first `count` values (RAC2 `take:`, RAC4 `take`).
  case take(Int)
  /// Until `trigger` sends a value or completes.
  case takeUntil(ModelSource)
  /// Resubscribes after a failure up to `count` times (RAC2: 0 is forever).
  case retry(Int)
  /// Resubscribes after every completion, forever (RAC2 `repeat`; RACClassic only).
  case repeatForever
  /// Runs the source `count` times in a row (RAC4 `times`; RACModern only).
  case times(Int)
  /// Each source value `v` starts `inners[v % inners.count]`.
  case flatten(ModelFlatten, inners: [ModelSource])
  /// The newest value of the source and of `other`, as `source * 1000 + other`.
  case combineLatest(ModelSource)
  /// The n-th values of the source and of `other`, as `source * 1000 + other`.
  case zip(ModelSource)
  /// Values and completion `interval` later; a failure at once.
  case delay(Double)
  /// A value once `interval` passed with no newer one (RAC2 `throttle:`, RAC4
  /// `debounce`).
  case debounce(Double)
  /// At most one value per `interval`, the newest (RAC4 `throttle`; RACModern only).
  case throttle(Double)
  /// Fails with `failed(timeoutCode)` unless the source ends within `interval`.
  case timeout(Double)
  /// Values while they are below `limit`; the first that is not completes
  /// (RAC2 `takeWhileBlock:`, RAC4 `takeWhile`).
  case takeWhile(below: Int)
  /// Drops values while they are below `limit` (RAC2 `skipWhileBlock:`, RAC4 `skipWhile`).
  case skipWhile(below: Int)
  /// Each value times ten; a value of `limit` or more fails with
  /// `failed(attemptCode)` (RAC2 `tryMap:`, RAC4 `attemptMap`).
  case attemptMap(failingFrom: Int)
  /// Each value with the one before it (`initial` first), as `previous * 1000 + value`
  /// (RAC2 `combinePreviousWithStart:reduce:`, RAC4 `combinePrevious`); with
  /// no `initial`, from the second value on (ReactiveSwift's `combinePrevious()`;
  /// RACModern only).
  case combinePrevious(initial: Int?)
  /// Arrays of `count` values, as their digits (RAC4 `collect(count:)`; RACModern only).
  case collect(count: Int)
  /// Arrays cut when the values gathered add up to `limit` or more, as their
  /// digits (RAC4's predicate `collect(_:)`; RACModern only).
  case collectUntilSum(atLeast: Int)
  /// Each value the first time it is seen (RAC4 `uniqueValues`; RACModern only).
  case uniqueValues
  /// The newest source value at each value of `sampler` (RAC2 `sample:`,
  /// RAC4 `sampleOn`): RAC2 ends with either side, RAC4 once both completed.
  case sample(ModelSource)
  /// The source until `replacement` sends anything, then `replacement`.
  case takeUntilReplacement(ModelSource)
  /// The source from the first value or completion of `trigger` on (RAC4
  /// `skipUntil`; RACModern only).
  case skipUntil(ModelSource)
  /// `1` as soon as a value equals `value`, else `0` at the end (RAC2 `any:`; RACClassic only).
  case any(equalTo: Int)
  /// `0` as soon as a value is not below `limit` or the source fails, else
  /// `1` at completion (RAC2 `all:`; RACClassic only).
  case all(below: Int)
  /// combineLatest or zip of the source and two others of different types,
  /// as `a * 1_000_000 + b * 1000 + c` (parameter packs).
  case combine3(ModelSource, ModelSource, zipping: Bool)
  /// A tick every `interval` from the subscription on, the source ignored,
  /// each value its time in hundredths (RAC2 `+interval:onScheduler:`, RAC4
  /// `timer`).
  case interval(Double)
  /// Batches sent `interval` after their first value, as their digits (RAC2
  /// `bufferWithTime:onScheduler:`; RACClassic only).
  case bufferWithTime(Double)
  /// What arrived during each `interval`, as digits (ReactiveSwift
  /// `collect(every:on:skipEmpty:discardWhenCompleted:)`; RACModern only).
  case collectEvery(Double, skipEmpty: Bool, discardWhenCompleted: Bool)
  /// A debounce of the values below `limit`; others go out at once (RAC2
  /// `throttle:valuesPassingTest:`; RACClassic only).
  case throttlePassing(Double, below: Int)
  /// A retry `interval` after each failure, up to `count` times
  /// (ReactiveSwift `retry(upTo:interval:on:)`; RACModern only).
  case retryAfter(count: Int, interval: Double)
  /// RAC2's `-bind:`: each value `v` merges in `inners[v % inners.count]`,
  /// except that a value equal to `nilAt` returns no signal, and a value of
  /// `stopFrom` or more sets the stop flag with its inner; either ends the
  /// source's part, and the result completes once the inners merged so far
  /// have (RACClassic only).
  case bind(inners: [ModelSource], nilAt: Int, stopFrom: Int)
  /// RAC2's `+switch:cases:default:` on the key `v % 3`: `cases[key]` if
  /// there is one, else `fallback`, else a signal failing at once with
  /// `noMatchCode`; each key disposes the signal chosen before (RAC4 spells
  /// it `flatMap(.latest)`).
  case switchCases([ModelSource], fallback: ModelSource?)
  /// RAC2's `+if:then:else:` on whether each value is odd: `then` for an
  /// odd value, `otherwise` for an even one, each disposing the one chosen
  /// before (RAC4 spells it `flatMap(.latest)`).
  case ifThenElse(then: ModelSource, otherwise: ModelSource)
  /// RAC2's `-scanWithStart:reduceWithIndex:` from `start`: the running
  /// value becomes `running * 10 + (value + index) % 10` at each value, the
  /// index counting from 0 in each subscription (RACClassic only).
  case scanWithIndex(start: Int)
  /// The digits of `start` and every value, sent once at completion (RAC2
  /// `-aggregateWithStartFactory:reduce:`, RAC4 `reduce`).
  case aggregate(start: Int)
  /// Both sources at once, the receiver subscribed first (RAC2 `-merge:`,
  /// RAC4 `merge(with:)`).
  case mergeWith(ModelSource)
  /// The given source first, then the receiver (RAC2 `[other concat:self]`,
  /// RAC4 `prefix(_:)`).
  case prefixWith(ModelSource)
  /// The receiver, then `value` when it completes (RAC4 `concat(value:)`,
  /// RAC2 `-concat:` of `+return:`).
  case concatValue(Int)
  /// The receiver until a lifetime ends at `endsAt`, then completion
  /// (ReactiveSwift `take(during:)`; RACModern only).
  case takeDuring(endsAt: Double)
  /// Each receiver value with `samplee`'s newest, as `value * 1000 + latest`
  /// (ReactiveSwift `withLatest(from:)`).
  case withLatest(ModelSource)
  /// A running sum from `start`; each value sends `sum * 100 + value`
  /// (ReactiveSwift `scanMap`).
  case scanMap(start: Int)
  /// Each value times ten, transformed on the scheduler (ReactiveSwift `lazyMap(on:)`).
  case lazyMap
  /// Values held back while `toggles`' newest value is odd (ReactiveSwift
  /// `throttle(while:on:)` over a property that starts `false`).
  case throttleWhile(ModelSource)
  /// A debounce that sends the value still waiting at completion when it is
  /// due, then completes (ReactiveSwift `debounce(_:on:discardWhenCompleted: false)`).
  case debounceKeepingLast(Double)

  /// The code of the failure a timeout sends.
  public static let timeoutCode = 99
  /// The code of the failure `attemptMap` sends.
  public static let attemptCode = 77
  /// The code of the failure `switchCases` sends for a key with no signal.
  public static let noMatchCode = 98

  public var description: String {
    switch self {
    case .take(let count): "take(\(count))"
    case .takeUntil(let trigger): "takeUntil(\(trigger))"
    case .retry(let count): "retry(\(count))"
    case .repeatForever: "repeat"
    case .times(let count): "times(\(count))"
    case .flatten(let strategy, let inners): "flatten(\(strategy.rawValue), inners: \(inners))"
    case .combineLatest(let other): "combineLatest(\(other))"
    case .zip(let other): "zip(\(other))"
    case .delay(let interval): "delay(\(interval))"
    case .debounce(let interval): "debounce(\(interval))"
    case .throttle(let interval): "throttle(\(interval))"
    case .timeout(let interval): "timeout(\(interval))"
    case .takeWhile(let limit): "takeWhile(below: \(limit))"
    case .skipWhile(let limit): "skipWhile(below: \(limit))"
    case .attemptMap(let limit): "attemptMap(failingFrom: \(limit))"
    case .combinePrevious(let initial): "combinePrevious(\(initial.map(String.init) ?? "no initial"))"
    case .collect(let count): "collect(count: \(count))"
    case .collectUntilSum(let limit): "collectUntilSum(atLeast: \(limit))"
    case .uniqueValues: "uniqueValues"
    case .sample(let sampler): "sample(\(sampler))"
    case .takeUntilReplacement(let replacement): "takeUntilReplacement(\(replacement))"
    case .skipUntil(let trigger): "skipUntil(\(trigger))"
    case .any(let value): "any(equalTo: \(value))"
    case .all(let limit): "all(below: \(limit))"
    case .combine3(let b, let c, let zipping): "\(zipping ? "zip3" : "combineLatest3")(\(b), \(c))"
    case .interval(let interval): "interval(\(interval))"
    case .bufferWithTime(let interval): "bufferWithTime(\(interval))"
    case .collectEvery(let interval, let skipEmpty, let discard):
      "collectEvery(\(interval), skipEmpty: \(skipEmpty), discardWhenCompleted: \(discard))"
    case .throttlePassing(let interval, let limit): "throttlePassing(\(interval), below: \(limit))"
    case .retryAfter(let count, let interval): "retryAfter(count: \(count), interval: \(interval))"
    case .bind(let inners, let nilAt, let stopFrom): "bind(inners: \(inners), nilAt: \(nilAt), stopFrom: \(stopFrom))"
    case .ifThenElse(let then, let otherwise): "if(then: \(then), else: \(otherwise))"
    case .scanWithIndex(let start): "scanWithIndex(start: \(start))"
    case .aggregate(let start): "aggregate(start: \(start))"
    case .mergeWith(let other): "mergeWith(\(other))"
    case .prefixWith(let other): "prefixWith(\(other))"
    case .concatValue(let value): "concatValue(\(value))"
    case .takeDuring(let end): "takeDuring(endsAt: \(end))"
    case .withLatest(let samplee): "withLatest(\(samplee))"
    case .scanMap(let start): "scanMap(start: \(start))"
    case .lazyMap: "lazyMap"
    case .throttleWhile(let toggles): "throttleWhile(\(toggles))"
    case .debounceKeepingLast(let interval): "debounceKeepingLast(\(interval))"
    case .switchCases(let cases, let fallback):
      "switch(\(cases), default: \(fallback.map(String.init(describing:)) ?? "none"))"
    }
  }
}

/// A whole operator script.
public struct OperatorScript: Equatable, Sendable, CustomStringConvertible {
  public var source: ModelSource
  public var operation: ModelOperator
  /// When the subscriber disposes its subscription (a quarter tick), if ever.
  public var disposeAt: Double?
  /// How far the clock is advanced.
  public var horizon: Double

  public init(source: ModelSource, operation: ModelOperator, disposeAt: Double? = nil, horizon: Double) {
    self.source = source
    self.operation = operation
    self.disposeAt = disposeAt
    self.horizon = horizon
  }

  public var description: String {
    "source \(source) |> \(operation)"
      + (disposeAt.map { ", dispose at \($0)" } ?? "") + ", until \(horizon)"
  }
}

/// Runs operator scripts on the model.
public enum OperatorModel {
  /// What the subscriber of `script` hears on a face of `flavor`; RACClassic's
  /// timeline is this without `interrupted`.
  public static func run(_ script: OperatorScript, flavor: ModelFlavor) -> [TimedEvent] {
    var output = apply(script.operation, to: script.source, flavor: flavor, horizon: script.horizon)
      .filter { $0.time <= script.horizon }
    output = grammar(output)
    if let disposeAt = script.disposeAt {
      let ended = output.contains { $0.time < disposeAt && $0.event.isTerminal }
      output = output.filter { $0.time < disposeAt }
      if !ended && disposeAt <= script.horizon { output.append(TimedEvent(disposeAt, .interrupted)) }
    }
    return output
  }

  // MARK: Keyed timelines

  /// An event with what orders it against others at the same instant: the
  /// time its source was subscribed, then the order of subscriptions made at
  /// that time, then its place in the source.
  struct Keyed {
    var time: Double
    var subscribed: Double
    var role: Int
    var index: Int
    var event: ModelEvent

    func precedes(_ other: Keyed) -> Bool {
      (time, subscribed, role, index) < (other.time, other.subscribed, other.role, other.index)
    }
  }

  /// `source` subscribed at `time` (with `role` among the subscriptions made
  /// at that time).
  static func subscribe(_ source: ModelSource, at time: Double, role: Int = 0) -> [Keyed] {
    source.events.enumerated().map { index, entry in
      Keyed(time: time + Double(entry.delay), subscribed: time, role: role, index: index, event: entry.event)
    }
  }

  /// What a source sends up to (and including) its first terminal event.
  static func upToTerminal(_ events: [Keyed]) -> [Keyed] {
    guard let end = events.firstIndex(where: { $0.event.isTerminal }) else { return events }
    return Array(events[...end])
  }

  static func timed(_ events: [Keyed]) -> [TimedEvent] {
    events.map { TimedEvent($0.time, $0.event) }
  }

  /// Nothing after the first terminal event.
  static func grammar(_ events: [TimedEvent]) -> [TimedEvent] {
    guard let end = events.firstIndex(where: { $0.event.isTerminal }) else { return events }
    return Array(events[...end])
  }

  // MARK: Operators

  static func apply(
    _ operation: ModelOperator, to source: ModelSource, flavor: ModelFlavor, horizon: Double
  ) -> [TimedEvent] {
    let main = upToTerminal(subscribe(source, at: 0, role: 1))
    switch operation {
    case .take(let count): return take(count, main, flavor: flavor)
    case .takeUntil(let trigger): return takeUntil(upToTerminal(subscribe(trigger, at: 0, role: 0)), main)
    case .retry(let count):
      let limit = count == 0 && flavor == .rac2 ? Int.max : count
      return restarting(source, horizon: horizon) { event, restarts in
        if case .failed = event { return restarts < limit }
        return false
      }
    case .repeatForever:
      return restarting(source, horizon: horizon) { event, _ in event == .completed }
    case .times(let count):
      if count == 0 { return [TimedEvent(0, .completed)] }
      return restarting(source, horizon: horizon) { event, restarts in event == .completed && restarts < count - 1 }
    case .flatten(.concurrent2, let inners): return limitedFlatten(2, outer: main, inners: inners)
    case .flatten(.race, let inners): return race(outer: main, inners: inners)
    case .flatten(.throttle, let inners): return throttleFlatten(outer: main, inners: inners)
    case .flatten(let strategy, let inners):
      return flatten(strategy, outer: main, inners: inners)
    case .combineLatest(let other):
      return combineMany([main, upToTerminal(subscribe(other, at: 0, role: 2))], zipping: false)
    case .zip(let other):
      return combineMany([main, upToTerminal(subscribe(other, at: 0, role: 2))], zipping: true)
    case .delay(let interval): return delay(interval, main)
    case .debounce(let interval): return debounce(interval, main, flushesOnCompletion: flavor == .rac2)
    case .throttle(let interval): return throttle(interval, main, endFollowsValueDueNow: flavor == .reactiveSwift)
    case .timeout(let interval): return timeout(interval, main)
    case .takeWhile(let limit): return takeWhile(main) { $0 < limit }
    case .skipWhile(let limit): return skipWhile(main) { $0 < limit }
    case .attemptMap(let limit): return attemptMap(main, failingFrom: limit)
    case .combinePrevious(let initial): return combinePrevious(main, initial: initial)
    case .collect(let count): return collect(main) { $0.count == count }
    case .collectUntilSum(let limit): return collect(main) { $0.reduce(0, +) >= limit }
    case .uniqueValues: return uniqueValues(main)
    case .sample(let sampler):
      return sample(main, upToTerminal(subscribe(sampler, at: 0, role: 2)), flavor: flavor)
    case .takeUntilReplacement(let replacement):
      return takeUntilReplacement(upToTerminal(subscribe(replacement, at: 0, role: 0)), main)
    case .skipUntil(let trigger): return skipUntil(upToTerminal(subscribe(trigger, at: 0, role: 0)), main)
    case .any(let value): return decide(main, onCompletion: false) { $0 == value ? true : nil }
    case .all(let limit): return decide(main, onCompletion: true) { $0 < limit ? nil : false }
    case .combine3(let b, let c, let zipping):
      let sides = [main, upToTerminal(subscribe(b, at: 0, role: 2)), upToTerminal(subscribe(c, at: 0, role: 3))]
      return combineMany(sides, zipping: zipping)
    case .interval(let interval): return self.interval(interval, horizon: horizon)
    case .bufferWithTime(let interval): return bufferWithTime(interval, main)
    case .collectEvery(let interval, let skipEmpty, let discard):
      return collectEvery(interval, skipEmpty: skipEmpty, discardWhenCompleted: discard, main, horizon: horizon)
    case .throttlePassing(let interval, let limit):
      return debounce(interval, main, flushesOnCompletion: true) { $0 < limit }
    case .retryAfter(let count, let interval):
      // ReactiveSwift: the next attempt starts `interval` after a failure
      // with retries left; the last failure goes out at once.
      return restarting(source, horizon: horizon, pause: interval) { event, restarts in
        if case .failed = event { return restarts < count }
        return false
      }
    case .bind(let inners, let nilAt, let stopFrom):
      return bind(main, inners: inners, nilAt: nilAt, stopFrom: stopFrom)
    case .switchCases(let cases, let fallback): return switchCases(main, cases: cases, fallback: fallback)
    case .ifThenElse(let then, let otherwise):
      // An even value (`v % 2 == 0`) chooses the first inner, an odd one the second.
      return flatten(.latest, outer: main, inners: [otherwise, then])
    case .scanWithIndex(let start): return scanWithIndex(main, start: start)
    case .aggregate(let start): return aggregate(main, start: start)
    case .mergeWith(let other): return mergeWith(main, upToTerminal(subscribe(other, at: 0, role: 2)))
    case .prefixWith(let other): return prefix(upToTerminal(subscribe(other, at: 0, role: 0)), then: source)
    case .concatValue(let value): return concatValue(value, main)
    case .takeDuring(let end): return takeDuring(main, endsAt: end)
    case .withLatest(let samplee): return withLatest(main, samplee: upToTerminal(subscribe(samplee, at: 0, role: 0)))
    case .scanMap(let start): return scanMap(main, start: start)
    case .lazyMap: return lazyMap(main)
    case .throttleWhile(let toggles):
      return throttleWhile(main, switch: upToTerminal(subscribe(toggles, at: 0, role: 0)))
    case .debounceKeepingLast(let interval):
      return debounce(interval, main, flushesOnCompletion: false, flushesWhenDue: true)
    }
  }

  /// The first `count` values, then completion at the last one's time.
  /// `take(0)` never subscribes: RAC2 completes, RAC4 interrupts.
  static func take(_ count: Int, _ source: [Keyed], flavor: ModelFlavor) -> [TimedEvent] {
    if count == 0 { return [TimedEvent(0, flavor == .rac2 ? .completed : .interrupted)] }
    var output: [TimedEvent] = []
    var taken = 0
    for entry in source {
      output.append(TimedEvent(entry.time, entry.event))
      guard case .value = entry.event else { break }
      taken += 1
      if taken == count {
        output.append(TimedEvent(entry.time, .completed))
        break
      }
    }
    return output
  }

  /// The source until the trigger's first value or completion (its failure is
  /// ignored); the trigger is subscribed first, so it wins a tie.
  static func takeUntil(_ trigger: [Keyed], _ source: [Keyed]) -> [TimedEvent] {
    let stop = trigger.first { if case .failed = $0.event { false } else { true } }
    var output: [TimedEvent] = []
    for entry in source {
      if let stop, stop.precedes(entry) {
        output.append(TimedEvent(stop.time, .completed))
        return output
      }
      output.append(TimedEvent(entry.time, entry.event))
      if entry.event.isTerminal { return output }
    }
    if let stop { output.append(TimedEvent(stop.time, .completed)) }
    return output
  }

  /// Runs `source` again, `pause` after the time an attempt ended, whenever
  /// `restarts(terminal, restartsSoFar)` says so; up to the horizon.
  static func restarting(
    _ source: ModelSource, horizon: Double, pause: Double = 0, restarts: (ModelEvent, Int) -> Bool
  ) -> [TimedEvent] {
    var output: [TimedEvent] = []
    var start = 0.0
    var restartsSoFar = 0
    while start <= horizon {
      let attempt = upToTerminal(subscribe(source, at: start, role: 1))
      for entry in attempt where !entry.event.isTerminal { output.append(TimedEvent(entry.time, entry.event)) }
      guard let end = attempt.last, end.event.isTerminal else { return output }
      guard restarts(end.event, restartsSoFar) else {
        output.append(TimedEvent(end.time, end.event))
        return output
      }
      restartsSoFar += 1
      start = end.time + pause
    }
    return output
  }

  /// Merge, concat or latest over inners chosen by the outer values.
  ///
  /// Inner `i` is subscribed when the outer sends its `i`-th value (concat:
  /// or when the inner before it completed, whichever is later; it never
  /// starts if that one never completes). Latest cuts an inner off when the
  /// next outer value arrives (the outer, subscribed first, wins a tie). A
  /// failure of the outer or of a counted inner ends everything; the flatten
  /// completes once the outer and every counted inner have completed.
  static func flatten(_ strategy: ModelFlatten, outer: [Keyed], inners: [ModelSource]) -> [TimedEvent] {
    let arrivals = arrivals(outer, inners)
    let outerEnd = outer.last.flatMap { $0.event.isTerminal ? $0 : nil }
    var events: [Keyed] = []
    /// When each counted inner completed (`nil`: it never does).
    var completions: [Keyed?] = []
    var previousCompletion: Double? = 0
    for (index, arrival) in arrivals.enumerated() {
      var at = arrival.key.time
      if strategy == .concat {
        guard let free = previousCompletion else { break }
        at = max(at, free)
      }
      var inner = upToTerminal(subscribe(arrival.source, at: at, role: 2 + index))
      var completion = inner.last.flatMap { $0.event == .completed ? $0 : nil }
      if strategy == .latest, index + 1 < arrivals.count {
        let replacedAt = arrivals[index + 1].key.time
        inner = inner.filter { $0.time < replacedAt }
        if completion.map({ $0.time >= replacedAt }) ?? true {
          // Replaced before it completed: it no longer counts.
          completion = Keyed(time: replacedAt, subscribed: 0, role: 1, index: -1, event: .completed)
        }
      }
      completions.append(completion)
      previousCompletion = completion?.time
      events += inner.filter { $0.event != .completed }
    }
    if let outerEnd, outerEnd.event != .completed { events.append(outerEnd) }
    let ends = completions.compactMap { $0 }
    var completion: Keyed?
    if let outerEnd, outerEnd.event == .completed, ends.count == arrivals.count {
      completion = (ends + [outerEnd]).max { $0.precedes($1) }
    }
    return flattened(events, completion: completion)
  }

  /// Values and completion `interval` later; a failure at once, dropping what
  /// is still delayed.
  static func delay(_ interval: Double, _ source: [Keyed]) -> [TimedEvent] {
    var output: [TimedEvent] = []
    for entry in source {
      if case .failed = entry.event {
        output = output.filter { $0.time <= entry.time }
        output.append(TimedEvent(entry.time, entry.event))
        return output
      }
      output.append(TimedEvent(entry.time + interval, entry.event))
    }
    return output
  }

  /// A value goes out `interval` after it arrived if no newer one came
  /// meanwhile. At the end: RAC2 sends the waiting value first, RAC4 drops it;
  /// a failure drops it in both. A value `isDebounced` rejects (RAC2's
  /// `throttle:valuesPassingTest:`) drops the waiting one and goes out at once.
  static func debounce(
    _ interval: Double, _ source: [Keyed], flushesOnCompletion: Bool, flushesWhenDue: Bool = false,
    isDebounced: (Int) -> Bool = { _ in true }
  ) -> [TimedEvent] {
    var output: [TimedEvent] = []
    var waiting: (value: Int, due: Double)?
    for entry in source {
      if let pending = waiting, pending.due < entry.time {
        output.append(TimedEvent(pending.due, .value(pending.value)))
        waiting = nil
      }
      switch entry.event {
      case .value(let value) where !isDebounced(value):
        waiting = nil
        output.append(TimedEvent(entry.time, entry.event))
      case .value(let value):
        waiting = (value, entry.time + interval)
      case .completed:
        if flushesWhenDue, let pending = waiting {
          // ReactiveSwift, not discarding: the value when due, then the end.
          output.append(TimedEvent(pending.due, .value(pending.value)))
          output.append(TimedEvent(pending.due, .completed))
          return output
        }
        if flushesOnCompletion, let pending = waiting { output.append(TimedEvent(entry.time, .value(pending.value))) }
        output.append(TimedEvent(entry.time, .completed))
        return output
      case .failed, .interrupted:
        output.append(TimedEvent(entry.time, entry.event))
        return output
      }
    }
    if let pending = waiting { output.append(TimedEvent(pending.due, .value(pending.value))) }
    return output
  }

  /// RAC4's rate limit: a value is scheduled at the later of now and the last
  /// sent time plus `interval`; a newer value replaces the one waiting; a
  /// terminal event drops the waiting value and goes out at once. At a tie,
  /// the source's event runs before the timer, except that in ReactiveSwift
  /// (`endFollowsValueDueNow`) a terminal event goes out after the value due
  /// at that instant.
  static func throttle(_ interval: Double, _ source: [Keyed], endFollowsValueDueNow: Bool = false) -> [TimedEvent] {
    var output: [TimedEvent] = []
    var previous: Double?
    var waiting: (value: Int, due: Double)?
    for entry in source {
      if let pending = waiting, pending.due < entry.time {
        output.append(TimedEvent(pending.due, .value(pending.value)))
        previous = pending.due
        waiting = nil
      }
      switch entry.event {
      case .value(let value):
        let proposed = previous.map { $0 + interval } ?? entry.time
        waiting = (value, max(proposed, entry.time))
      default:
        if endFollowsValueDueNow, let pending = waiting, pending.due == entry.time {
          output.append(TimedEvent(pending.due, .value(pending.value)))
        }
        output.append(TimedEvent(entry.time, entry.event))
        return output
      }
    }
    if let pending = waiting { output.append(TimedEvent(pending.due, .value(pending.value))) }
    return output
  }

  /// The source, or a failure at `interval` if it has not ended by then.
  static func timeout(_ interval: Double, _ source: [Keyed]) -> [TimedEvent] {
    var output: [TimedEvent] = []
    for entry in source {
      if entry.time > interval { break }
      output.append(TimedEvent(entry.time, entry.event))
      if entry.event.isTerminal { return output }
    }
    output.append(TimedEvent(interval, .failed(ModelOperator.timeoutCode)))
    return output
  }
}
