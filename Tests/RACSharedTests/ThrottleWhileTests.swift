import RACShared
import RACTestSupport
import Testing

/// ReactiveSwift's `throttle(while:on:)`: values held back while a Boolean
/// property is `true`, the newest sent when it turns `false`.
@Suite struct ThrottleWhileTests {
  typealias Source = Producer<Int, TestFailure>

  /// A pipe for the values, a property for the switch, and a start of the
  /// throttled values on an immediate scheduler.
  final class Rig {
    let values = SignalCore<Int, TestFailure>()
    let shouldThrottle: PropertyCore<Bool>
    let log = Recorder<Int>()
    let start: any DisposableCore

    init(throttled: Bool = false, scheduler: any SchedulerCore = ImmediateSchedulerCore()) {
      let shouldThrottle = PropertyCore(throttled)
      self.shouldThrottle = shouldThrottle
      start = values.observation.throttle(while: shouldThrottle.producer, on: scheduler)
        .start(log.sink)
    }
  }

  @Test func valuesPassWhileNotThrottled() {
    let rig = Rig()
    for value in [1, 2, 3] { rig.values.send(.value(value)) }
    #expect(rig.log.events == [.value(1), .value(2), .value(3)])
  }

  @Test func theNewestValueHeldBackGoesOutWhenResumed() {
    let rig = Rig()
    rig.shouldThrottle.set(true)
    rig.values.send(.value(1))
    rig.values.send(.value(2))
    #expect(rig.log.events == [])
    rig.shouldThrottle.set(false)
    rig.values.send(.value(3))
    #expect(rig.log.events == [.value(2), .value(3)])
  }

  @Test func resumingWithNothingHeldBackSendsNothing() {
    let rig = Rig(throttled: true)
    rig.shouldThrottle.set(false)
    rig.shouldThrottle.set(true)
    rig.shouldThrottle.set(false)
    #expect(rig.log.events == [])
  }

  @Test func aRepeatedTrueDoesNotDropTheValueHeldBack() {
    let rig = Rig()
    rig.shouldThrottle.set(true)
    rig.values.send(.value(1))
    rig.shouldThrottle.set(true)
    rig.shouldThrottle.set(false)
    #expect(rig.log.events == [.value(1)])
  }

  @Test func thePropertyEndingWhileThrottledKeepsItThrottled() {
    var rig: Rig? = Rig()
    let values = rig!.values
    rig!.shouldThrottle.set(true)
    values.send(.value(1))
    rig!.shouldThrottle.complete()
    values.send(.value(2))
    values.send(.completed)
    #expect(rig!.log.events == [.completed])
    rig = nil
  }

  @Test func terminalEventsPassEvenWhileThrottledAndDropTheValueHeldBack() {
    let rig = Rig(throttled: true)
    rig.values.send(.value(1))
    rig.values.send(.failed(TestFailure(2)))
    rig.shouldThrottle.set(false)
    #expect(rig.log.events == [.failed(TestFailure(2))])
  }

  @Test func theSwitchStartsFirst() {
    let order = Recorder<String>()
    let values = Source { _, _ in order.note("values") }
    let shouldThrottle = Producer<Bool, Never> { _, _ in order.note("switch") }
    let start = values.throttle(while: shouldThrottle, on: ImmediateSchedulerCore()).start { _ in }
    #expect(order.values == ["switch", "values"])
    // Two sources that never end (RAC 4.2.2's rule): the start lives until
    // disposed (docs/Reliability.md, the RAC-faithful cycles).
    start.dispose()
  }

  @Test func onAWaitingSchedulerEachSendReplacesTheOneNotYetRun() {
    let clock = EngineClock()
    let rig = Rig(scheduler: clock.scheduler)
    rig.values.send(.value(1))
    rig.values.send(.value(2))
    clock.advance(to: 1)
    rig.values.send(.value(3))
    rig.values.send(.completed)
    clock.advance(to: 2)
    // ReactiveSwift keeps one scheduled send: a newer one cancels it.
    #expect(rig.log.events == [.value(2), .completed])
  }

  @Test func disposingTheStartInterruptsAtOnce() {
    let rig = Rig()
    rig.values.send(.value(1))
    rig.start.dispose()
    rig.values.send(.value(2))
    #expect(rig.log.events == [.value(1), .interrupted])
  }

  @Test func theMachineHoldsBackOnlyWhileThrottled() {
    var state = ThrottleWhileState<Int>()
    #expect(state.receive(SignalEvent<Int, TestFailure>.value(1))?.value == 1)
    #expect(state.throttle(true) == nil)
    #expect(state.receive(SignalEvent<Int, TestFailure>.value(2)) == nil)
    #expect(state.receive(SignalEvent<Int, TestFailure>.value(3)) == nil)
    #expect(state.throttle(false) == 3)
    #expect(state.throttle(false) == nil)
    #expect(state.receive(SignalEvent<Int, TestFailure>.completed)?.isTerminal == true)
    #expect(state.throttle(true) == nil)
    #expect(state.throttle(false) == nil)
    #expect(state.receive(SignalEvent<Int, TestFailure>.value(4)) == nil)
  }
}
