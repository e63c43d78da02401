import Foundation
import RACClassic
import RACModern
import Testing

/// `RACTestScheduler` and `TestScheduler` are one virtual clock (docs/EventContract.md rule 12).
@Suite struct SchedulerParityTests {
  /// Schedules the same actions on a scheduler through `schedule(at:_:)` and
  /// returns the order and virtual times in which they ran.
  private static func order(
    schedule: (Double, @escaping () -> Void) -> Void,
    now: @escaping () -> Double,
    run: () -> Void
  ) -> [String] {
    var ran: [String] = []
    for (time, name) in [(2.0, "c"), (1.0, "a"), (1.0, "b"), (0.0, "first"), (2.0, "d"), (1.0, "b2")] {
      schedule(time) { ran.append("\(name)@\(now())") }
    }
    run()
    return ran
  }

  @Test func bothTestSchedulersRunInTimeOrderWithStableTies() {
    let classic = RACTestScheduler()
    let classicStart = classic.currentDate
    let classicOrder = Self.order(
      schedule: { time, action in classic.after(classicStart.addingTimeInterval(time), schedule: action) },
      now: { classic.currentDate.timeIntervalSince(classicStart) },
      run: { classic.stepAll() })
    let modern = TestScheduler()
    let modernStart = modern.currentDate
    let modernOrder = Self.order(
      schedule: { time, action in modern.scheduleAfter(modernStart.addingTimeInterval(time), action: action) },
      now: { modern.currentDate.timeIntervalSince(modernStart) },
      run: { modern.run() })
    let expected = ["first@0.0", "a@1.0", "b@1.0", "b2@1.0", "c@2.0", "d@2.0"]
    #expect(classicOrder == expected)
    #expect(modernOrder == expected)
  }

  @Test func advanceByRunsOnlyWhatIsDueAndMovesTheClock() {
    let classic = RACTestScheduler()
    let modern = TestScheduler()
    var classicRan: [Int] = []
    var modernRan: [Int] = []
    for delay in [1, 2, 3] {
      classic.afterDelay(TimeInterval(delay)) { classicRan.append(delay) }
      modern.scheduleAfter(TimeInterval(delay)) { modernRan.append(delay) }
    }
    classic.advance(by: 2)
    modern.advanceByInterval(2)
    #expect(classicRan == [1, 2])
    #expect(modernRan == [1, 2])
    #expect(classic.currentDate.timeIntervalSinceReferenceDate == 2)
    #expect(modern.currentDate.timeIntervalSinceReferenceDate == 2)
  }
}
