import RACClassic
import RACTestSupport
import Testing

/// RACClassic's transforming and filtering operators that only RAC2 spells
/// this way (`reduceEach`, `reduceApply`, `ignore`, `any`/`all`, `initially`,
/// `finally`, ...), each with its whole timeline on a `RACTestScheduler`
/// (the meanings shared with RACModern are in `TransformParityTests`).
@Suite struct ClassicTransformOperatorTests {
  static let oneTwoThree: [(Double, Step)] = [(1, .next(1)), (2, .next(2)), (3, .next(3)), (4, .completed)]

  @Test func reduceEachUnpacksEachTupleIntoTheBlock() {
    let lines = ClassicTimeline.lines { timeline in
      let tuples = timeline.source("a", Self.oneTwoThree).map { ($0, "x", $0 * 2) }
      timeline.subscribe(tuples.reduceEach { number, letter, double in "\(number)\(letter)\(double)" })
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=1.0 S next 1x2", "t=2.0 S next 2x4", "t=3.0 S next 3x6", "t=4.0 S completed",
        "t=4.0 a disposed",
      ])
  }

  @Test func reduceApplyCallsTheFunctionInTheFirstSlotWithTheRest() {
    let lines = ClassicTimeline.lines { timeline in
      let negate: (Int) -> Int = { -$0 }
      let add: (Int, Int) -> Int = { $0 + $1 }
      let sum5: (Int, Int, Int, Int, Int) -> Int = { $0 + $1 + $2 + $3 + $4 }
      let source = timeline.syncSource("a", [.next(1), .completed])
      timeline.subscribe(source.map { (negate, $0) }.reduceApply(), as: "N")
      timeline.subscribe(source.map { (add, $0, 10) }.reduceApply(), as: "A")
      timeline.subscribe(source.map { (sum5, $0, 1, 1, 1, 1) }.reduceApply(), as: "F")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 N next -1", "t=0.0 N completed", "t=0.0 a disposed", "t=0.0 a started",
        "t=0.0 A next 11", "t=0.0 A completed", "t=0.0 a disposed", "t=0.0 a started", "t=0.0 F next 5",
        "t=0.0 F completed", "t=0.0 a disposed",
      ])
  }

  @Test func ignoreDropsEveryValueEqualToTheGivenOne() {
    let steps: [Step] = [.next(1), .next(2), .next(1), .next(3), .completed]
    let lines = ClassicTimeline.lines { $0.subscribe($0.syncSource("a", steps).ignore(1)) }
    #expect(lines == ["t=0.0 a started", "t=0.0 S next 2", "t=0.0 S next 3", "t=0.0 S completed", "t=0.0 a disposed"])
  }

  @Test func tryLeavingTheErrorNilFailsWithANilError() {
    let lines = ClassicTimeline.lines { $0.subscribe($0.source("a", Self.oneTwoThree).try { value, _ in value < 2 }) }
    #expect(lines == ["t=0.0 a started", "t=1.0 S next 1", "t=2.0 S failed nil", "t=2.0 a disposed"])
  }

  @Test func tryMapReturningNilWithoutAnErrorFailsWithANilError() {
    let lines = ClassicTimeline.lines { timeline in
      timeline.subscribe(timeline.source("a", Self.oneTwoThree).tryMap { value, _ in value < 3 ? "v\(value)" : nil })
    }
    #expect(
      lines == ["t=0.0 a started", "t=1.0 S next v1", "t=2.0 S next v2", "t=3.0 S failed nil", "t=3.0 a disposed"])
  }

  @Test func theThrowingTryAndTryMapFailWithTheThrownError() {
    let lines = ClassicTimeline.lines { timeline in
      let source = timeline.source("a", Self.oneTwoThree)
      timeline.subscribe(source.try { value in if value == 2 { throw TestError(2) } }, as: "T")
      timeline.subscribe(
        source.tryMap { value -> Int in
          if value == 3 { throw TestError(3) }
          return value * 100
        }, as: "M")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 a started", "t=1.0 T next 1", "t=1.0 M next 100", "t=2.0 T failed TestError(2)",
        "t=2.0 a disposed", "t=2.0 M next 200", "t=3.0 M failed TestError(3)", "t=3.0 a disposed",
      ])
  }

  @Test func anySendsTrueAtTheFirstPassingValueThenCompletesAndDisposesTheSource() {
    let lines = ClassicTimeline.lines { $0.subscribe($0.source("a", Self.oneTwoThree).any { $0 == 2 }) }
    #expect(lines == ["t=0.0 a started", "t=2.0 S next true", "t=2.0 S completed", "t=2.0 a disposed"])
  }

  @Test func anySendsFalseWhenTheSourceCompletesOrFailsWithoutAMatch() {
    let failing: [(Double, Step)] = [(1, .next(1)), (2, .error(4))]
    let lines = ClassicTimeline.lines { timeline in
      timeline.subscribe(timeline.source("a", Self.oneTwoThree).any { $0 > 5 }, as: "C")
      timeline.subscribe(timeline.source("b", failing).any { $0 > 5 }, as: "F")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 b started", "t=2.0 F next false", "t=2.0 F completed", "t=2.0 b disposed",
        "t=4.0 C next false", "t=4.0 C completed", "t=4.0 a disposed",
      ])
  }

  @Test func anyWithoutAPredicateAsksWhetherThereIsAValueAtAll() {
    let lines = ClassicTimeline.lines { timeline in
      timeline.subscribe(timeline.source("a", Self.oneTwoThree).any(), as: "V")
      timeline.subscribe(timeline.syncSource("b", [.completed]).any(), as: "E")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 b started", "t=0.0 E next false", "t=0.0 E completed", "t=0.0 b disposed",
        "t=1.0 V next true", "t=1.0 V completed", "t=1.0 a disposed",
      ])
  }

  @Test func allSendsFalseAtTheFirstFailingValueOrError() {
    let failing: [(Double, Step)] = [(1, .next(1)), (2, .error(4))]
    let lines = ClassicTimeline.lines { timeline in
      timeline.subscribe(timeline.source("a", Self.oneTwoThree).all { $0 < 3 }, as: "V")
      timeline.subscribe(timeline.source("b", failing).all { $0 < 3 }, as: "F")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 b started", "t=2.0 F next false", "t=2.0 F completed", "t=2.0 b disposed",
        "t=3.0 V next false", "t=3.0 V completed", "t=3.0 a disposed",
      ])
  }

  @Test func allSendsTrueWhenEveryValuePassedByCompletion() {
    let lines = ClassicTimeline.lines { $0.subscribe($0.source("a", Self.oneTwoThree).all { $0 > 0 }) }
    #expect(lines == ["t=0.0 a started", "t=4.0 S next true", "t=4.0 S completed", "t=4.0 a disposed"])
  }

  @Test func andOrOfArraysAskEveryAndAny() {
    let lines = ClassicTimeline.lines { timeline in
      let arrays = RACSignal.concat([.return([true, true]), .return([true, false]), .return([false, false])])
      timeline.subscribe(arrays.and(), as: "A")
      timeline.subscribe(arrays.or(), as: "O")
    }
    #expect(
      lines == [
        "t=0.0 A next true", "t=0.0 A next false", "t=0.0 A next false", "t=0.0 A completed", "t=0.0 O next true",
        "t=0.0 O next true", "t=0.0 O next false", "t=0.0 O completed",
      ])
  }

  @Test func scanWithStartReduceWithIndexPassesEachValuesIndexFromZeroForEachSubscription() {
    let lines = ClassicTimeline.lines { timeline in
      let scanned = timeline.source("a", Self.oneTwoThree).scanWithStart("") { $0 + "\($2):\($1) " }
      timeline.subscribe(scanned)
      // A later subscription starts from the start value and index 0 again,
      // as RAC2's per-subscription bind block did.
      timeline.at(2.5) { timeline.subscribe(scanned, as: "T") }
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=1.0 S next 0:1 ", "t=2.0 S next 0:1 1:2 ", "t=2.5 a started",
        "t=3.0 S next 0:1 1:2 2:3 ", "t=3.5 T next 0:1 ", "t=4.0 S completed", "t=4.0 a disposed",
        "t=4.5 T next 0:1 1:2 ", "t=5.5 T next 0:1 1:2 2:3 ", "t=6.5 T completed", "t=6.5 a disposed",
      ])
  }

  @Test func aggregateWithStartFactoryMakesAFreshStartForEachSubscription() {
    final class Bag { var items: [Int] = [] }
    var made = 0
    let lines = ClassicTimeline.lines { timeline in
      let bagged = timeline.source("a", Self.oneTwoThree).aggregateWithStartFactory({ () -> Bag in
        made += 1
        return Bag()
      }) { bag, value in
        bag.items.append(value)
        return bag
      }
      timeline.subscribe(bagged.map(\.items), as: "X")
      timeline.subscribe(bagged.map(\.items), as: "Y")
    }
    #expect(made == 2)
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 a started", "t=4.0 X next [1, 2, 3]", "t=4.0 X completed", "t=4.0 a disposed",
        "t=4.0 Y next [1, 2, 3]", "t=4.0 Y completed", "t=4.0 a disposed",
      ])
  }

  @Test func initiallyRunsAtEachSubscriptionBeforeTheSourceIsSubscribed() {
    let lines = ClassicTimeline.lines { timeline in
      let signal = timeline.syncSource("a", [.next(1), .completed]).initially { timeline.log("initially") }
      timeline.log("created")
      timeline.subscribe(signal)
      timeline.subscribe(signal, as: "T")
    }
    #expect(
      lines == [
        "t=0.0 created", "t=0.0 initially", "t=0.0 a started", "t=0.0 S next 1", "t=0.0 S completed",
        "t=0.0 a disposed", "t=0.0 initially", "t=0.0 a started", "t=0.0 T next 1", "t=0.0 T completed",
        "t=0.0 a disposed",
      ])
  }

  @Test func finallyRunsOnCompletionAndErrorButNotOnDisposal() {
    let failing: [(Double, Step)] = [(1, .error(3))]
    let lines = ClassicTimeline.lines { timeline in
      timeline.subscribe(timeline.source("a", Self.oneTwoThree).finally { timeline.log("finally a") }, as: "A")
      timeline.subscribe(timeline.source("b", failing).finally { timeline.log("finally b") }, as: "B")
      let disposable = timeline.subscribe(timeline.source("c", Self.oneTwoThree).finally { timeline.log("finally c") })
      timeline.at(1.5) { disposable.dispose() }
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 b started", "t=0.0 c started", "t=1.0 A next 1", "t=1.0 finally b",
        "t=1.0 B failed TestError(3)", "t=1.0 b disposed", "t=1.0 S next 1", "t=1.5 c disposed", "t=2.0 A next 2",
        "t=3.0 A next 3", "t=4.0 finally a", "t=4.0 A completed", "t=4.0 a disposed",
      ])
  }
}
