import Foundation
import RACSwift
import RACTestSupport
import Testing

/// `Signal`, `Signal.pipe(disposable:)`, `Signal.Observer` and the observe
/// family, in ReactiveSwift 7's names, with exact timelines.
@Suite struct SwiftSignalTests {
  @Test func aPipeDeliversToTheObserversAttachedAtEachSend() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let (signal, input) = Signal<Int, TestError>.pipe()
    input.send(value: 0)
    log.observe("a", signal)
    scheduler.schedule(after: .seconds(1)) { input.send(value: 1) }
    scheduler.schedule(after: .milliseconds(1_500)) { log.observe("b", signal) }
    scheduler.schedule(after: .seconds(2)) { input.send(value: 2) }
    scheduler.schedule(after: .seconds(3)) { input.sendCompleted() }
    scheduler.schedule(after: .seconds(4)) { input.send(value: 4) }
    scheduler.run()
    #expect(
      log.lines == [
        "t=1.0 a value 1", "t=2.0 a value 2", "t=2.0 b value 2", "t=3.0 a completed", "t=3.0 b completed",
      ])
  }

  @Test func anObserverAddedAfterTheEndIsInterruptedAtOnceAndGetsNoDisposable() {
    let log = Recorder<String>(since: TestScheduler())
    let (signal, input) = Signal<Int, TestError>.pipe()
    input.send(error: TestError(1))
    let disposable = log.observe("late", signal)
    #expect(disposable == nil)
    #expect(log.lines == ["t=0.0 late interrupted"])
  }

  @Test func pipesDisposableIsDisposedWhenTheSignalEndsNotBefore() {
    let disposable = AnyDisposable()
    let (signal, input) = Signal<Int, Never>.pipe(disposable: disposable)
    var heard: [String] = []
    signal.observe { heard.append("\($0) disposed=\(disposable.isDisposed)") }
    input.send(value: 1)
    input.sendInterrupted()
    #expect(heard == ["VALUE 1 disposed=false", "INTERRUPTED disposed=false"])
    #expect(disposable.isDisposed)
  }

  @Test func theGeneratorsLifetimeEndsRightAfterTheTerminalEvent() {
    var lines: [String] = []
    var input: Signal<Int, TestError>.Observer?
    let signal = Signal<Int, TestError> { observer, lifetime in
      input = observer
      lifetime.observeEnded { lines.append("lifetime ended") }
    }
    signal.observe { lines.append("\($0)") }
    input?.send(value: 1)
    input?.send(error: TestError(2))
    input?.send(value: 3)
    #expect(lines == ["VALUE 1", "FAILED TestError(2)", "lifetime ended"])
  }

  @Test func disposingAnObservationStopsItWithoutInterruptingTheOthers() {
    let log = Recorder<String>(since: TestScheduler())
    let (signal, input) = Signal<Int, Never>.pipe()
    let first = log.observe("a", signal)
    log.observe("b", signal)
    input.send(value: 1)
    first?.dispose()
    input.send(value: 2)
    #expect(log.lines == ["t=0.0 a value 1", "t=0.0 b value 1", "t=0.0 b value 2"])
  }

  @Test func theObserveFamilyEachHearsItsKindOfEvent() {
    var lines: [String] = []
    let (signal, input) = Signal<Int, TestError>.pipe()
    signal.observeResult { lines.append("result \($0)") }
    signal.observeFailed { lines.append("failed \($0)") }
    signal.observeCompleted { lines.append("completed") }
    signal.observeInterrupted { lines.append("interrupted") }
    input.send(value: 1)
    input.send(error: TestError(7))
    #expect(
      lines == ["result success(1)", "result failure(TestError(7))", "failed TestError(7)"])
    signal.observeInterrupted { lines.append("late interrupted") }
    #expect(lines.last == "late interrupted")
  }

  /// Each one-kind observation (the engine's one-kind sinks) over two values
  /// and each end: exactly its kind, in attach order per event.
  @Test(arguments: ["completed", "failed", "interrupted"])
  func eachObserveFormHearsExactlyItsKindForEachEnd(_ end: String) {
    var lines: [String] = []
    let (signal, input) = Signal<Int, TestError>.pipe()
    signal.observeResult { lines.append("result \($0)") }
    signal.observeFailed { lines.append("failed \($0)") }
    signal.observeCompleted { lines.append("completed") }
    signal.observeInterrupted { lines.append("interrupted") }
    let (values, valuesInput) = Signal<Int, Never>.pipe()
    values.observeValues { lines.append("values \($0)") }
    for value in 1...2 {
      input.send(value: value)
      valuesInput.send(value: value)
    }
    switch end {
    case "completed":
      input.sendCompleted()
      valuesInput.sendCompleted()
    case "failed":
      input.send(error: TestError(7))
      valuesInput.sendInterrupted()
    default:
      input.sendInterrupted()
      valuesInput.sendInterrupted()
    }
    input.send(value: 3)
    valuesInput.send(value: 3)
    let ends: [String: [String]] = [
      "completed": ["completed"],
      "failed": ["result failure(TestError(7))", "failed TestError(7)"],
      "interrupted": ["interrupted"],
    ]
    #expect(
      lines == ["result success(1)", "values 1", "result success(2)", "values 2"] + ends[end, default: []])
  }

  @Test func observeValuesHearsEveryValueOfASignalThatCannotFail() {
    var values: [Int] = []
    var completed = 0
    let (signal, input) = Signal<Int, Never>.pipe()
    signal.observeValues { values.append($0) }
    signal.observeCompleted { completed += 1 }
    for value in 1...3 { input.send(value: value) }
    input.sendCompleted()
    #expect(values == [1, 2, 3])
    #expect(completed == 1)
  }

  @Test func neverSendsNothingAndEmptyHasAlreadyEnded() {
    let log = Recorder<String>(since: TestScheduler())
    let never = log.observe("never", Signal<Int, Never>.never)
    log.observe("empty", Signal<Int, Never>.empty)
    #expect(log.lines == ["t=0.0 empty interrupted"])
    // As in ReactiveSwift, `never` with an observer lives until the
    // observation is disposed (docs/Reliability.md, the RAC-faithful cycles).
    never?.dispose()
  }

  @Test func theUnserializedSpellingsDeliverLikeTheSerializedOnes() {
    let log = Recorder<String>(since: TestScheduler())
    let (piped, pipeInput) = Signal<Int, Never>.unserializedPipe()
    let (reentrant, reentrantInput) = Signal<Int, Never>.reentrantUnserializedPipe()
    var generated: Signal<Int, Never>.Observer?
    let made = Signal<Int, Never>.unserialized { observer, _ in generated = observer }
    log.observe("u", piped)
    log.observe("r", reentrant)
    log.observe("g", made)
    // A send from inside a callback is delivered after the current event.
    reentrant.observeValues { if $0 == 1 { reentrantInput.send(value: 2) } }
    pipeInput.send(value: 1)
    reentrantInput.send(value: 1)
    generated?.sendCompleted()
    #expect(
      log.lines == ["t=0.0 u value 1", "t=0.0 r value 1", "t=0.0 r value 2", "t=0.0 g completed"])
    // The re-entrant observer holds its own signal's input: as in
    // ReactiveSwift, that lives until the signal ends (docs/Reliability.md,
    // the RAC-faithful cycles).
    reentrantInput.sendCompleted()
  }

  @Test func aSignalIsItsOwnSignalAndConvertsToAProducerThatObservesIt() {
    let log = Recorder<String>(since: TestScheduler())
    let (signal, input) = Signal<Int, Never>.pipe()
    #expect(signal.signal === signal)
    input.send(value: 0)
    log.start("p", signal.producer)
    log.start("q", SignalProducer(signal))
    input.send(value: 1)
    input.sendCompleted()
    #expect(
      log.lines == [
        "t=0.0 p value 1", "t=0.0 q value 1", "t=0.0 p completed", "t=0.0 q completed",
      ])
  }
}

/// `Signal.Event`, `Signal.Observer` and `Termination`.
@Suite struct SwiftEventTests {
  typealias Event = Signal<Int, TestError>.Event

  @Test func eventHelpersReadAndTransformEachKind() {
    let events: [Event] = [.value(1), .failed(TestError(2)), .completed, .interrupted]
    #expect(events.map(\.isTerminating) == [false, true, true, true])
    #expect(events.map(\.isCompleted) == [false, false, true, false])
    #expect(events.map(\.value) == [1, nil, nil, nil])
    #expect(events.map(\.error) == [nil, TestError(2), nil, nil])
    #expect(
      events.map { $0.map { "\($0 * 10)" }.description } == [
        "VALUE 10", "FAILED TestError(2)", "COMPLETED", "INTERRUPTED",
      ])
    #expect(
      events.map { $0.mapError { TestError($0.code + 1) } } == [
        .value(1), .failed(TestError(3)), .completed, .interrupted,
      ])
    #expect(events.map(\.event) == events)
    #expect(Event.value(1) != .value(2))
    #expect(Event.completed != .interrupted)
  }

  @Test func anObserverFromPerEventHandlersCallsOnlyTheMatchingOne() {
    var lines: [String] = []
    let observer = Signal<Int, TestError>.Observer(
      value: { lines.append("value \($0)") }, failed: { lines.append("failed \($0)") },
      completed: { lines.append("completed") }, interrupted: { lines.append("interrupted") })
    observer.send(.value(1))
    observer.send(value: 2)
    observer.receive(3)
    observer.send(error: TestError(4))
    observer.terminate(.failed(TestError(5)))
    observer.sendCompleted()
    observer.terminate(.completed)
    observer.sendInterrupted()
    observer.terminate(.interrupted)
    #expect(
      lines == [
        "value 1", "value 2", "value 3", "failed TestError(4)", "failed TestError(5)", "completed", "completed",
        "interrupted", "interrupted",
      ])
  }

  @Test func anObserverIsAnInstanceOfTheObserverBaseClass() {
    var received: [String] = []
    let observer: Observer<Int, TestError> = Signal<Int, TestError>.Observer { received.append("\($0)") }
    observer.receive(1)
    observer.terminate(.completed)
    #expect(received == ["VALUE 1", "COMPLETED"])
  }

  @Test func anObserverSubclassOfTheUsersReceivesWhatASignalSends() {
    final class Collecting: Observer<Int, Never>, @unchecked Sendable {
      var lines: [String] = []
      override func receive(_ value: Int) { lines.append("receive \(value)") }
      override func terminate(_ termination: Termination<Never>) { lines.append("terminate \(termination)") }
    }
    let collecting = Collecting()
    let (signal, input) = Signal<Int, Never>.pipe()
    signal.observe { event in
      switch event {
      case .value(let value): collecting.receive(value)
      case .completed: collecting.terminate(.completed)
      default: collecting.terminate(.interrupted)
      }
    }
    input.send(value: 1)
    input.sendCompleted()
    #expect(collecting.lines == ["receive 1", "terminate completed"])
  }
}
