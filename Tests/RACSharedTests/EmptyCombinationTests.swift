import Foundation
import RACShared
import RACTestSupport
import Testing

/// `combineLatest`/`zip` of no source, and the Boolean folds of an empty
/// array: RAC2 and RAC4 complete (and `and`/`or` trap), ReactiveSwift sends
/// its sentinel (producers) or is interrupted at once (signals), and folds to
/// the identity.
@Suite struct EmptyCombinationTests {
  typealias Source = Producer<Int, TestFailure>

  static func events(_ producer: Producer<[Int], TestFailure>) -> [TimelineEvent<[Int]>] {
    let log = Recorder<[Int]>()
    producer.start(log.sink)
    return log.events
  }

  @Test func anEmptyListCompletesAtOnceByDefault() {
    #expect(Self.events(Source.combineLatest([], order: .receiverFirst)) == [.completed])
    #expect(Self.events(Source.zip([], order: .argumentFirst)) == [.completed])
  }

  @Test func anEmptyListWithASentinelSendsItThenCompletes() {
    #expect(
      Self.events(Source.combineLatest([], order: .receiverFirst, whenEmpty: .sends([7]))) == [.value([7]), .completed])
    #expect(Self.events(Source.zip([], order: .receiverFirst, whenEmpty: .sends([]))) == [.value([]), .completed])
  }

  @Test func anEmptyListAskedToBeInterruptedIsInterruptedAtOnce() {
    #expect(
      Self.events(Source.combineLatest([], order: .receiverFirst, whenEmpty: .interrupted)) == [.interrupted])
    #expect(Self.events(Source.zip([], order: .receiverFirst, whenEmpty: .interrupted)) == [.interrupted])
  }

  @Test func aSentinelIsNotSentWhenThereAreSources() {
    let combined = Source.combineLatest(
      [Source(values: [1]), Source(values: [2])], order: .receiverFirst, whenEmpty: .sends([0]))
    #expect(Self.events(combined) == [.value([1, 2]), .completed])
  }

  @Test func theFoldsOfAnEmptyArrayAreTheirIdentitiesWhenAskedFor() {
    let all = Recorder<Bool>()
    let any = Recorder<Bool>()
    let empty = Producer<[Bool], TestFailure>(values: [[], [true, false]])
    empty.lift(EventTransforms.allTrue(whenEmpty: .identity)).start(all.sink)
    empty.lift(EventTransforms.anyTrue(whenEmpty: .identity)).start(any.sink)
    #expect(all.events == [.value(true), .value(false), .completed])
    #expect(any.events == [.value(false), .value(true), .completed])
  }

  @Test func anEmptyConjunctionTrapsByDefault() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      Producer<[Bool], TestFailure>(values: [[]]).lift(EventTransforms.allTrue()).start { _ in }
    }
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("and needs at least one Boolean"))
  }

  @Test func anEmptyDisjunctionTrapsByDefault() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      Producer<[Bool], TestFailure>(values: [[]]).lift(EventTransforms.anyTrue()).start { _ in }
    }
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("or needs at least one Boolean"))
  }
}
