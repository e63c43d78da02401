import Foundation
import RACClassic
import Testing

/// Negative counts given to the value operators trap naming the value (docs/EventContract.md rule 13).
@Suite struct ClassicValueMisuseTests {
  @Test func negativeTakeCountTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal<Int>.never().take(-1)
    }
    #expect(ClassicMisuseTests.stderr(result).contains("take count must not be negative (got -1)"))
  }

  @Test func negativeTakeLastCountTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal<Int>.never().takeLast(-2)
    }
    #expect(ClassicMisuseTests.stderr(result).contains("takeLast count must not be negative (got -2)"))
  }

  @Test func negativeRetryCountTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal<Int>.never().retry(-3)
    }
    #expect(ClassicMisuseTests.stderr(result).contains("retry count must not be negative (got -3)"))
  }
}
