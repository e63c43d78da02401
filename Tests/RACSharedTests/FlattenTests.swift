import RACShared
import RACTestSupport
import Testing

/// `EventTransforms.flatten` with each strategy, driven by hot inner signals
/// so that every event's moment is chosen by the test.
@Suite("Flatten")
struct FlattenTests {
  typealias Inner = Producer<Int, TestFailure>
  typealias Hot = SignalCore<Int, TestFailure>

  /// The outer signal, and a started flatten of it recording into `log`.
  final class Harness {
    let outer = SignalCore<Inner, TestFailure>()
    let log = Recorder<Int>()
    let start: any DisposableCore

    init(_ mode: FlattenMode) {
      let flattened = Producer(observing: outer).lift(cancelling: EventTransforms.flatten(mode) { $0 })
      start = flattened.start(log.sink)
    }

    /// Sends a producer observing `hot` on the outer signal.
    func send(_ hot: Hot) { outer.send(.value(Producer(observing: hot))) }
  }

  @Test func mergeForwardsEveryInnerAsItArrivesAndCompletesAfterAllHave() {
    let harness = Harness(.merge)
    let (a, b) = (Hot(), Hot())
    harness.send(a)
    harness.send(b)
    a.send(.value(1))
    b.send(.value(2))
    a.send(.value(3))
    harness.outer.send(.completed)
    a.send(.completed)
    #expect(harness.log.events == [.value(1), .value(2), .value(3)])
    b.send(.value(4))
    b.send(.completed)
    #expect(harness.log.events == [.value(1), .value(2), .value(3), .value(4), .completed])
  }

  @Test func concatRunsOneInnerAtATimeAndTheNextWaitsItsTurn() {
    let harness = Harness(.concat)
    let (a, b) = (Hot(), Hot())
    harness.send(a)
    harness.send(b)
    #expect(b.observerCount == 0)
    b.send(.value(99))  // b is not subscribed yet: a hot signal's value is simply missed
    a.send(.value(1))
    a.send(.completed)
    #expect(b.observerCount == 1)
    b.send(.value(2))
    harness.outer.send(.completed)
    #expect(harness.log.events == [.value(1), .value(2)])
    b.send(.completed)
    #expect(harness.log.events == [.value(1), .value(2), .completed])
  }

  @Test func latestDisposesThePreviousInnerWhenTheNextArrives() {
    let harness = Harness(.latest)
    let (a, b) = (Hot(), Hot())
    harness.send(a)
    a.send(.value(1))
    harness.send(b)
    #expect(a.observerCount == 0)
    a.send(.value(99))
    a.send(.completed)
    b.send(.value(2))
    harness.outer.send(.completed)
    #expect(harness.log.events == [.value(1), .value(2)])
    b.send(.completed)
    #expect(harness.log.events == [.value(1), .value(2), .completed])
  }

  @Test func latestIgnoresLateEventsOfAReplacedInnerThatKeepsSending() {
    let harness = Harness(.latest)
    var staleInput: EventSink<Int, TestFailure>?
    let disposals = Counter()
    // An inner that ignores its cancellation and keeps its sink.
    let stubborn = Inner { sink in
      staleInput = sink
      return (ActionDisposableCore { disposals.increment() }, {})
    }
    harness.outer.send(.value(stubborn))
    staleInput?(.value(1))
    let b = Hot()
    harness.send(b)
    #expect(disposals.value == 1)
    staleInput?(.value(99))
    staleInput?(.failed(TestFailure(9)))
    staleInput?(.completed)
    b.send(.value(2))
    #expect(harness.log.events == [.value(1), .value(2)])
  }

  @Test(arguments: [FlattenMode.merge, .concat, .latest])
  func anOuterCompletingWithNoInnersCompletesAtOnce(mode: FlattenMode) {
    let harness = Harness(mode)
    harness.outer.send(.completed)
    #expect(harness.log.events == [.completed])
  }

  @Test(arguments: [FlattenMode.merge, .concat, .latest])
  func anOuterCompletingAfterItsInnersCompletedCompletesAtOnce(mode: FlattenMode) {
    let harness = Harness(mode)
    let a = Hot()
    harness.send(a)
    a.send(.value(1))
    a.send(.completed)
    #expect(harness.log.events == [.value(1)])
    harness.outer.send(.completed)
    #expect(harness.log.events == [.value(1), .completed])
  }

  @Test(arguments: [FlattenMode.merge, .concat, .latest])
  func anInnerFailureEndsEverythingAndDisposesTheRest(mode: FlattenMode) {
    let harness = Harness(mode)
    let starts = Counter()
    let disposals = Counter()
    let (a, b) = (Hot(), Hot())
    harness.send(a)
    harness.outer.send(
      .value(
        Inner { input, lifetime in
          starts.increment()
          lifetime.add { disposals.increment() }
        }))
    harness.send(b)
    let failing = mode == .concat ? a : b
    failing.send(.value(1))
    failing.send(.failed(TestFailure(7)))
    #expect(harness.log.events == [.value(1), .failed(TestFailure(7))])
    #expect(harness.outer.observerCount == 0)
    #expect(a.observerCount == 0)
    #expect(b.observerCount == 0)
    #expect(starts.value == (mode == .concat ? 0 : 1))
    #expect(disposals.value == starts.value)
    a.send(.value(2))
    #expect(harness.log.events.count == 2)
  }

  @Test(arguments: [FlattenMode.merge, .concat, .latest])
  func anOuterFailureEndsEverythingAndDisposesTheInner(mode: FlattenMode) {
    let harness = Harness(mode)
    let a = Hot()
    harness.send(a)
    harness.outer.send(.failed(TestFailure(1)))
    #expect(harness.log.events == [.failed(TestFailure(1))])
    #expect(a.observerCount == 0)
  }

  @Test(arguments: [FlattenMode.merge, .concat, .latest])
  func disposingTheStartInterruptsAndDisposesOuterAndInner(mode: FlattenMode) {
    let harness = Harness(mode)
    let a = Hot()
    harness.send(a)
    a.send(.value(1))
    harness.start.dispose()
    #expect(harness.log.events == [.value(1), .interrupted])
    #expect(harness.outer.observerCount == 0)
    #expect(a.observerCount == 0)
  }

  @Test(.timeLimit(.minutes(1)))
  func concatOfAHundredThousandSynchronousProducersCompletesWithoutOverflow() {
    let count = deepChainLength
    let inners = (0..<count).map { Inner(values: [$0]) }
    let concatenated = Producer<Inner, TestFailure>(values: inners)
      .lift(cancelling: EventTransforms.flatten(.concat) { $0 })
    let values = Counter()
    let ends = Recorder<Int>()
    concatenated.start { event in
      if case .value = event { values.increment() } else { ends.record(event) }
    }
    #expect(values.value == count)
    #expect(ends.events == [.completed])
  }

  @Test(.timeLimit(.minutes(1)))
  func concatDrainingAHundredThousandQueuedProducersCompletesWithoutOverflow() {
    let count = deepChainLength
    let harness = Harness(.concat)
    let gate = Hot()
    harness.send(gate)
    for value in 0..<count { harness.outer.send(.value(Inner(values: [value]))) }
    harness.outer.send(.completed)
    #expect(harness.log.count == 0)
    gate.send(.completed)
    let events = harness.log.events
    #expect(events.count == count + 1)
    #expect(events.last == .completed)
    #expect(harness.log.values == Array(0..<count))
  }

  /// An object only the inner producer's closure holds.
  final class Captured {}

  /// Starts a flatten of `outer` whose inner producer observes `inner` and
  /// is the only holder of a `Captured`, returned weakly.
  static func startCapturing(
    _ mode: FlattenMode, _ outer: SignalCore<Int, TestFailure>, _ inner: Hot,
    into sink: @escaping EventSink<Int, TestFailure>
  ) -> (start: any DisposableCore, captured: () -> Captured?) {
    weak var weakCaptured: Captured?
    let start: any DisposableCore
    do {
      let captured = Captured()
      weakCaptured = captured
      let transform: (Int) -> Inner = { [captured] _ in
        withExtendedLifetime(captured) {}
        return Producer(observing: inner)
      }
      start = Producer(observing: outer).lift(cancelling: EventTransforms.flatten(mode, transform)).start(sink)
    }
    return (start, { weakCaptured })
  }

  @Test(arguments: [FlattenMode.merge, .concat, .latest, .race, .throttle])
  func theInnerProducerIsReleasedWhenTheOuterCompletesWhileTheInnerRunsOn(_ mode: FlattenMode) {
    let (outer, inner, log) = (SignalCore<Int, TestFailure>(), Hot(), Recorder<Int>())
    let (start, captured) = Self.startCapturing(mode, outer, inner, into: log.sink)
    outer.send(.value(1))
    #expect(captured() != nil)
    outer.send(.completed)
    #expect(captured() == nil)
    inner.send(.value(2))
    inner.send(.completed)
    #expect(log.events == [.value(2), .completed])
    start.dispose()
  }

  /// The disposal itself lets go of the transform, while something still
  /// holds the start: here the inner's delivery that runs the disposing
  /// subscriber, until that callback returns (a hot outer mid-delivery, or
  /// an inner that keeps its observer, would hold it likewise). A start
  /// disposed with nothing else holding it is freed whole, transform and
  /// all, so only a check made before the holder lets go tells whether the
  /// disposal released the transform. With the disposal's
  /// `takeInnerProducer()` calls removed (`disposeInners` and latest's
  /// lifetime action), as before the fix, the check inside the callback
  /// records "transform kept" for every strategy.
  @Test(arguments: [FlattenMode.merge, .concat, .latest, .race, .throttle])
  func theInnerProducerIsReleasedWhenTheStartIsDisposed(_ mode: FlattenMode) {
    final class Subscriber {
      var start: (any DisposableCore)?
      var captured: () -> Captured? = { nil }
      var transcript: [String] = []
    }
    let (outer, inner, subscriber) = (SignalCore<Int, TestFailure>(), Hot(), Subscriber())
    let (start, captured) = Self.startCapturing(mode, outer, inner) { [subscriber] event in
      subscriber.transcript.append("\(event)")
      guard case .value = event else { return }
      subscriber.start?.dispose()
      subscriber.transcript.append(subscriber.captured() == nil ? "transform released" : "transform kept")
    }
    (subscriber.start, subscriber.captured) = (start, captured)
    outer.send(.value(1))
    #expect(captured() != nil)
    inner.send(.value(2))
    #expect(subscriber.transcript == ["value(2)", "transform released", "interrupted"])
    #expect(captured() == nil)
    #expect(inner.observerCount == 0)
    inner.send(.value(3))
    outer.send(.value(4))
    #expect(subscriber.transcript == ["value(2)", "transform released", "interrupted"])
    subscriber.start = nil
  }
}
