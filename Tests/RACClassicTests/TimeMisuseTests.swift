import Foundation
import RACClassic
import Testing

/// Negative intervals are programmer errors: they trap naming the value
/// (docs/EventContract.md rule 13), as RAC2's assertions did.
@Suite struct ClassicTimeMisuseTests {
  static func stderr(_ result: ExitTest.Result) -> String {
    String(decoding: result.standardErrorContent, as: UTF8.self)
  }

  @Test func negativeThrottleIntervalTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSubject<Int>().throttle(-1)
    }
    #expect(Self.stderr(result).contains("debounce interval must not be negative (got -1.0)"))
  }

  @Test func negativeDelayIntervalTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSubject<Int>().delay(-2, onScheduler: RACTestScheduler())
    }
    #expect(Self.stderr(result).contains("delay interval must not be negative (got -2.0)"))
  }

  @Test func negativeTimeoutIntervalTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSubject<Int>().timeout(-3, onScheduler: RACTestScheduler())
    }
    #expect(Self.stderr(result).contains("timeout interval must not be negative (got -3.0)"))
  }
}
