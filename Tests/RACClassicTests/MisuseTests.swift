import Foundation
import RACClassic
import Testing

/// Programmer errors trap with a message that names the bad value (docs/EventContract.md
/// rule 13); they never corrupt state silently.
@Suite struct ClassicMisuseTests {
  /// What a trapped child process wrote to stderr.
  static func stderr(_ result: ExitTest.Result) -> String {
    String(decoding: result.standardErrorContent, as: UTF8.self)
  }

  @Test func negativeReplaySubjectCapacityTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACReplaySubject<Int>(capacity: -1)
    }
    let message = Self.stderr(result)
    #expect(message.contains("capacity must not be negative (got -1)"))
  }

  @Test func negativeReplaySubjectFactoryCapacityTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACReplaySubject<Int>.replaySubject(withCapacity: -7)
    }
    let message = Self.stderr(result)
    #expect(message.contains("capacity must not be negative (got -7)"))
  }

  @Test func negativeSkipCountTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal<Int>.never().skip(-2)
    }
    let message = Self.stderr(result)
    #expect(message.contains("skip count must not be negative (got -2)"))
  }

  @Test func negativeStepCountTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      RACTestScheduler().step(-3)
    }
    let message = Self.stderr(result)
    #expect(message.contains("ticks must not be negative (got -3)"))
  }

  @Test func aQueueSchedulerRepeatingEveryZeroSecondsTrapsNamingTheInterval() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      RACScheduler.scheduler().after(Date(), repeatingEvery: 0, withLeeway: 0) {}
    }
    #expect(Self.stderr(result).contains("a repeating interval must be positive (got 0.0)"))
  }

  @Test func aTestSchedulerRepeatingEveryNegativeIntervalTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      RACTestScheduler().after(Date(), repeatingEvery: -1, withLeeway: 0) {}
    }
    #expect(Self.stderr(result).contains("a repeating interval must be positive (got -1.0)"))
  }

  @Test func theImmediateSchedulerCannotRepeatAndSaysSoNamingTheInterval() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      RACScheduler.immediate.after(Date(), repeatingEvery: 2, withLeeway: 0) {}
    }
    #expect(Self.stderr(result).contains("the immediate scheduler cannot repeat an action (interval 2.0)"))
  }

  @Test func multicastingThroughANegativeCapacityReplaySubjectTrapsBeforeAnythingRuns() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent, \.standardOutputContent]
    ) {
      _ = RACSignal<Int>.createSignal { _ in
        print("the source ran")
        return nil
      }.multicast(RACReplaySubject(capacity: -4)).connect()
    }
    #expect(Self.stderr(result).contains("capacity must not be negative (got -4)"))
    #expect(!String(decoding: result.standardOutputContent, as: UTF8.self).contains("the source ran"))
  }
}
