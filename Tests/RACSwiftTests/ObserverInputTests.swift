import Foundation
import RACSwift
import RACTestSupport
import Testing

/// What a `Signal.Observer` does with a send, by where it came from: a
/// pipe's, a generator's and a start handler's observer send into their
/// signal or start, an observer made from callbacks calls them. Each keeps
/// the engine's rules: nothing after the end (rule 1), a send from inside a
/// callback delivered after the current event has reached every observer
/// (rule 3).
@Suite struct SwiftObserverInputTests {
  @Test func aPipesObserverSendsNothingAfterItsSignalEnded() {
    let log = Recorder<String>(since: TestScheduler())
    let (signal, input) = Signal<Int, TestError>.pipe()
    log.observe("a", signal)
    input.send(value: 1)
    input.sendCompleted()
    input.send(value: 2)
    input.send(error: TestError(1))
    input.send(.interrupted)
    input.receive(3)
    input.terminate(.completed)
    log.observe("late", signal)
    #expect(log.lines == ["t=0.0 a value 1", "t=0.0 a completed", "t=0.0 late interrupted"])
  }

  @Test func aPipesObserverSendingFromInsideItsOwnCallbackIsQueuedAfterTheCurrentEvent() {
    let log = Recorder<String>(since: TestScheduler())
    let (signal, input) = Signal<Int, Never>.pipe()
    log.observe("a", signal)
    signal.observeValues { value in
      log.log("b heard \(value)")
      if value == 1 {
        input.send(value: 2)
        log.log("b sent 2")
        input.sendCompleted()
      }
    }
    log.observe("c", signal)
    input.send(value: 1)
    #expect(
      log.lines == [
        "t=0.0 a value 1", "t=0.0 b heard 1", "t=0.0 b sent 2", "t=0.0 c value 1", "t=0.0 a value 2",
        "t=0.0 b heard 2", "t=0.0 c value 2", "t=0.0 a completed", "t=0.0 c completed",
      ])
  }

  @Test func aStartHandlersObserverSendingFromInsideTheCallbackIsQueuedAndSilentAfterTheEnd() {
    let log = Recorder<String>(since: TestScheduler())
    var input: Signal<Int, Never>.Observer?
    let producer = SignalProducer<Int, Never> { observer, _ in input = observer }
    producer.startWithValues { value in
      log.log("heard \(value)")
      if value < 3 { input?.send(value: value + 1) }
      log.log("returned from \(value)")
    }
    input?.send(value: 1)
    input?.sendCompleted()
    input?.send(value: 9)
    #expect(
      log.lines == [
        "t=0.0 heard 1", "t=0.0 returned from 1", "t=0.0 heard 2", "t=0.0 returned from 2", "t=0.0 heard 3",
        "t=0.0 returned from 3",
      ])
  }

  // A start handler's observer sends straight into its start's core
  // (`StartingInput`, Sources/Shared/Signal/EventInput.swift), not through
  // its sink: the three tests below pin what that path must keep of the
  // start's own send.

  @Test func aStartHandlersObserverKeepsTheCallbacksSendsInOrderBehindTheCurrentOne() {
    let log = Recorder<String>(since: TestScheduler())
    var input: Signal<Int, Never>.Observer?
    let producer = SignalProducer<Int, Never> { observer, _ in input = observer }
    producer.startWithValues { value in
      log.log("heard \(value)")
      if value == 1 {
        input?.send(value: 2)
        input?.send(value: 3)
        input?.sendCompleted()
        input?.send(value: 4)
        log.log("sent from 1")
      }
    }
    input?.send(value: 1)
    input?.send(value: 5)
    #expect(log.lines == ["t=0.0 heard 1", "t=0.0 sent from 1", "t=0.0 heard 2", "t=0.0 heard 3"])
  }

  @Test func aStartHandlersObserverSendsNothingOnceTheStartIsDisposed() {
    let log = Recorder<String>(since: TestScheduler())
    var input: Signal<Int, TestError>.Observer?
    let producer = SignalProducer<Int, TestError> { observer, lifetime in
      input = observer
      lifetime.observeEnded { log.log("lifetime ended") }
    }
    let start = log.start("a", producer)
    input?.send(value: 1)
    start.dispose()
    log.log("disposed")
    input?.send(value: 2)
    input?.send(error: TestError(3))
    input?.sendCompleted()
    input?.sendInterrupted()
    #expect(
      log.lines == ["t=0.0 a value 1", "t=0.0 a interrupted", "t=0.0 lifetime ended", "t=0.0 disposed"])
  }

  @Test func aStartHandlersObserverLetGoOfWithoutAnEndInterruptsTheStart() {
    let log = Recorder<String>(since: TestScheduler())
    var input: Signal<Int, Never>.Observer?
    let producer = SignalProducer<Int, Never> { observer, _ in
      input = observer
      observer.send(value: 1)
    }
    log.start("a", producer)
    input?.send(value: 2)
    log.log("releasing")
    input = nil
    log.log("released")
    #expect(
      log.lines == [
        "t=0.0 a value 1", "t=0.0 a value 2", "t=0.0 releasing", "t=0.0 a interrupted", "t=0.0 released",
      ])
  }

  @Test func aGeneratorsObserverSendsIntoItsSignalUntilTheEnd() {
    let log = Recorder<String>(since: TestScheduler())
    var kept: Signal<Int, TestError>.Observer?
    let signal = Signal<Int, TestError> { observer, _ in kept = observer }
    log.observe("a", signal)
    kept?.send(value: 1)
    kept?.send(error: TestError(4))
    kept?.send(value: 2)
    #expect(log.lines == ["t=0.0 a value 1", "t=0.0 a failed TestError(4)"])
  }

  @Test func anObserverFromCallbacksCallsThemAtOnceWhateverWasSentBefore() {
    var calls: [String] = []
    let observer = Signal<Int, TestError>.Observer(
      value: { calls.append("value \($0)") }, failed: { calls.append("failed \($0)") },
      completed: { calls.append("completed") }, interrupted: { calls.append("interrupted") })
    observer.send(value: 1)
    observer.send(error: TestError(2))
    observer.sendCompleted()
    observer.sendInterrupted()
    // Not an input: nothing ends it, so every send reaches its callback.
    observer.send(.value(3))
    observer.receive(4)
    observer.terminate(.completed)
    #expect(
      calls == ["value 1", "failed TestError(2)", "completed", "interrupted", "value 3", "value 4", "completed"])

    var events: [String] = []
    let action = Signal<Int, TestError>.Observer { (event: Signal<Int, TestError>.Event) in
      switch event {
      case .value(let value): events.append("value \(value)")
      case .failed(let error): events.append("failed \(error)")
      case .completed: events.append("completed")
      case .interrupted: events.append("interrupted")
      }
    }
    action.send(value: 1)
    action.send(.completed)
    action.send(value: 2)
    #expect(events == ["value 1", "completed", "value 2"])
  }

  @Test func aPipesObserverObservesAnotherSignalAndForwardsIntoItsOwn() {
    let log = Recorder<String>(since: TestScheduler())
    let (source, sourceInput) = Signal<Int, Never>.pipe()
    let (relay, relayInput) = Signal<Int, Never>.pipe()
    log.observe("relay", relay)
    source.observe(relayInput)
    source.observe(
      Signal.Observer(value: { log.log("callbacks value \($0)") }, completed: { log.log("callbacks completed") }))
    sourceInput.send(value: 1)
    sourceInput.sendCompleted()
    relayInput.send(value: 2)
    #expect(
      log.lines == [
        "t=0.0 relay value 1", "t=0.0 callbacks value 1", "t=0.0 relay completed", "t=0.0 callbacks completed",
      ])
  }
}
