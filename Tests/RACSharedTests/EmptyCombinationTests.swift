import Foundation
import RACShared
import RACTestSupport
import Testing

/// `combineLatest`/`zip` of no source, and the Boolean folds of an empty
/// array: RAC2 and RAC4 complete (and `and`/`or` trap), ReactiveSwift sends
/// its sentinel (producers) or is interrupted at once (signals), RAC 4.2.2's
/// signals never send, and the folds go to the identity.
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

  @Test func anEmptyListThatNeverSendsStaysSilentUntilDisposed() {
    let log = Recorder<[Int]>()
    let start = Source.combineLatest([], order: .receiverFirst, whenEmpty: .never).start(log.sink)
    #expect(log.events == [])
    start.dispose()
    #expect(log.events == [.interrupted])
  }

  @Test func aSentinelIsNotSentWhenThereAreSources() {
    let combined = Source.combineLatest(
      [Source(values: [1]), Source(values: [2])], order: .receiverFirst, whenEmpty: .sends([0]))
    #expect(Self.events(combined) == [.value([1, 2]), .completed])
  }

  @Test func anAbsentCombinationOfAnEmptyListIsNoProducer() {
    #expect(Source.combineLatest(orAbsent: [], order: .receiverFirst, whenEmpty: .absent) == nil)
    #expect(Source.zip(orAbsent: [], order: .receiverFirst, whenEmpty: .absent) == nil)
  }

  @Test func theOptionalFormsCombineAListAsTheOthersDo() throws {
    let sources = [Source(values: [1, 3]), Source(values: [2])]
    let combined = try #require(Source.combineLatest(orAbsent: sources, order: .receiverFirst, whenEmpty: .absent))
    let zipped = try #require(Source.zip(orAbsent: sources, order: .receiverFirst, whenEmpty: .absent))
    let sentinel = try #require(Source.zip(orAbsent: [], order: .receiverFirst, whenEmpty: .sends([0])))
    #expect(Self.events(combined) == [.value([3, 2]), .completed])
    #expect(Self.events(zipped) == [.value([1, 2]), .completed])
    #expect(Self.events(sentinel) == [.value([0]), .completed])
  }

  @Test func anAbsentCombinationTrapsWhereAProducerMustBeMade() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      Source.combineLatest([], order: .receiverFirst, whenEmpty: .absent).start { _ in }
    }
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "an empty list whose combination is absent has no producer"))
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
