import Foundation
import RACClassic
import Testing

/// Negative intervals are programmer errors: they trap naming the value
/// (docs/EventContract.md rule 13), as RAC2's assertions did.
@Suite struct ClassicTimeMisuseTests {
  @Test func negativeThrottleIntervalTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSubject<Int>().throttle(-1)
    }
    #expect(ClassicMisuseTests.stderr(result).contains("debounce interval must not be negative (got -1.0)"))
  }

  @Test func negativeDelayIntervalTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSubject<Int>().delay(-2, onScheduler: RACTestScheduler())
    }
    #expect(ClassicMisuseTests.stderr(result).contains("delay interval must not be negative (got -2.0)"))
  }

  @Test func negativeTimeoutIntervalTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSubject<Int>().timeout(-3, onScheduler: RACTestScheduler())
    }
    #expect(ClassicMisuseTests.stderr(result).contains("timeout interval must not be negative (got -3.0)"))
  }
}

/// Misuse of the repeating and batching time operators traps naming the value.
@Suite struct ClassicTimerMisuseTests {
  @Test func aZeroIntervalTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal.interval(0, onScheduler: RACTestScheduler())
    }
    #expect(ClassicMisuseTests.stderr(result).contains("timer interval must be positive (got 0.0)"))
  }

  @Test func aNegativeLeewayTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal.interval(1, onScheduler: RACTestScheduler(), withLeeway: -0.5)
    }
    #expect(ClassicMisuseTests.stderr(result).contains("timer leeway must not be negative (got -0.5)"))
  }

  @Test func anIntervalOnTheImmediateSchedulerTraps() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal.interval(1, onScheduler: RACScheduler.immediate)
    }
    #expect(ClassicMisuseTests.stderr(result).contains("a timer cannot run on the immediate scheduler"))
  }

  @Test func aNegativeBufferIntervalTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSubject<Int>().bufferWithTime(-1, onScheduler: RACTestScheduler())
    }
    #expect(ClassicMisuseTests.stderr(result).contains("bufferWithTime interval must not be negative (got -1.0)"))
  }

  @Test func bufferWithTimeOnTheImmediateSchedulerTraps() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSubject<Int>().bufferWithTime(1, onScheduler: RACScheduler.immediate)
    }
    #expect(ClassicMisuseTests.stderr(result).contains("bufferWithTime cannot run on the immediate scheduler"))
  }

  @Test func aNegativeThrottleIntervalWithATestTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSubject<Int>().throttle(-2, valuesPassingTest: { _ in true })
    }
    #expect(ClassicMisuseTests.stderr(result).contains("debounce interval must not be negative (got -2.0)"))
  }
}
