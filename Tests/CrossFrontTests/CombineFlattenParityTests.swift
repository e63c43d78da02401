import RACClassic
import RACModern
import RACTestSupport
import Testing

/// The combining and flattening operators RAC2 and RAC4 share under
/// different names, run through both faces on their test schedulers and
/// checked against the expected timeline. Where the faces' RACs order or end
/// things differently, `classicLines` pins RAC2's own timeline.
@Suite struct CombineFlattenParityTests {
  typealias Trigger = SignalProducer<(), NoError>

  @Test func takeUntilReplacementStartsTheReplacementFirstAndSwitchesAtItsFirstEvent() {
    let receiver: [(Double, Step)] = [(1, .next(1)), (2, .next(2)), (2.2, .completed)]
    let replacement: [(Double, Step)] = [(2.5, .next(10)), (3.5, .completed)]
    expectTimelines(
      [
        "t=0.0 r started", "t=0.0 a started", "t=1.0 S next 1", "t=2.0 S next 2", "t=2.2 a disposed",
        "t=2.5 S next 10", "t=3.5 S completed", "t=3.5 r disposed",
      ],
      classic: { $0.subscribe($0.source("a", receiver).takeUntilReplacement($0.source("r", replacement))) },
      modern: { $0.start($0.source("a", receiver).takeUntilReplacement($0.source("r", replacement))) })
  }

  @Test func takeUntilReplacementDisposesTheReceiverWhenTheReplacementTakesOver() {
    let receiver: [(Double, Step)] = [(1, .next(1)), (3, .next(3))]
    let replacement: [(Double, Step)] = [(2, .error(8))]
    expectTimelines(
      [
        "t=0.0 r started", "t=0.0 a started", "t=1.0 S next 1", "t=2.0 a disposed", "t=2.0 S failed TestError(8)",
        "t=2.0 r disposed",
      ],
      classic: { $0.subscribe($0.source("a", receiver).takeUntilReplacement($0.source("r", replacement))) },
      modern: { $0.start($0.source("a", receiver).takeUntilReplacement($0.source("r", replacement))) })
  }

  @Test func aReplacementSendingAtOnceMeansTheReceiverNeverStarts() {
    expectTimelines(
      ["t=0.0 r started", "t=0.0 S next 4", "t=0.0 S next 5"],
      classic: { $0.subscribe($0.source("a", []).takeUntilReplacement($0.syncSource("r", [.next(4), .next(5)]))) },
      modern: { $0.start($0.source("a", []).takeUntilReplacement($0.syncSource("r", [.next(4), .next(5)]))) })
  }

  @Test func sampleAndSampleOnSendTheNewestValueAtEachTickButEndDifferently() {
    let source: [(Double, Step)] = [(1, .next(1)), (2, .next(2)), (4, .next(3)), (6, .completed)]
    let ticks: [(Double, Step)] = [(0.5, .next(0)), (3, .next(0)), (5, .next(0)), (5.5, .next(0)), (7, .completed)]
    let values = ["t=0.0 a started", "t=0.0 t started", "t=3.0 S next 2", "t=5.0 S next 3", "t=5.5 S next 3"]
    expectTimelines(
      values + ["t=6.0 a disposed", "t=7.0 S completed", "t=7.0 t disposed"],
      classicLines: values + ["t=6.0 S completed", "t=6.0 t disposed", "t=6.0 a disposed"],
      classic: { $0.subscribe($0.source("a", source).sample($0.source("t", ticks))) },
      modern: { timeline in
        let sampler: SignalProducer<(), NoError> = timeline.source("t", ticks).map { _ in () }.flatMapError { _ in
          .empty
        }
        timeline.start(timeline.source("a", source).sampleOn(sampler))
      })
  }

  @Test func sampleAndSampleOnStartTheSourceFirstSoASynchronousSourceIsSampled() {
    expectTimelines(
      ["t=0.0 a started", "t=0.0 t started", "t=0.0 S next 2"],
      classic: { $0.subscribe($0.syncSource("a", [.next(1), .next(2)]).sample($0.syncSource("t", [.next(0)]))) },
      modern: { timeline in
        let sampler = timeline.syncSource("t", [.next(0)]).map { _ in () }.flatMapError { _ in Trigger.empty }
        timeline.start(timeline.syncSource("a", [.next(1), .next(2)]).sampleOn(sampler))
      })
  }

  @Test func flattenWithALimitRunsThatManyInnersAndQueuesTheRest() {
    let a: [(Double, Step)] = [(1, .next(1)), (2, .completed)]
    let b: [(Double, Step)] = [(1.5, .next(2)), (3, .completed)]
    let c: [(Double, Step)] = [(1, .next(3)), (2, .completed)]
    expectTimelines(
      [
        "t=0.0 a started", "t=0.0 b started", "t=1.0 S next 1", "t=1.5 S next 2", "t=2.0 c started",
        "t=2.0 a disposed", "t=3.0 b disposed", "t=3.0 S next 3", "t=4.0 S completed", "t=4.0 c disposed",
      ],
      classic: { timeline in
        let inners = [timeline.source("a", a), timeline.source("b", b), timeline.source("c", c)]
        timeline.subscribe(RACSignal.concat(inners.map { RACSignal.return($0) }).flatten(2))
      },
      modern: { timeline in
        let inners = [timeline.source("a", a), timeline.source("b", b), timeline.source("c", c)]
        timeline.start(
          SignalProducer<SignalProducer<Int, TestError>, TestError>(values: inners).flatten(.concurrent(limit: 2)))
      })
  }

  @Test func combineLatestOfDifferentTypesSendsEachCombination() {
    let a: [(Double, Step)] = [(1, .next(1)), (4, .next(2)), (5, .completed)]
    let b: [(Double, Step)] = [(2, .next(10)), (6, .completed)]
    let c: [(Double, Step)] = [(3, .next(100)), (3.5, .completed)]
    let tail = [
      "t=3.0 S next 1 10.0 c100", "t=3.5 c disposed", "t=4.0 S next 2 10.0 c100", "t=5.0 a disposed",
      "t=6.0 S completed", "t=6.0 b disposed",
    ]
    expectTimelines(
      ["t=0.0 c started", "t=0.0 b started", "t=0.0 a started"] + tail,
      classicLines: ["t=0.0 a started", "t=0.0 b started", "t=0.0 c started"] + tail,
      classic: { timeline in
        let combined = RACSignal.combineLatest(
          timeline.source("a", a), timeline.source("b", b).map(Double.init), timeline.source("c", c).map { "c\($0)" },
          reduce: { "\($0) \($1) \($2)" })
        timeline.subscribe(combined)
      },
      modern: { timeline in
        let combined = SignalProducer.combineLatest(
          timeline.source("a", a), timeline.source("b", b).map(Double.init), timeline.source("c", c).map { "c\($0)" })
        timeline.start(combined.map { "\($0) \($1) \($2)" })
      })
  }

  @Test func zipOfDifferentTypesPairsTheNthValues() {
    let a: [(Double, Step)] = [(1, .next(1)), (2, .next(2)), (2.5, .completed)]
    let b: [(Double, Step)] = [(3, .next(10)), (4, .next(20)), (5, .next(30))]
    let tail = [
      "t=2.5 a disposed", "t=3.0 S next 1:x10", "t=4.0 S next 2:x20", "t=4.0 S completed", "t=4.0 b disposed",
    ]
    expectTimelines(
      ["t=0.0 b started", "t=0.0 a started"] + tail,
      classicLines: ["t=0.0 a started", "t=0.0 b started"] + tail,
      classic: { timeline in
        timeline.subscribe(
          RACSignal.zip(timeline.source("a", a), timeline.source("b", b).map { "x\($0)" }, reduce: { "\($0):\($1)" }))
      },
      modern: { timeline in
        let zipped = SignalProducer.zip(timeline.source("a", a), timeline.source("b", b).map { "x\($0)" })
        timeline.start(zipped.map { "\($0):\($1)" })
      })
  }
}
