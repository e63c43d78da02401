import Foundation
import RACModern
import Testing

/// Programmer errors trap with a message that names the bad value (docs/EventContract.md
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

  @Test func negativeReplayLazilyUpToCapacityTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SignalProducer<Int, NoError>.never.replayLazily(upTo: -2)
    }
    #expect(Self.stderr(result).contains("capacity must not be negative (got -2)"))
  }

  @Test func negativeProducerSkipCountTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SignalProducer<Int, NoError>.never.skip(-4)
    }
    #expect(Self.stderr(result).contains("skip count must not be negative (got -4)"))
  }

  @Test func negativeSignalSkipCountTrapsNamingTheValue() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Signal<Int, NoError>.never.skip(-6)
    }
    #expect(Self.stderr(result).contains("skip count must not be negative (got -6)"))
  }

  @Test func aQueueSchedulerRepeatingEveryNegativeIntervalTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      QueueScheduler().scheduleAfter(Date(), repeatingEvery: -0.5, withLeeway: 0) {}
    }
    #expect(Self.stderr(result).contains("a repeating interval must be positive (got -0.5)"))
  }

  @Test func aTestSchedulerRepeatingEveryZeroSecondsTrapsNamingTheInterval() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      TestScheduler().scheduleAfter(Date(), repeatingEvery: 0, withLeeway: 0) {}
    }
    #expect(Self.stderr(result).contains("a repeating interval must be positive (got 0.0)"))
  }

  @Test func changingAPropertyFromInsideItsInPlaceModifyTraps() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let property = MutableProperty(0)
      property.modify { (value: inout Int) in
        value += 1
        property.value = 5
      }
    }
    #expect(Self.stderr(result).contains("changed from inside its own modify(_:)"))
  }

  @Test func aComposedPropertyWhoseSourcesSendNothingTraps() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Property<Int>(SignalProducerOnlyProperty())
    }
    #expect(Self.stderr(result).contains("a composed property's sources sent no value when started"))
  }
}

/// A property of the user's that breaks the contract: its producer sends no
/// current value.
final class SignalProducerOnlyProperty: PropertyProtocol {
  var value: Int { 0 }
  var producer: SignalProducer<Int, NoError> { .never }
  var signal: Signal<Int, NoError> { .never }
}
