import Dispatch
import RACShared
import RACTestSupport
import Testing

/// Cold producers: rules 8 and 11, interruption and the start's lifetime.
@Suite("Producer")
struct ProducerTests {
  typealias IntProducer = Producer<Int, TestFailure>

  @Test func rule8_theStartHandlerRunsOncePerStart() {
    let starts = Counter()
    let producer = IntProducer { input, _ in
      let start = starts.increment()
      input(.value(start))
      input(.completed)
    }
    #expect(starts.value == 0)
    let logs = (0..<3).map { _ in Recorder<Int>() }
    for log in logs { producer.start(log.sink) }
    #expect(starts.value == 3)
    #expect(logs.map(\.events) == [1, 2, 3].map { [.value($0), .completed] })
  }

  /// The values-only sink every face's value subscription uses
  /// (`subscribeNext`, `startWithNext`, `observeNext`): the values, in order,
  /// and nothing of whichever end comes, while the start still ends.
  @Test(arguments: ["completed", "failed", "interrupted"])
  func aValueSinkHearsTheValuesAndNoEnd(_ endName: String) {
    let end: SignalEvent<Int, TestFailure> =
      switch endName {
      case "completed": .completed
      case "failed": .failed(TestFailure(4))
      default: .interrupted
      }
    let trace = Recorder<String>()
    let producer = IntProducer { input, lifetime in
      lifetime.add { trace.note("ended") }
      input(.value(1))
      input(.value(2))
      input(end)
      input(.value(3))
    }
    producer.start(SignalEvent.valueSink { trace.note("value \($0)") })
    #expect(trace.values == ["value 1", "value 2", "ended"])
  }

  /// The one-kind sinks every face's one-kind subscriptions use
  /// (`observeResult`/`startWithResult`, `observeFailed`/`startWithFailed`,
  /// `observeCompleted`/`startWithCompleted`, `observeInterrupted`/
  /// `startWithInterrupted`, RACClassic's `subscribeCompleted`): over two
  /// values and each end, each hears exactly its kind, in order, and the
  /// start still ends (its lifetime runs last).
  @Test(arguments: ["completed", "failed", "interrupted"])
  func eachOneKindSinkHearsExactlyItsKind(_ endName: String) {
    let end: SignalEvent<Int, TestFailure> =
      switch endName {
      case "completed": .completed
      case "failed": .failed(TestFailure(4))
      default: .interrupted
      }
    let trace = Recorder<String>()
    let producer = IntProducer { input, lifetime in
      lifetime.add { trace.note("ended") }
      input(.value(1))
      input(.value(2))
      input(end)
      input(.value(3))
    }
    let sinks: [(String, EventSink<Int, TestFailure>)] = [
      ("result", SignalEvent.resultSink { trace.note("result \($0)") }),
      ("failed", SignalEvent.failedSink { trace.note("failed \($0)") }),
      ("completed", SignalEvent.completedSink { trace.note("completed") }),
      ("interrupted", SignalEvent.interruptedSink { trace.note("interrupted") }),
    ]
    for (name, sink) in sinks {
      trace.note("start \(name)")
      producer.start(sink)
    }
    let failure = "TestFailure(4)"
    let expected: [String] =
      switch endName {
      case "completed":
        [
          "start result", "result success(1)", "result success(2)", "ended",
          "start failed", "ended", "start completed", "completed", "ended", "start interrupted", "ended",
        ]
      case "failed":
        [
          "start result", "result success(1)", "result success(2)", "result failure(\(failure))", "ended",
          "start failed", "failed \(failure)", "ended", "start completed", "ended", "start interrupted", "ended",
        ]
      default:
        [
          "start result", "result success(1)", "result success(2)", "ended",
          "start failed", "ended", "start completed", "ended", "start interrupted", "interrupted", "ended",
        ]
      }
    #expect(trace.values == expected)
  }

  @Test func rule11_theStartHandlerRunsBeforeStartReturns() {
    let trace = Recorder<String>()
    let producer = IntProducer { input, _ in
      trace.note("handler")
      input(.value(1))
    }
    producer.start(trace.sink("observer"))
    trace.note("start returned")
    #expect(trace.values == ["handler", "observer value(1)", "start returned"])
  }

  @Test func disposingAStartDeliversInterruptedBeforeDisposeReturnsThenNothing() {
    let trace = Recorder<String>()
    var input: EventSink<Int, TestFailure>?
    let producer = IntProducer { sink, lifetime in
      input = sink
      lifetime.add { trace.note("lifetime disposed") }
      sink(.value(1))
    }
    let start = producer.start(trace.sink("observer"))
    start.dispose()
    trace.note("dispose returned")
    input?(.value(2))
    input?(.completed)
    start.dispose()
    #expect(start.isDisposed)
    #expect(
      trace.values == ["observer value(1)", "observer interrupted", "lifetime disposed", "dispose returned"])
  }

  @Test(arguments: [TimelineEvent<Int>.completed, .failed(TestFailure(4))])
  func theLifetimeIsDisposedRightAfterTheTerminalEvent(terminal: TimelineEvent<Int>) {
    let trace = Recorder<String>()
    let producer = IntProducer { input, lifetime in
      lifetime.add { trace.note("lifetime disposed") }
      input(.value(1))
      trace.note("sent 1")
      input(terminal == .completed ? .completed : .failed(TestFailure(4)))
      trace.note("sent terminal")
      #expect(lifetime.isDisposed)
      input(.value(2))
    }
    let start = producer.start(trace.sink("observer"))
    #expect(
      trace.values == [
        "observer value(1)", "sent 1", "observer \(terminal)", "lifetime disposed", "sent terminal",
      ])
    #expect(start.isDisposed)
  }

  @Test(.timeLimit(.minutes(1)))
  func disposingFromAnotherThreadWhileTheHandlerSendsInterruptsBeforeDisposeReturns() {
    for _ in 0..<20 {
      let log = Recorder<Int>()
      let disposeReturned = OnceFlag()
      let arrivalsAfterReturn = Counter()
      let reached = DispatchSemaphore(value: 0)
      let producer = IntProducer { input, lifetime in
        var next = 0
        while !lifetime.isDisposed && next < 200_000 {
          input(.value(next))
          next += 1
        }
      }
      let start = producer.instantiate { event in
        if disposeReturned.isSet { arrivalsAfterReturn.increment() }
        log.record(event)
        if case .value(50) = event { reached.signal() }
      }
      let shared = UncheckedBox(start)
      onThreadsReleasedTogether(2) { thread in
        if thread == 0 {
          shared.value.run()
        } else {
          reached.wait()
          shared.value.cancel.dispose()
          _ = disposeReturned.set()
        }
      }
      #expect(arrivalsAfterReturn.value == 0)
      let events = log.events
      #expect(events.last == .interrupted)
      #expect(events.dropLast() == (0..<events.count - 1).map(TimelineEvent<Int>.value)[...])
    }
  }

  @Test func liftCancellingStopsASynchronousEndlessSourceFromItsFirstCallback() {
    let sent = Counter()
    let source = IntProducer { input, lifetime in
      while !lifetime.isDisposed && sent.value < 1_000 {
        input(.value(sent.increment()))
      }
    }
    let firstOnly = source.lift(cancelling: { (sink: @escaping EventSink<Int, TestFailure>, lifetime) in
      var done = false
      return { event in
        guard !done else { return }
        done = true
        sink(event)
        sink(.completed)
        lifetime.dispose()
      }
    })
    let log = Recorder<Int>()
    firstOnly.start(log.sink)
    #expect(log.events == [.value(1), .completed])
    #expect(sent.value == 1)
  }

  @Test func disposingALiftedStartInterruptsTheUpstream() {
    let trace = Recorder<String>()
    let source = IntProducer { input, lifetime in
      lifetime.add { trace.note("upstream disposed") }
      input(.value(1))
    }
    let doubled = source.lift(EventTransforms.map { $0 * 2 })
    let start = doubled.start(trace.sink("observer"))
    start.dispose()
    #expect(trace.values == ["observer value(2)", "observer interrupted", "upstream disposed"])
  }

  @Test func startWithSignalLetsSetUpObserveBeforeTheHandlerRuns() {
    let trace = Recorder<String>()
    let producer = IntProducer { input, _ in
      trace.note("handler")
      input(.value(1))
      input(.completed)
    }
    producer.startWithSignal { signal, _ in
      signal.observe(trace.sink("first"))
      signal.observe(trace.sink("second"))
      trace.note("set up")
    }
    #expect(
      trace.values == [
        "set up", "handler", "first value(1)", "second value(1)", "first completed", "second completed",
      ])
  }

  @Test func startWithSignalWhoseSetUpDisposesNeverRunsTheHandler() {
    let starts = Counter()
    let producer = IntProducer { _, _ in starts.increment() }
    let log = Recorder<Int>()
    producer.startWithSignal { signal, disposable in
      signal.observe(log.sink)
      disposable.dispose()
    }
    #expect(starts.value == 0)
    #expect(log.events == [.interrupted])
  }

  @Test func valuesProducerSendsEachValueThenCompletes() {
    let log = Recorder<Int>()
    IntProducer(values: [3, 1, 2]).start(log.sink)
    #expect(log.events == [.value(3), .value(1), .value(2), .completed])
  }

  @Test func deferredBuildsAFreshProducerForEveryStart() {
    let builds = Counter()
    let producer = IntProducer.deferred { IntProducer(values: [builds.increment()]) }
    let log = Recorder<Int>()
    producer.start(log.sink)
    producer.start(log.sink)
    #expect(log.events == [.value(1), .completed, .value(2), .completed])
  }

  @Test func observingProducerDetachesWithInterruptedWhenDisposed() {
    let hot = SignalCore<Int, TestFailure>()
    let log = Recorder<Int>()
    let start = IntProducer(observing: hot).start(log.sink)
    hot.send(.value(1))
    start.dispose()
    hot.send(.value(2))
    #expect(log.events == [.value(1), .interrupted])
    #expect(hot.observerCount == 0)
  }

  @Test func startIgnoringInterruptionAttachesToAnObservedSignalAndDetachesSilently() {
    let hot = SignalCore<Int, TestFailure>()
    let log = Recorder<Int>()
    let start = IntProducer(observing: hot).startIgnoringInterruption(log.sink)
    #expect(hot.observerCount == 1)
    hot.send(.value(1))
    start.dispose()
    hot.send(.value(2))
    #expect(start.isDisposed)
    #expect(log.events == [.value(1)])
    #expect(hot.observerCount == 0)
  }

  @Test func startOfAnObservedReplayReplaysThenHearsLiveValuesThenInterruptedOnDispose() {
    let hot = SignalCore<Int, TestFailure>(replayCapacity: 1)
    for value in 1...3 { hot.send(.value(value)) }
    let log = Recorder<Int>()
    let start = IntProducer(observing: hot).start(log.sink)
    #expect(log.events == [.value(3)])
    hot.send(.value(4))
    start.dispose()
    hot.send(.value(5))
    #expect(log.events == [.value(3), .value(4), .interrupted])
    #expect(hot.observerCount == 0)
  }

  @Test func startIgnoringInterruptionReplaysAnObservedReplayAndItsEnd() {
    let hot = SignalCore<Int, TestFailure>(replayCapacity: 2)
    for value in 1...3 { hot.send(.value(value)) }
    hot.send(.completed)
    let log = Recorder<Int>()
    IntProducer(observing: hot).startIgnoringInterruption(log.sink)
    #expect(log.events == [.value(2), .value(3), .completed])
  }

  @Test func startIgnoringInterruptionStartsAnyOtherProducerAsStartDoes() {
    final class Kept {
      var input: EventSink<Int, TestFailure>?
    }
    let starts = Counter()
    let kept = Kept()
    let producer = IntProducer { input, _ in
      kept.input = input
      input(.value(starts.increment()))
    }
    let log = Recorder<Int>()
    let start = producer.startIgnoringInterruption(log.sink)
    start.dispose()
    #expect(starts.value == 1)
    #expect(log.events == [.value(1), .interrupted])
  }

  /// What a start's disposable holds (issue 19 item 7). A start whose
  /// observer ignores `.interrupted` (a RAC2 subscriber) is held by the
  /// input its handler keeps, not by its disposable, as RAC2's disposable
  /// never held its subscriber: once the handler let go of its input, the
  /// observer is let go of, and disposing the start later still runs its
  /// disposal work. A start whose observer hears `.interrupted` keeps its
  /// observer until then, to interrupt it (RAC4's `never`).
  @Test(arguments: [Producer<Int, TestFailure>.Interruption.ignored, .delivered])
  func aStartsDisposableHoldsItsObserverOnlyIfItMustInterruptIt(_ interruption: IntProducer.Interruption) {
    final class Token {}
    let disposals = Counter()
    let log = Recorder<Int>()
    weak var weakToken: Token?
    let start: any DisposableCore
    do {
      let token = Token()
      weakToken = token
      start = IntProducer { input, lifetime in
        lifetime.add { disposals.increment() }
        input(.value(1))
      }.start({ event in withExtendedLifetime(token) { log.sink(event) } }, interruption: interruption)
    }
    #expect((weakToken == nil) == (interruption == .ignored))
    #expect(!start.isDisposed)
    start.dispose()
    #expect(start.isDisposed)
    #expect(disposals.value == 1)
    #expect(log.events == (interruption == .ignored ? [.value(1)] : [.value(1), .interrupted]))
    #expect(weakToken == nil)
  }

  /// A per-event operator (`lift(_:)`: `map`, `filter`, ...) starts its
  /// upstream asking for `.interrupted` exactly when its own downstream
  /// does, through any number of them; an operator with a lifetime of its
  /// own (`lift(cancelling:)`: `take`, `on`, ...) always asks, since it or
  /// its side effects may act on the interruption (issue 19 item 7).
  @Test(arguments: [IntProducer.Interruption.ignored, .delivered])
  func aLiftedOperatorAsksItsUpstreamForInterruptionExactlyWhenItsDownstreamDoes(
    _ interruption: IntProducer.Interruption
  ) {
    var asked: [IntProducer.Interruption] = []
    let upstream = IntProducer(preparing: { sink, mode in
      asked.append(mode)
      return IntProducer.never.instantiate(sink, interruption: mode)
    })
    upstream.lift(EventTransforms.map { $0 * 2 }).start({ _ in }, interruption: interruption).dispose()
    upstream.lift(EventTransforms.map { $0 * 2 }).lift(EventTransforms.filter { $0 > 0 })
      .start({ _ in }, interruption: interruption).dispose()
    upstream.lift(cancelling: EventTransforms.take(5)).start({ _ in }, interruption: interruption).dispose()
    #expect(asked == [interruption, interruption, .delivered])
  }

  /// So a start through a per-event operator holds its observer only if it
  /// must interrupt it, as a start on the producer itself: with `.ignored`,
  /// the observer goes once the handler let go of its input; disposing
  /// later still runs the disposal work.
  @Test(arguments: [Producer<Int, TestFailure>.Interruption.ignored, .delivered])
  func aStartThroughALiftedOperatorHoldsItsObserverOnlyIfItMustInterruptIt(_ interruption: IntProducer.Interruption) {
    final class Token {}
    let disposals = Counter()
    let log = Recorder<Int>()
    weak var weakToken: Token?
    let start: any DisposableCore
    do {
      let token = Token()
      weakToken = token
      start = IntProducer { input, lifetime in
        lifetime.add { disposals.increment() }
        input(.value(1))
      }.lift(EventTransforms.map { $0 * 2 }).lift(EventTransforms.filter { $0 > 0 })
        .start({ event in withExtendedLifetime(token) { log.sink(event) } }, interruption: interruption)
    }
    #expect((weakToken == nil) == (interruption == .ignored))
    start.dispose()
    #expect(disposals.value == 1)
    #expect(log.events == (interruption == .ignored ? [.value(2)] : [.value(2), .interrupted]))
    #expect(weakToken == nil)
  }
}
