import Dispatch
import Foundation
import RACClassic
import RACTestSupport
import Testing

/// Out-of-range times (docs/EventContract.md rule 13): a date no clock can
/// reach means never, a past date runs as soon as possible, NaN traps naming
/// itself; on every classic scheduler and time operator. They used to crash
/// the queue schedulers converting the time to Dispatch's integers.
@Suite struct ClassicUnreachableTimeTests {
  /// The wall-clock schedulers, by name (test arguments must be `Sendable`
  /// values that print well).
  static func scheduler(_ name: String) -> RACScheduler {
    switch name {
    case "mainThread": RACScheduler.mainThread
    case "target queue": RACTargetQueueScheduler(targetQueue: .global())
    default: RACScheduler.scheduler()
    }
  }

  /// What `schedule` recorded by the time a block scheduled 0.1 s later on
  /// `scheduler` ran (which it records as "later").
  static func recorded(
    on scheduler: RACScheduler, _ schedule: (_ record: @escaping @Sendable (String) -> Void) -> [RACDisposable?]
  ) -> [String] {
    let ran = Recorder<String>()
    let done = DispatchSemaphore(value: 0)
    let disposables = schedule { ran.record(.value($0)) }
    scheduler.afterDelay(0.1) {
      ran.record(.value("later"))
      done.signal()
    }
    #expect(done.wait(timeout: .now() + 10) == .success)
    let values = ran.values
    for disposable in disposables { disposable?.dispose() }
    return values
  }

  @Test(arguments: ["queue", "mainThread", "target queue"])
  func anUnreachableDateNeverRunsOnAWallClockScheduler(_ name: String) {
    let scheduler = Self.scheduler(name)
    let ran = Self.recorded(on: scheduler) { record in
      [
        scheduler.afterDelay(.infinity) { record("infinite delay") },
        scheduler.afterDelay(1e300) { record("1e300") },
        scheduler.afterDelay(1e18) { record("1e18") },
        scheduler.after(Date.distantFuture) { record("distant future") },
        scheduler.after(Date(timeIntervalSinceReferenceDate: .infinity)) { record("infinite date") },
        scheduler.after(Date().addingTimeInterval(.infinity), repeatingEvery: 1, withLeeway: 0) {
          record("never starts")
        },
        scheduler.after(Date(), repeatingEvery: .infinity, withLeeway: .infinity) { record("infinite repeat") },
        scheduler.after(Date(), repeatingEvery: 1e18, withLeeway: 0) { record("1e18 repeat") },
      ]
    }
    // A repeating block whose next tick is unreachable runs once.
    #expect(ran.sorted() == ["1e18 repeat", "infinite repeat", "later"])
  }

  @Test(arguments: ["queue", "mainThread", "target queue"])
  func aPastDateRunsAsSoonAsPossibleOnAWallClockScheduler(_ name: String) {
    let scheduler = Self.scheduler(name)
    let ran = Self.recorded(on: scheduler) { record in
      [
        scheduler.afterDelay(-1) { record("-1") },
        scheduler.afterDelay(-.infinity) { record("-infinity") },
        scheduler.after(Date.distantPast) { record("distant past") },
        scheduler.after(Date(timeIntervalSince1970: -1e300)) { record("-1e300") },
      ]
    }
    #expect(ran.sorted() == ["-1", "-1e300", "-infinity", "distant past", "later"])
  }

  @Test func anInfiniteDateNeverRunsOnATestSchedulerWhereAFiniteOneRunsWhenTheClockGetsThere() {
    let scheduler = RACTestScheduler()
    var ran: [String] = []
    func stamp(_ label: String) -> () -> Void {
      { ran.append("\(label) at \(scheduler.currentDate.timeIntervalSinceReferenceDate)") }
    }
    scheduler.afterDelay(.infinity, schedule: stamp("infinite delay"))
    scheduler.after(Date(timeIntervalSinceReferenceDate: .infinity), schedule: stamp("infinite date"))
    scheduler.after(
      Date(timeIntervalSinceReferenceDate: .infinity), repeatingEvery: 1, withLeeway: 0, schedule: stamp("never starts")
    )
    let repeating = scheduler.after(
      Date(timeIntervalSinceReferenceDate: 2), repeatingEvery: .infinity, withLeeway: 0,
      schedule: stamp("infinite repeat"))
    scheduler.afterDelay(1e300, schedule: stamp("1e300"))
    scheduler.afterDelay(-.infinity, schedule: stamp("-infinity"))
    scheduler.afterDelay(-1, schedule: stamp("-1"))
    scheduler.stepAll()
    // A past date keeps its place in time order; -infinity runs at the time
    // it was scheduled (a repeating action from there must not spin).
    #expect(ran == ["-1 at 0.0", "-infinity at 0.0", "infinite repeat at 2.0", "1e300 at 1e+300"])
    #expect(scheduler.currentDate.timeIntervalSinceReferenceDate == 1e300)
    repeating?.dispose()
  }

  // MARK: time operators

  @Test func timeOperatorsWithAnInfiniteIntervalNeverFireOnATestScheduler() {
    let scheduler = RACTestScheduler()
    let log = Recorder<String>(since: scheduler)
    let subject = RACSubject<String>()
    let failing = RACSubject<String>()
    let disposables = [
      log.subscribe("delay", to: subject.delay(.infinity, onScheduler: scheduler)),
      log.subscribe("delay error", to: failing.delay(.infinity, onScheduler: scheduler)),
      log.subscribe("timeout", to: subject.timeout(.infinity, onScheduler: scheduler)),
      log.subscribe("throttle", to: subject.throttle(.infinity, onScheduler: scheduler)),
      log.subscribe("interval", to: RACSignal.interval(.infinity, onScheduler: scheduler).map { _ in "tick" }),
      log.subscribe("bufferWithTime", to: subject.bufferWithTime(.infinity, onScheduler: scheduler)),
    ]
    scheduler.after(Date(timeIntervalSinceReferenceDate: 1)) { subject.sendNext("a") }
    scheduler.after(Date(timeIntervalSinceReferenceDate: 2)) { subject.sendNext("b") }
    scheduler.after(Date(timeIntervalSinceReferenceDate: 3)) { failing.sendError(TestError(1)) }
    scheduler.after(Date(timeIntervalSinceReferenceDate: 1e6)) { subject.sendCompleted() }
    scheduler.stepAll()
    #expect(
      log.lines == [
        "t=1.0 timeout next a", "t=2.0 timeout next b", "t=3.0 delay error error TestError(1)",
        "t=1000000.0 timeout completed", "t=1000000.0 throttle next b", "t=1000000.0 throttle completed",
        "t=1000000.0 bufferWithTime next [\"a\", \"b\"]", "t=1000000.0 bufferWithTime completed",
      ])
    for disposable in disposables { disposable.dispose() }
  }

  @Test func anIntervalOfAHugeFiniteTimeTicksOnATestSchedulerWhenTheClockGetsThere() {
    let scheduler = RACTestScheduler()
    var ticks: [Double] = []
    let disposable = RACSignal.interval(1e18, onScheduler: scheduler).subscribeNext {
      ticks.append($0.timeIntervalSinceReferenceDate)
    }
    scheduler.advance(by: 2.5e18)
    disposable.dispose()
    #expect(ticks == [1e18, 2e18])
  }

  @Test func timeOperatorsWithAnUnreachableIntervalNeverFireOnAQueueScheduler() {
    let scheduler = RACScheduler.scheduler()
    let subject = RACSubject<String>()
    let ran = Self.recorded(on: scheduler) { record in
      func subscribe(_ name: String, _ signal: RACSignal<String>) -> RACDisposable? {
        signal.subscribeNext(
          { record("\(name) next \($0)") }, error: { _ in record("\(name) error") },
          completed: { record("\(name) completed") })
      }
      let disposables = [
        subscribe("delay", subject.delay(.infinity, onScheduler: scheduler)),
        subscribe("delay 1e18", subject.delay(1e18, onScheduler: scheduler)),
        subscribe("timeout", subject.timeout(.infinity, onScheduler: scheduler)),
        subscribe("timeout 1e300", subject.timeout(1e300, onScheduler: scheduler)),
        subscribe("throttle", subject.throttle(.infinity, onScheduler: scheduler)),
        subscribe("interval", RACSignal.interval(.infinity, onScheduler: scheduler).map { _ in "tick" }),
        subscribe(
          "interval 1e18", RACSignal.interval(1e18, onScheduler: scheduler, withLeeway: .infinity).map { _ in "tick" }),
        subscribe("bufferWithTime", subject.bufferWithTime(.infinity, onScheduler: scheduler).map { "\($0)" }),
      ]
      subject.sendNext("a")
      return disposables
    }
    #expect(ran == ["timeout next a", "timeout 1e300 next a", "later"])
  }

  // MARK: NaN

  @Test func aNaNDelayTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      RACScheduler.scheduler().afterDelay(.nan) {}
    }
    #expect(ClassicMisuseTests.stderr(result).contains("a delay must be a number (got nan)"))
  }

  @Test func aNaNDateTrapsNamingItOnATestScheduler() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      RACTestScheduler().after(Date(timeIntervalSinceReferenceDate: .nan)) {}
    }
    #expect(ClassicMisuseTests.stderr(result).contains("a scheduled date must be a number (got nan)"))
  }

  @Test func aNaNRepeatingIntervalTrapsNamingItOnTheMainThreadScheduler() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      RACScheduler.mainThread.after(Date(), repeatingEvery: .nan, withLeeway: 0) {}
    }
    #expect(ClassicMisuseTests.stderr(result).contains("a repeating interval must be a number (got nan)"))
  }

  @Test func aNaNOperatorIntervalTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSubject<Int>().delay(.nan, onScheduler: RACTestScheduler())
    }
    #expect(ClassicMisuseTests.stderr(result).contains("delay interval must be a number (got nan)"))
  }

  @Test func aNaNIntervalTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal.interval(.nan, onScheduler: RACScheduler.scheduler())
    }
    #expect(ClassicMisuseTests.stderr(result).contains("timer interval must be a number (got nan)"))
  }
}
