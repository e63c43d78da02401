import Foundation
import RACModern
import RACTestSupport
import Testing

/// Negative intervals are programmer errors: they trap naming the value
/// (docs/EventContract.md rule 13), as RAC4's preconditions did.
@Suite struct ModernTimeMisuseTests {
  @Test func negativeThrottleIntervalTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SignalProducer<Int, NoError>.never.throttle(-1, onScheduler: TestScheduler())
    }
    #expect(ModernMisuseTests.stderr(result).contains("throttle interval must not be negative (got -1.0)"))
  }

  @Test func negativeDebounceIntervalTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Signal<Int, NoError>.never.debounce(-0.5, onScheduler: TestScheduler())
    }
    #expect(ModernMisuseTests.stderr(result).contains("debounce interval must not be negative (got -0.5)"))
  }

  @Test func negativeTimeoutIntervalTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SignalProducer<Int, TestError>.never.timeoutWithError(
        TestError(1), afterInterval: -4, onScheduler: TestScheduler())
    }
    #expect(ModernMisuseTests.stderr(result).contains("timeout interval must not be negative (got -4.0)"))
  }
}

/// Misuse of the repeating time operators traps naming the value.
@Suite struct ModernTimerMisuseTests {
  @Test func aZeroTimerIntervalTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = timer(0, onScheduler: TestScheduler())
    }
    #expect(ModernMisuseTests.stderr(result).contains("timer interval must be positive (got 0.0)"))
  }

  @Test func aNegativeTimerLeewayTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = timer(1, onScheduler: TestScheduler(), withLeeway: -1)
    }
    #expect(ModernMisuseTests.stderr(result).contains("timer leeway must not be negative (got -1.0)"))
  }

  @Test func aNonPositiveCollectIntervalTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SignalProducer<Int, NoError>.never.collect(every: -1, on: TestScheduler())
    }
    #expect(ModernMisuseTests.stderr(result).contains("collect interval must be positive (got -1.0)"))
  }

  @Test func aNegativeRetryCountTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SignalProducer<Int, NoError>.never.retry(upTo: -1, interval: 1, on: TestScheduler())
    }
    #expect(ModernMisuseTests.stderr(result).contains("retry count must not be negative (got -1)"))
  }

  @Test func aNegativeRetryIntervalTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SignalProducer<Int, NoError>.never.retry(upTo: 1, interval: -2, on: TestScheduler())
    }
    #expect(ModernMisuseTests.stderr(result).contains("retry interval must not be negative (got -2.0)"))
  }
}
