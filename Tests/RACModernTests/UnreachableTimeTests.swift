import Dispatch
import Foundation
import RACModern
import RACTestSupport
import Testing

/// Out-of-range times (docs/EventContract.md rule 13): a date no clock can
/// reach means never, a past date runs as soon as possible, NaN traps naming
/// itself; on every modern scheduler and time operator. They used to crash
/// the queue schedulers converting the time to Dispatch's integers.
@Suite struct ModernUnreachableTimeTests {
  /// The wall-clock schedulers, by name.
  static func scheduler(_ name: String) -> QueueScheduler {
    name == "main" ? QueueScheduler.mainQueueScheduler : QueueScheduler()
  }

  /// What `schedule` recorded by the time an action scheduled 0.1 s later on
  /// `scheduler` ran (which it records as "later").
  static func recorded(
    on scheduler: QueueScheduler, _ schedule: (_ record: @escaping @Sendable (String) -> Void) -> [Disposable?]
  ) -> [String] {
    let ran = Recorder<String>()
    let done = DispatchSemaphore(value: 0)
    let disposables = schedule { ran.record(.value($0)) }
    scheduler.scheduleAfter(0.1) {
      ran.record(.value("later"))
      done.signal()
    }
    #expect(done.wait(timeout: .now() + 10) == .success)
    let values = ran.values
    for disposable in disposables { disposable?.dispose() }
    return values
  }

  @Test(arguments: ["queue", "main"])
  func anUnreachableDateNeverRunsOnAQueueScheduler(_ name: String) {
    let scheduler = Self.scheduler(name)
    let ran = Self.recorded(on: scheduler) { record in
      [
        scheduler.scheduleAfter(.infinity) { record("infinite delay") },
        scheduler.scheduleAfter(1e300) { record("1e300") },
        scheduler.scheduleAfter(1e18) { record("1e18") },
        scheduler.scheduleAfter(Date.distantFuture) { record("distant future") },
        scheduler.scheduleAfter(Date(timeIntervalSinceReferenceDate: .infinity)) { record("infinite date") },
        scheduler.scheduleAfter(Date().addingTimeInterval(.infinity), repeatingEvery: 1, withLeeway: 0) {
          record("never starts")
        },
        scheduler.scheduleAfter(Date(), repeatingEvery: .infinity, withLeeway: .infinity) { record("infinite repeat") },
        scheduler.scheduleAfter(Date(), repeatingEvery: 1e18, withLeeway: 0) { record("1e18 repeat") },
      ]
    }
    // A repeating action whose next tick is unreachable runs once.
    #expect(ran.sorted() == ["1e18 repeat", "infinite repeat", "later"])
  }

  @Test(arguments: ["queue", "main"])
  func aPastDateRunsAsSoonAsPossibleOnAQueueScheduler(_ name: String) {
    let scheduler = Self.scheduler(name)
    let ran = Self.recorded(on: scheduler) { record in
      [
        scheduler.scheduleAfter(-1) { record("-1") },
        scheduler.scheduleAfter(-.infinity) { record("-infinity") },
        scheduler.scheduleAfter(Date.distantPast) { record("distant past") },
        scheduler.scheduleAfter(Date(timeIntervalSince1970: -1e300)) { record("-1e300") },
      ]
    }
    #expect(ran.sorted() == ["-1", "-1e300", "-infinity", "distant past", "later"])
  }

  @Test func anInfiniteDateNeverRunsOnATestSchedulerWhereAFiniteOneRunsWhenTheClockGetsThere() {
    let scheduler = TestScheduler()
    var ran: [String] = []
    func stamp(_ label: String) -> () -> Void {
      { ran.append("\(label) at \(scheduler.currentDate.timeIntervalSinceReferenceDate)") }
    }
    scheduler.scheduleAfter(.infinity, action: stamp("infinite delay"))
    scheduler.scheduleAfter(Date(timeIntervalSinceReferenceDate: .infinity), action: stamp("infinite date"))
    scheduler.scheduleAfter(
      Date(timeIntervalSinceReferenceDate: .infinity), repeatingEvery: 1, withLeeway: 0, action: stamp("never starts"))
    let repeating = scheduler.scheduleAfter(
      Date(timeIntervalSinceReferenceDate: 2), repeatingEvery: .infinity, withLeeway: 0,
      action: stamp("infinite repeat"))
    scheduler.scheduleAfter(1e300, action: stamp("1e300"))
    scheduler.scheduleAfter(-.infinity, action: stamp("-infinity"))
    scheduler.scheduleAfter(-1, action: stamp("-1"))
    scheduler.advanceByInterval(2e300)
    // A past date keeps its place in time order; -infinity runs at the time
    // it was scheduled (a repeating action from there must not spin).
    #expect(ran == ["-1 at 0.0", "-infinity at 0.0", "infinite repeat at 2.0", "1e300 at 1e+300"])
    repeating?.dispose()
  }

  // MARK: time operators

  @Test func timeOperatorsWithAnInfiniteIntervalNeverFireOnATestScheduler() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let (signal, input) = Signal<String, TestError>.pipe()
    let (failing, failingInput) = Signal<String, TestError>.pipe()
    let source = SignalProducer(signal: signal)
    let disposables = [
      log.start("delay", source.delay(.infinity, onScheduler: scheduler)),
      log.start("delay failure", SignalProducer(signal: failing).delay(.infinity, onScheduler: scheduler)),
      log.start("timeout", source.timeoutWithError(TestError(9), afterInterval: .infinity, onScheduler: scheduler)),
      log.start("debounce", source.debounce(.infinity, onScheduler: scheduler)),
      log.start("throttle", source.throttle(.infinity, onScheduler: scheduler)),
      log.start("timer", timer(.infinity, onScheduler: scheduler)),
      log.start("collect", source.collect(every: .infinity, on: scheduler)),
    ]
    scheduler.scheduleAfter(Date(timeIntervalSinceReferenceDate: 1)) { input.sendNext("a") }
    scheduler.scheduleAfter(Date(timeIntervalSinceReferenceDate: 2)) { input.sendNext("b") }
    scheduler.scheduleAfter(Date(timeIntervalSinceReferenceDate: 3)) { failingInput.sendFailed(TestError(1)) }
    scheduler.scheduleAfter(Date(timeIntervalSinceReferenceDate: 1e6)) { input.sendCompleted() }
    scheduler.advanceByInterval(2e6)
    #expect(
      log.lines == [
        "t=1.0 timeout next a", "t=1.0 throttle next a", "t=2.0 timeout next b",
        "t=3.0 delay failure failed TestError(1)", "t=1000000.0 timeout completed",
        "t=1000000.0 debounce completed", "t=1000000.0 throttle completed", "t=1000000.0 collect completed",
      ])
    for disposable in disposables { disposable.dispose() }
  }

  @Test func aTimerOfAHugeFiniteIntervalTicksOnATestSchedulerWhenTheClockGetsThere() {
    let scheduler = TestScheduler()
    var ticks: [Double] = []
    let disposable = timer(1e18, onScheduler: scheduler).startWithNext {
      ticks.append($0.timeIntervalSinceReferenceDate)
    }
    scheduler.advanceByInterval(2.5e18)
    disposable.dispose()
    #expect(ticks == [1e18, 2e18])
  }

  @Test func timeOperatorsWithAnUnreachableIntervalNeverFireOnAQueueScheduler() {
    let scheduler = QueueScheduler()
    let (signal, input) = Signal<String, TestError>.pipe()
    let source = SignalProducer(signal: signal)
    let ran = Self.recorded(on: scheduler) { record in
      func start<Value>(_ name: String, _ producer: SignalProducer<Value, TestError>) -> Disposable? {
        producer.start { event in
          switch event {
          case .next(let value): record("\(name) next \(value)")
          case .failed: record("\(name) failed")
          case .completed: record("\(name) completed")
          case .interrupted: record("\(name) interrupted")
          }
        }
      }
      let disposables = [
        start("delay", source.delay(.infinity, onScheduler: scheduler)),
        start("delay 1e18", source.delay(1e18, onScheduler: scheduler)),
        start("timeout", source.timeoutWithError(TestError(9), afterInterval: .infinity, onScheduler: scheduler)),
        start("timeout 1e300", source.timeoutWithError(TestError(9), afterInterval: 1e300, onScheduler: scheduler)),
        start("debounce", source.debounce(.infinity, onScheduler: scheduler)),
        start("timer", timer(.infinity, onScheduler: scheduler).promoteErrors(TestError.self)),
        start("timer 1e18", timer(1e18, onScheduler: scheduler, withLeeway: .infinity).promoteErrors(TestError.self)),
        start("collect", source.collect(every: .infinity, on: scheduler)),
        start(
          "retry",
          SignalProducer<Int, TestError>(error: TestError(2)).retry(upTo: 1, interval: .infinity, on: scheduler)),
      ]
      input.sendNext("a")
      return disposables
    }
    #expect(ran == ["timeout next a", "timeout 1e300 next a", "later"])
  }

  // MARK: NaN

  @Test func aNaNDelayTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      QueueScheduler().scheduleAfter(.nan) {}
    }
    #expect(ModernMisuseTests.stderr(result).contains("a scheduled date must be a number (got nan)"))
  }

  @Test func aNaNDateTrapsNamingItOnATestScheduler() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      TestScheduler().scheduleAfter(Date(timeIntervalSinceReferenceDate: .nan)) {}
    }
    #expect(ModernMisuseTests.stderr(result).contains("a scheduled date must be a number (got nan)"))
  }

  @Test func aNaNRepeatingIntervalTrapsNamingItOnTheMainQueueScheduler() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      QueueScheduler.mainQueueScheduler.scheduleAfter(Date(), repeatingEvery: .nan, withLeeway: 0) {}
    }
    #expect(ModernMisuseTests.stderr(result).contains("a repeating interval must be a number (got nan)"))
  }

  @Test func aNaNOperatorIntervalTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SignalProducer<Int, NoError>.never.debounce(.nan, onScheduler: TestScheduler())
    }
    #expect(ModernMisuseTests.stderr(result).contains("debounce interval must be a number (got nan)"))
  }

  @Test func aNaNTimerIntervalTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = timer(.nan, onScheduler: QueueScheduler())
    }
    #expect(ModernMisuseTests.stderr(result).contains("timer interval must be a number (got nan)"))
  }
}
