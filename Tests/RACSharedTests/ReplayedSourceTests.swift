import RACShared
import RACTestSupport
import Testing

/// Rule 10: when a replayed source starts, that it never restarts, and that it
/// is disposed exactly when the producer is unreachable and no subscription
/// is live.
@Suite("ReplayedSource (rule 10)")
struct ReplayedSourceTests {
  typealias IntProducer = Producer<Int, TestFailure>

  /// A source that counts its starts and disposals and keeps its input.
  final class Source {
    let starts = Counter()
    let disposals = Counter()
    private let box = InputBox()
    let producer: IntProducer

    init(sending initial: [Int] = []) {
      producer = IntProducer { [starts, disposals, box] input, lifetime in
        starts.increment()
        box.input = input
        lifetime.add { disposals.increment() }
        for value in initial { input(.value(value)) }
      }
    }

    func send(_ event: SignalEvent<Int, TestFailure>) { box.input?(event) }
  }

  final class InputBox {
    var input: EventSink<Int, TestFailure>?
  }

  func replay(
    _ source: Source, capacity: Int = Int.max, start: ReplayedSource<Int, TestFailure>.Start
  )
    -> IntProducer
  {
    ReplayedSource.producer(replaying: source.producer, capacity: capacity, start: start)
  }

  @Test func rule10_eagerReplayStartsTheSourceAtCreation() {
    let source = Source(sending: [1, 2])
    let replayed = replay(source, start: .eager)
    #expect(source.starts.value == 1)
    let log = Recorder<Int>()
    replayed.start(log.sink)
    source.send(.value(3))
    #expect(log.events == [.value(1), .value(2), .value(3)])
    #expect(source.starts.value == 1)
  }

  @Test func rule10_lazyReplayStartsTheSourceAtTheFirstSubscription() {
    let source = Source(sending: [1])
    let replayed = replay(source, start: .lazy)
    #expect(source.starts.value == 0)
    let (first, second) = (Recorder<Int>(), Recorder<Int>())
    replayed.start(first.sink)
    #expect(source.starts.value == 1)
    replayed.start(second.sink)
    #expect(source.starts.value == 1)
    #expect(first.events == [.value(1)])
    #expect(second.events == [.value(1)])
  }

  @Test(arguments: [ReplayedSource<Int, TestFailure>.Start.eager, .lazy])
  func rule10_theSourceIsNeverRestarted(start: ReplayedSource<Int, TestFailure>.Start) {
    let source = Source()
    let replayed = replay(source, capacity: 1, start: start)
    let first = Recorder<Int>()
    replayed.start(first.sink).dispose()
    source.send(.value(1))
    source.send(.value(2))
    source.send(.completed)
    let late = Recorder<Int>()
    replayed.start(late.sink)
    #expect(source.starts.value == 1)
    #expect(late.events == [.value(2), .completed])
    #expect(first.events == [.interrupted])
  }

  @Test func rule10_anUnsubscribedEagerSourceIsDisposedWhenTheProducerBecomesUnreachable() {
    let source = Source()
    weak var weakProducer: IntProducer?
    do {
      let replayed = replay(source, start: .eager)
      weakProducer = replayed
      withExtendedLifetime(replayed) { #expect(source.disposals.value == 0) }
    }
    #expect(weakProducer == nil)
    #expect(source.disposals.value == 1)
  }

  @Test func rule10_aLiveSubscriptionKeepsTheSourceAfterTheProducerIsGone() {
    let source = Source()
    let log = Recorder<Int>()
    weak var weakProducer: IntProducer?
    let subscription: any DisposableCore
    do {
      let replayed = replay(source, start: .lazy)
      weakProducer = replayed
      subscription = replayed.start(log.sink)
    }
    #expect(weakProducer == nil)
    #expect(source.disposals.value == 0)
    source.send(.value(1))
    #expect(log.events == [.value(1)])
    subscription.dispose()
    #expect(source.disposals.value == 1)
    #expect(log.events == [.value(1), .interrupted])
  }

  @Test func rule10_aReachableProducerKeepsTheSourceAfterTheLastSubscriptionEnds() {
    let source = Source()
    let late = Recorder<Int>()
    var lateSubscription: (any DisposableCore)?
    do {
      let replayed = replay(source, start: .lazy)
      replayed.start(Recorder<Int>().sink).dispose()
      withExtendedLifetime(replayed) {
        #expect(source.disposals.value == 0)
        source.send(.value(1))
        lateSubscription = replayed.start(late.sink)
      }
    }
    #expect(late.events == [.value(1)])
    #expect(source.starts.value == 1)
    #expect(source.disposals.value == 0)
    lateSubscription?.dispose()
    #expect(source.disposals.value == 1)
  }

  @Test func rule10_theSourceIsDisposedWhenTheLastOfSeveralSubscriptionsEnds() {
    let source = Source()
    var subscriptions: [any DisposableCore] = []
    do {
      let replayed = replay(source, start: .eager)
      for _ in 0..<3 { subscriptions.append(replayed.start(Recorder<Int>().sink)) }
    }
    subscriptions[1].dispose()
    subscriptions[0].dispose()
    #expect(source.disposals.value == 0)
    subscriptions[2].dispose()
    #expect(source.disposals.value == 1)
  }

  @Test func rule10_theProducerGoingAwayAfterTheLastSubscriptionDisposesTheSource() {
    let source = Source()
    do {
      let replayed = replay(source, start: .lazy)
      replayed.start(Recorder<Int>().sink).dispose()
      withExtendedLifetime(replayed) { #expect(source.disposals.value == 0) }
    }
    #expect(source.disposals.value == 1)
  }

  @Test func rule10_aLazySourceThatNeverStartedIsNotStartedByTheProducerGoingAway() {
    let source = Source()
    do {
      let replayed = replay(source, start: .lazy)
      let cancelled = replayed.instantiate(Recorder<Int>().sink)
      cancelled.cancel.dispose()
      cancelled.run()
      withExtendedLifetime(replayed) { #expect(source.starts.value == 0) }
    }
    #expect(source.starts.value == 0)
    #expect(source.disposals.value == 0)
  }

  @Test func rule10_aLiftedProducerKeepsTheReplayReachable() {
    let source = Source()
    let lifted: Producer<Int, TestFailure>
    do {
      lifted = replay(source, start: .eager).lift(EventTransforms.map { $0 * 10 })
    }
    #expect(source.disposals.value == 0)
    let log = Recorder<Int>()
    lifted.start(log.sink)
    source.send(.value(1))
    #expect(log.events == [.value(10)])
  }

  final class Token {}

  /// Issue 19 item 7: a replay whose source can send nothing any more (its
  /// handler let go of its input), with a subscription never disposed and
  /// the producer gone, is freed with what the subscriber captured, as RAC2
  /// freed it (the subscriber's end hook held the replay, which held the
  /// signal holding the subscriber).
  @Test(arguments: [ReplayedSource<Int, TestFailure>.Start.eager, .lazy])
  func rule10_aReplayNothingCanSendIntoIsFreedWithItsNeverDisposedSubscriber(
    start: ReplayedSource<Int, TestFailure>.Start
  ) {
    weak var weakProducer: IntProducer?
    weak var weakToken: Token?
    let log = Recorder<Int>()
    do {
      let token = Token()
      weakToken = token
      let replayed = ReplayedSource.producer(
        replaying: IntProducer { input, _ in input(.value(1)) }, capacity: 1, start: start)
      weakProducer = replayed
      replayed.start { event in withExtendedLifetime(token) { log.sink(event) } }
    }
    #expect(log.events == [.value(1)])
    #expect(weakProducer == nil)
    #expect(weakToken == nil)
  }

  /// Issue 19 item 7, the last shape: the same replay subscribed through a
  /// transformation that keeps its upstream's disposable (as `take` and a
  /// flatten do: its sink holds its lifetime, which holds the subscription's
  /// disposable, which holds the replay's shared start) is freed too. The
  /// shared start's cancel of the source's start held the source's sink, and
  /// so the replay, whose signal holds that sink: nothing outside reached
  /// the loop, and it was never freed.
  @Test(arguments: [ReplayedSource<Int, TestFailure>.Start.eager, .lazy])
  func rule10_aReplaySubscribedThroughAnOperatorKeepingItsDisposableIsFreedOnceNothingCanSend(
    start: ReplayedSource<Int, TestFailure>.Start
  ) {
    weak var weakProducer: IntProducer?
    weak var weakToken: Token?
    let log = Recorder<Int>()
    do {
      let token = Token()
      weakToken = token
      let replayed = ReplayedSource.producer(
        replaying: IntProducer { input, _ in input(.value(1)) }, capacity: 1, start: start)
      weakProducer = replayed
      let keeping: IntProducer = replayed.lift(cancelling: { sink, lifetime in
        { event in withExtendedLifetime(lifetime) { sink(event) } }
      })
      keeping.start { event in withExtendedLifetime(token) { log.sink(event) } }
    }
    #expect(log.events == [.value(1)])
    #expect(weakProducer == nil)
    #expect(weakToken == nil)
  }

  /// Issue 19 item 7: the replay does not keep the hot signal it observes
  /// alive: once the signal and the producer are gone, so are the replay and
  /// its subscriber, though the subscription was never disposed.
  @Test func rule10_aReplayDoesNotKeepTheHotSignalItObservesAlive() {
    weak var weakSignal: SignalCore<Int, TestFailure>?
    weak var weakToken: Token?
    let log = Recorder<Int>()
    do {
      let signal = SignalCore<Int, TestFailure>()
      weakSignal = signal
      let token = Token()
      weakToken = token
      let replayed = ReplayedSource.producer(replaying: Producer(observing: signal), capacity: 1, start: .eager)
      replayed.start { event in withExtendedLifetime(token) { log.sink(event) } }
      signal.send(.value(2))
    }
    #expect(log.events == [.value(2)])
    #expect(weakSignal == nil)
    #expect(weakToken == nil)
  }

  /// Rule 10 still holds for such a source when the subscription's
  /// disposable is kept: disposing it, once the producer is gone, disposes
  /// the source's start (its disposal work runs).
  @Test func rule10_aKeptSubscriptionOfASourceThatLetGoOfItsInputStillDisposesIt() {
    let disposals = Counter()
    let subscription: any DisposableCore
    do {
      let replayed = ReplayedSource.producer(
        replaying: IntProducer { _, lifetime in lifetime.add { disposals.increment() } }, capacity: 1, start: .lazy)
      subscription = replayed.start(Recorder<Int>().sink)
    }
    #expect(disposals.value == 0)
    subscription.dispose()
    #expect(disposals.value == 1)
  }
}
