import Foundation
import RACShared
import Testing

@Suite("FIFO")
struct FIFOTests {
  @Test func popsInPushOrderThenNil() {
    var queue = FIFO<Int>()
    #expect(queue.isEmpty)
    #expect(queue.pop() == nil)
    for value in 1...3 { queue.push(value) }
    #expect(queue.count == 3)
    #expect(!queue.isEmpty)
    #expect([queue.pop(), queue.pop(), queue.pop(), queue.pop()] == [1, 2, 3, nil])
    #expect(queue.isEmpty)
    #expect(queue.count == 0)
  }

  /// Interleaved pushes and pops cross the compaction threshold many times;
  /// the order must survive every compaction.
  @Test(arguments: [1, 2, 31, 32, 33, 100])
  func interleavedPushesAndPopsKeepOrderAcrossCompactions(backlog: Int) {
    var queue = FIFO<Int>()
    var popped: [Int] = []
    var next = 0
    for _ in 0..<backlog {
      queue.push(next)
      next += 1
    }
    for _ in 0..<2_000 {
      queue.push(next)
      next += 1
      popped.append(queue.pop()!)
      #expect(queue.count == backlog)
    }
    while let value = queue.pop() { popped.append(value) }
    #expect(popped == Array(0..<next))
  }

  @Test func removeAllEmptiesTheQueueAndItStaysUsable() {
    var queue = FIFO<String>()
    for value in ["a", "b", "c"] { queue.push(value) }
    _ = queue.pop()
    queue.removeAll()
    #expect(queue.isEmpty)
    #expect(queue.pop() == nil)
    queue.push("d")
    #expect(queue.pop() == "d")
  }
}

@Suite("OnceFlag")
struct OnceFlagTests {
  @Test func onlyTheFirstSetWins() {
    let flag = OnceFlag()
    #expect(!flag.isSet)
    #expect(flag.set())
    #expect(flag.isSet)
    #expect(!flag.set())
    #expect(flag.isSet)
  }

  @Test func exactlyOneOfManyRacingThreadsWins() {
    for _ in 0..<20 {
      let flag = OnceFlag()
      let winners = Counter()
      onThreadsReleasedTogether(8) { _ in
        if flag.set() { winners.increment() }
      }
      #expect(winners.value == 1)
      #expect(flag.isSet)
    }
  }
}

@Suite("SubscriberCount")
struct SubscriberCountTests {
  @Test func beginReportsTheFirstAndEndReportsTheLast() {
    let count = SubscriberCount()
    let first = SubscriberCount.Ticket()
    let second = SubscriberCount.Ticket()
    #expect(count.begin(first) == true)
    #expect(count.begin(second) == false)
    #expect(count.current == 2)
    #expect(count.end(first) == false)
    #expect(count.current == 1)
    #expect(count.end(second) == true)
    #expect(count.current == 0)
  }

  @Test func aTicketEndedBeforeItBeginsIsNeverCounted() {
    let count = SubscriberCount()
    let ticket = SubscriberCount.Ticket()
    #expect(count.end(ticket) == false)
    #expect(count.begin(ticket) == nil)
    #expect(count.current == 0)
    let next = SubscriberCount.Ticket()
    #expect(count.begin(next) == true)
  }

  @Test func aTicketCountsOnceAndEndsOnce() {
    let count = SubscriberCount()
    let ticket = SubscriberCount.Ticket()
    #expect(count.begin(ticket) == true)
    #expect(count.begin(ticket) == nil)
    #expect(count.current == 1)
    #expect(count.end(ticket) == true)
    #expect(count.end(ticket) == false)
    #expect(count.current == 0)
    #expect(count.begin(ticket) == nil)
  }

  @Test func theCountReturningToZeroMakesTheNextBeginFirstAgain() {
    let count = SubscriberCount()
    let first = SubscriberCount.Ticket()
    #expect(count.begin(first) == true)
    #expect(count.end(first) == true)
    let again = SubscriberCount.Ticket()
    #expect(count.begin(again) == true)
  }
}

@Suite("AtomicState")
struct AtomicStateTests {
  enum Light: Int, AtomicStateValue {
    case red, amber, green
  }

  final class Lamp: @unchecked Sendable {
    @exclusivity(unchecked) var light = AtomicState(Light.red)
  }

  @Test func aStateChangesOnlyFromTheExpectedCase() {
    let lamp = Lamp()
    #expect(AtomicState.load(&lamp.light) == .red)
    #expect(!AtomicState.compareExchange(&lamp.light, .amber, .green))
    #expect(AtomicState.load(&lamp.light) == .red)
    #expect(AtomicState.compareExchange(&lamp.light, .red, .amber))
    #expect(AtomicState.exchange(&lamp.light, .green) == .amber)
    AtomicState.store(&lamp.light, .red)
    #expect(AtomicState.load(&lamp.light) == .red)
    #expect(AtomicState.holds(&lamp.light, .red))
    #expect(!AtomicState.holds(&lamp.light, .green))
  }

  @Test func exactlyOneOfRacingThreadsMovesAStateOn() {
    for _ in 0..<20 {
      let lamp = Lamp()
      let winners = Counter()
      onThreadsReleasedTogether(4) { _ in
        if AtomicState.compareExchange(&lamp.light, .red, .green) { winners.increment() }
      }
      #expect(winners.value == 1)
      #expect(AtomicState.load(&lamp.light) == .green)
    }
  }

  @Test func aFaceCountIsOneWordZeroWhileUncounted() {
    #expect(FaceCount.uncounted.word == 0)
    #expect(FaceCount(word: 0) == .uncounted)
    #expect(!FaceCount.uncounted.isCounted)
    for faces in [0, 1, 2, 41] {
      #expect(FaceCount.counted(faces).word == faces + 1)
      #expect(FaceCount(word: faces + 1) == .counted(faces))
      #expect(FaceCount.counted(faces).isCounted)
    }
  }

  @Test func aFlagIsAState() {
    let flag = OnceFlag()
    #expect(!flag.isSet)
    #expect(flag.set())
    #expect(!flag.set())
    #expect(flag.isSet)
  }
}

@Suite("AtomicWord and Waiter")
struct AtomicWordTests {
  @Test func aWordStoredInAClassLosesNoUpdateFromRacingThreads() {
    let counter = Counter()
    onThreadsReleasedTogether(4) { _ in
      for _ in 0..<20_000 { counter.increment() }
    }
    #expect(counter.value == 80_000)
  }

  @Test func compareExchangeSucceedsOnlyFromTheExpectedValue() {
    var word = 0
    #expect(!AtomicWord.compareExchange(&word, 1, 2))
    #expect(AtomicWord.load(&word) == 0)
    #expect(AtomicWord.compareExchange(&word, 0, 2))
    #expect(AtomicWord.load(&word) == 2)
    #expect(AtomicWord.exchange(&word, 5) == 2)
    #expect(AtomicWord.load(&word) == 5)
  }

  /// A broken hand-off shows as a hang, which the time limit turns into a
  /// failure; a `wait()` that does not wait shows as the flag still unset.
  @Test(.timeLimit(.minutes(1)))
  func aWaiterSignalledBeforeItWaitsReturnsAtOnceAndIsReusable() {
    let waiter = Waiter()
    for _ in 0..<3 {
      waiter.prepare()
      waiter.signal()
      waiter.wait()
    }
    waiter.prepare()
    let signalled = Counter()
    let box = UncheckedBox(waiter)
    Thread {
      Thread.sleep(forTimeInterval: 0.05)
      signalled.store(1)
      box.value.signal()
    }.start()
    waiter.wait()
    #expect(signalled.value == 1, "wait() returned before signal() was called")
  }
}
