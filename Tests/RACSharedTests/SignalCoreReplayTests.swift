import RACShared
import RACTestSupport
import Testing

/// Rule 7 (replay) as `SignalCore(replayCapacity:)` implements it.
@Suite("SignalCore: replay (rule 7)")
struct SignalCoreReplayTests {
  typealias Core = SignalCore<Int, TestFailure>

  @Test func rule7_lateSubscriberGetsBufferThenLive() {
    let core = Core(replayCapacity: 2)
    for value in 1...3 { core.send(.value(value)) }
    let late = Recorder<Int>()
    let slot = core.observe(late.sink)
    #expect(slot != nil)
    #expect(late.events == [.value(2), .value(3)])
    core.send(.value(4))
    core.send(.completed)
    #expect(late.events == [.value(2), .value(3), .value(4), .completed])
  }

  @Test(arguments: [TimelineEvent<Int>.completed, .failed(TestFailure(5)), .interrupted])
  func rule7_lateSubscriberOfAnEndedReplayGetsBufferThenTheTerminal(terminal: TimelineEvent<Int>) {
    let core = Core(replayCapacity: 2)
    for value in 1...3 { core.send(.value(value)) }
    switch terminal {
    case .completed: core.send(.completed)
    case .failed: core.send(.failed(TestFailure(5)))
    default: core.interrupt()
    }
    let late = Recorder<Int>()
    #expect(core.observe(late.sink) == nil)
    #expect(late.events == [.value(2), .value(3), terminal])
    let later = Recorder<Int>()
    core.observe(later.sink)
    #expect(later.events == late.events)
  }

  @Test func rule7_capacityZeroReplaysOnlyTheTerminal() {
    let core = Core(replayCapacity: 0)
    core.send(.value(1))
    let early = Recorder<Int>()
    core.observe(early.sink)
    #expect(early.events == [])
    core.send(.value(2))
    core.send(.completed)
    #expect(early.events == [.value(2), .completed])
    let late = Recorder<Int>()
    core.observe(late.sink)
    #expect(late.events == [.completed])
  }

  @Test func rule7_valuesAfterTerminationAreIgnored() {
    let core = Core(replayCapacity: Int.max)
    core.send(.value(1))
    core.send(.completed)
    core.send(.value(2))
    core.send(.failed(TestFailure(1)))
    let late = Recorder<Int>()
    core.observe(late.sink)
    #expect(late.events == [.value(1), .completed])
    #expect(core._bufferedValues == [1])
  }

  @Test(arguments: [(Int.max, [1, 2, 3]), (1, [2, 3])])
  func rule7_subscriberJoiningFromACallbackReplaysTheCurrentValueExactlyOnce(capacity: Int, expected: [Int]) {
    let core = Core(replayCapacity: capacity)
    let nested = Recorder<Int>()
    core.observe { event in
      if case .value(2) = event { core.observe(nested.sink) }
    }
    core.send(.value(1))
    core.send(.value(2))
    core.send(.value(3))
    #expect(nested.values == expected)
    // The observer holds its own signal: completion ends that cycle.
    core.send(.completed)
  }

  @Test func rule7_subscriberJoiningFromInsideTheTerminalCallbackGetsBufferThenTheTerminalAtOnce() {
    let core = Core(replayCapacity: Int.max)
    core.send(.value(1))
    core.send(.value(2))
    let nested = Recorder<Int>()
    core.observe { event in
      guard case .failed = event else { return }
      #expect(core.observe(nested.sink) == nil)
      #expect(nested.events == [.value(1), .value(2), .failed(TestFailure(3))])
    }
    core.send(.failed(TestFailure(3)))
    #expect(nested.events == [.value(1), .value(2), .failed(TestFailure(3))])
  }

  @Test func rule7_aQueuedReentrantValueEntersTheBufferWhenDeliveredSoAJoinerGetsItOnce() {
    let core = Core(replayCapacity: Int.max)
    let first = Recorder<Int>()
    let nested = Recorder<Int>()
    core.observe { event in
      first.record(event)
      if case .value(1) = event {
        core.send(.value(2))
        core.observe(nested.sink)
      }
    }
    core.send(.value(1))
    #expect(first.values == [1, 2])
    #expect(nested.values == [1, 2])
    // The observer holds its own signal: completion ends that cycle.
    core.send(.completed)
  }

  @Test func rule7_replayStartsFromTheInitialValues() {
    let core = Core(replayCapacity: 2, initialValues: [7, 8, 9])
    #expect(core._bufferedValues == [8, 9])
    let log = Recorder<Int>()
    core.observe(log.sink)
    core.send(.value(10))
    #expect(log.values == [8, 9, 10])
    #expect(core._bufferedValues == [9, 10])
  }

  @Test func rule7_anObserverDisposingItselfDuringItsReplayStopsIt() {
    let core = Core(replayCapacity: Int.max)
    for value in 1...5 { core.send(.value(value)) }
    let log = Recorder<Int>()
    var slot: Core.Slot?
    slot = Core.Slot(core: core, interruptsOnDispose: false) { event in
      log.record(event)
      if case .value(2) = event { slot?.dispose() }
    }
    #expect(core.attach(slot!) == false)
    core.send(.value(6))
    #expect(log.events == [.value(1), .value(2)])
    #expect(core.observerCount == 0)
  }

  @Test func rule13_negativeReplayCapacityTrapsNamingIt() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SignalCore<Int, Never>(replayCapacity: -3)
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("capacity must not be negative (got -3)"))
  }
}

/// A property's one broadcast (`SignalCore.init(latest:)`): it replays the
/// value it delivered last only to an observer that asks, joining in the same
/// step, so a property's signal and producer share one list of observers.
@Suite("SignalCore: the latest value, on request")
struct SignalCoreLatestTests {
  typealias Core = SignalCore<Int, Never>

  func slot(_ core: Core, _ recorder: Recorder<Int>) -> ObserverSlot<Int, Never> {
    ObserverSlot(core: core, interruptsOnDispose: true) { recorder.sink($0.withoutFailure(as: TestFailure.self)!) }
  }

  @Test func aSignalWithALatestValueReplaysItOnlyToAnObserverThatAsks() {
    let core = Core(latest: 1)
    let (plain, asking) = (Recorder<Int>(), Recorder<Int>())
    core.observe { plain.sink($0.withoutFailure(as: TestFailure.self)!) }
    #expect(core.attach(slot(core, asking), replayingLatest: true))
    #expect(plain.events == [])
    #expect(asking.events == [.value(1)])
    core.send(.value(2))
    let late = Recorder<Int>()
    core.attach(slot(core, late), replayingLatest: true)
    core.send(.value(3))
    #expect(plain.events == [.value(2), .value(3)])
    #expect(asking.events == [.value(1), .value(2), .value(3)])
    #expect(late.events == [.value(2), .value(3)])
  }

  @Test func afterTheEndAnAskingObserverHearsTheLatestValueAndTheEndAndAPlainOneIsInterrupted() {
    let core = Core(latest: 1)
    core.send(.value(2))
    core.send(.completed)
    let (plain, asking) = (Recorder<Int>(), Recorder<Int>())
    #expect(core.observe { plain.sink($0.withoutFailure(as: TestFailure.self)!) } == nil)
    #expect(!core.attach(slot(core, asking), replayingLatest: true))
    #expect(plain.events == [.interrupted])
    #expect(asking.events == [.value(2), .completed])
  }

  @Test func anObserverJoiningFromACallbackHearsTheValueInFlightOnceThenWhatWasQueued() {
    let core = Core(latest: 0)
    let joined = Recorder<Int>()
    var once = false
    // The observer holds its own signal: disposed at the end, or the two
    // keep each other alive (a RAC-faithful cycle, docs/Reliability.md).
    let observer = core.observe { event in
      guard case .value(let value) = event, !once else { return }
      once = true
      core.attach(self.slot(core, joined), replayingLatest: true)
      core.send(.value(value + 10))
    }
    core.send(.value(1))
    #expect(joined.events == [.value(1), .value(11)])
    observer?.dispose()
  }
}
