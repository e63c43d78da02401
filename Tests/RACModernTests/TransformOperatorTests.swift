import RACModern
import RACTestSupport
import Testing

/// RACModern's transforming and filtering operators that only RAC4 and
/// ReactiveSwift spell this way (`mapError`, `promoteErrors`, `ignoreNil`,
/// `collect(count:)`, `uniqueValues`, ...), on producers and on hot signals,
/// each with its whole timeline on a `TestScheduler` (the meanings shared
/// with RACClassic are in `TransformParityTests`).
@Suite struct ModernTransformOperatorTests {
  static let oneTwoThree: [(Double, Step)] = [(1, .next(1)), (2, .next(2)), (3, .next(3)), (4, .completed)]

  @Test func mapErrorTransformsOnlyTheFailure() {
    let steps: [(Double, Step)] = [(1, .next(1)), (2, .error(4))]
    let lines = ModernTimeline.lines { $0.start($0.source("a", steps).mapError { TestError($0.code * 10) }) }
    #expect(lines == ["t=0.0 a started", "t=1.0 S next 1", "t=2.0 S failed TestError(40)", "t=2.0 a disposed"])
  }

  @Test func promoteErrorsLetsANoErrorProducerJoinAFailingOne() {
    let lines = ModernTimeline.lines { timeline in
      let labels = SignalProducer<String, NoError>(value: "n")
      let numbers = timeline.source("a", [(1, .next(1)), (2, .error(6))])
      timeline.start(numbers.combineLatestWith(labels.promoteErrors(TestError.self)), as: "R")
      timeline.start(numbers.zipWith(labels.promoteError()), as: "S")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 a started", "t=1.0 R next (1, \"n\")", "t=1.0 S next (1, \"n\")",
        "t=1.0 S completed", "t=1.0 a disposed", "t=2.0 R failed TestError(6)", "t=2.0 a disposed",
      ])
  }

  @Test func ignoreNilAndFilterMapForwardOnlyTheNonNilResults() {
    let lines = ModernTimeline.lines { timeline in
      let source = timeline.source("a", Self.oneTwoThree)
      timeline.start(source.map { $0 == 2 ? nil : $0 }.ignoreNil(), as: "I")
      timeline.start(source.map { $0 == 1 ? nil : $0 }.skipNil(), as: "K")
      timeline.start(source.filterMap { $0 == 3 ? nil : $0 * 10 }, as: "F")
      timeline.start(source.compactMap { $0 > 1 ? "c\($0)" : nil }, as: "C")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 a started", "t=0.0 a started", "t=0.0 a started", "t=1.0 I next 1",
        "t=1.0 F next 10", "t=2.0 K next 2", "t=2.0 F next 20", "t=2.0 C next c2", "t=3.0 I next 3",
        "t=3.0 K next 3", "t=3.0 C next c3", "t=4.0 I completed", "t=4.0 a disposed", "t=4.0 K completed",
        "t=4.0 a disposed", "t=4.0 F completed", "t=4.0 a disposed", "t=4.0 C completed", "t=4.0 a disposed",
      ])
  }

  @Test func collectCountSendsFullArraysThenTheRestOnCompletion() {
    let five = (1...5).map { (Double($0), Step.next($0)) } + [(6, .completed)]
    let four = (1...4).map { (Double($0), Step.next($0)) } + [(6, .completed)]
    let lines = ModernTimeline.lines { timeline in
      timeline.start(timeline.source("a", five).collect(count: 2), as: "R")
      timeline.start(timeline.source("b", four).collect(count: 2), as: "X")
      timeline.start(timeline.syncSource("c", [.completed]).collect(count: 2), as: "E")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 b started", "t=0.0 c started", "t=0.0 E next []", "t=0.0 E completed",
        "t=0.0 c disposed", "t=2.0 R next [1, 2]", "t=2.0 X next [1, 2]", "t=4.0 R next [3, 4]",
        "t=4.0 X next [3, 4]", "t=6.0 R next [5]", "t=6.0 R completed", "t=6.0 a disposed", "t=6.0 X completed",
        "t=6.0 b disposed",
      ])
  }

  @Test func collectWithAPredicateCutsWhereItHolds() {
    let steps: [Step] = [.next(1), .next(3), .next(4), .next(7), .next(1), .next(5), .next(6), .completed]
    let lines = ModernTimeline.lines { timeline in
      timeline.start(timeline.syncSource("a", steps).collect { $0.reduce(0, +) == 8 }, as: "V")
      timeline.start(timeline.syncSource("b", steps).collect { _, next in next == 7 || next == 5 }, as: "N")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 V next [1, 3, 4]", "t=0.0 V next [7, 1]", "t=0.0 V next [5, 6]",
        "t=0.0 V completed", "t=0.0 a disposed", "t=0.0 b started", "t=0.0 N next [1, 3, 4]", "t=0.0 N next [7, 1]",
        "t=0.0 N next [5, 6]", "t=0.0 N completed", "t=0.0 b disposed",
      ])
  }

  @Test func collectDropsWhatItGatheredWhenTheSourceFails() {
    let steps: [(Double, Step)] = [(1, .next(1)), (2, .error(2))]
    let lines = ModernTimeline.lines { $0.start($0.source("a", steps).collect(count: 5)) }
    #expect(lines == ["t=0.0 a started", "t=2.0 S failed TestError(2)", "t=2.0 a disposed"])
  }

  @Test func uniqueValuesForwardsEachIdentityOnce() {
    let steps: [Step] = [.next(1), .next(2), .next(1), .next(12), .next(3), .completed]
    let lines = ModernTimeline.lines { timeline in
      timeline.start(timeline.syncSource("a", steps).uniqueValues(), as: "U")
      timeline.start(timeline.syncSource("b", steps).uniqueValues { $0 % 10 }, as: "D")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 U next 1", "t=0.0 U next 2", "t=0.0 U next 12", "t=0.0 U next 3",
        "t=0.0 U completed", "t=0.0 a disposed", "t=0.0 b started", "t=0.0 D next 1", "t=0.0 D next 2",
        "t=0.0 D next 3", "t=0.0 D completed", "t=0.0 b disposed",
      ])
  }

  @Test func combinePreviousWithoutAnInitialValueStartsAtTheSecondValue() {
    let lines = ModernTimeline.lines {
      $0.start($0.source("a", Self.oneTwoThree).combinePrevious().map { "\($0)>\($1)" })
    }
    #expect(
      lines == ["t=0.0 a started", "t=2.0 S next 1>2", "t=3.0 S next 2>3", "t=4.0 S completed", "t=4.0 a disposed"])
  }

  @Test func theThrowingAttemptsOfReactiveSwiftFailWithTheThrownError() {
    let lines = ModernTimeline.lines { timeline in
      let source = timeline.source("a", Self.oneTwoThree).mapError { $0 as any Error }
      timeline.start(source.attempt { value in if value == 2 { throw TestError(2) } }, as: "A")
      timeline.start(
        source.attemptMap { value -> String in
          if value == 3 { throw TestError(3) }
          return "m\(value)"
        }, as: "M")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 a started", "t=1.0 A next 1", "t=1.0 M next m1", "t=2.0 A failed TestError(2)",
        "t=2.0 a disposed", "t=2.0 M next m2", "t=3.0 M failed TestError(3)", "t=3.0 a disposed",
      ])
  }

  /// `N` combines two views of one pipe, so each value updates both sides
  /// and sends twice (after the first, which completes the pair).
  @Test func signalOperatorsObserveThePipeFromNowOn() {
    let lines = ModernTimeline.lines { timeline in
      let signal = SignalValueTests.pipe(timeline, Self.oneTwoThree)
      timeline.observe(signal.takeWhile { $0 < 2 }, as: "W")
      timeline.observe(signal.skipWhile { $0 < 3 }, as: "K")
      timeline.observe(signal.attemptMap { $0 == 2 ? .failure(TestError(2)) : .success($0) }, as: "A")
      timeline.observe(signal.collect(count: 2), as: "C")
      timeline.observe(signal.map { $0 != 2 }.and(signal.map { $0 > 0 }), as: "N")
      timeline.observe(signal.combinePrevious(0).map { "\($0)>\($1)" }, as: "P")
    }
    #expect(
      lines == [
        "t=1.0 W next 1", "t=1.0 A next 1", "t=1.0 N next true", "t=1.0 P next 0>1", "t=2.0 W completed",
        "t=2.0 A failed TestError(2)", "t=2.0 C next [1, 2]", "t=2.0 N next false", "t=2.0 N next false",
        "t=2.0 P next 1>2", "t=3.0 K next 3", "t=3.0 N next true", "t=3.0 N next true", "t=3.0 P next 2>3",
        "t=4.0 K completed", "t=4.0 C next [3]", "t=4.0 C completed", "t=4.0 N completed", "t=4.0 P completed",
      ])
  }
}
