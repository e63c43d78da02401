import Foundation
import RACShared
import RACTestSupport

/// Runs an `OperatorScript` on the engine itself with ReactiveSwift's
/// semantics (`TimeSemantics.reactiveSwift`, the ReactiveSwift-only
/// operators): cold producers on a `VirtualTimeSchedulerCore`, one start
/// recording what it hears with the virtual time. Returns `nil` for the
/// operators it does not cover (the faces' drivers cover those).
enum EngineOperatorDriver {
  typealias Source = Producer<Int, TestError>

  static func run(_ script: OperatorScript) -> [TimedEvent]? {
    let scheduler = VirtualTimeSchedulerCore(startDate: Date(timeIntervalSinceReferenceDate: 0))
    func now() -> Double { scheduler.currentDate.timeIntervalSinceReferenceDate }
    func source(_ model: ModelSource) -> Source {
      Source { input, lifetime in
        for (delay, event) in model.events {
          let action = scheduler.schedule(afterInterval: TimeInterval(delay)) {
            switch event {
            case .value(let value): input(.value(value))
            case .failed(let code): input(.failed(TestError(code)))
            case .completed: input(.completed)
            case .interrupted: input(.interrupted)
            }
          }
          if let action { lifetime.add(action) }
        }
      }
    }
    guard let producer = apply(script.operation, to: source(script.source), source, scheduler) else { return nil }
    var output: [TimedEvent] = []
    let start = producer.start { event in
      switch event {
      case .value(let value): output.append(TimedEvent(now(), .value(value)))
      case .failed(let error): output.append(TimedEvent(now(), .failed(error.code)))
      case .completed: output.append(TimedEvent(now(), .completed))
      case .interrupted: output.append(TimedEvent(now(), .interrupted))
      }
    }
    if let disposeAt = script.disposeAt {
      _ = scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: disposeAt)) { start.dispose() }
    }
    scheduler.advance(by: script.horizon)
    let ended = output.last?.event.isTerminal ?? false
    start.dispose()
    // Under ReactiveSwift's semantics a time operator schedules that
    // interruption on the clock; the run is over, so it never runs, and its
    // closure (holding the operator, whose sink reads this scheduler's clock)
    // would keep the scheduler alive in a cycle.
    scheduler.discardPending()
    // Disposing at the end is the driver's, not the script's: it is not heard.
    if !ended, output.last?.event == .interrupted { output.removeLast() }
    return output
  }

  static func apply(
    _ operation: ModelOperator, to producer: Source, _ source: (ModelSource) -> Source,
    _ scheduler: VirtualTimeSchedulerCore
  ) -> Source? {
    let semantics = TimeSemantics.reactiveSwift()
    func digits(_ batch: [Int]) -> Int { batch.reduce(0) { $0 * 10 + $1 } }
    switch operation {
    case .delay(let interval):
      return producer.lift(cancelling: EventTransforms.delay(interval, on: .fixed(scheduler), semantics: semantics))
    case .debounce(let interval):
      return producer.lift(cancelling: EventTransforms.debounce(interval, on: .fixed(scheduler), semantics: semantics))
    case .debounceKeepingLast(let interval):
      return producer.lift(
        cancelling: EventTransforms.debounce(
          interval, on: .fixed(scheduler), semantics: .reactiveSwift(discardWhenCompleted: false)))
    case .throttle(let interval):
      return producer.lift(cancelling: EventTransforms.throttle(interval, on: scheduler, semantics: semantics))
    case .collectEvery(let interval, let skipEmpty, let discard):
      return producer.lift(
        cancelling: EventTransforms.collect(
          every: interval, on: scheduler, skipEmpty: skipEmpty, discardWhenCompleted: discard, semantics: semantics)
      ).lift(EventTransforms.map(digits))
    case .withLatest(let samplee):
      return producer.withLatest(from: source(samplee)).lift(EventTransforms.map { $0 * 1000 + $1 })
    case .scanMap(let start):
      return producer.lift(
        EventTransforms.scanMap(into: start) { (state: inout Int, value: Int) -> Int in
          state += value
          return state * 100 + value
        })
    case .lazyMap:
      return producer.lift(cancelling: EventTransforms.lazyMap(on: scheduler) { $0 * 10 })
    case .throttleWhile(let toggles):
      // A property that starts `false`, then follows the toggles.
      let property = Producer<Bool, TestError>.flattening(
        [Producer(values: [false]), source(toggles).lift(EventTransforms.map { $0 % 2 == 1 })], .concat)
      return producer.throttle(while: property, on: scheduler)
    case .flatten(.throttle, let inners):
      let innerProducers = inners.map(source)
      return producer.lift(cancelling: EventTransforms.flatten(.throttle) { innerProducers[$0 % innerProducers.count] })
    default:
      return nil
    }
  }
}
