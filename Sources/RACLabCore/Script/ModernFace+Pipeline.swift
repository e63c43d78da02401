import Foundation
import RACModern

/// One of a script's other sources in RACModern: a `Signal.pipe()` or a
/// `SignalProducer.buffer(_:)`, which cannot fail (a script never fails
/// them, and RAC4's samplers cannot).
struct OtherSource {
  let input: Observer<String, NoError>
  let signal: Signal<String, NoError>?
  let producer: SignalProducer<String, NoError>

  init(_ source: SecondSource) {
    switch source.kind {
    case .subject:
      let (signal, input) = Signal<String, NoError>.pipe()
      (self.signal, producer, self.input) = (signal, SignalProducer(signal: signal), input)
    case .replaySubject:
      let (producer, input) = SignalProducer<String, NoError>.buffer(source.capacity ?? Int.max)
      (signal, self.producer, self.input) = (nil, producer, input)
    }
  }
}

extension ModernFace {
  /// `stream` seen through `step`, spelled and meant the RAC4 way.
  static func apply(
    _ step: PipeOperator, to stream: FaceStream<Self>, in driver: FaceScriptDriver<Self>
  )
    -> FaceStream<Self>
  {
    let scheduler = driver.scheduler
    let others = driver.others
    switch step {
    case .map(let function): return stream.both({ $0.map(function.apply) }, { $0.map(function.apply) })
    case .ignore(let value): return stream.both({ $0.filter { $0 != value } }, { $0.filter { $0 != value } })
    case .take(let count): return stream.both({ $0.take(count) }, { $0.take(count) })
    case .skip(let count): return stream.both({ $0.skip(count) }, { $0.skip(count) })
    case .takeLast(let count): return stream.both({ $0.takeLast(count) }, { $0.takeLast(count) })
    case .distinct: return stream.both({ $0.skipRepeats() }, { $0.skipRepeats() })
    case .startWith(let value): return .producer(stream.producer.startWith(value))
    case .throttle(let interval):
      return stream.both(
        { $0.throttle(interval, onScheduler: scheduler) }, { $0.throttle(interval, onScheduler: scheduler) })
    case .debounce(let interval):
      return stream.both(
        { $0.debounce(interval, onScheduler: scheduler) }, { $0.debounce(interval, onScheduler: scheduler) })
    case .delay(let interval):
      return stream.both({ $0.delay(interval, onScheduler: scheduler) }, { $0.delay(interval, onScheduler: scheduler) })
    case .timeout(let interval):
      let error = ScriptError(message: "timed out")
      return stream.both(
        { $0.timeoutWithError(error, afterInterval: interval, onScheduler: scheduler) },
        { $0.timeoutWithError(error, afterInterval: interval, onScheduler: scheduler) })
    case .retry(let count): return .producer(stream.producer.retry(count))
    case .repeat(let count): return .producer(stream.producer.times(count))
    case .materialize:
      return stream.both(
        { $0.materialize().map(Self.describe).promoteErrors(ScriptError.self) },
        { $0.materialize().map(Self.describe).promoteErrors(ScriptError.self) })
    case .flatMap(let strategy, let inner):
      let flattening: FlattenStrategy =
        switch strategy {
        case .merge: .merge
        case .concat: .concat
        case .latest: .latest
        }
      return stream.both(
        { $0.flatMap(flattening) { innerProducer(inner, $0, driver) } },
        { $0.flatMap(flattening) { innerProducer(inner, $0, driver) } })
    case .combineLatest(let value):
      return .producer(stream.producer.combineLatestWith(SignalProducer(value: value)).map { "\($0)+\($1)" })
    case .catch(let value):
      return stream.both(
        { $0.flatMapError { _ in SignalProducer(value: value) } },
        { $0.flatMapError { _ in SignalProducer(value: value) } })
    case .then(let value):
      return stream.both({ $0.then(SignalProducer(value: value)) }, { $0.then(SignalProducer(value: value)) })
    case .combineLatestList(let names):
      return list(stream, names, others, { Signal.combineLatest($0) }, { SignalProducer.combineLatest($0) })
    case .zipList(let names):
      return list(stream, names, others, { Signal.zip($0) }, { SignalProducer.zip($0) })
    case .sample(let name):
      let sampler = others[name]!
      if case .signal(let signal) = stream, let other = sampler.signal {
        return .signal(signal.sampleOn(other.map { _ in () }))
      }
      return .producer(stream.producer.sampleOn(sampler.producer.map { _ in () }))
    case .bufferWithTime(let interval):
      return stream.both(
        { $0.collect(every: interval, on: scheduler).map(ScriptValues.batch) },
        { $0.collect(every: interval, on: scheduler).map(ScriptValues.batch) })
    case .subscribeOn: return .producer(stream.producer.startOn(scheduler))
    case .sideEffects:
      let recorder = driver.recorder
      func record(_ callback: String) { recorder.record("do", .callback, callback) }
      return stream.both(
        {
          $0.on(
            event: { record("event \(Self.describe($0))") }, next: { record("next \($0)") },
            failed: { record("error \($0.message)") }, completed: { record("completed") },
            interrupted: { record("interrupted") }, terminated: { record("terminated") },
            disposed: { record("disposed") })
        },
        {
          $0.on(
            started: { record("started") }, event: { record("event \(Self.describe($0))") },
            next: { record("next \($0)") }, failed: { record("error \($0.message)") },
            completed: { record("completed") }, interrupted: { record("interrupted") },
            terminated: { record("terminated") }, disposed: { record("disposed") })
        })
    }
  }

  /// A static list operator over `stream` and the named other sources: on
  /// signals where every one is a signal, as a RAC4 user could keep it;
  /// otherwise on producers.
  private static func list(
    _ stream: FaceStream<Self>, _ names: [String], _ others: [String: OtherSource],
    _ onSignals: ([Signal<String, ScriptError>]) -> Signal<[String], ScriptError>,
    _ onProducers: ([SignalProducer<String, ScriptError>]) -> SignalProducer<[String], ScriptError>
  ) -> FaceStream<Self> {
    let sources = names.map { others[$0]! }
    let signals = sources.compactMap { $0.signal?.promoteErrors(ScriptError.self) }
    if case .signal(let signal) = stream, signals.count == sources.count {
      return .signal(onSignals([signal] + signals).map(ScriptValues.joined))
    }
    let producers = sources.map { $0.producer.promoteErrors(ScriptError.self) }
    return .producer(onProducers([stream.producer] + producers).map(ScriptValues.joined))
  }

  /// What one value becomes inside `flatMap`.
  private static func innerProducer(
    _ inner: PipeOperator.Inner, _ value: String, _ driver: FaceScriptDriver<Self>
  )
    -> SignalProducer<String, ScriptError>
  {
    switch inner {
    case .after(let interval): return SignalProducer(value: value).delay(interval, onScheduler: driver.scheduler)
    case .ended:
      let (ended, input) = Signal<String, ScriptError>.pipe()
      input.sendCompleted()
      return SignalProducer(signal: ended)
    }
  }

  /// An event as a value, in the words both flavors' `materialize` share.
  static func describe(_ event: Event<String, ScriptError>) -> String {
    switch event {
    case .next(let value): "next \(value)"
    case .failed(let error): "error \(error.message)"
    case .completed: "completed"
    case .interrupted: "interrupted"
    }
  }
}
