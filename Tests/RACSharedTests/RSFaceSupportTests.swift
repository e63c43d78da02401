import Foundation
import RACShared
import RACTestSupport
import Testing

/// The engine pieces under ReactiveSwift's `Bag`, `Atomic`, `<~` and
/// `URLSession.reactive.data(with:)`, driven directly.
@Suite("ReactiveSwift face support")
struct RSFaceSupportTests {
  @Test func aTokenBagFindsEveryTokenAfterRemovalsAtBothEnds() {
    var bag = TokenBag<Int>()
    let tokens = (0..<9).map { bag.insert($0) }
    #expect(bag.remove(token: tokens[0]) == 0)
    #expect(bag.remove(token: tokens[8]) == 8)
    #expect(bag.remove(token: tokens[4]) == 4)
    #expect(bag.remove(token: tokens[4]) == nil)
    #expect(bag.remove(token: 99) == nil)
    #expect(Array(bag.elements) == [1, 2, 3, 5, 6, 7])
    let rest = tokens.dropFirst().dropLast().filter { $0 != tokens[4] }
    #expect(rest.map { bag.remove(token: $0) } == [1, 2, 3, 5, 6, 7])
    #expect(bag.elements.isEmpty)
  }

  @Test func aTokenBagFromASequenceNumbersItsElementsFromZero() {
    var bag = TokenBag(["a", "b"])
    #expect(bag.insert("c") == 2)
    #expect(bag.remove(token: 0) == "a")
    #expect(Array(bag.elements) == ["b", "c"])
  }

  @Test func anExclusiveValueExchangesAndModifiesInPlace() {
    let cell = ExclusiveValue([1])
    #expect(cell.exchange([2]) == [1])
    cell.modify { $0.append(3) }
    #expect(cell.value == [2, 3])
    #expect(cell.withValue { $0.count } == 2)
  }

  @Test func aOneShotSendsItsValueThenCompletesPerStart() {
    var begun = 0
    let producer = Producer<Int, TestFailure>.oneShot { complete in
      begun += 1
      complete(.success(begun * 10))
      return {}
    }
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    producer.start(first.sink)
    producer.start(second.sink)
    #expect(first.events == [.value(10), .completed])
    #expect(second.events == [.value(20), .completed])
  }

  @Test func aOneShotFailsWithTheOperationsFailure() {
    let log = Recorder<Int>()
    Producer<Int, TestFailure>.oneShot { complete in
      complete(.failure(TestFailure(1)))
      return {}
    }.start(log.sink)
    #expect(log.events == [.failed(TestFailure(1))])
  }

  @Test func disposingAOneShotCancelsTheOperationAndDropsALateOutcome() {
    var cancels = 0
    var later: (@Sendable (Result<Int, TestFailure>) -> Void)?
    let log = Recorder<Int>()
    let start = Producer<Int, TestFailure>.oneShot { complete in
      later = complete
      return { cancels += 1 }
    }.start(log.sink)
    start.dispose()
    later?(.success(1))
    #expect(cancels == 1)
    #expect(log.events == [.interrupted])
  }

  @Test func aBindingDuringALifetimeEndsWithIt() {
    let lifetime = CompositeDisposableCore()
    let source = SignalCore<Int, Never>()
    var values: [Int] = []
    let binding = Producer(observing: source).bind(during: lifetime) { values.append($0) }
    source.send(.value(1))
    lifetime.dispose()
    source.send(.value(2))
    #expect(values == [1])
    #expect(source.observerCount == 0)
    withExtendedLifetime(binding) {}
  }

  @Test func aSchedulerBindingActionIsTheActionItselfOnTheImmediateScheduler() {
    var values: [Int] = []
    let immediate = BindingTargetAction.on(ImmediateSchedulerCore()) { (value: Int) in values.append(value) }
    immediate(1)
    let clock = VirtualTimeSchedulerCore(startDate: Date(timeIntervalSinceReferenceDate: 0))
    let scheduled = BindingTargetAction.on(clock) { (value: Int) in values.append(value * 10) }
    scheduled(2)
    #expect(values == [1])
    clock.advance(by: 0)
    #expect(values == [1, 20])
  }
}
