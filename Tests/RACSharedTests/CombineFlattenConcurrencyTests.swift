import Dispatch
import Foundation
import RACShared
import RACTestSupport
import Testing

/// The combining and flattening operators whose sources deliver on several
/// threads at once: each keeps its promise under real races (and under
/// `swift test --sanitize=thread`).
@Suite struct CombineFlattenConcurrencyTests {
  typealias Hot = SignalCore<Int, TestFailure>

  @Test(.timeLimit(.minutes(1)))
  func aRaceOfInnersSendingOnManyThreadsKeepsExactlyOneWinner() {
    for _ in 0..<50 {
      let inners = (0..<4).map { _ in Hot() }
      let log = Recorder<Int>()
      let flattened = Producer<Producer<Int, TestFailure>, TestFailure>(values: inners.map { Producer(observing: $0) })
        .lift(cancelling: EventTransforms.flatten(.race) { $0 })
      flattened.start(log.sink)
      onThreadsReleasedTogether(inners.count) { index in
        for step in 0..<20 { inners[index].send(.value(index * 100 + step)) }
      }
      let values = log.values
      let winner = values.first.map { $0 / 100 }
      #expect(!values.isEmpty)
      #expect(values.allSatisfy { $0 / 100 == winner })
      #expect(values == values.sorted())
      #expect(inners.filter { $0.observerCount > 0 }.count == 1)
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func aReplacementOnAnotherThreadIsNeverFollowedByTheReceiversValues() {
    for _ in 0..<50 {
      let (receiver, replacement) = (Hot(), Hot())
      let log = Recorder<Int>()
      Producer(observing: receiver).take(untilReplacement: Producer(observing: replacement)).start(log.sink)
      onThreadsReleasedTogether(2) { index in
        for step in 0..<200 {
          if index == 0 { receiver.send(.value(step)) } else if step % 50 == 0 { replacement.send(.value(-step - 1)) }
        }
      }
      let values = log.values
      guard let firstReplacement = values.firstIndex(where: { $0 < 0 }) else {
        Issue.record("the replacement sent nothing")
        continue
      }
      #expect(values[firstReplacement...].allSatisfy { $0 < 0 })
      #expect(receiver.observerCount == 0)
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func aLimitedFlattenNeverRunsMoreThanItsLimitWhileInnersEndOnManyThreads() {
    let running = Counter()
    let overLimit = Counter()
    let count = 200
    let inners = (0..<count).map { value in
      Producer<Int, TestFailure> { input, _ in
        if running.increment() > 2 { overLimit.increment() }
        let send = UncheckedBox(input)
        DispatchQueue.global().async {
          send.value(.value(value))
          running.decrement()
          send.value(.completed)
        }
      }
    }
    let log = Recorder<Int>()
    let done = DispatchSemaphore(value: 0)
    Producer<Producer<Int, TestFailure>, TestFailure>(values: inners)
      .lift(cancelling: EventTransforms.flatten(.concurrent(limit: 2)) { $0 })
      .start { event in
        log.record(event)
        if event.isTerminal { done.signal() }
      }
    done.wait()
    #expect(overLimit.value == 0)
    #expect(Set(log.values) == Set(0..<count))
    #expect(log.events.last == .completed)
  }

  @Test(.timeLimit(.minutes(1)))
  func sampleReadsTheNewestValueWhileTheSourceSendsOnAnotherThread() {
    let (source, sampler) = (Hot(), SignalCore<Int, TestFailure>())
    let log = Recorder<Int>()
    Producer(observing: source).sample(
      with: Producer(observing: sampler), order: .receiverFirst, completion: .whenBothComplete
    ).lift(EventTransforms.map(\.0)).start(log.sink)
    onThreadsReleasedTogether(2) { index in
      for step in 0..<2_000 {
        if index == 0 { source.send(.value(step)) } else { sampler.send(.value(step)) }
      }
    }
    source.send(.completed)
    sampler.send(.completed)
    let values = log.values
    #expect(values == values.sorted())
    #expect(log.events.last == .completed)
  }
}
