import Foundation
import RACModern
import RACTestSupport
import Testing

/// `Lifetime`, `Lifetime.Token`, the ReactiveSwift start handler, `take(during:)`
/// and the `Signal.Observer`/`Signal.Event` spellings.
@Suite struct LifetimeTests {
  final class Box {}

  @Test func observeEndedRunsInOrderOnceWhenTheTokenIsDisposed() {
    let (lifetime, token) = Lifetime.make()
    let log = Recorder<String> { 0 }
    lifetime.observeEnded { log.log("first") }
    lifetime.observeEnded { log.log("second") }
    #expect(!lifetime.hasEnded)
    token.dispose()
    token.dispose()
    #expect(lifetime.hasEnded)
    #expect(log.lines == ["t=0.0 first", "t=0.0 second"])
  }

  @Test func aDeallocatedTokenEndsItsLifetime() {
    var ended = false
    let lifetime: Lifetime
    do {
      let token = Lifetime.Token()
      lifetime = Lifetime(token)
      lifetime.observeEnded { ended = true }
      #expect(!ended)
    }
    #expect(ended)
    #expect(lifetime.hasEnded)
  }

  @Test func observingAnEndedLifetimeRunsTheActionAtOnceAndReturnsNil() {
    var ran = 0
    let disposable = Lifetime.empty.observeEnded { ran += 1 }
    #expect(ran == 1)
    #expect(disposable == nil)
    #expect(Lifetime.empty.hasEnded)
  }

  @Test func disposingTheObservationDetachesTheActionWithoutRunningIt() {
    let (lifetime, token) = Lifetime.make()
    var ran = 0
    let observation = lifetime.observeEnded { ran += 1 }
    observation?.dispose()
    token.dispose()
    #expect(ran == 0)
  }

  @Test func plusEqualsDisposesTheDisposableWhenTheLifetimeEnds() {
    let (lifetime, token) = Lifetime.make()
    let disposable = SimpleDisposable()
    lifetime += disposable
    #expect(!disposable.isDisposed)
    token.dispose()
    #expect(disposable.isDisposed)
    let late = SimpleDisposable()
    lifetime += late
    #expect(late.isDisposed)
  }

  @Test func endedCompletesWhenTheLifetimeEndsAndInterruptsLateObservers() {
    let (lifetime, token) = Lifetime.make()
    let early = Recorder<Int>()
    let ended = lifetime.ended
    ended.observe { early.record(Self.recorded($0)) }
    #expect(early.events == [])
    token.dispose()
    #expect(early.events == [.completed])
    let late = Recorder<Int>()
    lifetime.ended.observe { late.record(Self.recorded($0)) }
    #expect(late.events == [.interrupted])
  }

  static func recorded(_ event: Event<Never, Never>) -> TimelineEvent<Int> {
    switch event {
    case .completed: .completed
    case .interrupted: .interrupted
    }
  }

  // MARK: The ReactiveSwift start handler

  @Test func aLifetimeStartHandlerEndsAfterTheObserverHearsTheInterruption() {
    let log = Recorder<String> { 0 }
    let producer = SignalProducer<Int, NoError> { observer, lifetime in
      lifetime.observeEnded { log.log("lifetime ended") }
      observer.send(value: 1)
    }
    let disposable = log.start("S", producer)
    disposable.dispose()
    #expect(log.lines == ["t=0.0 S next 1", "t=0.0 S interrupted", "t=0.0 lifetime ended"])
  }

  @Test func aLifetimeStartHandlerEndsWhenTheStartCompletes() {
    let log = Recorder<String> { 0 }
    let producer = SignalProducer<Int, NoError> { observer, lifetime in
      lifetime.observeEnded { log.log("lifetime ended") }
      #expect(!lifetime.hasEnded)
      observer.sendCompleted()
      #expect(lifetime.hasEnded)
    }
    log.start("S", producer)
    #expect(log.lines == ["t=0.0 S completed", "t=0.0 lifetime ended"])
  }

  @Test func theRAC4StartHandlerIsChosenWhenTheClosureCouldBeEither() {
    var handed: String?
    let producer = SignalProducer<Int, NoError> { observer, disposable in
      handed = String(describing: type(of: disposable))
      observer.sendCompleted()
    }
    producer.start()
    #expect(handed == "CompositeDisposable")
  }

  @Test func aSignalGeneratorsLifetimeEndsWhenTheSignalEnds() {
    var lifetimeOfSignal: Lifetime?
    let (input, inputObserver) = Signal<Int, NoError>.pipe()
    let signal = Signal<Int, NoError> { observer, lifetime in
      lifetimeOfSignal = lifetime
      lifetime += input.observe(observer)
    }
    let recorder = Recorder<Int>()
    recorder.observe(signal)
    inputObserver.send(value: 1)
    #expect(lifetimeOfSignal?.hasEnded == false)
    inputObserver.sendCompleted()
    #expect(recorder.events == [.value(1), .completed])
    #expect(lifetimeOfSignal?.hasEnded == true)
  }

  // MARK: take(during:)

  @Test func takeDuringCompletesWhenTheLifetimeEndsAndInterruptsTheWork() {
    let timeline = ModernTimeline()
    let (lifetime, token) = Lifetime.make()
    timeline.start(
      timeline.source("a", [(1, .next(1)), (2, .next(2)), (3, .next(3))]).take(during: lifetime))
    timeline.at(2.5) { token.dispose() }
    timeline.advance()
    #expect(
      timeline.lines == [
        "t=0.0 a started", "t=1.0 S next 1", "t=2.0 S next 2", "t=2.5 S completed", "t=2.5 a disposed",
      ])
  }

  @Test func takeDuringAnEndedLifetimeCompletesWithoutStarting() {
    let timeline = ModernTimeline()
    timeline.start(timeline.source("a", [(1, .next(1))]).take(during: Lifetime.empty))
    timeline.advance()
    #expect(timeline.lines == ["t=0.0 S completed"])
  }

  @Test func takeDuringPassesAFailureAndForgetsTheStart() {
    let timeline = ModernTimeline()
    let (lifetime, token) = Lifetime.make()
    timeline.start(timeline.source("a", [(1, .error(4))]).take(during: lifetime))
    timeline.advance()
    token.dispose()
    #expect(timeline.lines == ["t=0.0 a started", "t=1.0 S failed TestError(4)", "t=1.0 a disposed"])
  }

  @Test func aFinishedStartIsNotKeptAliveByALongLivedLifetime() {
    let (lifetime, token) = Lifetime.make()
    weak var weakBox: Box?
    do {
      let box = Box()
      weakBox = box
      SignalProducer<Int, NoError>(value: 1).take(during: lifetime).startWithValues { _ in _ = box }
    }
    #expect(weakBox == nil)
    withExtendedLifetime(token) {}
  }

  @Test func signalTakeDuringCompletesWhenTheLifetimeEnds() {
    let (lifetime, token) = Lifetime.make()
    let (signal, input) = Signal<Int, NoError>.pipe()
    let recorder = Recorder<Int>()
    recorder.observe(signal.take(during: lifetime))
    input.send(value: 1)
    token.dispose()
    input.send(value: 2)
    #expect(recorder.events == [.value(1), .completed])
    let late = Recorder<Int>()
    late.observe(signal.take(during: lifetime))
    #expect(late.events == [.interrupted])
  }

  // MARK: ReactiveSwift type spellings

  @Test func signalObserverAndEventAreTheModuleTypes() {
    let recorder = Recorder<Int>()
    let observer: Signal<Int, TestError>.Observer = recorder.observer()
    observer.send(value: 3)
    observer.send(error: TestError(1))
    let event: Signal<Int, TestError>.Event = .next(3)
    #expect(event.value == 3)
    #expect(event.error == nil)
    #expect(Signal<Int, TestError>.Event.failed(TestError(2)).error == TestError(2))
    #expect(recorder.events == [.value(3), .failed("TestError(1)")])
  }
}
