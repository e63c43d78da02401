import RACShared
import RACTestSupport
import Testing

/// The flatten strategies beyond merge, concat and latest (a concurrency
/// limit, race) and what an inner's own interruption means, driven by hot
/// inner signals so that the test picks every event's moment.
@Suite struct FlattenStrategyTests {
  typealias Hot = SignalCore<Int, TestFailure>
  typealias Harness = FlattenTests.Harness

  @Test func aLimitOfTwoRunsTwoInnersAndStartsTheNextWhenAPlaceFrees() {
    let harness = Harness(.concurrent(limit: 2))
    let (a, b, c) = (Hot(), Hot(), Hot())
    harness.send(a)
    harness.send(b)
    harness.send(c)
    #expect([a.observerCount, b.observerCount, c.observerCount] == [1, 1, 0])
    b.send(.value(2))
    a.send(.value(1))
    b.send(.completed)
    #expect(c.observerCount == 1)
    c.send(.value(3))
    harness.outer.send(.completed)
    a.send(.completed)
    #expect(harness.log.events == [.value(2), .value(1), .value(3)])
    c.send(.completed)
    #expect(harness.log.events == [.value(2), .value(1), .value(3), .completed])
  }

  @Test(.timeLimit(.minutes(1)))
  func aLimitedFlattenOfAHundredThousandSynchronousProducersCompletesWithoutOverflow() {
    let count = deepChainLength
    let inners = (0..<count).map { Producer<Int, TestFailure>(values: [$0]) }
    let flattened = Producer<Producer<Int, TestFailure>, TestFailure>(values: inners)
      .lift(cancelling: EventTransforms.flatten(.concurrent(limit: 3)) { $0 })
    let log = Recorder<Int>()
    flattened.start(log.sink)
    #expect(log.values == Array(0..<count))
    #expect(log.events.last == .completed)
  }

  @Test func zeroMeansUnlimitedOnlyWhereTheCallerSaysSo() {
    #expect(FlattenMode.concurrent(0, zeroMeansUnlimited: true) == .merge)
    #expect(FlattenMode.concurrent(1, zeroMeansUnlimited: true) == .concat)
    #expect(FlattenMode.concurrent(4, zeroMeansUnlimited: false) == .concurrent(limit: 4))
  }

  @Test func theFirstInnerToSendWinsTheRaceAndTheOthersAreDisposed() {
    let harness = Harness(.race)
    let (a, b, c) = (Hot(), Hot(), Hot())
    harness.send(a)
    harness.send(b)
    b.send(.value(20))
    #expect(a.observerCount == 0)
    harness.send(c)
    #expect(c.observerCount == 0)
    a.send(.value(1))
    b.send(.value(21))
    harness.outer.send(.completed)
    #expect(harness.log.events == [.value(20), .value(21)])
    b.send(.completed)
    #expect(harness.log.events == [.value(20), .value(21), .completed])
  }

  @Test func anInnerCompletingFirstWinsTheRaceAndEndsItWithTheOuter() {
    let harness = Harness(.race)
    let (a, b) = (Hot(), Hot())
    harness.send(a)
    harness.send(b)
    harness.outer.send(.completed)
    #expect(harness.log.events == [])
    a.send(.completed)
    #expect(harness.log.events == [.completed])
    #expect(b.observerCount == 0)
  }

  @Test func theRaceWinnersInterruptionIsPassedOn() {
    let harness = Harness(.race)
    let a = Hot()
    harness.send(a)
    a.send(.value(1))
    a.send(.interrupted)
    #expect(harness.log.events == [.value(1), .interrupted])
  }

  @Test(arguments: [FlattenMode.merge, .concat, .latest, .concurrent(limit: 2)])
  func anInnerInterruptedByItselfCountsAsCompleted(mode: FlattenMode) {
    let harness = Harness(mode)
    let (a, b) = (Hot(), Hot())
    harness.send(a)
    harness.send(b)
    let first = mode == .latest ? b : a
    first.send(.value(1))
    first.send(.interrupted)
    let second = mode == .latest ? a : b
    #expect(harness.log.events == [.value(1)])
    harness.outer.send(.completed)
    if mode != .latest {
      second.send(.value(2))
      second.send(.completed)
    }
    #expect(harness.log.events.last == .completed)
    #expect(!harness.log.events.contains(.interrupted))
  }

  @Test func aConcatInnerThatObservesAnEndedSignalIsSkipped() {
    let ended = Hot()
    ended.send(.completed)
    let flattened = Producer<Producer<Int, TestFailure>, TestFailure>(
      values: [Producer(values: [1]), Producer(observing: ended), Producer(values: [2])]
    ).lift(cancelling: EventTransforms.flatten(.concat) { $0 })
    let log = Recorder<Int>()
    flattened.start(log.sink)
    #expect(log.events == [.value(1), .value(2), .completed])
  }

  @Test(arguments: [FlattenMode.concat, .concurrent(limit: 2)])
  func disposingALimitedFlattenStartsNoneOfTheWaitingInners(mode: FlattenMode) {
    let starts = Counter()
    let waiting = Producer<Int, TestFailure> { _, _ in starts.increment() }
    let harness = Harness(mode)
    let (a, b) = (Hot(), Hot())
    harness.send(a)
    harness.send(b)
    harness.outer.send(.value(waiting))
    let before = starts.value
    harness.start.dispose()
    #expect(starts.value == before)
    #expect(harness.log.events == [.interrupted])
  }

  // MARK: throttle (ReactiveSwift)

  @Test func aThrottleDropsInnersArrivingWhileOneRunsAndTakesTheNextOnceItCompletes() {
    let harness = Harness(.throttle)
    let (a, b, c) = (Hot(), Hot(), Hot())
    harness.send(a)
    harness.send(b)
    #expect([a.observerCount, b.observerCount] == [1, 0])
    a.send(.value(1))
    b.send(.value(99))
    a.send(.completed)
    harness.send(b)
    #expect(b.observerCount == 1)
    harness.send(c)
    #expect(c.observerCount == 0)
    b.send(.value(2))
    #expect(harness.log.events == [.value(1), .value(2)])
  }

  @Test func aThrottleCompletesOnceTheOuterAndTheRunningInnerHave() {
    let harness = Harness(.throttle)
    let a = Hot()
    harness.send(a)
    harness.outer.send(.completed)
    #expect(harness.log.events == [])
    a.send(.completed)
    #expect(harness.log.events == [.completed])
  }

  @Test func aThrottleWithNoInnerRunningCompletesWithTheOuter() {
    let harness = Harness(.throttle)
    let a = Hot()
    harness.send(a)
    a.send(.completed)
    harness.outer.send(.completed)
    #expect(harness.log.events == [.completed])
  }

  @Test func aThrottlePassesTheRunningInnersInterruptionOn() {
    let harness = Harness(.throttle)
    let a = Hot()
    harness.send(a)
    a.send(.value(1))
    a.send(.interrupted)
    #expect(harness.log.events == [.value(1), .interrupted])
    #expect(harness.outer.observerCount == 0)
  }

  @Test func aThrottleFailsWithItsRunningInner() {
    let harness = Harness(.throttle)
    let a = Hot()
    harness.send(a)
    a.send(.failed(TestFailure(6)))
    #expect(harness.log.events == [.failed(TestFailure(6))])
  }

  @Test func aThrottleTakesTheNextInnerAfterOneThatCompletedInsideItsStart() {
    let inners = [
      Producer<Int, TestFailure>(values: [1]), Producer<Int, TestFailure>(values: [2]),
    ]
    let log = Recorder<Int>()
    Producer<Producer<Int, TestFailure>, TestFailure>(values: inners)
      .lift(cancelling: EventTransforms.flatten(.throttle) { $0 }).start(log.sink)
    #expect(log.events == [.value(1), .value(2), .completed])
  }
}
