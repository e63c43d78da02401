import Foundation
import RACModern
import Testing

/// Negative counts given to the value operators trap naming the value (docs/EventContract.md rule 13).
@Suite struct ModernValueMisuseTests {
  @Test func negativeTakeCountTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SignalProducer<Int, NoError>.never.take(-1)
    }
    #expect(ModernMisuseTests.stderr(result).contains("take count must not be negative (got -1)"))
  }

  @Test func negativeSignalTakeCountTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Signal<Int, NoError>.never.take(-5)
    }
    #expect(ModernMisuseTests.stderr(result).contains("take count must not be negative (got -5)"))
  }

  @Test func negativeTakeLastCountTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SignalProducer<Int, NoError>.never.takeLast(-2)
    }
    #expect(ModernMisuseTests.stderr(result).contains("takeLast count must not be negative (got -2)"))
  }

  @Test func negativeRetryCountTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SignalProducer<Int, NoError>.never.retry(-3)
    }
    #expect(ModernMisuseTests.stderr(result).contains("retry count must not be negative (got -3)"))
  }

  @Test func negativeTimesCountTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SignalProducer<Int, NoError>.never.times(-4)
    }
    #expect(ModernMisuseTests.stderr(result).contains("times count must not be negative (got -4)"))
  }
}
