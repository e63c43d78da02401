import Foundation
import RACTesting
import Testing

@Suite struct MarblesTests {
  @Test func eachCharacterIsOneTickFromTimeZero() {
    let marbles = Marbles("a-b--c|", tick: 0.1)
    #expect(
      marbles.timeline == [(0, .value("a")), (0.2, .value("b")), (0.5, .value("c")), (0.6, .completed)])
    #expect(marbles.timeline.label == "expected")
  }

  @Test func aGroupIsOneInstantAndTakesOneTick() {
    let marbles = Marbles("-(ab)-c", tick: 1)
    #expect(marbles.timeline == [(1, .value("a")), (1, .value("b")), (3, .value("c"))])
  }

  @Test func spacesAreIgnoredSoDiagramsLineUp() {
    #expect(Marbles("- a - |").timeline == Marbles("-a-|").timeline)
  }

  @Test func valuesComeFromTheTable() {
    let marbles = Marbles("x-y", values: ["x": 10, "y": 20])
    #expect(marbles.timeline == [(0, .value(10)), (2, .value(20))])
  }

  @Test func aFailureIsDescribedByTheDiagramsError() {
    struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
    #expect(Marbles("--#").timeline == [(2, .failed("MarbleError"))])
    #expect(Marbles("-#", error: Offline()).timeline == [(1, .failed("offline"))])
    #expect(Marbles("#", error: nil).timeline == [(0, .failed("nil"))])
  }

  @Test func anInterruptionIsAnEvent() {
    #expect(Marbles("a!").timeline == [(0, .value("a")), (1, .interrupted)])
  }

  @Test func aValueMissingFromTheTableTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Marbles("a-z", values: ["a": 1])
    }
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "marble 'z' at position 2 of \"a-z\" has no value in the table"))
  }

  @Test func anEventAfterTheEndTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Marbles("a|b")
    }
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "marble 'b' at position 2 of \"a|b\": an event after the end"))
  }

  @Test func anUnclosedGroupTraps() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Marbles("(ab")
    }
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "marble diagram \"(ab\" has a group that is never closed"))
  }

  @Test func aTickThatIsNotPositiveTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Marbles("a", tick: 0)
    }
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains("a marble tick must be positive (got 0.0)"))
  }
}
