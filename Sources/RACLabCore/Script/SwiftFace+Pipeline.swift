import Foundation
import RACSwift

/// One of a script's other sources in RACSwift: a `Signal.pipe()` (a
/// `replaySubject` has no ReactiveSwift 7 spelling: `ScriptRunner.flavors`),
/// which cannot fail.
struct SwiftOtherSource {
  let input: Signal<String, Never>.Observer
  let signal: Signal<String, Never>

  init(_ source: SecondSource) {
    (signal, input) = Signal<String, Never>.pipe()
  }
}

extension SwiftFace {
  /// `stream` seen through `step`, spelled and meant the ReactiveSwift 7 way.
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
    case .take(let count): return stream.both({ $0.take(first: count) }, { $0.take(first: count) })
    case .skip(let count): return stream.both({ $0.skip(first: count) }, { $0.skip(first: count) })
    case .takeLast(let count): return stream.both({ $0.take(last: count) }, { $0.take(last: count) })
    case .distinct: return stream.both({ $0.skipRepeats() }, { $0.skipRepeats() })
    case .startWith(let value): return .producer(stream.producer.prefix(value: value))
    case .throttle(let interval):
      return stream.both({ $0.throttle(interval, on: scheduler) }, { $0.throttle(interval, on: scheduler) })
    case .debounce(let interval):
      return stream.both({ $0.debounce(interval, on: scheduler) }, { $0.debounce(interval, on: scheduler) })
    case .delay(let interval):
      return stream.both({ $0.delay(interval, on: scheduler) }, { $0.delay(interval, on: scheduler) })
    case .timeout(let interval):
      let error = ScriptError(message: "timed out")
      return stream.both(
        { $0.timeout(after: interval, raising: error, on: scheduler) },
        { $0.timeout(after: interval, raising: error, on: scheduler) })
    case .retry(let count): return .producer(stream.producer.retry(upTo: count))
    case .repeat(let count): return .producer(stream.producer.repeat(count))
    case .materialize:
      return stream.both(
        { $0.materialize().map(Self.describe).promoteError(ScriptError.self) },
        { $0.materialize().map(Self.describe).promoteError(ScriptError.self) })
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
      return .producer(stream.producer.combineLatest(with: SignalProducer(value: value)).map { "\($0)+\($1)" })
    case .catch(let value):
      return stream.both(
        { $0.flatMapError { _ in SignalProducer(value: value) } },
        { $0.flatMapError { _ in SignalProducer(value: value) } })
    case .then(let value): return .producer(stream.producer.then(SignalProducer(value: value)))
    case .combineLatestList(let names):
      return list(stream, names, others, { Signal.combineLatest($0) }, { SignalProducer.combineLatest($0) })
    case .zipList(let names):
      return list(stream, names, others, { Signal.zip($0) }, { SignalProducer.zip($0) })
    case .sample(let name):
      let sampler = others[name]!.signal.map { _ in () }
      return stream.both({ $0.sample(on: sampler) }, { $0.sample(on: SignalProducer(sampler)) })
    case .bufferWithTime(let interval):
      let every = DispatchTimeInterval.nanoseconds(nanoseconds(interval))
      return stream.both(
        { $0.collect(every: every, on: scheduler).map(ScriptValues.batch) },
        { $0.collect(every: every, on: scheduler).map(ScriptValues.batch) })
    case .subscribeOn: return .producer(stream.producer.start(on: scheduler))
    case .sideEffects:
      let recorder = driver.recorder
      func record(_ callback: String) { recorder.record("do", .callback, callback) }
      return stream.both(
        {
          $0.on(
            event: { record("event \(Self.describe($0))") }, failed: { record("error \($0.message)") },
            completed: { record("completed") }, interrupted: { record("interrupted") },
            terminated: { record("terminated") }, disposed: { record("disposed") }, value: { record("next \($0)") })
        },
        {
          $0.on(
            started: { record("started") }, event: { record("event \(Self.describe($0))") },
            failed: { record("error \($0.message)") }, completed: { record("completed") },
            interrupted: { record("interrupted") }, terminated: { record("terminated") },
            disposed: { record("disposed") }, value: { record("next \($0)") })
        })
    }
  }

  /// A static list operator over `stream` and the named other sources: on
  /// signals when the stream is a signal (the other sources are pipes),
  /// otherwise on producers.
  private static func list(
    _ stream: FaceStream<Self>, _ names: [String], _ others: [String: SwiftOtherSource],
    _ onSignals: ([Signal<String, ScriptError>]) -> Signal<[String], ScriptError>,
    _ onProducers: ([SignalProducer<String, ScriptError>]) -> SignalProducer<[String], ScriptError>
  ) -> FaceStream<Self> {
    let signals = names.map { others[$0]!.signal.promoteError(ScriptError.self) }
    if case .signal(let signal) = stream { return .signal(onSignals([signal] + signals).map(ScriptValues.joined)) }
    return .producer(onProducers([stream.producer] + signals.map { SignalProducer($0) }).map(ScriptValues.joined))
  }

  /// What one value becomes inside `flatMap`.
  private static func innerProducer(
    _ inner: PipeOperator.Inner, _ value: String, _ driver: FaceScriptDriver<Self>
  )
    -> SignalProducer<String, ScriptError>
  {
    switch inner {
    case .after(let interval): return SignalProducer(value: value).delay(interval, on: driver.scheduler)
    case .ended:
      let (ended, input) = Signal<String, ScriptError>.pipe()
      input.sendCompleted()
      return SignalProducer(ended)
    }
  }

  /// An event as a value, in the words every flavor's `materialize` shares.
  static func describe(_ event: Signal<String, ScriptError>.Event) -> String {
    switch event {
    case .value(let value): "next \(value)"
    case .failed(let error): "error \(error.message)"
    case .completed: "completed"
    case .interrupted: "interrupted"
    }
  }
}
