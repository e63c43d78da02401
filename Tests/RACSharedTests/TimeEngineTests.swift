import Foundation
import RACShared
import Testing

/// The engine pieces behind the time operators, properties and commands.
@Suite struct TimeEngineTests {
  // MARK: ScheduledActions

  @Test func disposingScheduledActionsCancelsTheOnesThatHaveNotRun() {
    let scheduler = VirtualTimeSchedulerCore(startDate: Date(timeIntervalSinceReferenceDate: 0))
    let actions = ScheduledActions()
    var ran: [String] = []
    actions.schedule(on: scheduler, at: Date(timeIntervalSinceReferenceDate: 1)) { ran.append("one") }
    actions.schedule(on: scheduler, at: Date(timeIntervalSinceReferenceDate: 2)) { ran.append("two") }
    scheduler.advance(by: 1)
    actions.dispose()
    actions.schedule(on: scheduler) { ran.append("late") }
    scheduler.run()
    #expect(ran == ["one"])
    #expect(actions.isDisposed)
  }

  @Test func anActionThatRunsInsideScheduleIsNotKept() {
    let actions = ScheduledActions()
    var ran = 0
    actions.schedule(on: ImmediateSchedulerCore()) { ran += 1 }
    actions.schedule(on: ImmediateSchedulerCore()) { ran += 1 }
    #expect(ran == 2)
    actions.dispose()
  }

  // MARK: PendingValue and ThrottleState

  @Test func aPendingValueIsHandedOutOnlyToItsCurrentGeneration() {
    var pending = PendingValue<String>()
    let first = pending.replace(with: "a")
    let second = pending.replace(with: "b")
    #expect(pending.take(generation: first) == nil)
    #expect(pending.take(generation: second) == "b")
    #expect(pending.take(generation: second) == nil)
    _ = pending.replace(with: "c")
    pending.clear()
    #expect(pending.take(generation: nil) == nil)
  }

  @Test func aPendingNilIsStillAValue() {
    var pending = PendingValue<Int?>()
    let generation = pending.replace(with: nil)
    let taken = pending.take(generation: generation)
    #expect(taken != nil)
    #expect(taken! == nil)
  }

  @Test func anEndArrivingWhileATimerSendsWaitsForThatValue() {
    var state = DebounceState<String, Never>()
    let scheduler = VirtualTimeSchedulerCore(startDate: Date(timeIntervalSinceReferenceDate: 0))
    let first = state.pending.replace(with: "a")
    guard case .value("a")? = state.fire(generation: first) else {
      Issue.record("the timer did not get its value to send")
      return
    }
    _ = state.pending.replace(with: "b")
    #expect(state.end(.completed, on: scheduler) == nil, "the end overtook the fired value")
    guard case .end(.completed, let waiting, let now, _)? = state.outputs.next() else {
      Issue.record("no deferred completion")
      return
    }
    #expect(waiting == "b")
    #expect(now === scheduler)
    #expect(state.outputs.next() == nil)
  }

  @Test func aValueThatIsNotDebouncedWaitsForATimerSendingAndDropsTheHeldValue() {
    var state = DebounceState<String, Never>()
    let first = state.pending.replace(with: "a")
    guard case .value("a")? = state.fire(generation: first) else {
      Issue.record("the timer did not get its value to send")
      return
    }
    let second = state.pending.replace(with: "b")
    #expect(state.passThrough("now") == nil, "the value overtook the fired one")
    #expect(state.fire(generation: second) == nil)
    guard case .value("now")? = state.outputs.next() else {
      Issue.record("the value that is not debounced was lost")
      return
    }
    #expect(state.outputs.next() == nil)
    guard case .value("later")? = state.passThrough("later") else {
      Issue.record("a value that is not debounced waited with no timer sending")
      return
    }
  }

  @Test func anEndWithNoTimerSendingIsForwardedWithTheWaitingValue() {
    var state = DebounceState<String, Never>()
    let scheduler = VirtualTimeSchedulerCore(startDate: Date(timeIntervalSinceReferenceDate: 0))
    let first = state.pending.replace(with: "a")
    guard case .value("a")? = state.fire(generation: first) else {
      Issue.record("the timer did not get its value to send")
      return
    }
    #expect(state.outputs.next() == nil)
    _ = state.pending.replace(with: "b")
    guard case .end(.completed, let waiting, _, _)? = state.end(.completed, on: scheduler) else {
      Issue.record("deferred with no timer")
      return
    }
    #expect(waiting == "b")
  }

  @Test func throttleSlotsStartAtOnceThenFollowTheLastSend() {
    var state = ThrottleState<String>()
    let zero = Date(timeIntervalSinceReferenceDate: 0)
    let (firstSlot, firstGeneration) = state.arrived("a", now: zero, interval: 1)
    #expect(firstSlot == zero)
    #expect(state.due(at: firstSlot, generation: firstGeneration) == "a")
    let (secondSlot, _) = state.arrived("b", now: zero.addingTimeInterval(0.3), interval: 1)
    let (thirdSlot, thirdGeneration) = state.arrived("c", now: zero.addingTimeInterval(0.6), interval: 1)
    #expect(secondSlot == zero.addingTimeInterval(1))
    #expect(thirdSlot == zero.addingTimeInterval(1))
    #expect(state.due(at: thirdSlot, generation: thirdGeneration) == "c")
    let (lateSlot, _) = state.arrived("d", now: zero.addingTimeInterval(5), interval: 1)
    #expect(lateSlot == zero.addingTimeInterval(5))
  }

  // MARK: SchedulerChoice

  @Test func withoutACurrentSchedulerOneStartKeepsOneBackgroundScheduler() {
    let resolve = SchedulerChoice.current { nil }.resolver()
    let first = resolve()
    #expect(first === resolve())
    #expect(first is QueueSchedulerCore)
    let virtual = VirtualTimeSchedulerCore(startDate: Date())
    let current = SchedulerChoice.current { virtual }.resolver()
    #expect(current() === virtual)
  }

  // MARK: PropertyCore

  @Test func anOlderStampedChangeNeverOverwritesANewerOne() {
    let property = PropertyCore(0)
    var delivered: [Int] = []
    property.producer.start { if case .value(let value) = $0 { delivered.append(value) } }
    property.set(2, stamp: 5)
    property.set(1, stamp: 3)
    #expect(property.value == 2)
    #expect(delivered == [0, 2])
  }

  @Test func aPropertyWithIsRepeatSendsOnlyChanges() {
    let property = PropertyCore(false, isRepeat: ==)
    var delivered: [Bool] = []
    property.changes.observe { if case .value(let value) = $0 { delivered.append(value) } }
    property.set(false)
    property.set(true)
    property.set(true)
    property.set(false)
    #expect(delivered == [true, false])
  }

  // MARK: CommandCore

  @Test func concurrentExecutesOfANonConcurrentCommandStartOneExecution() async {
    let starts = LockedState.make(0)
    struct Disabled: Error {}
    let command = CommandCore<Int, Int, Disabled>(allowsConcurrentExecution: false) { _ in
      starts.withLock { $0 += 1 }
      return .never
    }
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<8 {
        group.addTask { _ = command.execute(index) { Disabled() } }
      }
    }
    #expect(starts.withLock { $0 } == 1)
    #expect(command.executing.value)
    #expect(!command.enabled.value)
  }
}
