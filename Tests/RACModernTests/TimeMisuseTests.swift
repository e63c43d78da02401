import Foundation
import RACModern
import RACTestSupport
import Testing

/// Negative intervals are programmer errors: they trap naming the value
/// (docs/EventContract.md rule 13), as RAC4's preconditions did.
@Suite struct ModernTimeMisuseTests {
  static func stderr(_ result: ExitTest.Result) -> String {
    String(decoding: result.standardErrorContent, as: UTF8.self)
  }

  @Test func negativeThrottleIntervalTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SignalProducer<Int, NoError>.never.throttle(-1, onScheduler: TestScheduler())
    }
    #expect(Self.stderr(result).contains("throttle interval must not be negative (got -1.0)"))
  }

  @Test func negativeDebounceIntervalTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Signal<Int, NoError>.never.debounce(-0.5, onScheduler: TestScheduler())
    }
    #expect(Self.stderr(result).contains("debounce interval must not be negative (got -0.5)"))
  }

  @Test func negativeTimeoutIntervalTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SignalProducer<Int, TestError>.never.timeoutWithError(
        TestError(1), afterInterval: -4, onScheduler: TestScheduler())
    }
    #expect(Self.stderr(result).contains("timeout interval must not be negative (got -4.0)"))
  }
}
