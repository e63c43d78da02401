import RACShared
import RACTestSupport
import Testing

/// The engine contract (docs/EventContract.md rules 1-7) as `SignalCore` implements it,
/// single-threaded; one test per rule, named after it.
@Suite("SignalCore: the rules on one thread")
struct SignalCoreRuleTests {
  typealias Core = SignalCore<Int, TestFailure>

  @Test func rule1_nothingAfterTerminal() {
    let core = Core()
    let log = Recorder<Int>()
    core.observe(log.sink)
    core.send(.value(1))
    core.send(.failed(TestFailure(1)))
    core.send(.value(2))
    core.send(.completed)
    core.interrupt()
    #expect(log.events == [.value(1), .failed(TestFailure(1))])
    #expect(core.hasTerminated)
    #expect(core.observerCount == 0)
  }

  @Test func rule1_anInterruptionReplacesAQueuedTerminalSoOnlyOneTerminalArrives() {
    let core = Core()
    let log = Recorder<Int>()
    core.observe { event in
      log.record(event)
      if case .value(1) = event {
        core.send(.completed)
        core.interrupt()
      }
    }
    core.send(.value(1))
    #expect(log.events == [.value(1), .interrupted])
  }

  @Test func rule3_reentrantSendIsQueuedNotReordered() {
    let core = Core()
    let trace = Recorder<String>()
    core.observe { event in
      trace.note("A \(TimelineEvent(event))")
      if case .value(1) = event {
        core.send(.value(2))
        core.send(.value(3))
        trace.note("A sent 2 and 3")
      }
    }
    core.observe { event in
      trace.note("B \(TimelineEvent(event))")
      if case .value(2) = event { core.send(.value(4)) }
    }
    core.observe(trace.sink("C", Int.self))
    core.send(.value(1))
    #expect(
      trace.values == [
        "A value(1)", "A sent 2 and 3", "B value(1)", "C value(1)",
        "A value(2)", "B value(2)", "C value(2)",
        "A value(3)", "B value(3)", "C value(3)",
        "A value(4)", "B value(4)", "C value(4)",
      ])
    // The observers hold their own signal: completion ends that cycle.
    core.send(.completed)
  }

  @Test func rule3_reentrantTerminalReachesEveryObserverAfterTheCurrentValue() {
    let core = Core()
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    core.observe { event in
      first.record(event)
      if case .value(1) = event { core.send(.completed) }
    }
    core.observe(second.sink)
    core.send(.value(1))
    core.send(.value(2))
    #expect(first.events == [.value(1), .completed])
    #expect(second.events == [.value(1), .completed])
  }

  @Test(.timeLimit(.minutes(1)))
  func rule4_callbackThatSendsObservesAndDisposesDoesNotDeadlock() {
    let core = Core()
    let trace = Recorder<String>()
    var victim: Core.Slot?
    core.observe { event in
      trace.note("A \(TimelineEvent(event))")
      guard case .value(1) = event else { return }
      trace.note("A sees \(core.observerCount) observers")  // takes the engine lock
      core.send(.value(2))
      core.observe(trace.sink("C", Int.self))
      victim?.dispose()
      trace.note("A returns")
    }
    victim = core.observe(interruptsOnDispose: true, trace.sink("B", Int.self))
    core.send(.value(1))
    #expect(
      trace.values == [
        "A value(1)", "A sees 2 observers", "A returns",
        "B interrupted",
        "A value(2)", "C value(2)",
      ])
    // The observer holds its own signal: completion ends that cycle.
    core.send(.completed)
  }

  @Test(.timeLimit(.minutes(1)))
  func rule4_callbackThatInterruptsAndAddsATerminationDisposableDoesNotDeadlock() {
    let core = Core()
    let trace = Recorder<String>()
    core.observe { event in
      trace.note("A \(TimelineEvent(event))")
      guard case .value(1) = event else { return }
      core.interrupt()
      core.addTerminationDisposable(
        ActionDisposableCore {
          trace.note("disposed; terminated: \(core.hasTerminated)")
          core.send(.value(9))
        })
      trace.note("A returns")
    }
    core.send(.value(1))
    #expect(trace.values == ["A value(1)", "A returns", "A interrupted", "disposed; terminated: true"])
  }

  @Test func rule5_nothingAfterDisposeReturns() {
    let core = Core()
    let log = Recorder<Int>()
    let slot = core.observe(log.sink)
    core.send(.value(1))
    slot?.dispose()
    core.send(.value(2))
    core.send(.completed)
    #expect(log.events == [.value(1)])
    #expect(slot?.isDisposed == true)
  }

  @Test func rule5_anObserverDisposedDuringAnEventByAnEarlierObserverDoesNotReceiveIt() {
    let core = Core()
    let second = Recorder<Int>()
    var victim: Core.Slot?
    core.observe { event in if case .value(2) = event { victim?.dispose() } }
    victim = core.observe(second.sink)
    core.send(.value(1))
    core.send(.value(2))
    core.send(.value(3))
    #expect(second.events == [.value(1)])
    #expect(core.observerCount == 1)
  }

  @Test func rule5_disposingAnInterruptingObserverDeliversInterruptedBeforeDisposeReturns() {
    let core = Core()
    let trace = Recorder<String>()
    let slot = core.observe(interruptsOnDispose: true, trace.sink("observer", Int.self))
    core.send(.value(1))
    slot?.dispose()
    trace.note("dispose returned")
    slot?.dispose()
    core.send(.value(2))
    #expect(trace.values == ["observer value(1)", "observer interrupted", "dispose returned"])
  }

  @Test func rule6_lateObserverOfEndedHotSignalIsInterrupted() {
    let core = Core()
    core.send(.value(1))
    core.send(.completed)
    let late = Recorder<Int>()
    let slot = core.observe(late.sink)
    #expect(slot == nil)
    #expect(late.events == [.interrupted])
    core.send(.value(2))
    #expect(late.events == [.interrupted])
  }

  @Test func rule6_observerAddedFromInsideTheTerminalCallbackIsInterrupted() {
    let core = Core()
    let late = Recorder<Int>()
    var returned: [Core.Slot?] = []
    core.observe { event in
      guard case .completed = event else { return }
      returned.append(core.observe(late.sink))
      #expect(late.events == [.interrupted])
    }
    core.send(.completed)
    #expect(returned.count == 1 && returned[0] == nil)
    #expect(late.events == [.interrupted])
  }

  @Test func rule6_hotSignalDoesNotReplayAndDropsSendsAfterTermination() {
    let core = Core()
    core.send(.value(1))
    let log = Recorder<Int>()
    core.observe(log.sink)
    core.send(.value(2))
    core.send(.completed)
    core.send(.value(3))
    #expect(log.events == [.value(2), .completed])
    #expect(core._bufferedValues == [])
  }
}
