import RACShared
import RACTestSupport
import Testing

/// Rule 9: one connection, at most one subscription to the source, ever.
@Suite("MulticastConnectionCore (rule 9)")
struct MulticastConnectionCoreTests {
  typealias Connection = MulticastConnectionCore<Int, TestFailure>

  /// A source that counts its starts and its disposals and keeps its input.
  final class Source {
    let starts = Counter()
    let disposals = Counter()
    private let latestInput = InputBox()
    let producer: Producer<Int, TestFailure>

    init() {
      producer = Producer { [starts, disposals, latestInput] input, lifetime in
        starts.increment()
        latestInput.input = input
        lifetime.add { disposals.increment() }
      }
    }

    /// The input of the latest start.
    var input: EventSink<Int, TestFailure>? { latestInput.input }
  }

  final class InputBox {
    var input: EventSink<Int, TestFailure>?
  }

  @Test func rule9_connectSubscribesOnceAndReturnsTheSameDisposableEveryTime() {
    let source = Source()
    let connection = Connection(source: source.producer, subject: SignalCore())
    #expect(source.starts.value == 0)
    #expect(!connection.isConnected)
    let first = connection.connect()
    let second = connection.connect()
    let third = connection.connect()
    #expect(source.starts.value == 1)
    #expect(connection.isConnected)
    #expect(first === second && second === third)
    #expect(first === connection.connection)
  }

  @Test(.timeLimit(.minutes(1)))
  func rule9_connectRacedFromSeveralThreadsSubscribesOnce() {
    for _ in 0..<50 {
      let source = Source()
      let connection = Connection(source: source.producer, subject: SignalCore())
      let returned = Recorder<ObjectIdentifier>()
      let shared = UncheckedBox(connection)
      onThreadsReleasedTogether(4) { _ in
        returned.record(.value(ObjectIdentifier(shared.value.connect())))
      }
      #expect(source.starts.value == 1)
      #expect(returned.values == Array(repeating: ObjectIdentifier(connection.connection), count: 4))
    }
  }

  @Test func rule9_subjectObserversHearTheSourceOnlyAfterConnect() {
    let subject = SignalCore<Int, TestFailure>()
    let connection = Connection(source: Producer(values: [1, 2]), subject: subject)
    let log = Recorder<Int>()
    subject.observe(log.sink)
    #expect(log.events == [])
    connection.connect()
    #expect(log.events == [.value(1), .value(2), .completed])
  }

  @Test func rule9_disposingTheConnectionStopsTheSourceWithoutATerminalEvent() {
    let source = Source()
    let subject = SignalCore<Int, TestFailure>()
    let connection = Connection(source: source.producer, subject: subject)
    let log = Recorder<Int>()
    subject.observe(log.sink)
    let disposable = connection.connect()
    source.input?(.value(1))
    disposable.dispose()
    #expect(source.disposals.value == 1)
    #expect(disposable.isDisposed)
    source.input?(.value(2))
    #expect(log.events == [.value(1)])
    #expect(!subject.hasTerminated)
    #expect(subject.observerCount == 1)
  }

  @Test func rule9_connectAfterDisposalDoesNothing() {
    let source = Source()
    let connection = Connection(source: source.producer, subject: SignalCore())
    let first = connection.connect()
    first.dispose()
    let again = connection.connect()
    #expect(again === first)
    #expect(again.isDisposed)
    #expect(source.starts.value == 1)
    #expect(source.disposals.value == 1)
  }

  @Test func rule9_autoconnectConnectsOnTheFirstSubscriberOnly() {
    let source = Source()
    let connection = Connection(source: source.producer, subject: SignalCore())
    let shared = connection.autoconnect()
    #expect(source.starts.value == 0)
    let (first, second) = (Recorder<Int>(), Recorder<Int>())
    shared.start(first.sink)
    #expect(source.starts.value == 1)
    shared.start(second.sink)
    #expect(source.starts.value == 1)
    source.input?(.value(1))
    #expect(first.events == [.value(1)])
    #expect(second.events == [.value(1)])
    // A live subscription to a source that never ends holds the connection
    // that holds it, as in RAC: the source ends it (docs/Reliability.md, the
    // RAC-faithful cycles).
    source.input?(.completed)
  }

  @Test func rule9_autoconnectDisconnectsWhenTheLastSubscriberLeavesAndNeverReconnects() {
    let source = Source()
    let connection = Connection(source: source.producer, subject: SignalCore())
    let shared = connection.autoconnect()
    let (first, second, third) = (Recorder<Int>(), Recorder<Int>(), Recorder<Int>())
    let a = shared.start(first.sink)
    let b = shared.start(second.sink)
    source.input?(.value(1))
    a.dispose()
    #expect(source.disposals.value == 0)
    source.input?(.value(2))
    b.dispose()
    #expect(source.disposals.value == 1)
    #expect(connection.connection.isDisposed)
    let c = shared.start(third.sink)
    source.input?(.value(3))
    #expect(source.starts.value == 1)
    #expect(first.events == [.value(1), .interrupted])
    #expect(second.events == [.value(1), .value(2), .interrupted])
    #expect(third.events == [])
    c.dispose()
    #expect(third.events == [.interrupted])
  }

  @Test func rule9_autoconnectSubscriptionsEndedByTheSourceLeaveTooAndTheConnectionIsDisposed() {
    let source = Source()
    let connection = Connection(source: source.producer, subject: SignalCore())
    let shared = connection.autoconnect()
    let log = Recorder<Int>()
    shared.start(log.sink)
    source.input?(.value(1))
    source.input?(.completed)
    #expect(log.events == [.value(1), .completed])
    #expect(connection.connection.isDisposed)
    #expect(source.starts.value == 1)
  }

  @Test func rule9_anAutoconnectStartCancelledBeforeItRunsIsNeverCounted() {
    let source = Source()
    let connection = Connection(source: source.producer, subject: SignalCore())
    let shared = connection.autoconnect()
    let log = Recorder<Int>()
    let cancelled = shared.instantiate(log.sink)
    cancelled.cancel.dispose()
    cancelled.run()
    #expect(source.starts.value == 0)
    #expect(!connection.isConnected)
    let live = Recorder<Int>()
    shared.start(live.sink)
    #expect(source.starts.value == 1)
    source.input?(.value(1))
    #expect(live.events == [.value(1)])
    #expect(log.events == [.interrupted])
    source.input?(.completed)
  }
}
