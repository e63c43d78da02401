import Foundation
import RACModern

/// What a RACModern subscriber of a script subscribes to: a hot `Signal`
/// (kinds `subject` and `publish`, observed) or a `SignalProducer` (the
/// others, started). Operators keep a signal a signal where RAC4 has the
/// operator on `Signal`, as a RAC4 user would write it; the producer-only
/// ones (`startWith`, `retry`, `times`, `combineLatestWith` a producer) lift
/// it into a producer first, as a RAC4 user would have to.
enum ModernStream {
  case signal(Signal<String, ScriptError>)
  case producer(SignalProducer<String, ScriptError>)

  /// The stream as a producer.
  var producer: SignalProducer<String, ScriptError> {
    switch self {
    case .signal(let signal): SignalProducer(signal: signal)
    case .producer(let producer): producer
    }
  }

  /// Observes the signal or starts the producer.
  func subscribe(_ observer: Observer<String, ScriptError>) -> Disposable? {
    switch self {
    case .signal(let signal): signal.observe(observer)
    case .producer(let producer): producer.start(observer)
    }
  }

  /// The operator that both types have, spelled for each.
  func both(
    _ onSignal: (Signal<String, ScriptError>) -> Signal<String, ScriptError>,
    _ onProducer: (SignalProducer<String, ScriptError>) -> SignalProducer<String, ScriptError>
  ) -> ModernStream {
    switch self {
    case .signal(let signal): .signal(onSignal(signal))
    case .producer(let producer): .producer(onProducer(producer))
    }
  }
}

extension ModernScriptDriver {
  /// `stream` seen through `pipeline`, each operator spelled and meant the
  /// RAC4 way.
  func applying(_ pipeline: [PipeOperator], to stream: ModernStream) -> ModernStream {
    pipeline.reduce(stream) { stream, step in apply(step, to: stream) }
  }

  private func apply(_ step: PipeOperator, to stream: ModernStream) -> ModernStream {
    let scheduler = scheduler
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
        { $0.flatMap(flattening) { self.innerProducer(inner, $0) } },
        { $0.flatMap(flattening) { self.innerProducer(inner, $0) } })
    case .combineLatest(let value):
      return .producer(stream.producer.combineLatestWith(SignalProducer(value: value)).map { "\($0)+\($1)" })
    case .catch(let value):
      return stream.both(
        { $0.flatMapError { _ in SignalProducer(value: value) } },
        { $0.flatMapError { _ in SignalProducer(value: value) } })
    case .then(let value):
      return stream.both({ $0.then(SignalProducer(value: value)) }, { $0.then(SignalProducer(value: value)) })
    }
  }

  /// What one value becomes inside `flatMap`.
  private func innerProducer(_ inner: PipeOperator.Inner, _ value: String) -> SignalProducer<String, ScriptError> {
    switch inner {
    case .after(let interval): return SignalProducer(value: value).delay(interval, onScheduler: scheduler)
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
