import Foundation
import RACShared
import Testing

/// Rule 12: a virtual clock; same-instant actions run in scheduling order.
@Suite("VirtualTimeSchedulerCore (rule 12)")
struct VirtualTimeSchedulerCoreTests {
  let start = Date(timeIntervalSinceReferenceDate: 100)

  func makeScheduler() -> VirtualTimeSchedulerCore { VirtualTimeSchedulerCore(startDate: start) }

  /// Seconds since `start` on `scheduler`'s clock.
  func elapsed(_ scheduler: VirtualTimeSchedulerCore) -> TimeInterval {
    scheduler.currentDate.timeIntervalSince(start)
  }

  @Test(arguments: [false, true])
  func aCancelledActionLetsGoOfItsClosureAtOnce(repeating: Bool) {
    final class Captured {}
    let scheduler = VirtualTimeSchedulerCore(startDate: Date(timeIntervalSinceReferenceDate: 0))
    weak var weakCaptured: Captured?
    let cancel: (any DisposableCore)?
    do {
      let captured = Captured()
      weakCaptured = captured
      let action = { withExtendedLifetime((captured, scheduler)) {} }
      cancel =
        repeating
        ? scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 10), repeatingEvery: 1, leeway: 0, action)
        : scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 10), action)
    }
    #expect(weakCaptured != nil)
    cancel?.dispose()
    #expect(weakCaptured == nil)
    #expect(scheduler.pendingCount == 1)
    scheduler.advance(by: 20)
    #expect(scheduler.pendingCount == 0)
  }

  @Test func anActionThatRanLetsGoOfItsClosureWhileItsDisposableIsKept() {
    final class Captured {}
    let scheduler = makeScheduler()
    weak var weakCaptured: Captured?
    var runs = 0
    let kept: (any DisposableCore)?
    do {
      let captured = Captured()
      weakCaptured = captured
      kept = scheduler.schedule(afterInterval: 1) { withExtendedLifetime(captured) { runs += 1 } }
    }
    #expect(weakCaptured != nil)
    scheduler.advance(by: 1)
    #expect(runs == 1)
    // A debounce keeps its last timer's disposable: the spent closure must
    // not keep what it captured (the operator itself) alive.
    #expect(weakCaptured == nil)
    #expect(kept?.isDisposed == false)
  }

  @Test func discardingPendingActionsCancelsThemAndLetsGoOfTheirClosures() {
    final class Captured {}
    let scheduler = makeScheduler()
    weak var weakCaptured: Captured?
    var ran: [String] = []
    let repeating: (any DisposableCore)?
    do {
      let captured = Captured()
      weakCaptured = captured
      repeating = scheduler.schedule(after: start, repeatingEvery: 1, leeway: 0) {
        withExtendedLifetime((captured, scheduler)) { ran.append("tick") }
      }
      scheduler.schedule(afterInterval: 5) { withExtendedLifetime(captured) { ran.append("later") } }
    }
    scheduler.advance(by: 1.5)
    #expect(ran == ["tick", "tick"])
    scheduler.discardPending()
    #expect(weakCaptured == nil)
    #expect(scheduler.pendingCount == 0)
    #expect(repeating?.isDisposed == true)
    scheduler.advance(by: 10)
    #expect(ran == ["tick", "tick"])
    #expect(elapsed(scheduler) == 11.5)
  }

  @Test func rule12_nothingRunsUntilTheClockMoves() {
    let scheduler = makeScheduler()
    var ran = false
    scheduler.schedule { ran = true }
    #expect(!ran)
    #expect(scheduler.pendingCount == 1)
    scheduler.advance(by: 0)
    #expect(ran)
  }

  @Test func rule12_actionsRunInTimeOrderAndTheClockReadsEachActionsDate() {
    let scheduler = makeScheduler()
    var ran: [String] = []
    for (label, delay) in [("c", 3.0), ("a", 1.0), ("b", 2.0)] {
      scheduler.schedule(afterInterval: delay) { ran.append("\(label)@\(self.elapsed(scheduler))") }
    }
    scheduler.advance(by: 5)
    #expect(ran == ["a@1.0", "b@2.0", "c@3.0"])
  }

  @Test func rule12_actionsDueAtTheSameInstantRunInSchedulingOrder() {
    let scheduler = makeScheduler()
    var ran: [Int] = []
    for index in 0..<10 {
      if index.isMultiple(of: 2) {
        scheduler.schedule(afterInterval: 1) { ran.append(index) }
      } else {
        scheduler.schedule(after: start.addingTimeInterval(1)) { ran.append(index) }
      }
    }
    for index in 10..<13 { scheduler.schedule { ran.append(index) } }
    scheduler.advance(by: 1)
    #expect(ran == [10, 11, 12] + Array(0..<10))
  }

  @Test func rule12_anActionScheduledForNowByAnActionRunsAfterThoseAlreadyDue() {
    let scheduler = makeScheduler()
    var ran: [String] = []
    scheduler.schedule(afterInterval: 1) {
      ran.append("first")
      scheduler.schedule { ran.append("scheduled by first") }
    }
    scheduler.schedule(afterInterval: 1) { ran.append("second") }
    scheduler.advance(by: 1)
    #expect(ran == ["first", "second", "scheduled by first"])
  }

  @Test func rule12_advanceByRunsOnlyWhatIsDueAndLeavesTheClockAtTheTarget() {
    let scheduler = makeScheduler()
    var ran: [Double] = []
    for delay in [1.0, 2.0, 2.5, 4.0] {
      scheduler.schedule(afterInterval: delay) { ran.append(delay) }
    }
    scheduler.advance(by: 2.5)
    #expect(ran == [1.0, 2.0, 2.5])
    #expect(elapsed(scheduler) == 2.5)
    #expect(scheduler.pendingCount == 1)
    scheduler.advance(by: 10)
    #expect(ran == [1.0, 2.0, 2.5, 4.0])
    #expect(elapsed(scheduler) == 12.5)
  }

  @Test func rule12_advanceToAnEarlierDateNeverMovesTheClockBack() {
    let scheduler = makeScheduler()
    scheduler.advance(by: 5)
    scheduler.advance(to: start.addingTimeInterval(2))
    #expect(elapsed(scheduler) == 5)
  }

  @Test func rule12_stepRunsExactlyTheNextActionWhateverItsDate() {
    let scheduler = makeScheduler()
    var ran: [Int] = []
    scheduler.schedule(afterInterval: 10) { ran.append(10) }
    scheduler.schedule(afterInterval: 20) { ran.append(20) }
    #expect(scheduler.step())
    #expect(ran == [10])
    #expect(elapsed(scheduler) == 10)
    #expect(scheduler.step())
    #expect(ran == [10, 20])
    #expect(elapsed(scheduler) == 20)
    #expect(!scheduler.step())
    #expect(elapsed(scheduler) == 20)
  }

  @Test func stepOfTicksRunsThatManyActionsAndStopsWhenNoneIsLeft() {
    let scheduler = makeScheduler()
    var ran: [Int] = []
    for delay in [10, 20, 30] { scheduler.schedule(afterInterval: TimeInterval(delay)) { ran.append(delay) } }
    scheduler.step(2)
    #expect(ran == [10, 20])
    #expect(elapsed(scheduler) == 20)
    scheduler.step(0)
    #expect(ran == [10, 20])
    scheduler.step(.max)
    #expect(ran == [10, 20, 30])
    #expect(elapsed(scheduler) == 30)
  }

  @Test func rule12_runRunsEverythingAndLeavesTheClockAtTheLastAction() {
    let scheduler = makeScheduler()
    var ran: [Int] = []
    scheduler.schedule(afterInterval: 3) {
      ran.append(3)
      scheduler.schedule(afterInterval: 4) { ran.append(7) }
    }
    scheduler.schedule(afterInterval: 1) { ran.append(1) }
    scheduler.run()
    #expect(ran == [1, 3, 7])
    #expect(elapsed(scheduler) == 7)
    #expect(scheduler.pendingCount == 0)
  }

  @Test func rule12_aRepeatingActionRunsEveryIntervalUntilCancelled() {
    let scheduler = makeScheduler()
    var ran: [Double] = []
    let repeating = scheduler.schedule(after: start.addingTimeInterval(1), repeatingEvery: 2, leeway: 0) {
      ran.append(self.elapsed(scheduler))
    }
    scheduler.advance(by: 6)
    #expect(ran == [1, 3, 5])
    repeating?.dispose()
    scheduler.advance(by: 10)
    #expect(ran == [1, 3, 5])
    #expect(scheduler.pendingCount == 0)
  }

  /// A repeating action's closure is read once per tick: each read used to
  /// wrap it in two more thunks, so ticks got slower and ~60 000 of them
  /// overflowed the stack. Now a tick costs the same at any count.
  @Test func aRepeatingActionRunsTwoHundredThousandTicksAtExactTimes() {
    let scheduler = makeScheduler()
    var runs = 0
    var mistimed: [Double] = []
    let repeating = scheduler.schedule(after: start.addingTimeInterval(0.5), repeatingEvery: 0.5, leeway: 0) {
      runs += 1
      let now = self.elapsed(scheduler)
      if now != Double(runs) * 0.5 { mistimed.append(now) }
    }
    scheduler.advance(by: 100_000)
    #expect(runs == 200_000)
    #expect(mistimed.isEmpty)
    #expect(elapsed(scheduler) == 100_000)
    // One entry on the clock, whatever the tick count.
    #expect(scheduler.pendingCount == 1)
    repeating?.dispose()
    scheduler.advance(by: 1)
    #expect(runs == 200_000)
    #expect(scheduler.pendingCount == 0)
  }

  @Test func anInfiniteDateIsNeverRunAndLetGoOfAtOnce() {
    final class Captured {}
    let scheduler = makeScheduler()
    weak var weakCaptured: Captured?
    var ran = false
    let never: (any DisposableCore)?
    do {
      let captured = Captured()
      weakCaptured = captured
      never = scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: .infinity)) {
        withExtendedLifetime(captured) { ran = true }
      }
    }
    #expect(weakCaptured == nil)
    #expect(scheduler.pendingCount == 0)
    #expect(never?.isDisposed == false)
    scheduler.run()
    #expect(!ran)
    #expect(elapsed(scheduler) == 0)
  }

  @Test func aRepeatingActionFromMinusInfinityStartsNowAndEndsWhenItsNextTickIsInfinite() {
    let scheduler = makeScheduler()
    var ran: [Double] = []
    let repeating = scheduler.schedule(
      after: Date(timeIntervalSinceReferenceDate: -.infinity), repeatingEvery: 1, leeway: 0
    ) {
      ran.append(self.elapsed(scheduler))
    }
    scheduler.schedule(after: start.addingTimeInterval(1), repeatingEvery: .infinity, leeway: 0) {
      ran.append(-self.elapsed(scheduler))
    }
    scheduler.advance(by: 2.5)
    #expect(ran == [0, -1, 1, 2])
    // The first still repeats; the second, whose next tick was infinite, is gone.
    #expect(scheduler.pendingCount == 1)
    repeating?.dispose()
  }

  @Test func rule12_aRepeatingActionCancellingItselfStops() {
    let scheduler = makeScheduler()
    var runs = 0
    var repeating: (any DisposableCore)?
    repeating = scheduler.schedule(after: start, repeatingEvery: 1, leeway: 0) {
      runs += 1
      if runs == 3 { repeating?.dispose() }
    }
    scheduler.advance(by: 10)
    #expect(runs == 3)
  }

  @Test func rule12_cancelledActionsDoNotRun() {
    let scheduler = makeScheduler()
    var ran: [String] = []
    let cancelled = scheduler.schedule(afterInterval: 1) { ran.append("cancelled") }
    scheduler.schedule(afterInterval: 2) { ran.append("kept") }
    let cancelledNow = scheduler.schedule { ran.append("cancelled too") }
    cancelled?.dispose()
    cancelledNow?.dispose()
    scheduler.run()
    #expect(ran == ["kept"])
  }

  @Test func rule12_theSchedulerIsCurrentWhileItsActionRunsAndOnlyThen() {
    let scheduler = makeScheduler()
    #expect(CurrentScheduler.core == nil)
    var seen: [Bool] = []
    scheduler.schedule {
      seen.append(CurrentScheduler.core === scheduler)
      let nested = VirtualTimeSchedulerCore(startDate: self.start)
      nested.schedule { seen.append(CurrentScheduler.core === nested) }
      nested.step()
      seen.append(CurrentScheduler.core === scheduler)
    }
    scheduler.step()
    #expect(seen == [true, true, true])
    #expect(CurrentScheduler.core == nil)
  }

  @Test func rule13_aNonPositiveRepeatIntervalTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let scheduler = VirtualTimeSchedulerCore(startDate: Date(timeIntervalSinceReferenceDate: 0))
      scheduler.schedule(after: scheduler.currentDate, repeatingEvery: 0, leeway: 0) {}
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("a repeating interval must be positive (got 0.0)"))
  }
}
