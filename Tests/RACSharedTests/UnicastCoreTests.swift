import RACShared
import RACTestSupport
import Testing

/// The single-observer signal of a producer start, on one thread: the
/// grammar, re-entrant sends, disposal and what waits for the end
/// (docs/EventContract.md rules 1, 3, 5 and "Interruption").
@Suite("UnicastCore")
struct UnicastCoreTests {
  typealias Core = UnicastCore<Int, TestFailure>

  @Test func rule1_nothingIsDeliveredAfterTheTerminalEvent() {
    let log = Recorder<Int>()
    let core = Core(log.sink)
    core.send(.value(1))
    core.send(.completed)
    core.send(.value(2))
    core.send(.failed(TestFailure(1)))
    #expect(log.events == [.value(1), .completed])
    #expect(core.hasTerminated)
  }

  @Test func rule3_aSendFromTheCallbackIsQueuedAfterTheCurrentEvent() {
    let trace = Recorder<String>()
    var core: Core!
    core = Core { event in
      trace.note("enter \(TimelineEvent(event))")
      if case .value(1) = event {
        core.send(.value(2))
        core.send(.completed)
        core.send(.value(3))
      }
      trace.note("leave \(TimelineEvent(event))")
    }
    core.send(.value(1))
    #expect(
      trace.values == [
        "enter value(1)", "leave value(1)", "enter value(2)", "leave value(2)", "enter completed", "leave completed",
      ])
  }

  @Test func disposingFromTheCallbackDropsQueuedEventsAndInterruptsRightAfterIt() {
    let trace = Recorder<String>()
    var core: Core!
    core = Core { event in
      trace.note("\(TimelineEvent(event))")
      if case .value(1) = event {
        core.send(.value(2))
        core.dispose()
        trace.note("dispose returned")
      }
    }
    core.send(.value(1))
    core.send(.value(3))
    #expect(trace.values == ["value(1)", "dispose returned", "interrupted"])
    #expect(core.isDisposed)
  }

  @Test func disposingWhenIdleInterruptsBeforeReturningAndOnlyOnce() {
    let log = Recorder<Int>()
    let core = Core(log.sink)
    core.send(.value(1))
    core.dispose()
    core.dispose()
    #expect(log.events == [.value(1), .interrupted])
  }

  @Test func terminationDisposablesGoRightAfterTheTerminalEventOrAtOnceIfLate() {
    let trace = Recorder<String>()
    let core = Core { event in trace.note("\(TimelineEvent(event))") }
    core.addTerminationDisposable(ActionDisposableCore { trace.note("first disposed") })
    core.addTerminationDisposable(ActionDisposableCore { trace.note("second disposed") })
    core.send(.completed)
    core.addTerminationDisposable(ActionDisposableCore { trace.note("late disposed") })
    #expect(trace.values == ["completed", "first disposed", "second disposed", "late disposed"])
  }

  @Test func theObserverIsReleasedOnceItHeardTheEnd() {
    final class Token {}
    weak var weakToken: Token?
    let core: Core
    do {
      let token = Token()
      weakToken = token
      core = Core { _ in withExtendedLifetime(token) {} }
    }
    #expect(weakToken != nil)
    core.send(.completed)
    #expect(weakToken == nil)
  }
}
