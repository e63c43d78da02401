import Dispatch
import Foundation
import RACShared
import RACSwift
import RACTestSupport
import Testing

/// `TestScheduler` and `DateScheduler` with every `DispatchTimeInterval`
/// form, on exact virtual timelines; `ImmediateScheduler`, `QueueScheduler`
/// and `UIScheduler`.
@Suite struct SwiftTestSchedulerTests {
  /// Waits, in real time and for at most a minute, until `scheduler` holds
  /// `count` scheduled actions, suspending meanwhile so that tasks started
  /// just before run: a task about to `sleep` or iterate a `timer` has then
  /// scheduled its wake-up, and an `await advance` cannot pass its time
  /// first. (ReactiveSwift's async `advance`, like this one, only yields a
  /// few times before each action, which a loaded machine can outrun; the
  /// sleeper would then wait for a time already past, and the test for
  /// ever.) Records an issue and returns `false` when the minute passes.
  @MainActor
  static func scheduled(_ count: Int, on scheduler: TestScheduler) async -> Bool {
    let deadline = Date(timeIntervalSinceNow: 60)
    while scheduler.clock.pendingCount < count {
      guard Date() < deadline else {
        Issue.record("\(scheduler.clock.pendingCount) actions scheduled after a minute; expected \(count)")
        return false
      }
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return true
  }

  @Test(arguments: [
    (DispatchTimeInterval.seconds(2), 2.0),
    (.milliseconds(1_500), 1.5),
    (.microseconds(250_000), 0.25),
    (.nanoseconds(500_000_000), 0.5),
  ])
  func everyDispatchTimeIntervalFormDelaysByItsSeconds(delay: DispatchTimeInterval, seconds: Double) {
    let scheduler = TestScheduler()
    var ranAt: [TimeInterval] = []
    scheduler.schedule(after: delay) { ranAt.append(scheduler.currentDate.timeIntervalSinceReferenceDate) }
    scheduler.advance(by: seconds - 0.001)
    #expect(ranAt == [])
    scheduler.advance(by: .milliseconds(1))
    #expect(ranAt == [seconds])
  }

  @Test func aNeverDelayNeverRuns() {
    let scheduler = TestScheduler()
    var ran = false
    let disposable = scheduler.schedule(after: .never) { ran = true }
    scheduler.run()
    #expect(!ran)
    #expect(disposable?.isDisposed == false)
  }

  @Test func advanceRunsWhatIsDueWithinTheNextNanosecond() {
    let scheduler = TestScheduler()
    var lines: [String] = []
    scheduler.schedule { lines.append("now") }
    scheduler.schedule(after: .nanoseconds(1)) { lines.append("1ns") }
    scheduler.schedule(after: .nanoseconds(2)) { lines.append("2ns") }
    scheduler.advance()
    #expect(lines == ["now", "1ns"])
  }

  @Test func actionsRunInTimeOrderThenInTheOrderTheyWereScheduled() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    scheduler.schedule(after: .seconds(2)) { log.log("b") }
    scheduler.schedule(after: .seconds(1)) { log.log("a1") }
    scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(1)) { log.log("a2") }
    scheduler.advance(to: Date(timeIntervalSinceReferenceDate: 1.5))
    #expect(log.lines == ["t=1.0 a1", "t=1.0 a2"])
    #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 1.5))
    scheduler.run()
    #expect(log.lines == ["t=1.0 a1", "t=1.0 a2", "t=2.0 b"])
    #expect(scheduler.currentDate == .distantFuture)
  }

  @Test func aRepeatingActionRunsAtItsDateThenEveryIntervalUntilDisposed() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let repeating = scheduler.schedule(
      after: scheduler.currentDate.addingTimeInterval(1), interval: .milliseconds(500)
    ) { log.log("tick") }
    scheduler.advance(by: .seconds(2))
    repeating?.dispose()
    scheduler.advance(by: .seconds(2))
    #expect(log.lines == ["t=1.0 tick", "t=1.5 tick", "t=2.0 tick"])
  }

  @Test func theDelayedRepeatingFormCountsFromNow() {
    let scheduler = TestScheduler(startDate: Date(timeIntervalSinceReferenceDate: 100))
    let log = Recorder<String>(since: scheduler)
    let repeating = scheduler.schedule(after: .seconds(1), interval: .seconds(2), leeway: .never) { log.log("tick") }
    scheduler.advance(by: 5.5)
    repeating?.dispose()
    #expect(log.lines == ["t=1.0 tick", "t=3.0 tick", "t=5.0 tick"])
  }

  @Test func aNeverIntervalRunsOnce() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    scheduler.schedule(after: .seconds(1), interval: .never) { log.log("once") }
    scheduler.advance(by: .seconds(10))
    #expect(log.lines == ["t=1.0 once"])
  }

  @Test func rewindMovesTheClockBackWithoutRunningAnything() {
    let scheduler = TestScheduler()
    var ran = 0
    scheduler.schedule(after: .seconds(1)) { ran += 1 }
    scheduler.advance(by: .milliseconds(500))
    scheduler.rewind(by: .milliseconds(300))
    #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 0.2))
    scheduler.advance(by: .milliseconds(799))
    #expect(ran == 0)
    scheduler.advance(by: .milliseconds(1))
    #expect(ran == 1)
  }

  @Test func disposingAScheduledActionBeforeItsTimeCancelsIt() {
    let scheduler = TestScheduler()
    var lines: [String] = []
    let cancelled = scheduler.schedule(after: .seconds(1)) { lines.append("cancelled") }
    scheduler.schedule(after: .seconds(1)) { lines.append("kept") }
    cancelled?.dispose()
    scheduler.run()
    #expect(lines == ["kept"])
  }

  @Test @MainActor func sleepWakesWhenTheAsyncAdvanceReachesItsTime() async throws {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let sleeper = Task {
      try await scheduler.sleep(for: .seconds(2))
      log.log("woke")
    }
    guard await Self.scheduled(1, on: scheduler) else { return sleeper.cancel() }
    await scheduler.advance(by: .seconds(1))
    #expect(log.lines == [])
    await scheduler.advance(by: 1.0)
    try await sleeper.value
    #expect(log.lines == ["t=2.0 woke"])
  }

  @Test @MainActor func sleepUntilADateWakesThenAndACancelledSleepThrows() async {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let sleeper = Task {
      try await scheduler.sleep(until: Date(timeIntervalSinceReferenceDate: 3))
      log.log("woke")
    }
    let cancelled = Task {
      do {
        try await scheduler.sleep(for: .seconds(1))
        log.log("not cancelled")
      } catch {
        log.log("cancelled \(error is CancellationError)")
      }
    }
    guard await Self.scheduled(2, on: scheduler) else {
      sleeper.cancel()
      cancelled.cancel()
      return
    }
    await scheduler.advance()
    cancelled.cancel()
    _ = await cancelled.value
    await scheduler.advance(to: Date(timeIntervalSinceReferenceDate: 3))
    _ = try? await sleeper.value
    #expect(log.lines == ["t=0.0 cancelled true", "t=3.0 woke"])
  }

  /// A foreign date scheduler that writes down each repeating schedule it
  /// is asked for, then runs it on a test scheduler's clock.
  final class LeewayRecording: DateScheduler, @unchecked Sendable {
    let base = TestScheduler()
    var calls: [String] = []
    var leeways: [DispatchTimeInterval] = []
    var currentDate: Date { base.currentDate }
    func schedule(_ action: @escaping () -> Void) -> Disposable? { base.schedule(action) }
    func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
      calls.append("once at \(date.timeIntervalSinceReferenceDate)")
      return base.schedule(after: date, action: action)
    }
    func schedule(
      after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval, action: @escaping () -> Void
    ) -> Disposable? {
      calls.append("repeating at \(date.timeIntervalSinceReferenceDate)")
      leeways.append(leeway)
      return base.schedule(after: date, interval: interval, leeway: leeway, action: action)
    }
  }

  @Test @MainActor func sleepForHandsItsLeewayToTheSchedulerAndWakesOnTime() async throws {
    let scheduler = LeewayRecording()
    let log = Recorder<String>(since: scheduler.base)
    let sleeper = Task {
      try await scheduler.sleep(for: .seconds(2), leeway: .milliseconds(300))
      log.log("woke")
    }
    guard await Self.scheduled(1, on: scheduler.base) else { return sleeper.cancel() }
    await scheduler.base.advance(by: 1.5)
    #expect(log.lines == [])
    await scheduler.base.advance(by: 0.5)
    try await sleeper.value
    // The wake-up's repeating schedule is gone: nothing runs later.
    await scheduler.base.advance(by: 10)
    #expect(log.lines == ["t=2.0 woke"])
    #expect(scheduler.calls == ["repeating at 2.0"])
    #expect(scheduler.leeways == [.milliseconds(300)])
  }

  @Test @MainActor func sleepUntilHandsItsLeewayToTheSchedulerAndWakesAtTheDeadline() async throws {
    let scheduler = LeewayRecording()
    let log = Recorder<String>(since: scheduler.base)
    let sleeper = Task {
      try await scheduler.sleep(until: Date(timeIntervalSinceReferenceDate: 3), leeway: .seconds(1))
      log.log("woke")
    }
    guard await Self.scheduled(1, on: scheduler.base) else { return sleeper.cancel() }
    await scheduler.base.advance(by: 2.999)
    #expect(log.lines == [])
    await scheduler.base.advance(to: Date(timeIntervalSinceReferenceDate: 3))
    try await sleeper.value
    await scheduler.base.advance(by: 10)
    #expect(log.lines == ["t=3.0 woke"])
    #expect(scheduler.calls == ["repeating at 3.0"])
    #expect(scheduler.leeways == [.seconds(1)])
  }

  @Test func aNegativeSleepLeewayTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      try? await TestScheduler().sleep(for: .seconds(1), leeway: .seconds(-1))
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("a sleep leeway must not be negative (got -1.0)"))
  }

  @Test @MainActor func timerYieldsTheSchedulersDateEveryInterval() async {
    let scheduler = TestScheduler()
    let ticks = Task {
      var dates: [TimeInterval] = []
      for await date in scheduler.timer(interval: .milliseconds(500)) {
        dates.append(date.timeIntervalSinceReferenceDate)
        if dates.count == 3 { break }
      }
      return dates
    }
    guard await Self.scheduled(1, on: scheduler) else { return ticks.cancel() }
    await scheduler.advance()
    await scheduler.advance(by: .seconds(2))
    #expect(await ticks.value == [0.5, 1.0, 1.5])
  }

  @Test @MainActor func runAsyncRunsEverythingAndLeavesTheClockAtTheDistantFuture() async {
    let scheduler = TestScheduler()
    var lines: [String] = []
    scheduler.schedule(after: .seconds(5)) { lines.append("five") }
    await scheduler.run()
    #expect(lines == ["five"])
    #expect(scheduler.currentDate == .distantFuture)
  }
}

@Suite struct SwiftSchedulerTests {
  @Test func theImmediateSchedulerRunsTheActionBeforeReturning() {
    var lines: [String] = []
    let disposable = ImmediateScheduler().schedule { lines.append("ran") }
    lines.append("returned")
    #expect(lines == ["ran", "returned"])
    #expect(disposable == nil)
  }

  @Test func aQueueSchedulerRunsActionsInOrderOnItsQueue() async {
    let scheduler = QueueScheduler(qos: .userInitiated, name: "RACSwiftTests.queue")
    #expect(scheduler.queue.label == "RACSwiftTests.queue")
    let lines = await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
      let seen = Recorder<String>()
      for index in 0..<3 {
        scheduler.schedule {
          seen.record(.value("\(index)"))
          if index == 2 { done.resume(returning: seen.values) }
        }
      }
    }
    #expect(lines == ["0", "1", "2"])
  }

  @Test func aQueueSchedulerRunsADelayedActionAfterItsDate() async {
    let scheduler = QueueScheduler()
    let start = scheduler.currentDate
    let elapsed = await withCheckedContinuation { (done: CheckedContinuation<TimeInterval, Never>) in
      scheduler.schedule(after: start.addingTimeInterval(0.05)) {
        done.resume(returning: Date().timeIntervalSince(start))
      }
    }
    #expect(elapsed >= 0.05)
  }

  @Test func aQueueSchedulerRepeatsUntilDisposed() async {
    let scheduler = QueueScheduler()
    let ticks = await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
      let count = Recorder<Int>()
      let repeating = SerialDisposable()
      repeating.inner = scheduler.schedule(after: scheduler.currentDate, interval: .milliseconds(10)) {
        count.record(.value(1))
        if count.values.count == 3 {
          repeating.dispose()
          done.resume(returning: 3)
        }
      }
    }
    #expect(ticks == 3)
  }

  @Test func theUISchedulerRunsAtOnceOnTheMainQueueAndQueuesNestedActions() async {
    let lines = await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
      DispatchQueue.main.async {
        var lines: [String] = []
        let scheduler = UIScheduler()
        let disposable = scheduler.schedule {
          lines.append("first")
          scheduler.schedule {
            lines.append("nested")
            done.resume(returning: lines)
          }
          lines.append("first done")
        }
        lines.append("returned disposable=\(disposable == nil ? "nil" : "some")")
      }
    }
    #expect(lines == ["first", "first done", "returned disposable=nil", "nested"])
  }

  @Test func aForeignDateSchedulerIsUsedThroughItsOwnMethods() {
    let scheduler = SwiftTestSchedulerTests.LeewayRecording()
    let repeating = scheduler.schedule(after: .seconds(1), interval: .seconds(1)) {}
    repeating?.dispose()
    #expect(scheduler.calls == ["repeating at 1.0"])
    #expect(scheduler.leeways == [.seconds(0)])
  }
}
