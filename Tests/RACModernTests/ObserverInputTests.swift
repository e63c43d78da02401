import Foundation
import RACModern
import RACTestSupport
import Testing

/// What an `Observer` does with a send, by where it came from: a pipe's and
/// a `buffer`'s observer send into their signal's core
/// (Sources/Shared/Signal/EventInput.swift), a start handler's into its
/// start, an observer made from callbacks calls them. Each keeps the engine's rules: nothing after the end (rule 1),
/// a send from inside a callback delivered after the current event has
/// reached every observer (rule 3).
@Suite struct ModernObserverInputTests {
  @Test func aPipesObserverSendsNothingAfterItsSignalEnded() {
    let log = Recorder<String>(since: TestScheduler())
    let (signal, input) = Signal<Int, TestError>.pipe()
    log.observe("a", signal)
    input.sendNext(1)
    input.sendCompleted()
    input.sendNext(2)
    input.sendFailed(TestError(1))
    input.sendInterrupted()
    input.sendCompleted()
    log.observe("late", signal)
    #expect(log.lines == ["t=0.0 a next 1", "t=0.0 a completed", "t=0.0 late interrupted"])
  }

  @Test func aPipesObserverSendingFromInsideItsOwnCallbackIsQueuedAfterTheCurrentEvent() {
    let log = Recorder<String>(since: TestScheduler())
    let (signal, input) = Signal<Int, NoError>.pipe()
    log.observe("a", signal)
    signal.observeNext { value in
      log.log("b heard \(value)")
      if value == 1 {
        input.sendNext(2)
        log.log("b sent 2")
        input.sendCompleted()
      }
    }
    log.observe("c", signal)
    input.sendNext(1)
    #expect(
      log.lines == [
        "t=0.0 a next 1", "t=0.0 b heard 1", "t=0.0 b sent 2", "t=0.0 c next 1", "t=0.0 a next 2",
        "t=0.0 b heard 2", "t=0.0 c next 2", "t=0.0 a completed", "t=0.0 c completed",
      ])
  }

  @Test func aBuffersObserverReplaysAndThenSendsNothingAfterTheEnd() {
    let log = Recorder<String>(since: TestScheduler())
    let (producer, input) = SignalProducer<Int, TestError>.buffer(1)
    input.sendNext(1)
    input.sendNext(2)
    log.start("a", producer)
    input.sendNext(3)
    input.sendFailed(TestError(7))
    input.sendNext(4)
    input.sendCompleted()
    log.start("b", producer)
    #expect(
      log.lines == [
        "t=0.0 a next 2", "t=0.0 a next 3", "t=0.0 a failed TestError(7)", "t=0.0 b next 3",
        "t=0.0 b failed TestError(7)",
      ])
  }

  @Test func aStartHandlersObserverKeptAfterTheEndSendsNothingAndRunsTheHandlerPerStart() {
    let log = Recorder<String>(since: TestScheduler())
    var kept: [Observer<Int, NoError>] = []
    let producer = SignalProducer<Int, NoError> { observer, _ in
      kept.append(observer)
      observer.sendNext(kept.count)
      observer.sendCompleted()
    }
    log.start("a", producer)
    log.start("b", producer)
    kept[0].sendNext(10)
    kept[1].sendCompleted()
    #expect(log.lines == ["t=0.0 a next 1", "t=0.0 a completed", "t=0.0 b next 2", "t=0.0 b completed"])
  }

  @Test func aStartHandlersObserverSendingFromInsideTheCallbackIsQueued() {
    let log = Recorder<String>(since: TestScheduler())
    let producer = SignalProducer<Int, NoError> { observer, _ in
      log.log("handler sends 1")
      observer.sendNext(1)
      log.log("handler returns")
    }
    var input: Observer<Int, NoError>?
    let recursive = SignalProducer<Int, NoError> { observer, _ in input = observer }
    recursive.startWithNext { value in
      log.log("heard \(value)")
      if value < 3 { input?.sendNext(value + 1) }
      log.log("returned from \(value)")
    }
    input?.sendNext(1)
    log.start("p", producer)
    #expect(
      log.lines == [
        "t=0.0 heard 1", "t=0.0 returned from 1", "t=0.0 heard 2", "t=0.0 returned from 2", "t=0.0 heard 3",
        "t=0.0 returned from 3", "t=0.0 handler sends 1", "t=0.0 p next 1", "t=0.0 handler returns",
      ])
    input?.sendCompleted()
  }

  @Test func anObserverFromCallbacksCallsThemAtOnceAndOnlyTheMatchingOne() {
    var calls: [String] = []
    let observer = Observer<Int, TestError>(
      failed: { calls.append("failed \($0)") }, completed: { calls.append("completed") },
      interrupted: { calls.append("interrupted") }, next: { calls.append("next \($0)") })
    observer.sendNext(1)
    observer.sendFailed(TestError(2))
    observer.sendCompleted()
    observer.sendInterrupted()
    // Not an input: nothing ends it, so every send reaches its callback.
    observer.send(value: 3)
    #expect(calls == ["next 1", "failed TestError(2)", "completed", "interrupted", "next 3"])

    var events: [String] = []
    let action = Observer<Int, TestError> { event in
      switch event {
      case .next(let value): events.append("next \(value)")
      case .failed(let error): events.append("failed \(error)")
      case .completed: events.append("completed")
      case .interrupted: events.append("interrupted")
      }
    }
    action.sendNext(1)
    action.action(.completed)
    action.sendNext(2)
    action.action(.failed(TestError(3)))
    #expect(events == ["next 1", "completed", "next 2", "failed TestError(3)"])
  }

  @Test func anObserverFromCallbacksObservesAPipeAndForwardsIntoAnotherPipe() {
    let log = Recorder<String>(since: TestScheduler())
    let (source, sourceInput) = Signal<Int, NoError>.pipe()
    let (relay, relayInput) = Signal<Int, NoError>.pipe()
    log.observe("relay", relay)
    source.observe(relayInput)
    source.observe(Observer(completed: { log.log("callbacks completed") }, next: { log.log("callbacks next \($0)") }))
    sourceInput.sendNext(1)
    sourceInput.sendCompleted()
    relayInput.sendNext(2)
    #expect(
      log.lines == [
        "t=0.0 relay next 1", "t=0.0 callbacks next 1", "t=0.0 relay completed", "t=0.0 callbacks completed",
      ])
  }
}
