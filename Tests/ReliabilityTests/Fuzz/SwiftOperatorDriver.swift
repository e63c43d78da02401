import Foundation
import RACSwift
import RACTestSupport

/// Runs an `OperatorScript` on RACSwift: cold `SignalProducer`s on a
/// `TestScheduler`, the operator spelled the ReactiveSwift 7 way, one start
/// recording what it hears with the virtual time; compared with the model's
/// ReactiveSwift flavor. Returns `nil` when RACSwift has no spelling for the
/// operator.
enum SwiftOperatorDriver {
  typealias Source = RACSwift.SignalProducer<Int, TestError>

  static func run(_ script: OperatorScript) -> [TimedEvent]? {
    let scheduler = RACSwift.TestScheduler()
    let start = scheduler.currentDate
    // Weakly: under ReactiveSwift's time semantics the closing dispose
    // schedules an interruption that never runs; its closure holds the
    // operator and the sink, which must not hold the scheduler back (the
    // cycle LeakSanitizer reported, 168 KB, as the engine driver's was). A
    // scheduler let go of lets go of what it can never run.
    let now = { [weak scheduler] in (scheduler?.currentDate ?? start).timeIntervalSince(start) }
    func source(_ model: ModelSource) -> Source {
      Source { observer, lifetime in
        // A source keeps its observer while it may still send.
        lifetime.observeEnded { withExtendedLifetime(observer) {} }
        for (delay, event) in model.events {
          lifetime += scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(TimeInterval(delay))) {
            switch event {
            case .value(let value): observer.send(value: value)
            case .failed(let code): observer.send(error: TestError(code))
            case .completed: observer.sendCompleted()
            case .interrupted: observer.sendInterrupted()
            }
          }
        }
      }
    }
    guard let producer = apply(script.operation, to: source(script.source), source, scheduler) else { return nil }
    var output: [TimedEvent] = []
    let subscription = producer.start { event in
      switch event {
      case .value(let value): output.append(TimedEvent(now(), .value(value)))
      case .failed(let error): output.append(TimedEvent(now(), .failed(error.code)))
      case .completed: output.append(TimedEvent(now(), .completed))
      case .interrupted: output.append(TimedEvent(now(), .interrupted))
      }
    }
    if let disposeAt = script.disposeAt {
      scheduler.schedule(after: start.addingTimeInterval(disposeAt)) { subscription.dispose() }
    }
    scheduler.advance(by: script.horizon)
    let ended = output.last?.event.isTerminal ?? false
    subscription.dispose()
    // Disposing at the end is the driver's, not the script's: it is not heard.
    if !ended, output.last?.event == .interrupted { output.removeLast() }
    return output
  }

  /// A trigger or sampler that cannot fail: a failing one falls silent.
  static func silent<Value>(
    _ producer: RACSwift.SignalProducer<Value, TestError>
  ) -> RACSwift.SignalProducer<Value, Never> {
    producer.flatMapError { _ in .never }
  }

  static func apply(
    _ operation: ModelOperator, to producer: Source, _ source: (ModelSource) -> Source,
    _ scheduler: RACSwift.TestScheduler
  ) -> Source? {
    func digits(_ batch: [Int]) -> Int { batch.reduce(0) { $0 * 10 + $1 } }
    switch operation {
    case .take(let count): return producer.take(first: count)
    case .takeUntil(let trigger): return producer.take(until: silent(source(trigger).map { _ in () }))
    case .retry(let count): return producer.retry(upTo: count)
    case .repeatForever: return nil
    case .times(let count): return producer.repeat(count)
    case .flatten(let strategy, let inners):
      let innerProducers = inners.map(source)
      let outer = producer.map { innerProducers[$0 % innerProducers.count] }
      switch strategy {
      case .merge: return outer.flatten(.merge)
      case .concat: return outer.flatten(.concat)
      case .latest: return outer.flatten(.latest)
      case .concurrent2: return outer.flatten(.concurrent(limit: 2))
      case .race: return outer.flatten(.race)
      case .throttle: return outer.flatten(.throttle)
      }
    case .combineLatest(let other): return producer.combineLatest(with: source(other)).map { $0.0 * 1000 + $0.1 }
    case .zip(let other): return producer.zip(with: source(other)).map { $0.0 * 1000 + $0.1 }
    case .delay(let interval): return producer.delay(interval, on: scheduler)
    case .debounce(let interval): return producer.debounce(interval, on: scheduler)
    case .debounceKeepingLast(let interval):
      return producer.debounce(interval, on: scheduler, discardWhenCompleted: false)
    case .throttle(let interval): return producer.throttle(interval, on: scheduler)
    case .timeout(let interval):
      return producer.timeout(after: interval, raising: TestError(ModelOperator.timeoutCode), on: scheduler)
    case .takeWhile(let limit): return producer.take(while: { $0 < limit })
    case .skipWhile(let limit): return producer.skip(while: { $0 < limit })
    case .attemptMap(let limit):
      return producer.attemptMap { $0 < limit ? .success($0 * 10) : .failure(TestError(ModelOperator.attemptCode)) }
    case .combinePrevious(let initial?): return producer.combinePrevious(initial).map { $0.0 * 1000 + $0.1 }
    case .combinePrevious(nil): return producer.combinePrevious().map { $0.0 * 1000 + $0.1 }
    case .collect(let count): return producer.collect(count: count).map(digits)
    case .collectUntilSum(let limit): return producer.collect { $0.reduce(0, +) >= limit }.map(digits)
    case .uniqueValues: return producer.uniqueValues()
    case .sample(let sampler): return producer.sample(on: silent(source(sampler).map { _ in () }))
    case .takeUntilReplacement(let replacement): return producer.take(untilReplacement: source(replacement))
    case .skipUntil(let trigger): return producer.skip(until: silent(source(trigger).map { _ in () }))
    case .any, .all, .bind, .scanWithIndex, .bufferWithTime, .throttlePassing: return nil
    case .interval(let interval):
      return RACSwift.SignalProducer<Date, Never>.timer(
        interval: DispatchTimeInterval.nanoseconds(Int((interval * 1e9).rounded())), on: scheduler, leeway: .seconds(0)
      )
      .map { OperatorModel.tickValue($0.timeIntervalSinceReferenceDate) }.promoteError(TestError.self)
    case .collectEvery(let interval, let skipEmpty, let discard):
      return producer.collect(
        every: .nanoseconds(Int((interval * 1e9).rounded())), on: scheduler, skipEmpty: skipEmpty,
        discardWhenCompleted: discard
      ).map(digits)
    case .retryAfter(let count, let interval): return producer.retry(upTo: count, interval: interval, on: scheduler)
    case .combine3(let second, let third, let zipping):
      let (b, c) = (source(second).map(Double.init), source(third).map(String.init))
      let tuples = zipping ? Source.zip(producer, b, c) : Source.combineLatest(producer, b, c)
      return tuples.map { $0.0 * 1_000_000 + Int($0.1) * 1000 + Int($0.2)! }
    case .mergeWith(let other): return producer.merge(with: source(other))
    case .prefixWith(let other): return producer.prefix(source(other))
    case .concatValue(let value): return producer.concat(value: value)
    case .takeDuring(let end):
      let (lifetime, token) = RACSwift.Lifetime.make()
      scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(end)) { token.dispose() }
      return producer.take(during: lifetime)
    case .aggregate(let start): return producer.reduce(start) { $0 * 10 + $1 }
    case .ifThenElse(let then, let otherwise):
      let (yes, no) = (source(then), source(otherwise))
      return producer.flatMap(.latest) { $0 % 2 == 1 ? yes : no }
    case .switchCases(let cases, let fallback):
      let (table, fallback) = (cases.map(source), fallback.map(source))
      return producer.flatMap(.latest) { value -> Source in
        let key = value % 3
        return key < table.count ? table[key] : fallback ?? Source(error: TestError(ModelOperator.noMatchCode))
      }
    case .withLatest(let samplee):
      return producer.withLatest(from: silent(source(samplee))).map { $0.0 * 1000 + $0.1 }
    case .scanMap(let start):
      return producer.scanMap(into: start) { (state: inout Int, value: Int) -> Int in
        state += value
        return state * 100 + value
      }
    case .lazyMap: return producer.lazyMap(on: scheduler) { $0 * 10 }
    case .throttleWhile(let toggles):
      // A property that starts `false`, then follows the toggles (odd:
      // `true`), kept alive by the start: its going away is pinned elsewhere.
      let shouldThrottle = RACSwift.Property(initial: false, then: silent(source(toggles)).map { $0 % 2 == 1 })
      return producer.throttle(while: shouldThrottle, on: scheduler).on(disposed: {
        withExtendedLifetime(shouldThrottle) {}
      })
    }
  }
}
