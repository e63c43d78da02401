import RACShared
import Testing

/// ReactiveSwift's `lazyMap(on:transform:)`: one transform per scheduled
/// run, of the newest value.
@Suite struct LazyMapTests {
  typealias Source = Producer<Int, TestFailure>

  @Test func valuesArrivingBeforeTheSchedulerRunsYieldOneTransformOfTheNewest() {
    let clock = EngineClock()
    let calls = clock.trace()
    let source = Source { input, _ in
      input(.value(1))
      input(.value(2))
      input(.value(3))
    }
    let (trace, _) = clock.record(
      source.lift(
        cancelling: EventTransforms.lazyMap(on: clock.scheduler) { (value: Int) -> Int in
          calls.note("transform \(value)")
          return value * 10
        }))
    #expect(trace.stamped == [])
    clock.advance(to: 1)
    #expect(calls.stamped == ["0.0 transform 3"])
    #expect(trace.stamped == ["0.0 value(30)"])
  }

  @Test func aValueAfterTheTransformRanSchedulesAnother() {
    let clock = EngineClock()
    let source: Source = clock.source([(1, .value(1)), (2, .value(2)), (2, .value(3)), (4, .value(4))])
    let (trace, _) = clock.record(source.lift(cancelling: EventTransforms.lazyMap(on: clock.scheduler) { $0 * 10 }))
    clock.advance(to: 5)
    #expect(trace.stamped == ["1.0 value(10)", "2.0 value(30)", "4.0 value(40)"])
  }

  @Test func completionAndFailureGoAfterTheValueWaiting() {
    let clock = EngineClock()
    let completing = Source { input, _ in
      input(.value(1))
      input(.completed)
    }
    let failing = Source { input, _ in
      input(.value(2))
      input(.failed(TestFailure(3)))
    }
    let (completed, _) = clock.record(completing.lift(cancelling: EventTransforms.lazyMap(on: clock.scheduler) { $0 }))
    let (failed, _) = clock.record(failing.lift(cancelling: EventTransforms.lazyMap(on: clock.scheduler) { $0 }))
    #expect(completed.stamped == [])
    clock.advance(to: 1)
    #expect(completed.stamped == ["0.0 value(1)", "0.0 completed"])
    #expect(failed.stamped == ["0.0 value(2)", "0.0 failed(TestFailure(3))"])
  }

  @Test func anInterruptionDropsTheValueWaitingAndGoesThroughTheScheduler() {
    let clock = EngineClock()
    let source = Source { input, _ in
      input(.value(1))
      input(.interrupted)
    }
    var transformed = 0
    let (trace, _) = clock.record(
      source.lift(
        cancelling: EventTransforms.lazyMap(on: clock.scheduler) { (value: Int) -> Int in
          transformed += 1
          return value
        }))
    #expect(trace.stamped == [])
    clock.advance(to: 1)
    #expect(trace.stamped == ["0.0 interrupted"])
    #expect(transformed == 0)
  }

  @Test func disposingTheStartInterruptsOnTheSchedulerAndDropsTheValueWaiting() {
    let clock = EngineClock()
    let trace = clock.trace()
    let source: Source = clock.source([(1, .value(1))], trace: trace)
    let start = source.lift(cancelling: EventTransforms.lazyMap(on: clock.scheduler) { $0 })
      .start(trace.sink(Int.self))
    _ = clock.scheduler.schedule(after: clock.scheduler.currentDate.addingTimeInterval(1)) {
      // The value's transform is scheduled behind this action.
      start.dispose()
      trace.note("disposed")
    }
    clock.advance(to: 5)
    #expect(trace.stamped == ["0.0 source started", "1.0 source disposed", "1.0 disposed", "1.0 interrupted"])
  }
}
