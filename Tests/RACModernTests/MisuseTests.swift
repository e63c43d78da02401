import Foundation
import RACModern
import Testing

/// Programmer errors trap with a message that names the bad value (API.md
/// rule 13); they never corrupt state silently.
@Suite struct ModernMisuseTests {
  /// What a trapped child process wrote to stderr.
  static func stderr(_ result: ExitTest.Result) -> String {
    String(decoding: result.standardErrorContent, as: UTF8.self)
  }

  @Test func negativeBufferCapacityTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SignalProducer<Int, NoError>.buffer(-1)
    }
    let message = Self.stderr(result)
    #expect(message.contains("capacity must not be negative (got -1)"))
  }

  @Test func negativeReplayLazilyCapacityTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SignalProducer<Int, NoError>(value: 1).replayLazily(-5)
    }
    let message = Self.stderr(result)
    #expect(message.contains("capacity must not be negative (got -5)"))
  }

  @Test func aQueueSchedulerRepeatingEveryNegativeIntervalTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      QueueScheduler().scheduleAfter(Date(), repeatingEvery: -0.5, withLeeway: 0) {}
    }
    #expect(Self.stderr(result).contains("a repeating interval must be positive (got -0.5)"))
  }
}
