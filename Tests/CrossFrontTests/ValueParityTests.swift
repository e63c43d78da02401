import RACBridge
import RACClassic
import RACModern
import RACTestSupport
import Testing

/// Runs one scenario through each face on its test scheduler and checks both
/// against the expected timeline: RACModern must log exactly `expected`;
/// RACClassic the same minus interruptions (classic has none), unless the
/// faces are known to differ and `classicLines` gives its own timeline.
func expectTimelines(
  _ expected: [String],
  classicLines classicExpected: [String]? = nil,
  classic runClassic: (ClassicTimeline) -> Void,
  modern runModern: (ModernTimeline) -> Void,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let classic = ClassicTimeline()
  runClassic(classic)
  classic.advance()
  let modern = ModernTimeline()
  runModern(modern)
  modern.advance()
  #expect(modern.lines == expected, "RACModern timeline", sourceLocation: sourceLocation)
  let expectedClassic = classicExpected ?? expected.filter { !$0.contains(" interrupted") }
  #expect(classic.lines == expectedClassic, "RACClassic timeline", sourceLocation: sourceLocation)
}

/// The value operators whose meaning RAC2 and RAC4 share, each run through
/// both faces with its whole timeline: values with their virtual times, the
/// terminal event, and the moment the source is disposed.
///
/// When one source's terminal event ends a combined start, the other sources
/// are disposed at once and the one that ended it right after its own
/// callback returns (a signal disposed from inside its callback finishes
/// that callback first), so its `disposed` line comes last.
@Suite struct ValueParityTests {
  static let oneTwoThree: [(Double, Step)] = [(1, .next(1)), (2, .next(2)), (3, .next(3)), (4, .completed)]

  @Test func takeSendsTheFirstValuesThenCompletesAndDisposesTheSource() {
    expectTimelines(
      ["t=0.0 a started", "t=1.0 S next 1", "t=2.0 S next 2", "t=2.0 S completed", "t=2.0 a disposed"],
      classic: { $0.subscribe($0.source("a", Self.oneTwoThree).take(2)) },
      modern: { $0.start($0.source("a", Self.oneTwoThree).take(2)) })
  }

  @Test func takeLastSendsTheLastValuesOnCompletion() {
    expectTimelines(
      ["t=0.0 a started", "t=4.0 S next 2", "t=4.0 S next 3", "t=4.0 S completed", "t=4.0 a disposed"],
      classic: { $0.subscribe($0.source("a", Self.oneTwoThree).takeLast(2)) },
      modern: { $0.start($0.source("a", Self.oneTwoThree).takeLast(2)) })
  }

  @Test func takeLastPassesAFailureWithoutTheBufferedValues() {
    let steps: [(Double, Step)] = [(1, .next(1)), (2, .error(5))]
    expectTimelines(
      ["t=0.0 a started", "t=2.0 S failed TestError(5)", "t=2.0 a disposed"],
      classic: { $0.subscribe($0.source("a", steps).takeLast(1)) },
      modern: { $0.start($0.source("a", steps).takeLast(1)) })
  }

  @Test func takeUntilStartsTheTriggerFirstAndCompletesWhenItSends() {
    let trigger: [(Double, Step)] = [(2.5, .next(0))]
    expectTimelines(
      [
        "t=0.0 b started", "t=0.0 a started", "t=1.0 S next 1", "t=2.0 S next 2", "t=2.5 S completed",
        "t=2.5 a disposed", "t=2.5 b disposed",
      ],
      classic: { $0.subscribe($0.source("a", Self.oneTwoThree).takeUntil($0.source("b", trigger))) },
      modern: { timeline in
        let trigger = timeline.source("b", trigger).map { _ in () }.flatMapError { _ in
          SignalProducer<(), NoError>.empty
        }
        timeline.start(timeline.source("a", Self.oneTwoThree).takeUntil(trigger))
      })
  }

  @Test func takeUntilAlsoEndsWhenTheTriggerCompletesButNotWhenItFails() {
    let failing: [(Double, Step)] = [(1.5, .error(1))]
    let completing: [(Double, Step)] = [(2.5, .completed)]
    expectTimelines(
      [
        "t=0.0 c started", "t=0.0 b started", "t=0.0 a started", "t=1.0 S next 1", "t=1.5 b disposed",
        "t=2.0 S next 2", "t=2.5 S completed", "t=2.5 a disposed", "t=2.5 c disposed",
      ],
      classic: { timeline in
        let untilB = timeline.source("a", Self.oneTwoThree).takeUntil(timeline.source("b", failing))
        timeline.subscribe(untilB.takeUntil(timeline.source("c", completing)))
      },
      modern: { timeline in
        func trigger(_ name: String, _ steps: [(Double, Step)]) -> SignalProducer<(), NoError> {
          timeline.source(name, steps).map { _ in () }.flatMapError { _ in SignalProducer<(), NoError>.never }
        }
        let untilB = timeline.source("a", Self.oneTwoThree).takeUntil(trigger("b", failing))
        timeline.start(untilB.takeUntil(trigger("c", completing)))
      })
  }

  @Test func distinctUntilChangedAndSkipRepeatsDropEqualNeighbours() {
    let steps: [Step] = [.next(1), .next(1), .next(2), .next(2), .next(1), .completed]
    expectTimelines(
      [
        "t=0.0 a started", "t=0.0 S next 1", "t=0.0 S next 2", "t=0.0 S next 1", "t=0.0 S completed",
        "t=0.0 a disposed",
      ],
      classic: { $0.subscribe($0.syncSource("a", steps).distinctUntilChanged()) },
      modern: { $0.start($0.syncSource("a", steps).skipRepeats()) })
  }

  @Test func combineLatestSendsOnceBothHaveSentAndCompletesWhenBothHave() {
    let a: [(Double, Step)] = [(1, .next(1)), (3, .next(2)), (4, .completed)]
    let b: [(Double, Step)] = [(2, .next(10)), (5, .next(20)), (6, .completed)]
    let tail = [
      "t=2.0 S next (1, 10)", "t=3.0 S next (2, 10)", "t=4.0 a disposed", "t=5.0 S next (2, 20)",
      "t=6.0 S completed", "t=6.0 b disposed",
    ]
    expectTimelines(
      ["t=0.0 b started", "t=0.0 a started"] + tail,
      classicLines: ["t=0.0 a started", "t=0.0 b started"] + tail,
      classic: { $0.subscribe($0.source("a", a).combineLatest(with: $0.source("b", b))) },
      modern: { $0.start($0.source("a", a).combineLatestWith($0.source("b", b))) })
  }

  @Test func zipPairsInOrderAndCompletesWhenACompletedSideRunsOut() {
    let a: [(Double, Step)] = [(1, .next(1)), (2, .next(2)), (2.5, .completed)]
    let b: [(Double, Step)] = [(3, .next(10)), (4, .next(20)), (5, .next(30))]
    let tail = [
      "t=2.5 a disposed", "t=3.0 S next (1, 10)", "t=4.0 S next (2, 20)", "t=4.0 S completed", "t=4.0 b disposed",
    ]
    expectTimelines(
      ["t=0.0 b started", "t=0.0 a started"] + tail,
      classicLines: ["t=0.0 a started", "t=0.0 b started"] + tail,
      classic: { $0.subscribe($0.source("a", a).zip(with: $0.source("b", b))) },
      modern: { $0.start($0.source("a", a).zipWith($0.source("b", b))) })
  }

  @Test func combineFailsAsSoonAsOneSourceFailsAndDisposesTheOther() {
    let a: [(Double, Step)] = [(1, .next(1)), (2, .error(3))]
    let b: [(Double, Step)] = [(1.5, .next(10)), (5, .completed)]
    let tail = ["t=1.5 S next [1, 10]", "t=2.0 S failed TestError(3)", "t=2.0 b disposed", "t=2.0 a disposed"]
    expectTimelines(
      ["t=0.0 b started", "t=0.0 a started"] + tail,
      classicLines: ["t=0.0 a started", "t=0.0 b started"] + tail,
      classic: { $0.subscribe(RACSignal.combineLatest([$0.source("a", a), $0.source("b", b)])) },
      modern: { $0.start(SignalProducer.combineLatest([$0.source("a", a), $0.source("b", b)])) })
  }

  @Test func staticZipOfAListSendsArrays() {
    let a: [(Double, Step)] = [(1, .next(1)), (2, .next(2)), (3, .completed)]
    let b: [(Double, Step)] = [(1.5, .next(10)), (2.5, .next(20)), (2.6, .completed)]
    let tail = [
      "t=1.5 S next [1, 10]", "t=2.5 S next [2, 20]", "t=2.6 S completed", "t=2.6 a disposed", "t=2.6 b disposed",
    ]
    expectTimelines(
      ["t=0.0 b started", "t=0.0 a started"] + tail,
      classicLines: ["t=0.0 a started", "t=0.0 b started"] + tail,
      classic: { $0.subscribe(RACSignal.zip([$0.source("a", a), $0.source("b", b)])) },
      modern: { $0.start(SignalProducer.zip([$0.source("a", a), $0.source("b", b)])) })
  }

  @Test func combiningAnEmptyListCompletesAtOnce() {
    expectTimelines(
      ["t=0.0 S completed", "t=0.0 Z completed"],
      classic: { timeline in
        timeline.subscribe(RACSignal<Int>.combineLatest([]))
        timeline.subscribe(RACSignal<Int>.zip([]), as: "Z")
      },
      modern: { timeline in
        timeline.start(SignalProducer<Int, TestError>.combineLatest([]))
        timeline.start(SignalProducer<Int, TestError>.zip([]), as: "Z")
      })
  }

  @Test func sideEffectsRunBeforeTheEventGoesOn() {
    let steps: [(Double, Step)] = [(1, .next(1)), (2, .error(7))]
    let completing: [(Double, Step)] = [(1, .completed)]
    expectTimelines(
      [
        "t=0.0 a started", "t=0.0 b started", "t=1.0 do next 1", "t=1.0 S next 1", "t=1.0 do completed",
        "t=1.0 T completed", "t=1.0 b disposed", "t=2.0 do failed TestError(7)", "t=2.0 S failed TestError(7)",
        "t=2.0 a disposed",
      ],
      classic: { timeline in
        let logged = timeline.source("a", steps).doNext { timeline.log("do next \($0)") }
          .doError { timeline.log("do failed \(String(describing: $0!))") }
        timeline.subscribe(logged)
        timeline.subscribe(timeline.source("b", completing).doCompleted { timeline.log("do completed") }, as: "T")
      },
      modern: { timeline in
        let logged = timeline.source("a", steps).on(
          next: { timeline.log("do next \($0)") }, failed: { timeline.log("do failed \($0)") })
        timeline.start(logged)
        timeline.start(timeline.source("b", completing).on(completed: { timeline.log("do completed") }), as: "T")
      })
  }

  @Test func thenIgnoresValuesAndStartsTheNextOnCompletion() {
    let a: [(Double, Step)] = [(1, .next(1)), (2, .completed)]
    let b: [(Double, Step)] = [(1, .next(5)), (2, .completed)]
    expectTimelines(
      [
        "t=0.0 a started", "t=2.0 b started", "t=2.0 a disposed", "t=3.0 S next 5", "t=4.0 S completed",
        "t=4.0 b disposed",
      ],
      classic: { timeline in timeline.subscribe(timeline.source("a", a).then { timeline.source("b", b) }) },
      modern: { $0.start($0.source("a", a).then($0.source("b", b))) })
  }

  @Test func thenDoesNotStartTheNextAfterAFailure() {
    let a: [(Double, Step)] = [(1, .error(2))]
    expectTimelines(
      ["t=0.0 a started", "t=1.0 S failed TestError(2)", "t=1.0 a disposed"],
      classic: { timeline in timeline.subscribe(timeline.source("a", a).then { timeline.source("b", []) }) },
      modern: { $0.start($0.source("a", a).then($0.source("b", []))) })
  }

  /// Issue 19 item 2 (RAC4: "then should forward interruptions from the
  /// original producer"): an original that is interrupted by itself ends
  /// the whole, and the next is never started; RACClassic, which has no
  /// interruption, hears nothing more (the original crosses the bridge).
  @Test func thenStopsAtAnInterruptionOfTheOriginalInBothFaces() {
    let modern = ModernTimeline()
    let (modernOriginal, modernInput) = Signal<Int, TestError>.pipe()
    modern.start(SignalProducer(signal: modernOriginal).then(modern.source("b", [(1, .next(5))])))
    modern.at(1) { modernInput.sendNext(1) }
    modern.at(2) { modernInput.sendInterrupted() }
    modern.advance()

    let classic = ClassicTimeline()
    let (classicOriginal, classicInput) = Signal<Int, TestError>.pipe()
    classic.subscribe(
      SignalProducer(signal: classicOriginal).toRACSignal().then { classic.source("b", [(1, .next(5))]) })
    classic.at(1) { classicInput.sendNext(1) }
    classic.at(2) { classicInput.sendInterrupted() }
    classic.advance()

    #expect(modern.lines == ["t=2.0 S interrupted"])
    #expect(classic.lines == [])
  }

  @Test func collectSendsOneArrayOnCompletion() {
    expectTimelines(
      ["t=0.0 a started", "t=4.0 S next [1, 2, 3]", "t=4.0 S completed", "t=4.0 a disposed"],
      classic: { $0.subscribe($0.source("a", Self.oneTwoThree).collect()) },
      modern: { $0.start($0.source("a", Self.oneTwoThree).collect()) })
  }

  @Test func collectOfNoValuesSendsAnEmptyArray() {
    expectTimelines(
      ["t=0.0 a started", "t=0.0 S next []", "t=0.0 S completed", "t=0.0 a disposed"],
      classic: { $0.subscribe($0.syncSource("a", [.completed]).collect()) },
      modern: { $0.start($0.syncSource("a", [.completed]).collect()) })
  }

  @Test func scanSendsTheRunningTotal() {
    expectTimelines(
      [
        "t=0.0 a started", "t=1.0 S next 11", "t=2.0 S next 13", "t=3.0 S next 16", "t=4.0 S completed",
        "t=4.0 a disposed",
      ],
      classic: { $0.subscribe($0.source("a", Self.oneTwoThree).scanWithStart(10) { $0 + $1 }) },
      modern: { $0.start($0.source("a", Self.oneTwoThree).scan(10) { $0 + $1 }) })
  }

  @Test func reduceSendsTheTotalOnceOnCompletion() {
    expectTimelines(
      ["t=0.0 a started", "t=4.0 S next 16", "t=4.0 S completed", "t=4.0 a disposed"],
      classic: { $0.subscribe($0.source("a", Self.oneTwoThree).aggregateWithStart(10) { $0 + $1 }) },
      modern: { $0.start($0.source("a", Self.oneTwoThree).reduce(10) { $0 + $1 }) })
  }

  @Test func reduceOfNoValuesSendsTheInitialValue() {
    expectTimelines(
      ["t=0.0 a started", "t=0.0 S next 10", "t=0.0 S completed", "t=0.0 a disposed"],
      classic: { $0.subscribe($0.syncSource("a", [.completed]).aggregateWithStart(10) { $0 + $1 }) },
      modern: { $0.start($0.syncSource("a", [.completed]).reduce(10) { $0 + $1 }) })
  }

  @Test func retryResubscribesAfterEachFailureThenPassesTheLastOne() {
    let steps: [(Double, Step)] = [(1, .next(1)), (2, .error(4))]
    expectTimelines(
      [
        "t=0.0 a started", "t=1.0 S next 1", "t=2.0 a started", "t=2.0 a disposed", "t=3.0 S next 1",
        "t=4.0 a started", "t=4.0 a disposed", "t=5.0 S next 1", "t=6.0 S failed TestError(4)", "t=6.0 a disposed",
      ],
      classic: { $0.subscribe($0.source("a", steps).retry(2)) },
      modern: { $0.start($0.source("a", steps).retry(2)) })
  }

  @Test func catchContinuesWithTheReplacementForTheError() {
    let a: [(Double, Step)] = [(1, .next(1)), (2, .error(9))]
    let b: [(Double, Step)] = [(1, .next(90)), (2, .completed)]
    expectTimelines(
      [
        "t=0.0 a started", "t=1.0 S next 1", "t=2.0 b started", "t=2.0 a disposed", "t=3.0 S next 90",
        "t=4.0 S completed", "t=4.0 b disposed",
      ],
      classic: { timeline in timeline.subscribe(timeline.source("a", a).catch { _ in timeline.source("b", b) }) },
      modern: { timeline in timeline.start(timeline.source("a", a).flatMapError { _ in timeline.source("b", b) }) })
  }

  @Test func concatStartsTheNextWhenThePreviousCompletes() {
    let a: [(Double, Step)] = [(1, .next(1)), (2, .completed)]
    let b: [(Double, Step)] = [(1, .next(2)), (2, .completed)]
    expectTimelines(
      [
        "t=0.0 a started", "t=1.0 S next 1", "t=2.0 b started", "t=2.0 a disposed", "t=3.0 S next 2",
        "t=4.0 S completed", "t=4.0 b disposed",
      ],
      classic: { $0.subscribe($0.source("a", a).concat($0.source("b", b))) },
      modern: { $0.start($0.source("a", a).concat($0.source("b", b))) })
  }

  @Test func mergeInterleavesAndCompletesWhenAllHave() {
    let a: [(Double, Step)] = [(1, .next(1)), (3, .next(3)), (3.5, .completed)]
    let b: [(Double, Step)] = [(2, .next(2)), (4, .completed)]
    expectTimelines(
      [
        "t=0.0 a started", "t=0.0 b started", "t=1.0 S next 1", "t=2.0 S next 2", "t=3.0 S next 3",
        "t=3.5 a disposed", "t=4.0 S completed", "t=4.0 b disposed",
      ],
      classic: { $0.subscribe(RACSignal.merge([$0.source("a", a), $0.source("b", b)])) },
      modern: { $0.start(SignalProducer.merge([$0.source("a", a), $0.source("b", b)])) })
  }

  @Test func disposingAChainMidwayDisposesTheSourceAtThatMoment() {
    expectTimelines(
      ["t=0.0 a started", "t=1.0 S next 10", "t=1.5 S interrupted", "t=1.5 a disposed"],
      classic: { timeline in
        let chain = timeline.source("a", Self.oneTwoThree).take(3).distinctUntilChanged()
          .scanWithStart(0) { $0 + $1 }.map { $0 * 10 }.doNext { _ in }
        let disposable = timeline.subscribe(chain)
        timeline.at(1.5) { disposable.dispose() }
      },
      modern: { timeline in
        let chain = timeline.source("a", Self.oneTwoThree).take(3).skipRepeats()
          .scan(0) { $0 + $1 }.map { $0 * 10 }.on(next: { _ in })
        let disposable = timeline.start(chain)
        timeline.at(1.5) { disposable.dispose() }
      })
  }
}
