import RACClassic
import RACModern
import RACTestSupport
import Testing

/// The transforming and filtering operators RAC2 and RAC4 share under
/// different names, each run through both faces on their test schedulers and
/// checked against the expected timeline: values with their times, the
/// terminal event, and the moment the source is disposed.
@Suite struct TransformParityTests {
  static let oneTwoThree: [(Double, Step)] = [(1, .next(1)), (2, .next(2)), (3, .next(3)), (4, .completed)]

  @Test func mapReplaceAndMapValueReplaceEveryValue() {
    expectTimelines(
      [
        "t=0.0 a started", "t=1.0 S next 7", "t=2.0 S next 7", "t=3.0 S next 7", "t=4.0 S completed",
        "t=4.0 a disposed",
      ],
      classic: { $0.subscribe($0.source("a", Self.oneTwoThree).mapReplace(7)) },
      modern: { $0.start($0.source("a", Self.oneTwoThree).map(value: 7)) })
  }

  @Test func tryAndAttemptFailWithTheRejectionAndDisposeTheSource() {
    expectTimelines(
      ["t=0.0 a started", "t=1.0 S next 1", "t=2.0 S failed TestError(9)", "t=2.0 a disposed"],
      classic: { timeline in
        let checked = timeline.source("a", Self.oneTwoThree).try { value, error in
          guard value == 2 else { return true }
          error = TestError(9)
          return false
        }
        timeline.subscribe(checked)
      },
      modern: { timeline in
        let checked = timeline.source("a", Self.oneTwoThree).attempt { value in
          value == 2 ? .failure(TestError(9)) : .success(())
        }
        timeline.start(checked)
      })
  }

  @Test func tryMapAndAttemptMapTransformUntilTheFirstFailure() {
    expectTimelines(
      ["t=0.0 a started", "t=1.0 S next 10", "t=2.0 S next 20", "t=3.0 S failed TestError(3)", "t=3.0 a disposed"],
      classic: { timeline in
        let mapped = timeline.source("a", Self.oneTwoThree).tryMap { value, error -> Int? in
          guard value == 3 else { return value * 10 }
          error = TestError(3)
          return nil
        }
        timeline.subscribe(mapped)
      },
      modern: { timeline in
        let mapped = timeline.source("a", Self.oneTwoThree).attemptMap { value in
          value == 3 ? .failure(TestError(3)) : .success(value * 10)
        }
        timeline.start(mapped)
      })
  }

  @Test func theSourcesOwnFailurePassesThroughAttemptMap() {
    let steps: [(Double, Step)] = [(1, .next(1)), (2, .error(5))]
    expectTimelines(
      ["t=0.0 a started", "t=1.0 S next 1", "t=2.0 S failed TestError(5)", "t=2.0 a disposed"],
      classic: { $0.subscribe($0.source("a", steps).tryMap { value, _ in value }) },
      modern: { $0.start($0.source("a", steps).attemptMap { .success($0) }) })
  }

  @Test func takeWhileBlockAndTakeWhileCompleteAtTheFirstRejectedValue() {
    expectTimelines(
      [
        "t=0.0 a started", "t=0.0 b started", "t=1.0 S next 1", "t=1.0 U next 1", "t=2.0 S next 2",
        "t=2.0 U next 2", "t=3.0 S completed", "t=3.0 a disposed", "t=3.0 U completed", "t=3.0 b disposed",
      ],
      classic: { timeline in
        timeline.subscribe(timeline.source("a", Self.oneTwoThree).takeWhileBlock { $0 < 3 })
        timeline.subscribe(timeline.source("b", Self.oneTwoThree).takeUntilBlock { $0 == 3 }, as: "U")
      },
      modern: { timeline in
        timeline.start(timeline.source("a", Self.oneTwoThree).takeWhile { $0 < 3 })
        timeline.start(timeline.source("b", Self.oneTwoThree).take(while: { $0 != 3 }), as: "U")
      })
  }

  @Test func takeWhilePassesAFailureThatComesFirst() {
    let steps: [(Double, Step)] = [(1, .next(1)), (2, .error(6)), (3, .next(9))]
    expectTimelines(
      ["t=0.0 a started", "t=1.0 S next 1", "t=2.0 S failed TestError(6)", "t=2.0 a disposed"],
      classic: { $0.subscribe($0.source("a", steps).takeWhileBlock { $0 < 5 }) },
      modern: { $0.start($0.source("a", steps).takeWhile { $0 < 5 }) })
  }

  @Test func skipWhileBlockAndSkipWhileLetEverythingThroughFromTheFirstRejectedValue() {
    let steps: [(Double, Step)] = [(1, .next(1)), (2, .next(2)), (3, .next(1)), (4, .completed)]
    expectTimelines(
      [
        "t=0.0 a started", "t=0.0 b started", "t=2.0 S next 2", "t=2.0 U next 2", "t=3.0 S next 1",
        "t=3.0 U next 1", "t=4.0 S completed", "t=4.0 a disposed", "t=4.0 U completed", "t=4.0 b disposed",
      ],
      classic: { timeline in
        timeline.subscribe(timeline.source("a", steps).skipWhileBlock { $0 < 2 })
        timeline.subscribe(timeline.source("b", steps).skipUntilBlock { $0 >= 2 }, as: "U")
      },
      modern: { timeline in
        timeline.start(timeline.source("a", steps).skipWhile { $0 < 2 })
        timeline.start(timeline.source("b", steps).skip(while: { $0 < 2 }), as: "U")
      })
  }

  @Test func combinePreviousPairsEachValueWithTheOneBefore() {
    expectTimelines(
      [
        "t=0.0 a started", "t=1.0 S next 0>1", "t=2.0 S next 1>2", "t=3.0 S next 2>3", "t=4.0 S completed",
        "t=4.0 a disposed",
      ],
      classic: { $0.subscribe($0.source("a", Self.oneTwoThree).combinePreviousWithStart(0) { "\($0)>\($1)" }) },
      modern: { $0.start($0.source("a", Self.oneTwoThree).combinePrevious(0).map { "\($0)>\($1)" }) })
  }

  @Test func initiallyAndFinallyRunAroundEachSubscriptionAsOnStartedAndOnTerminatedDo() {
    let failing: [(Double, Step)] = [(1, .next(1)), (2, .error(3))]
    let head = [
      "t=0.0 initially", "t=0.0 a started", "t=1.0 S next 1", "t=2.0 finally", "t=2.0 S failed TestError(3)",
      "t=2.0 a disposed", "t=2.5 initially", "t=2.5 a started", "t=3.5 T next 1",
    ]
    expectTimelines(
      // RAC4's terminated also runs when a start is interrupted...
      head + ["t=4.0 finally", "t=4.0 T interrupted", "t=4.0 a disposed"],
      // ...RAC2's finally only on completion or error.
      classicLines: head + ["t=4.0 a disposed"],
      classic: { timeline in
        let signal = timeline.source("a", failing)
          .initially { timeline.log("initially") }
          .finally { timeline.log("finally") }
        timeline.subscribe(signal)
        timeline.at(2.5) {
          let second = timeline.subscribe(signal, as: "T")
          timeline.at(4) { second.dispose() }
        }
      },
      modern: { timeline in
        let producer = timeline.source("a", failing)
          .on(started: { timeline.log("initially") }, terminated: { timeline.log("finally") })
        timeline.start(producer)
        timeline.at(2.5) {
          let second = timeline.start(producer, as: "T")
          timeline.at(4) { second.dispose() }
        }
      })
  }

  @Test func notAndNegateInvertEachBoolean() {
    expectTimelines(
      [
        "t=0.0 a started", "t=1.0 S next true", "t=2.0 S next false", "t=3.0 S next true", "t=4.0 S completed",
        "t=4.0 a disposed",
      ],
      classic: { $0.subscribe($0.source("a", Self.oneTwoThree).map { $0 % 2 == 0 }.not()) },
      modern: { $0.start($0.source("a", Self.oneTwoThree).map { $0 % 2 == 0 }.negate()) })
  }

  @Test func andOrOfCombinedBooleansFollowTheNewestOfEach() {
    let a: [(Double, Step)] = [(1, .next(1)), (3, .next(0)), (5, .completed)]
    let b: [(Double, Step)] = [(2, .next(1)), (4, .next(0)), (6, .completed)]
    let tail = [
      "t=2.0 A next true", "t=2.0 O next true", "t=3.0 A next false", "t=3.0 O next true", "t=4.0 A next false",
      "t=4.0 O next false", "t=5.0 a disposed", "t=5.0 a disposed", "t=6.0 A completed", "t=6.0 b disposed",
      "t=6.0 O completed", "t=6.0 b disposed",
    ]
    expectTimelines(
      ["t=0.0 b started", "t=0.0 a started", "t=0.0 b started", "t=0.0 a started"] + tail,
      classicLines: ["t=0.0 a started", "t=0.0 b started", "t=0.0 a started", "t=0.0 b started"] + tail,
      classic: { timeline in
        func bools(_ name: String, _ steps: [(Double, Step)]) -> RACSignal<Bool> {
          timeline.source(name, steps).map { $0 == 1 }
        }
        timeline.subscribe(RACSignal.combineLatest([bools("a", a), bools("b", b)]).and(), as: "A")
        timeline.subscribe(bools("a", a).combineLatest(with: bools("b", b)).or(), as: "O")
      },
      modern: { timeline in
        func bools(_ name: String, _ steps: [(Double, Step)]) -> SignalProducer<Bool, TestError> {
          timeline.source(name, steps).map { $0 == 1 }
        }
        timeline.start(bools("a", a).and(bools("b", b)), as: "A")
        timeline.start(bools("a", a).or(bools("b", b)), as: "O")
      })
  }
}
