import Foundation
import RACModern
import RACTestSupport
import Testing

/// RACModern's objects are released once finished or disposed, with what
/// they captured; no retain cycle outlives a finished pipeline. Also run under
/// `swift test --sanitize=address --filter LifetimeTests`.
@Suite struct ModernLifetimeTests {
  @Test func aCompletedPipeIsReleasedEvenIfItsObserverCapturedIt() {
    weak var weakSignal: Signal<Int, TestError>?
    weak var weakToken: Token?
    do {
      let (signal, input) = Signal<Int, TestError>.pipe()
      weakSignal = signal
      let token = Token()
      weakToken = token
      signal.observeNext { _ in withExtendedLifetime((signal, token)) {} }
      input.sendNext(1)
      input.sendCompleted()
      // The input outlives the pipeline here; it keeps nothing alive.
      withExtendedLifetime(input) {}
    }
    #expect(weakSignal == nil)
    #expect(weakToken == nil)
  }

  @Test func aSignalsGeneratorDisposableIsDisposedAtTheEndAndTheSignalReleased() {
    let disposed = Counter()
    weak var weakSignal: Signal<Int, TestError>?
    do {
      var input: Observer<Int, TestError>?
      let signal = Signal<Int, TestError> { observer in
        input = observer
        return ActionDisposable { disposed.increment() }
      }
      weakSignal = signal
      signal.observe { _ in withExtendedLifetime(signal) {} }
      input?.sendCompleted()
      #expect(disposed.value == 1)
    }
    #expect(weakSignal == nil)
  }

  @Test func aDisposedObservationReleasesItsObserverWhileThePipeLives() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      signal.observeNext { _ in withExtendedLifetime(token) {} }?.dispose()
    }
    #expect(weakToken == nil)
    withExtendedLifetime((signal, input)) {}
  }

  @Test func aFinishedStartReleasesItsObserverAndTheChainEvenWhileItsDisposableIsKept() {
    weak var weakToken: Token?
    weak var weakObserverToken: Token?
    var kept: Disposable?
    do {
      let token = Token()
      weakToken = token
      let observerToken = Token()
      weakObserverToken = observerToken
      let producer = SignalProducer<Int, TestError>(values: [1, 2, 3])
        .map { $0 + (token === token ? 1 : 0) }.filter { $0 > 2 }.skip(0).startWith(0)
      let recorder = Recorder<Int>()
      kept = producer.start { event in
        withExtendedLifetime(observerToken) {}
        switch event {
        case .next(let value): recorder.record(.value(value))
        case .completed: recorder.record(.completed)
        default: recorder.record(.interrupted)
        }
      }
      #expect(recorder.events == [.value(0), .value(3), .value(4), .completed])
    }
    #expect(weakToken == nil)
    #expect(weakObserverToken == nil)
    withExtendedLifetime(kept) {}
  }

  @Test func anInterruptedStartReleasesTheWorkOfItsHandler() {
    let disposed = Counter()
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      let producer = SignalProducer<Int, TestError> { _, lifetime in
        lifetime.add { withExtendedLifetime(token) {} }
        lifetime.add { disposed.increment() }
      }
      producer.start().dispose()
      #expect(disposed.value == 1)
    }
    #expect(weakToken == nil)
  }

  @Test(arguments: [Int.max, 1, 0])
  func aFinishedBufferIsReleasedWithItsValues(capacity: Int) {
    weak var weakValue: Token?
    weak var weakObserverToken: Token?
    do {
      let (producer, input) = SignalProducer<Token, TestError>.buffer(capacity)
      let value = Token()
      weakValue = value
      let observerToken = Token()
      weakObserverToken = observerToken
      input.sendNext(value)
      producer.startWithNext { _ in withExtendedLifetime((observerToken, producer)) {} }
      input.sendCompleted()
    }
    #expect(weakValue == nil)
    #expect(weakObserverToken == nil)
  }

  /// docs/EventContract.md rule 10, as a RACModern user sees it.
  @Test func replayLazilysSourceIsDisposedWhenTheProducerIsGoneAndTheLastStartEnds() {
    let sourceDisposed = Counter()
    var start: Disposable?
    do {
      let replayed = SignalProducer<Int, TestError> { _, lifetime in
        lifetime.add { sourceDisposed.increment() }
      }.replayLazily(1)
      start = replayed.start()
    }
    #expect(sourceDisposed.value == 0)  // a live start keeps the source
    start?.dispose()
    #expect(sourceDisposed.value == 1)
  }

  @Test func replayLazilysSourceStaysWhileTheProducerIsReachableThenGoesWithIt() {
    let sourceDisposed = Counter()
    let started = Counter()
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      let replayed = SignalProducer<Int, TestError> { observer, lifetime in
        started.increment()
        withExtendedLifetime(token) {}
        observer.sendNext(7)
        lifetime.add { sourceDisposed.increment() }
      }.replayLazily(1)
      replayed.start().dispose()
      #expect(sourceDisposed.value == 0)
      // A later start still gets the replay: the source was kept.
      let recorder = Recorder<Int>()
      recorder.start(replayed).dispose()
      #expect(recorder.events == [.value(7), .interrupted])
      #expect(started.value == 1)
    }
    #expect(sourceDisposed.value == 1)
    #expect(weakToken == nil)
  }

  /// Issue 19 item 7: `replayLazily` of a producer that can send nothing
  /// any more (its handler let go of its observer), started and never
  /// disposed, is freed with its observer once the producer is gone.
  @Test func aReplayLazilyOfAProducerThatCannotSendAnyMoreIsFreedWithItsObserver() {
    weak var weakToken: Token?
    var heard: [Int] = []
    do {
      let token = Token()
      weakToken = token
      SignalProducer<Int, TestError> { observer, _ in observer.sendNext(1) }
        .replayLazily(1)
        .startWithNext { value in withExtendedLifetime(token) { heard.append(value) } }
    }
    #expect(heard == [1])
    #expect(weakToken == nil)
  }

  /// Issue 19 item 7: `replayLazily` of a pipe's signal does not keep the
  /// pipe alive; once its input and signal are gone, so is an observer of
  /// the replay never disposed.
  @Test func aReplayLazilyOfAPipeDoesNotKeepThePipeAlive() {
    weak var weakSignal: Signal<Int, TestError>?
    weak var weakToken: Token?
    var heard: [Int] = []
    do {
      let (signal, input) = Signal<Int, TestError>.pipe()
      weakSignal = signal
      let token = Token()
      weakToken = token
      SignalProducer(signal: signal).replayLazily(1)
        .startWithNext { value in withExtendedLifetime(token) { heard.append(value) } }
      input.sendNext(3)
    }
    #expect(heard == [3])
    #expect(weakSignal == nil)
    #expect(weakToken == nil)
  }

  /// The other side of the same rule: while its source can still send, a
  /// replay keeps delivering to an observer whose disposable was dropped,
  /// the producer gone too (a replayed timer keeps ticking, as in RAC4).
  @Test func aReplayKeepsDeliveringToAnObserverWhoseDisposableWasDroppedWhileItsSourceCanSend() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    var heard: [Int] = []
    SignalProducer(signal: signal).replayLazily(1).startWithNext { heard.append($0) }
    input.sendNext(1)
    input.sendNext(2)
    #expect(heard == [1, 2])
    input.sendCompleted()
  }

  /// A replay of what a test sends into `send`'s observer, by name:
  /// `replayLazily(1)` of a producer whose handler gets that observer, or
  /// `buffer(1)`, whose observer it is.
  static func replaying(
    _ kind: String, _ send: @escaping (Observer<Token, TestError>) -> Void
  ) -> SignalProducer<Token, TestError> {
    guard kind == "buffer" else {
      return SignalProducer { observer, _ in send(observer) }.replayLazily(1)
    }
    let (producer, observer) = SignalProducer<Token, TestError>.buffer(1)
    send(observer)
    return producer
  }

  /// `replayed` through the operator a test asks for by name, each one that
  /// keeps its upstream's disposable in its own start.
  static func starting(
    _ replayed: SignalProducer<Token, TestError>, through operator: String, on scheduler: TestScheduler
  ) -> SignalProducer<Token, TestError> {
    switch `operator` {
    case "take": replayed.take(5)
    case "startOn": replayed.startOn(scheduler)
    default: replayed.flatMap(.merge) { SignalProducer<Token, TestError>(value: $0) }
    }
  }

  /// Issue 19 item 7, the last shape: `replayLazily` (and `buffer`)
  /// started through an operator that keeps its upstream's disposable
  /// (`take`, `startOn`, `flatMap`), never disposed, over a source that let
  /// go of its input without ending, is freed with its observer and what
  /// the source sent once every user reference is gone.
  @Test(arguments: ["replayLazily", "buffer"], ["take", "startOn", "flatMap"])
  func aReplayStartedThroughAnOperatorKeepingItsDisposableIsFreedOnceItsSourceCannotSend(
    _ kind: String, _ through: String
  ) {
    let scheduler = TestScheduler()
    weak var weakSent: Token?
    weak var weakToken: Token?
    var heard: [Bool] = []
    do {
      let token = Token()
      weakToken = token
      let replayed = Self.replaying(kind) { observer in
        let sent = Token()
        weakSent = sent
        observer.sendNext(sent)
      }
      Self.starting(replayed, through: through, on: scheduler)
        .startWithNext { value in withExtendedLifetime(token) { heard.append(value === weakSent) } }
      scheduler.run()
    }
    #expect(heard == [true])
    #expect(weakSent == nil)
    #expect(weakToken == nil)
  }

  /// The other side of that rule: while the source's input is held, the
  /// same start lives on with no other user reference, delivers what is
  /// sent, and is freed once the source ends.
  @Test(arguments: ["replayLazily", "buffer"], ["take", "startOn", "flatMap"])
  func aReplayStartedThroughAnOperatorKeepingItsDisposableLivesWhileItsSourceCanSend(
    _ kind: String, _ through: String
  ) {
    let scheduler = TestScheduler()
    weak var weakToken: Token?
    var input: Observer<Token, TestError>?
    let sent = [Token(), Token()]
    var heard: [Token] = []
    do {
      let token = Token()
      weakToken = token
      let replayed = Self.replaying(kind) { observer in
        input = observer
        observer.sendNext(sent[0])
      }
      Self.starting(replayed, through: through, on: scheduler)
        .startWithNext { value in withExtendedLifetime(token) { heard.append(value) } }
      scheduler.run()
    }
    #expect(weakToken != nil)
    input?.sendNext(sent[1])
    #expect(heard.map(ObjectIdentifier.init) == sent.map(ObjectIdentifier.init))
    #expect(weakToken != nil)
    input?.sendCompleted()
    input = nil
    #expect(weakToken == nil)
  }

  /// `source` through the operators a test asks for by name: the per-event
  /// operators the engine lifts without a lifetime of their own.
  static func transforming(
    _ source: SignalProducer<Token, TestError>, _ operators: String
  ) -> SignalProducer<Token, TestError> {
    switch operators {
    case "map": source.map { $0 }
    case "filter": source.filter { _ in true }
    default: source.map { $0 }.filter { _ in true }
    }
  }

  /// Issue 19 item 7, a replay whose source is made through an operator:
  /// `replayLazily` of `map`/`filter` of a producer whose handler let go of
  /// its observer, started through `take` and never disposed, is freed with
  /// its observer and what was sent. Nobody hears the replay's source being
  /// interrupted, so the operator need not keep that source's observer for it.
  @Test(arguments: ["map", "filter", "mapThenFilter"])
  func aReplayLazilyOfAProducerMadeThroughAnOperatorIsFreedOnceItsSourceCannotSend(_ operators: String) {
    weak var weakSent: Token?
    weak var weakToken: Token?
    var heard: [Bool] = []
    do {
      let token = Token()
      weakToken = token
      let source = SignalProducer<Token, TestError> { observer, _ in
        let sent = Token()
        weakSent = sent
        observer.sendNext(sent)
      }
      Self.transforming(source, operators).replayLazily(1).take(5)
        .startWithNext { value in withExtendedLifetime(token) { heard.append(value === weakSent) } }
    }
    #expect(heard == [true])
    #expect(weakSent == nil)
    #expect(weakToken == nil)
  }

  /// What RAC4 keeps: a start through `map`/`filter` whose observer hears
  /// `.interrupted` holds that observer while its disposable is kept, though
  /// the handler let go of its observer, and disposing it interrupts through
  /// the operators (as disposing `SignalProducer.never` interrupts).
  @Test(arguments: ["map", "filter", "mapThenFilter"])
  func aStartThroughAnOperatorWhoseObserverHearsInterruptionKeepsItToInterruptIt(_ operators: String) {
    weak var weakToken: Token?
    let recorder = Recorder<Int>()
    let kept: Disposable
    do {
      let token = Token()
      weakToken = token
      let source = SignalProducer<Token, TestError> { observer, _ in observer.sendNext(Token()) }
      kept = Self.transforming(source, operators).start { event in
        withExtendedLifetime(token) {
          switch event {
          case .next: recorder.record(.value(1))
          case .completed: recorder.record(.completed)
          default: recorder.record(.interrupted)
          }
        }
      }
    }
    #expect(weakToken != nil)
    kept.dispose()
    #expect(recorder.events == [.value(1), .interrupted])
    #expect(weakToken == nil)
  }

  @Test func aNeverStartedReplayLazilyNeverRunsItsSource() {
    let started = Counter()
    do {
      _ = SignalProducer<Int, TestError> { _, _ in started.increment() }.replayLazily(1)
    }
    #expect(started.value == 0)
  }

  @Test func disposablesReleaseWhatTheyHoldOnceDisposed() {
    weak var weakActionToken: Token?
    weak var weakChild: SimpleDisposable?
    weak var weakInner: SimpleDisposable?
    let action: ActionDisposable
    let composite: CompositeDisposable
    let serial: SerialDisposable
    do {
      let token = Token()
      weakActionToken = token
      action = ActionDisposable { withExtendedLifetime(token) {} }
      let child = SimpleDisposable()
      weakChild = child
      composite = CompositeDisposable([child])
      let inner = SimpleDisposable()
      weakInner = inner
      serial = SerialDisposable(inner)
    }
    action.dispose()
    composite.dispose()
    serial.dispose()
    #expect(weakActionToken == nil)
    #expect(weakChild == nil)
    #expect(weakInner == nil)
  }

  @Test func aScopedDisposableDisposesOnDeinitAndIsReleased() {
    let disposed = Counter()
    weak var weakScoped: ScopedDisposable?
    do {
      let scoped = ScopedDisposable(ActionDisposable { disposed.increment() })
      weakScoped = scoped
    }
    #expect(disposed.value == 1)
    #expect(weakScoped == nil)
  }

  @Test func aTestSchedulerIsReleasedWithItsPendingActions() {
    weak var weakScheduler: TestScheduler?
    weak var weakToken: Token?
    do {
      let scheduler = TestScheduler()
      weakScheduler = scheduler
      let token = Token()
      weakToken = token
      scheduler.scheduleAfter(5) { withExtendedLifetime(token) {} }
      scheduler.schedule { withExtendedLifetime(token) {} }
      scheduler.advance()
    }
    #expect(weakScheduler == nil)
    #expect(weakToken == nil)
  }

  @Test func aQueueSchedulerIsReleasedAfterItsActionsRan() async {
    weak var weakScheduler: QueueScheduler?
    do {
      let scheduler = QueueScheduler(name: "LifetimeTests")
      weakScheduler = scheduler
      let ran = DispatchSemaphore(value: 0)
      scheduler.schedule { ran.signal() }
      ran.wait()
    }
    #expect(await eventually { weakScheduler == nil })
  }

  /// The RAC4 idiom "an observer that disposes itself" captures its own
  /// disposable: the subscription must let go of the observer once it ended,
  /// or the two keep each other alive forever.
  @Test func anObserverHoldingItsOwnDisposableIsReleasedOnceItDisposedItself() {
    weak var weakToken: Token?
    let (signal, input) = Signal<Int, TestError>.pipe()
    do {
      let token = Token()
      weakToken = token
      var disposable: Disposable?
      disposable = signal.observeNext { _ in
        withExtendedLifetime(token) {}
        disposable?.dispose()
      }
      input.sendNext(1)
    }
    #expect(weakToken == nil)
    withExtendedLifetime(signal) {}
  }

  @Test(arguments: [false, true])
  func aStartHoldingItsOwnDisposableIsReleasedOnceItEnded(byDisposal: Bool) {
    weak var weakToken: Token?
    let (producer, input) = SignalProducer<Int, TestError>.buffer(1)
    do {
      let token = Token()
      weakToken = token
      var disposable: Disposable?
      disposable = producer.startWithNext { _ in
        withExtendedLifetime(token) {}
        if byDisposal { disposable?.dispose() }
      }
      input.sendNext(1)
      if !byDisposal { input.sendCompleted() }
    }
    #expect(weakToken == nil)
    withExtendedLifetime((producer, input)) {}
  }

  /// A signal made by an operator (`Signal.map`) and its source refer to each
  /// other only through the source's observer list: once the source is gone,
  /// unended, the derived signal and what its operators captured go too.
  @Test func aDerivedSignalIsReleasedWithItsSourceEvenIfNeitherEnded() {
    weak var weakToken: Token?
    weak var weakObserverToken: Token?
    do {
      let (signal, input) = Signal<Int, TestError>.pipe()
      let token = Token()
      weakToken = token
      let observerToken = Token()
      weakObserverToken = observerToken
      let derived = signal.map { $0 + (token === token ? 0 : 1) }.filter { _ in true }
      derived.observeNext { _ in withExtendedLifetime(observerToken) {} }
      input.sendNext(1)
    }
    #expect(weakToken == nil)
    #expect(weakObserverToken == nil)
  }

  /// The operators that run a producer operator over a hot signal
  /// (`take`, `takeUntil`, `then`, the combining ones, `merge`) let go the
  /// same way: once their sources are gone, unended, so is the result.
  @Test(arguments: ["take", "takeUntil", "then", "combineLatestWith", "zipWith", "combineLatest", "zip", "merge"])
  func aSignalDerivedThroughAProducerOperatorIsReleasedWithItsSources(operator name: String) {
    weak var weakToken: Token?
    weak var weakObserverToken: Token?
    do {
      let (signal, input) = Signal<Int, TestError>.pipe()
      let (other, otherInput) = Signal<Int, TestError>.pipe()
      let (trigger, _) = Signal<(), NoError>.pipe()
      let token = Token()
      weakToken = token
      let observerToken = Token()
      weakObserverToken = observerToken
      let source = signal.map { $0 + (token === token ? 0 : 1) }
      let derived: Signal<Int, TestError> =
        switch name {
        case "take": source.take(5)
        case "takeUntil": source.takeUntil(trigger)
        case "then": source.then(SignalProducer(value: 0))
        case "combineLatestWith": source.combineLatestWith(other).map { $0 + $1 }
        case "zipWith": source.zipWith(other).map { $0 + $1 }
        case "combineLatest": Signal.combineLatest([source, other]).map { $0[0] }
        case "zip": Signal.zip([source, other]).map { $0[0] }
        default: Signal.merge([source, other])
        }
      derived.observeNext { _ in withExtendedLifetime(observerToken) {} }
      input.sendNext(1)
      otherInput.sendNext(2)
    }
    #expect(weakToken == nil, "\(name) kept its source's operators")
    #expect(weakObserverToken == nil, "\(name) kept its observer")
  }

  @Test func aFlattenedSignalForwardsItsSourceAndLetsGoOnceEnded() {
    let (signal, input) = Signal<SignalProducer<Int, TestError>, TestError>.pipe()
    let recorder = Recorder<Int>()
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      recorder.observe(signal.flatMap(.latest) { producer in producer.map { $0 + (token === token ? 0 : 1) } })
      input.sendNext(SignalProducer(value: 5))
      input.sendCompleted()
    }
    #expect(recorder.events == [.value(5), .completed])
    #expect(weakToken == nil)
  }

  // MARK: Test schedulers that go away (issue 19, the whole suite leak-free)

  /// A delayed value a test leaves on a `TestScheduler` it then lets go of
  /// is freed with the scheduler, with the observer and what it captured:
  /// the start held its pending action and the action held the start, and
  /// only the scheduler could run or cancel it (RAC4's scheduler freed its
  /// actions with itself).
  @Test func aTimeOperatorsPendingActionIsFreedWithItsTestScheduler() {
    weak var weakToken: Token?
    weak var weakScheduler: TestScheduler?
    do {
      let scheduler = TestScheduler()
      weakScheduler = scheduler
      let token = Token()
      weakToken = token
      var values: [Int] = []
      SignalProducer<Int, NoError>(values: [1, 2]).delay(1, onScheduler: scheduler).startWithNext { value in
        withExtendedLifetime(token) { values.append(value) }
      }
      SignalProducer<Int, NoError>(value: 3).delay(10, onScheduler: scheduler).startWithNext { value in
        withExtendedLifetime(token) { values.append(value) }
      }
      scheduler.advanceByInterval(2)
      #expect(values == [1, 2])
    }
    #expect(weakScheduler == nil)
    #expect(weakToken == nil)
  }

  // MARK: startWithSignal (issue 19 item 3)

  /// The signal a producer hands to `startWithSignal` needs no owner while
  /// the producer runs (RAC4 kept it): a `timer`'s signal is still there
  /// after `startWithSignal` returns and between ticks, and goes once the
  /// start is disposed.
  @Test func theSignalStartWithSignalHandsOutLivesWhileTheProducerRuns() {
    let scheduler = TestScheduler()
    let recorder = Recorder<Date>()
    weak var weakSignal: Signal<Date, NoError>?
    var disposable: Disposable?
    timer(1, onScheduler: scheduler).startWithSignal { signal, started in
      weakSignal = signal
      recorder.observe(signal)
      disposable = started
    }
    #expect(weakSignal != nil)
    scheduler.advanceByInterval(2.5)
    #expect(weakSignal != nil)
    #expect(recorder.values.count == 2)
    disposable?.dispose()
    #expect(weakSignal == nil)
    #expect(recorder.events.last == .interrupted)
  }

  /// ... and it goes after its terminal event, though the start's disposable
  /// is kept.
  @Test func theSignalStartWithSignalHandsOutGoesAwayAfterItsTerminalEvent() {
    let scheduler = TestScheduler()
    weak var weakSignal: Signal<Int, NoError>?
    var disposable: Disposable?
    SignalProducer<Int, NoError>(value: 1).delay(1, onScheduler: scheduler).startWithSignal { signal, started in
      weakSignal = signal
      disposable = started
    }
    #expect(weakSignal != nil)
    scheduler.advanceByInterval(1)
    #expect(weakSignal == nil)
    withExtendedLifetime(disposable) {}
  }

  // MARK: docs/EventContract.md rule 14: composed properties

  /// A chain of composed properties nobody holds or observes is freed whole
  /// once its source is gone: the source, every step, what each transform
  /// captured.
  @Test func aComposedChainNobodyObservesIsFreedOnceItsSourceIsGone() {
    weak var weakSource: MutableProperty<Int>?
    weak var weakMiddle: Property<Int>?
    weak var weakEnd: Property<Int>?
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      let source = MutableProperty(1)
      weakSource = source
      let middle = source.map { $0 + (token === token ? 1 : 0) }
      weakMiddle = middle
      let end = middle.map { $0 * 2 }
      weakEnd = end
      source.value = 2
      #expect(end.value == 6)
    }
    #expect(weakSource == nil)
    #expect(weakMiddle == nil)
    #expect(weakEnd == nil)
    #expect(weakToken == nil)
  }

  /// While the end of a chain is held, it holds every step and the source
  /// (rule 14); letting go of the end frees them all.
  @Test func aHeldComposedPropertyHoldsItsChainAndFreesItWhenLetGo() {
    weak var weakSource: MutableProperty<Int>?
    weak var weakMiddle: Property<Int>?
    var end: Property<Int>?
    do {
      let source = MutableProperty(1)
      weakSource = source
      let middle = source.map { $0 + 1 }
      weakMiddle = middle
      end = middle.map { $0 * 2 }
    }
    #expect(weakSource != nil)
    #expect(weakMiddle != nil)
    weakSource?.value = 4
    #expect(end?.value == 10)
    end = nil
    #expect(weakSource == nil)
    #expect(weakMiddle == nil)
  }

  /// A start of a chain's producer, never disposed, does not keep the
  /// source alive: when the source goes away the start completes, and the
  /// chain and the observer are freed.
  @Test func aStartedChainIsFreedWithItsObserverWhenTheSourceGoesAway() {
    let recorder = Recorder<Int>()
    weak var weakSource: MutableProperty<Int>?
    weak var weakEnd: Property<Int>?
    weak var weakObserverToken: Token?
    do {
      let observerToken = Token()
      weakObserverToken = observerToken
      let source = MutableProperty(1)
      weakSource = source
      let end = source.map { $0 + 1 }.map { $0 * 2 }
      weakEnd = end
      end.producer.startWithNext { value in withExtendedLifetime(observerToken) { recorder.record(.value(value)) } }
      source.value = 2
    }
    #expect(weakSource == nil)
    #expect(weakEnd == nil)
    #expect(weakObserverToken == nil)
    #expect(recorder.events == [.value(4), .value(6)])
  }

  /// A start flattening a composed property's producer (a `map` picking the
  /// inner property), never disposed, is freed with the inner property its
  /// source picked last once the source is gone, and completes: the composed
  /// property's cell held that inner property, and the flatten's start, which
  /// the inner's observers hold, held the composed property's derivation
  /// through its stop hook (issue 19; RAC 4.2.2 frees it all).
  @Test func aStartFlatteningAComposedPropertyIsFreedWithTheInnerPropertyItPicked() {
    let recorder = Recorder<Int>()
    weak var weakInner: MutableProperty<Int>?
    weak var weakSource: MutableProperty<Bool>?
    do {
      let inner = MutableProperty(1)
      weakInner = inner
      let useInner = MutableProperty(true)
      weakSource = useInner
      recorder.start(useInner.map { _ in inner }.producer.flatMap(.latest) { $0.producer })
      inner.value = 2
    }
    #expect(weakInner == nil)
    #expect(weakSource == nil)
    #expect(recorder.events == [.value(1), .value(2), .completed])
  }

  /// An action enabled by a composed property it does not hold, and the
  /// properties it follows, are freed together.
  @Test func anActionEnabledByAComposedPropertyIsFreedWithItsInputs() {
    weak var weakAction: Action<Void, Void, NoError>?
    weak var weakName: MutableProperty<String>?
    weak var weakPassword: MutableProperty<String>?
    do {
      let name = MutableProperty("")
      let password = MutableProperty("")
      weakName = name
      weakPassword = password
      let action = Action<Void, Void, NoError>(
        enabledIf: Property.combineLatest(name, password).map { !$0.isEmpty && !$1.isEmpty }
      ) { SignalProducer(value: ()) }
      weakAction = action
      name.value = "ann"
      password.value = "secret"
      #expect(action.isEnabled.value)
    }
    #expect(weakAction == nil)
    #expect(weakName == nil)
    #expect(weakPassword == nil)
  }
}
