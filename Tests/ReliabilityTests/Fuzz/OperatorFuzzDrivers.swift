import Foundation
import RACClassic
import RACModern
import RACTestSupport

/// Runs an `OperatorScript` on RACClassic: cold sources made with
/// `createSignal` on a `RACTestScheduler`, the operator spelled the RAC2 way,
/// one subscriber recording what it hears with the virtual time.
/// Returns `nil` when RACClassic has no spelling for the operator.
enum ClassicOperatorDriver {
  static func run(_ script: OperatorScript) -> [TimedEvent]? {
    let scheduler = RACTestScheduler()
    let start = scheduler.currentDate
    func now() -> Double { scheduler.currentDate.timeIntervalSince(start) }
    func source(_ model: ModelSource) -> RACSignal<Int> {
      RACSignal.createSignal { subscriber in
        let scheduled = RACCompoundDisposable()
        for (delay, event) in model.events {
          let action = scheduler.afterDelay(TimeInterval(delay)) {
            switch event {
            case .value(let value): subscriber.sendNext(value)
            case .failed(let code): subscriber.sendError(TestError(code))
            case .completed, .interrupted: subscriber.sendCompleted()
            }
          }
          if let action { scheduled.add(action) }
        }
        return scheduled
      }
    }
    guard let signal = apply(script.operation, to: source(script.source), source, scheduler) else { return nil }
    var output: [TimedEvent] = []
    let subscription = signal.subscribeNext(
      { output.append(TimedEvent(now(), .value($0))) },
      error: { error in
        output.append(TimedEvent(now(), .failed(code(of: error))))
      },
      completed: { output.append(TimedEvent(now(), .completed)) })
    if let disposeAt = script.disposeAt {
      scheduler.after(start.addingTimeInterval(disposeAt)) { subscription.dispose() }
    }
    scheduler.advance(by: script.horizon)
    subscription.dispose()
    return output
  }

  /// The model's code for an error a classic signal sent: a `TestError`'s
  /// own, the model's codes for RAC2's timeout and no-matching-case errors,
  /// else -1.
  static func code(of error: (any Error)?) -> Int {
    if let error = error as? TestError { return error.code }
    guard let error = error as NSError?, error.domain == RACSignalErrorDomain else { return -1 }
    switch error.code {
    case RACSignalErrorTimedOut: return ModelOperator.timeoutCode
    case RACSignalErrorNoMatchingCase: return ModelOperator.noMatchCode
    default: return -1
    }
  }

  static func apply(
    _ operation: ModelOperator, to signal: RACSignal<Int>, _ source: (ModelSource) -> RACSignal<Int>,
    _ scheduler: RACTestScheduler
  ) -> RACSignal<Int>? {
    switch operation {
    case .take(let count): return signal.take(count)
    case .takeUntil(let trigger): return signal.takeUntil(source(trigger))
    case .retry(let count): return signal.retry(count)
    case .repeatForever: return signal.repeat()
    case .times: return nil
    case .flatten(let strategy, let inners):
      let innerSignals = inners.map(source)
      let signals = signal.map { innerSignals[$0 % innerSignals.count] }
      switch strategy {
      case .merge: return signals.flatten()
      case .concat: return signals.concat()
      case .latest: return signals.switchToLatest()
      case .concurrent2: return signals.flatten(2)
      case .race, .throttle: return nil
      }
    case .combineLatest(let other): return signal.combineLatest(with: source(other)).map { $0 * 1000 + $1 }
    case .zip(let other): return signal.zip(with: source(other)).map { $0 * 1000 + $1 }
    case .delay(let interval): return signal.delay(interval, onScheduler: scheduler)
    case .debounce(let interval): return signal.throttle(interval, onScheduler: scheduler)
    case .throttle: return nil
    case .timeout(let interval): return signal.timeout(interval, onScheduler: scheduler)
    case .takeWhile(let limit): return signal.takeWhileBlock { $0 < limit }
    case .skipWhile(let limit): return signal.skipWhileBlock { $0 < limit }
    case .attemptMap(let limit):
      return signal.tryMap { value, error in
        guard value < limit else {
          error = TestError(ModelOperator.attemptCode)
          return nil
        }
        return value * 10
      }
    case .combinePrevious(let initial):
      // RAC2 has no form without a start value.
      guard let initial else { return nil }
      return signal.combinePreviousWithStart(initial) { $0 * 1000 + $1 }
    case .collect, .collectUntilSum, .uniqueValues, .skipUntil: return nil
    case .mergeWith(let other): return signal.merge(source(other))
    case .prefixWith(let other): return source(other).concat(signal)
    case .concatValue(let value): return signal.concat(.return(value))
    case .takeDuring, .withLatest, .scanMap, .lazyMap, .throttleWhile, .debounceKeepingLast: return nil
    case .sample(let sampler): return signal.sample(source(sampler))
    case .takeUntilReplacement(let replacement): return signal.takeUntilReplacement(source(replacement))
    case .any(let value): return signal.any { $0 == value }.map { $0 ? 1 : 0 }
    case .all(let limit): return signal.all { $0 < limit }.map { $0 ? 1 : 0 }
    case .interval(let interval):
      return RACSignal.interval(interval, onScheduler: scheduler).map {
        OperatorModel.tickValue($0.timeIntervalSinceReferenceDate)
      }
    case .bufferWithTime(let interval):
      return signal.bufferWithTime(interval, onScheduler: scheduler).map { $0.reduce(0) { $0 * 10 + $1 } }
    case .throttlePassing(let interval, let limit):
      return signal.throttle(interval, onScheduler: scheduler, valuesPassingTest: { $0 < limit })
    case .collectEvery, .retryAfter: return nil
    case .combine3(let second, let third, let zipping):
      // Three value types, so the parameter packs are what runs.
      let (b, c) = (source(second).map(Double.init), source(third).map(String.init))
      let reduce: (Int, Double, String) -> Int = { $0 * 1_000_000 + Int($1) * 1000 + Int($2)! }
      return zipping
        ? RACSignal.zip(signal, b, c, reduce: reduce) : RACSignal.combineLatest(signal, b, c, reduce: reduce)
    case .bind(let inners, let nilAt, let stopFrom):
      let innerSignals = inners.map(source)
      return signal.bind {
        { value, stop in
          guard value != nilAt else { return nil }
          stop = value >= stopFrom
          return innerSignals[value % innerSignals.count]
        }
      }
    case .switchCases(let cases, let fallback):
      var table: [Int: RACSignal<Int>] = [:]
      for (key, inner) in cases.enumerated() { table[key] = source(inner) }
      return RACSignal.switch(signal.map { $0 % 3 }, cases: table, default: fallback.map(source))
    case .ifThenElse(let then, let otherwise):
      return RACSignal.if(signal.map { $0 % 2 == 1 }, then: source(then), else: source(otherwise))
    case .scanWithIndex(let start):
      return signal.scanWithStart(start) { running, value, index in running * 10 + (value + index) % 10 }
    case .aggregate(let start):
      // A fresh box per subscription, which is what the factory is for.
      final class Box {
        var digits: Int
        init(_ digits: Int) { self.digits = digits }
      }
      return signal.aggregateWithStartFactory({ Box(start) }) { box, value in
        box.digits = box.digits * 10 + value
        return box
      }.map(\.digits)
    }
  }
}

/// Runs an `OperatorScript` on RACModern: cold `SignalProducer`s on a
/// `TestScheduler`, the operator spelled the RAC4 way, one start recording
/// what it hears with the virtual time. Returns `nil` when RACModern has no
/// spelling for the operator.
enum ModernOperatorDriver {
  typealias Producer = SignalProducer<Int, TestError>

  static func run(_ script: OperatorScript) -> [TimedEvent]? {
    let scheduler = TestScheduler()
    let start = scheduler.currentDate
    func now() -> Double { scheduler.currentDate.timeIntervalSince(start) }
    func source(_ model: ModelSource) -> Producer {
      Producer { observer, lifetime in
        for (delay, event) in model.events {
          let action = scheduler.scheduleAfter(TimeInterval(delay)) {
            switch event {
            case .value(let value): observer.sendNext(value)
            case .failed(let code): observer.sendFailed(TestError(code))
            case .completed: observer.sendCompleted()
            case .interrupted: observer.sendInterrupted()
            }
          }
          if let action { lifetime += action }
        }
      }
    }
    guard let producer = apply(script.operation, to: source(script.source), source, scheduler) else { return nil }
    var output: [TimedEvent] = []
    let subscription = producer.start { event in
      switch event {
      case .next(let value): output.append(TimedEvent(now(), .value(value)))
      case .failed(let error): output.append(TimedEvent(now(), .failed(error.code)))
      case .completed: output.append(TimedEvent(now(), .completed))
      case .interrupted: output.append(TimedEvent(now(), .interrupted))
      }
    }
    if let disposeAt = script.disposeAt {
      scheduler.scheduleAfter(start.addingTimeInterval(disposeAt)) { subscription.dispose() }
    }
    scheduler.advanceByInterval(script.horizon)
    let ended = output.last?.event.isTerminal ?? false
    subscription.dispose()
    // Disposing at the end is the driver's, not the script's: it is not heard.
    if !ended, output.last?.event == .interrupted { output.removeLast() }
    return output
  }

  static func apply(
    _ operation: ModelOperator, to producer: Producer, _ source: (ModelSource) -> Producer, _ scheduler: TestScheduler
  ) -> Producer? {
    switch operation {
    case .take(let count): return producer.take(count)
    case .takeUntil(let trigger):
      // RAC4's trigger cannot fail; a failing trigger is ignored, which is
      // what a trigger that falls silent does.
      return producer.takeUntil(source(trigger).map { _ in () }.flatMapError { _ in .never })
    case .retry(let count): return producer.retry(count)
    case .repeatForever: return nil
    case .times(let count): return producer.times(count)
    case .flatten(let strategy, let inners):
      let innerProducers = inners.map(source)
      let outer = producer.map { innerProducers[$0 % innerProducers.count] }
      switch strategy {
      case .merge: return outer.flatten(.merge)
      case .concat: return outer.flatten(.concat)
      case .latest: return outer.flatten(.latest)
      case .concurrent2: return outer.flatten(.concurrent(limit: 2))
      case .race: return outer.flatten(.race)
      case .throttle: return nil
      }
    case .combineLatest(let other): return producer.combineLatestWith(source(other)).map { $0 * 1000 + $1 }
    case .zip(let other): return producer.zipWith(source(other)).map { $0 * 1000 + $1 }
    case .delay(let interval): return producer.delay(interval, onScheduler: scheduler)
    case .debounce(let interval): return producer.debounce(interval, onScheduler: scheduler)
    case .throttle(let interval): return producer.throttle(interval, onScheduler: scheduler)
    case .timeout(let interval):
      return producer.timeout(after: interval, raising: TestError(ModelOperator.timeoutCode), on: scheduler)
    case .takeWhile(let limit): return producer.takeWhile { $0 < limit }
    case .skipWhile(let limit): return producer.skipWhile { $0 < limit }
    case .attemptMap(let limit):
      return producer.attemptMap { $0 < limit ? .success($0 * 10) : .failure(TestError(ModelOperator.attemptCode)) }
    case .combinePrevious(let initial?): return producer.combinePrevious(initial).map { $0 * 1000 + $1 }
    case .combinePrevious(nil): return producer.combinePrevious().map { $0 * 1000 + $1 }
    case .collect(let count): return producer.collect(count: count).map { $0.reduce(0) { $0 * 10 + $1 } }
    case .collectUntilSum(let limit):
      return producer.collect { $0.reduce(0, +) >= limit }.map { $0.reduce(0) { $0 * 10 + $1 } }
    case .uniqueValues: return producer.uniqueValues()
    // RAC4's sampler and trigger cannot fail: a failing one falls silent.
    case .sample(let sampler): return producer.sampleOn(source(sampler).map { _ in () }.flatMapError { _ in .never })
    case .takeUntilReplacement(let replacement): return producer.takeUntilReplacement(source(replacement))
    case .skipUntil(let trigger):
      return producer.skipUntil(source(trigger).map { _ in () }.flatMapError { _ in .never })
    case .any, .all: return nil
    case .interval(let interval):
      return timer(interval, onScheduler: scheduler, withLeeway: 0)
        .map { OperatorModel.tickValue($0.timeIntervalSinceReferenceDate) }.promoteErrors(TestError.self)
    case .collectEvery(let interval, let skipEmpty, let discard):
      return producer.collect(every: interval, on: scheduler, skipEmpty: skipEmpty, discardWhenCompleted: discard)
        .map { $0.reduce(0) { $0 * 10 + $1 } }
    case .retryAfter(let count, let interval): return producer.retry(upTo: count, interval: interval, on: scheduler)
    case .bufferWithTime, .throttlePassing: return nil
    case .combine3(let second, let third, let zipping):
      let (b, c) = (source(second).map(Double.init), source(third).map(String.init))
      let tuples = zipping ? Producer.zip(producer, b, c) : Producer.combineLatest(producer, b, c)
      return tuples.map { $0 * 1_000_000 + Int($1) * 1000 + Int($2)! }
    case .bind, .scanWithIndex: return nil
    case .mergeWith(let other): return producer.merge(with: source(other))
    case .prefixWith(let other): return producer.prefix(source(other))
    case .concatValue(let value): return producer.concat(value: value)
    case .takeDuring(let end):
      let (lifetime, token) = Lifetime.make()
      scheduler.scheduleAfter(end) { token.dispose() }
      return producer.take(during: lifetime)
    case .aggregate(let start): return producer.reduce(start) { $0 * 10 + $1 }
    case .withLatest, .scanMap, .lazyMap, .throttleWhile, .debounceKeepingLast: return nil
    case .ifThenElse(let then, let otherwise):
      let (yes, no) = (source(then), source(otherwise))
      return producer.flatMap(.latest) { $0 % 2 == 1 ? yes : no }
    case .switchCases(let cases, let fallback):
      // RAC4 has no switch: its spelling is a flatMap to the latest.
      let (table, fallback) = (cases.map(source), fallback.map(source))
      return producer.flatMap(.latest) { value -> Producer in
        let key = value % 3
        return key < table.count ? table[key] : fallback ?? Producer(error: TestError(ModelOperator.noMatchCode))
      }
    }
  }
}
