import RACShared
import Testing

/// The flatten operators' state machine, driven directly: each input, the
/// action it returns.
@Suite struct FlattenStateMachineTests {
  typealias Flatten = FlattenStateMachine<String>

  static func describe(_ action: Flatten.Action) -> String {
    switch action {
    case .none: "none"
    case .start(let inner, let id): "start \(inner)#\(id)"
    case .complete: "complete"
    }
  }

  @Test func concatStartsOneInnerAndQueuesTheOthersUntilItCompletes() {
    var machine = Flatten(strategy: .concat)
    #expect(Self.describe(machine.outerValue("a")) == "start a#0")
    #expect(machine.nextStart() == nil)
    #expect(Self.describe(machine.outerValue("b")) == "none")
    #expect(Self.describe(machine.innerCompleted(0)) == "start b#1")
  }

  @Test func concatOffersTheNextStartToTheLoopWhenAnInnerCompletesInsideItsStart() {
    var machine = Flatten(strategy: .concat)
    #expect(Self.describe(machine.outerValue("a")) == "start a#0")
    #expect(Self.describe(machine.outerValue("b")) == "none")
    // "a" completes inside its own start: the loop, not a recursion, starts "b".
    #expect(Self.describe(machine.innerCompleted(0)) == "none")
    let next = machine.nextStart()
    #expect(next?.0 == "b" && next?.1 == 1)
    #expect(machine.nextStart() == nil)
  }

  @Test func concatCompletesAtOnceWhenTheLastInnerCompletesInsideItsStart() {
    var machine = Flatten(strategy: .concat)
    _ = machine.outerValue("a")
    #expect(Self.describe(machine.outerCompleted()) == "none")
    // Still inside "a"'s start (the loop has not asked for the next start).
    #expect(Self.describe(machine.innerCompleted(0)) == "complete")
    #expect(machine.nextStart() == nil)
    #expect(Self.describe(machine.outerCompleted()) == "none")
  }

  @Test func mergeStartsEveryInnerAndCompletesAfterTheOuterAndAllInners() {
    var machine = Flatten(strategy: .merge)
    #expect(Self.describe(machine.outerValue("a")) == "start a#0")
    #expect(Self.describe(machine.outerValue("b")) == "start b#1")
    #expect(Self.describe(machine.outerCompleted()) == "none")
    #expect(Self.describe(machine.innerCompleted(1)) == "none")
    #expect(Self.describe(machine.innerCompleted(0)) == "complete")
  }

  @Test func latestIgnoresTheCompletionOfAReplacedInner() {
    var machine = Flatten(strategy: .latest)
    _ = machine.outerValue("a")
    #expect(Self.describe(machine.outerValue("b")) == "start b#1")
    #expect(!machine.isCurrent(0))
    #expect(Self.describe(machine.outerCompleted()) == "none")
    #expect(Self.describe(machine.innerCompleted(0)) == "none")
    #expect(Self.describe(machine.innerCompleted(1)) == "complete")
  }

  @Test func throttleStartsAnInnerOnlyWhenNoneRuns() {
    var machine = Flatten(strategy: .throttle)
    #expect(Self.describe(machine.outerValue("a")) == "start a#0")
    #expect(Self.describe(machine.outerValue("b")) == "none")
    #expect(Self.describe(machine.innerCompleted(0)) == "none")
    #expect(Self.describe(machine.outerValue("c")) == "start c#1")
    #expect(Self.describe(machine.outerCompleted()) == "none")
    #expect(Self.describe(machine.innerCompleted(1)) == "complete")
  }

  @Test func raceCountsOnlyTheFirstInnerToSendThenCompletesWithIt() {
    var machine = Flatten(strategy: .race)
    #expect(Self.describe(machine.outerValue("a")) == "start a#0")
    #expect(Self.describe(machine.outerValue("b")) == "start b#1")
    #expect(Self.describe(machine.outerCompleted()) == "none")
    #expect(machine.claim(1) == .won)
    #expect(machine.claim(1) == .winner)
    #expect(machine.claim(0) == .lost)
    #expect(!machine.isCurrent(0))
    #expect(machine.isCurrent(1))
    #expect(!machine.mayStart(2))
    #expect(Self.describe(machine.outerValue("c")) == "none")
    #expect(Self.describe(machine.innerCompleted(0)) == "none")
    #expect(Self.describe(machine.innerCompleted(1)) == "complete")
  }

  @Test func aRaceWithoutInnersCompletesWithTheOuterAndOneWithInnersWaitsForAWinner() {
    var empty = Flatten(strategy: .race)
    #expect(Self.describe(empty.outerCompleted()) == "complete")
    var waiting = Flatten(strategy: .race)
    _ = waiting.outerValue("a")
    #expect(waiting.mayStart(0))
    #expect(Self.describe(waiting.outerCompleted()) == "none")
    #expect(Self.describe(waiting.innerCompleted(0)) == "none")
  }

  @Test func latestCountsOnlyTheNewestInnerAndAMergeCountsEveryInner() {
    var latest = Flatten(strategy: .latest)
    _ = latest.outerValue("a")
    _ = latest.outerValue("b")
    #expect(!latest.isCurrent(0))
    #expect(latest.isCurrent(1))
    var merge = Flatten(strategy: .merge)
    _ = merge.outerValue("a")
    _ = merge.outerValue("b")
    #expect(merge.isCurrent(0) && merge.isCurrent(1))
    #expect(!merge.loops)
    #expect(Flatten(strategy: .concat).loops)
  }

  @Test func eachStrategyNamesTheRuleItsInnersFollow() {
    #expect(Flatten(strategy: .merge).innerRule == .everyInner)
    #expect(Flatten(strategy: .concat).innerRule == .everyInner)
    #expect(Flatten(strategy: .throttle).innerRule == .everyInner)
    #expect(Flatten(strategy: .latest).innerRule == .newestOnly)
    #expect(Flatten(strategy: .race).innerRule == .firstToSend)
  }

  @Test func anInnersOwnInterruptionEndsTheWholeOnlyInARaceAndAThrottle() {
    #expect(!Flatten(strategy: .merge).innerInterruptionEndsTheWhole)
    #expect(!Flatten(strategy: .concat).innerInterruptionEndsTheWhole)
    #expect(!Flatten(strategy: .concurrent(limit: 2)).innerInterruptionEndsTheWhole)
    #expect(!Flatten(strategy: .latest).innerInterruptionEndsTheWhole)
    #expect(Flatten(strategy: .race).innerInterruptionEndsTheWhole)
    #expect(Flatten(strategy: .throttle).innerInterruptionEndsTheWhole)
  }
}
