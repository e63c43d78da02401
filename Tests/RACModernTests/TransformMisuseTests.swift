import Foundation
import RACModern
import Testing

/// The transforming and flattening operators' programmer errors trap naming the value
/// (docs/EventContract.md rule 13).
@Suite struct ModernTransformMisuseTests {
  @Test func collectCountOfZeroTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SignalProducer<Int, NoError>.never.collect(count: 0)
    }
    #expect(ModernMisuseTests.stderr(result).contains("collect count must be positive (got 0)"))
  }

  @Test func negativeSignalCollectCountTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Signal<Int, NoError>.never.collect(count: -4)
    }
    #expect(ModernMisuseTests.stderr(result).contains("collect count must be positive (got -4)"))
  }

  @Test func aConcurrentFlattenLimitOfZeroTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SignalProducer<SignalProducer<Int, NoError>, NoError>.never.flatten(.concurrent(limit: 0))
    }
    #expect(ModernMisuseTests.stderr(result).contains("flatten limit must be positive (got 0)"))
  }
}
