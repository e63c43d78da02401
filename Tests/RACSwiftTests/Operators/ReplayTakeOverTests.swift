import Foundation
import RACModern
import RACShared
import RACSwift
import RACTestSupport
import Testing

/// A replay takes over its pipe's input (docs/Engine.md, "A replay takes
/// over its signal's input"): once nothing but the replay can observe a
/// pipe's signal, what is sent into the pipe goes straight to the replay's
/// signal. Each timeline here runs twice, with the pipe's `Signal` held (two
/// signals, the input never handed over) and let go of (handed over), and
/// must read the same lines.
@Suite struct ReplayTakeOverTests {
  typealias Pipe = (output: RACSwift.Signal<Int, TestError>, input: RACSwift.Signal<Int, TestError>.Observer)

  /// How a test holds the pipe's `Signal`.
  enum Holding: CustomTestStringConvertible, CaseIterable {
    /// The test keeps the `Signal`: nothing is handed over.
    case signalHeld
    /// Only the replay's producer held the `Signal`: the input is handed
    /// over once the replay has started.
    case signalLetGo

    var testDescription: String { self == .signalHeld ? "signal held" : "signal let go of" }
  }

  /// A pipe replayed with `replayLazily(upTo:)`, the engine signal of the
  /// pipe, and the pipe's `Signal` when `holding` keeps it.
  struct Replay {
    let producer: RACSwift.SignalProducer<Int, TestError>
    let input: RACSwift.Signal<Int, TestError>.Observer
    let pipe: SignalCore<Int, TestError>
    let held: RACSwift.Signal<Int, TestError>?
  }

  @inline(never)
  static func replay(upTo capacity: Int, _ holding: Holding) -> Replay {
    let (signal, input) = RACSwift.Signal<Int, TestError>.pipe()
    return Replay(
      producer: SignalProducer(signal).replayLazily(upTo: capacity), input: input, pipe: signal.core,
      held: holding == .signalHeld ? signal : nil)
  }

  // MARK: When the input is handed over

  @Test func theInputIsHandedOverOnceOnlyTheStartedReplayCanObserveThePipe() {
    let letGo = Self.replay(upTo: 1, .signalLetGo)
    #expect(!letGo.pipe.isRelaying, "not before the replay observes the pipe")
    let started = letGo.producer.start()
    #expect(letGo.pipe.isRelaying)
    started.dispose()

    var held: Replay? = Self.replay(upTo: 1, .signalHeld)
    let pipe = held!.pipe
    let heldStart = held!.producer.start()
    #expect(!pipe.isRelaying, "the test can still observe the pipe")
    held = Replay(producer: held!.producer, input: held!.input, pipe: pipe, held: nil)
    #expect(pipe.isRelaying, "handed over when the test lets go of the signal")
    heldStart.dispose()
  }

  @Test func theInputStaysWithThePipeWhileAnythingElseObservesIt() {
    // A plain observer of the pipe.
    var observed: RACSwift.Signal<Int, TestError>? = RACSwift.Signal<Int, TestError>.pipe().output
    let pipe = observed!.core
    let plain = observed!.observe(RACSwift.Signal<Int, TestError>.Observer())
    let replayed = SignalProducer(observed!).replayLazily(upTo: 1)
    let started = replayed.start()
    observed = nil
    #expect(!pipe.isRelaying)
    // A second replay of the same pipe.
    var twice: RACSwift.Signal<Int, TestError>? = RACSwift.Signal<Int, TestError>.pipe().output
    let twicePipe = twice!.core
    let first = SignalProducer(twice!).replayLazily(upTo: 1).start()
    let second = SignalProducer(twice!).replayLazily(upTo: 1).start()
    twice = nil
    #expect(!twicePipe.isRelaying)
    // A pipe with a disposable to dispose at its end.
    var withDisposable: RACSwift.Signal<Int, TestError>? = RACSwift.Signal<Int, TestError>.pipe(
      disposable: AnyDisposable {}
    ).output
    let disposablePipe = withDisposable!.core
    let third = SignalProducer(withDisposable!).replayLazily(upTo: 1).start()
    withDisposable = nil
    #expect(!disposablePipe.isRelaying)
    for disposable in [plain, started, first, second, third] { disposable?.dispose() }
  }

  @Test func racModernsPipeNeverHandsItsInputOver() {
    var signal: RACModern.Signal<Int, NoError>? = RACModern.Signal<Int, NoError>.pipe().0
    let pipe = signal!.core
    let started = SignalProducer(signal: signal!).replayLazily(upTo: 1).start()
    signal = nil
    #expect(!pipe.isRelaying)
    started.dispose()
  }

  // MARK: The same timelines either way

  @Test(arguments: Holding.allCases)
  func lateSubscribersHearTheNewestValuesThenEveryLaterOneAndTheEnd(_ holding: Holding) {
    let scheduler = RACSwift.TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let replay = Self.replay(upTo: 2, holding)
    log.start("a", replay.producer)
    scheduler.schedule(after: .seconds(1)) { replay.input.send(value: 1) }
    scheduler.schedule(after: .seconds(2)) { replay.input.send(value: 2) }
    scheduler.schedule(after: .seconds(3)) { replay.input.send(value: 3) }
    scheduler.schedule(after: .seconds(4)) { log.start("b", replay.producer) }
    scheduler.schedule(after: .seconds(5)) { replay.input.send(value: 4) }
    scheduler.schedule(after: .seconds(6)) { replay.input.send(error: TestError(7)) }
    scheduler.schedule(after: .seconds(7)) { replay.input.send(value: 5) }
    scheduler.schedule(after: .seconds(8)) { log.start("c", replay.producer) }
    scheduler.run()
    #expect(replay.pipe.isRelaying == (holding == .signalLetGo))
    #expect(
      log.lines == [
        "t=1.0 a value 1", "t=2.0 a value 2", "t=3.0 a value 3", "t=4.0 b value 2", "t=4.0 b value 3",
        "t=5.0 a value 4", "t=5.0 b value 4", "t=6.0 a failed TestError(7)", "t=6.0 b failed TestError(7)",
        "t=8.0 c value 3", "t=8.0 c value 4", "t=8.0 c failed TestError(7)",
      ])
  }

  @Test(arguments: Holding.allCases)
  func aSendFromASubscribersCallbackGoesOutOnceEverySubscriberHeardTheValue(_ holding: Holding) {
    let log = Recorder<String>()
    let replay = Self.replay(upTo: 1, holding)
    replay.producer.start(
      RACSwift.Signal<Int, TestError>.Observer(value: { value in
        log.log("a value \(value)")
        if value == 1 { replay.input.send(value: 10) }
      }))
    log.start("b", replay.producer)
    replay.input.send(value: 1)
    log.start("c", replay.producer)
    #expect(replay.pipe.isRelaying == (holding == .signalLetGo))
    #expect(
      log.lines == [
        "t=0.0 a value 1", "t=0.0 b value 1", "t=0.0 a value 10", "t=0.0 b value 10", "t=0.0 c value 10",
      ])
    // The callback holds the input: ending the subscriptions breaks that cycle.
    replay.input.sendCompleted()
  }

  @Test(arguments: Holding.allCases)
  func aSubscriberDisposedFromAnothersCallbackIsInterruptedOnceTheValueReachedEveryone(_ holding: Holding) {
    let log = Recorder<String>()
    let replay = Self.replay(upTo: 1, holding)
    var disposeB: (() -> Void)?
    replay.producer.start(
      RACSwift.Signal<Int, TestError>.Observer(value: { value in
        log.log("a value \(value)")
        disposeB?()
        log.log("a disposed b")
      }))
    let b = log.start("b", replay.producer)
    log.start("c", replay.producer)
    disposeB = { b.dispose() }
    replay.input.send(value: 1)
    replay.input.send(value: 2)
    #expect(replay.pipe.isRelaying == (holding == .signalLetGo))
    #expect(
      log.lines == [
        "t=0.0 a value 1", "t=0.0 a disposed b", "t=0.0 c value 1", "t=0.0 b interrupted", "t=0.0 a value 2",
        "t=0.0 a disposed b", "t=0.0 c value 2",
      ])
  }

  @Test(arguments: Holding.allCases)
  func aSendFromALateSubscribersReplayGoesOutOnceTheReplayEnds(_ holding: Holding) {
    let log = Recorder<String>()
    let replay = Self.replay(upTo: 2, holding)
    log.start("a", replay.producer)
    replay.input.send(value: 1)
    replay.input.send(value: 2)
    replay.producer.start(
      RACSwift.Signal<Int, TestError>.Observer(value: { value in
        log.log("late value \(value)")
        if value == 1 { replay.input.send(value: 3) }
      }))
    #expect(replay.pipe.isRelaying == (holding == .signalLetGo))
    #expect(
      log.lines == [
        "t=0.0 a value 1", "t=0.0 a value 2", "t=0.0 late value 1", "t=0.0 late value 2", "t=0.0 a value 3",
        "t=0.0 late value 3",
      ])
    // The callback holds the input: ending the subscriptions breaks that cycle.
    replay.input.sendCompleted()
  }

  @Test(arguments: Holding.allCases)
  func releasingThePipesInputInterruptsTheSubscribers(_ holding: Holding) {
    let log = Recorder<String>()
    var replay: Replay? = Self.replay(upTo: 1, holding)
    let producer = replay!.producer
    log.start("a", producer)
    replay!.input.send(value: 1)
    #expect(replay!.pipe.isRelaying == (holding == .signalLetGo))
    replay = nil
    log.start("b", producer)
    #expect(log.lines == ["t=0.0 a value 1", "t=0.0 a interrupted", "t=0.0 b value 1", "t=0.0 b interrupted"])
  }

  /// The interruption goes first and what the callback sent before is
  /// dropped, as for any interruption from a callback (rule 3).
  @Test(arguments: Holding.allCases)
  func releasingThePipesInputFromALateSubscribersReplayDropsWhatItSentThere(_ holding: Holding) {
    let log = Recorder<String>()
    var replay: Replay? = Self.replay(upTo: 1, holding)
    let producer = replay!.producer
    let pipe = replay!.pipe
    log.start("a", producer)
    replay!.input.send(value: 1)
    producer.start(
      RACSwift.Signal<Int, TestError>.Observer(
        value: { value in
          log.log("late value \(value)")
          replay?.input.send(value: 2)
          replay = nil
        },
        interrupted: { log.log("late interrupted") }))
    #expect(pipe.isRelaying == (holding == .signalLetGo))
    #expect(log.lines == ["t=0.0 a value 1", "t=0.0 late value 1", "t=0.0 a interrupted", "t=0.0 late interrupted"])
  }

  // MARK: `start()`, the recording subscriber

  /// `start()` observes with `Signal.Observer()`, which ignores every event:
  /// a replay started that way attaches a subscriber that is never called
  /// (`Producer.startDiscardingEvents()`), but it counts as a subscription
  /// like any other (rule 10) and its disposable ends with the replay.
  @Test func aReplayStartedWithNoObserverRecordsAndKeepsItsSourceUntilDisposed() {
    let log = Recorder<String>()
    var sourceInput: RACSwift.Signal<Int, TestError>.Observer?
    var producer: RACSwift.SignalProducer<Int, TestError>? = RACSwift.SignalProducer<Int, TestError> {
      observer, lifetime in
      log.log("source started")
      sourceInput = observer
      lifetime.observeEnded { log.log("source ended") }
    }.replayLazily(upTo: 1)
    let recording = producer!.start()
    sourceInput?.send(value: 1)
    let late = log.start("late", producer!)
    producer = nil
    late.dispose()
    log.log("late disposed")
    #expect(!recording.isDisposed)
    recording.dispose()
    #expect(recording.isDisposed)
    #expect(
      log.lines == [
        "t=0.0 source started", "t=0.0 late value 1", "t=0.0 late interrupted", "t=0.0 late disposed",
        "t=0.0 source ended",
      ])
  }

  @Test func aRecordingStartsDisposableIsDisposedOnceTheReplayEnds() {
    let replay = Self.replay(upTo: 1, .signalLetGo)
    let recording = replay.producer.start(RACSwift.Signal<Int, TestError>.Observer())
    replay.input.send(value: 1)
    #expect(!recording.isDisposed)
    replay.input.sendCompleted()
    #expect(recording.isDisposed)
  }

  /// Any other producer started with no observer still runs its chain: the
  /// side effects see every event, and disposal interrupts it.
  @Test func aProducerStartedWithNoObserverStillRunsItsSideEffects() {
    let log = Recorder<String>()
    let (signal, input) = RACSwift.Signal<Int, TestError>.pipe()
    let started = SignalProducer(signal).on(
      interrupted: { log.log("interrupted") }, value: { log.log("value \($0)") }
    ).start()
    input.send(value: 1)
    started.dispose()
    #expect(log.lines == ["t=0.0 value 1", "t=0.0 interrupted"])
  }

  // MARK: Rule 10

  /// Once the replaying producer and every subscription are gone, the rule
  /// stops the source: the pipe lets go of the replay, or, handed over, the
  /// replay's signal ends (nobody can hear it) and later sends are dropped.
  @Test func whenTheRuleStopsAHandedOverReplayItsSignalEndsUnheard() {
    var replay: Replay? = Self.replay(upTo: 1, .signalLetGo)
    let input = replay!.input
    let pipe = replay!.pipe
    let log = Recorder<String>()
    let subscription = log.start("a", replay!.producer)
    input.send(value: 1)
    let target = pipe._relayTarget
    #expect(target != nil)
    replay = nil
    #expect(target?.hasTerminated == false, "a subscription is live")
    subscription.dispose()
    #expect(target?.hasTerminated == true)
    input.send(value: 2)
    #expect(target?._bufferedValues == [1])
    #expect(log.lines == ["t=0.0 a value 1", "t=0.0 a interrupted"])
  }

  // MARK: Rule 10 for subscriptions made after the hand-over

  /// After the hand-over a subscription is a plain observer of the replay's
  /// signal (no ticket): it keeps the source as a counted one did, and the
  /// rule stops the source once it is disposed and the producer is gone.
  /// Through an operator the start of the replay is prepared, then run
  /// (`instantiate`); directly it is one step (`Producer.start`).
  @Test(arguments: [false, true])
  func aSubscriptionMadeAfterTheHandOverKeepsTheSourceUntilItIsDisposed(throughAnOperator: Bool) {
    var replay: Replay? = Self.replay(upTo: 1, .signalLetGo)
    let input = replay!.input
    let pipe = replay!.pipe
    let log = Recorder<String>()
    replay!.producer.start().dispose()
    let target = pipe._relayTarget
    #expect(target != nil)
    input.send(value: 1)
    let later = log.start("b", throughAnOperator ? replay!.producer.map { $0 * 10 } : replay!.producer)
    replay = nil
    #expect(target?.hasTerminated == false, "b is live")
    input.send(value: 2)
    later.dispose()
    #expect(target?.hasTerminated == true)
    input.send(value: 3)
    #expect(target?._bufferedValues == [2])
    let scale = throughAnOperator ? 10 : 1
    #expect(log.lines == ["t=0.0 b value \(1 * scale)", "t=0.0 b value \(2 * scale)", "t=0.0 b interrupted"])
  }

  /// Which subscription goes last, the one counted before the hand-over or
  /// the plain one after it, the source stops only then.
  @Test(arguments: [true, false])
  func theRuleWaitsForTheSubscriptionsFromBeforeAndAfterTheHandOver(_ countedGoesFirst: Bool) {
    var replay: Replay? = Self.replay(upTo: 1, .signalLetGo)
    let input = replay!.input
    let pipe = replay!.pipe
    let log = Recorder<String>()
    let counted = log.start("a", replay!.producer)
    let target = pipe._relayTarget
    #expect(target != nil, "the first start hands the input over")
    input.send(value: 1)
    let plain = log.start("b", replay!.producer)
    replay = nil
    let (first, second) = countedGoesFirst ? (counted, plain) : (plain, counted)
    first.dispose()
    #expect(target?.hasTerminated == false, "one subscription is live")
    input.send(value: 2)
    second.dispose()
    #expect(target?.hasTerminated == true)
    let (firstName, secondName) = countedGoesFirst ? ("a", "b") : ("b", "a")
    #expect(
      log.lines == [
        "t=0.0 a value 1", "t=0.0 b value 1", "t=0.0 \(firstName) interrupted", "t=0.0 \(secondName) value 2",
        "t=0.0 \(secondName) interrupted",
      ])
  }

  /// A start prepared after the hand-over and run once the producer and the
  /// pipe's input are gone still finds the replay's signal (the start keeps
  /// it): it hears the newest value and the interruption the input's release
  /// caused, as a late subscriber of an ended replay does.
  @Test func aStartPreparedAfterTheHandOverAndRunOnceEverythingIsGoneHearsTheReplay() {
    var replay: Replay? = Self.replay(upTo: 1, .signalLetGo)
    let log = Recorder<String>()
    let recording = replay!.producer.start()
    #expect(replay!.pipe.isRelaying)
    replay!.input.send(value: 1)
    replay!.input.send(value: 2)
    let observer: RACSwift.Signal<Int, TestError>.Observer = log.swiftObserver("p")
    let prepared = replay!.producer.core.instantiate(observer.sink)
    recording.dispose()
    replay = nil
    #expect(log.lines.isEmpty)
    prepared.run()
    #expect(log.lines == ["t=0.0 p value 2", "t=0.0 p interrupted"])
    prepared.cancel.dispose()
  }
}
