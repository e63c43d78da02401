import Foundation
import RACClassic
import RACModern
import RACTestSupport
import Testing

/// Several threads send into one signal while others subscribe and dispose.
/// For every subscriber: the senders' order, no duplicate, no gap between the
/// replayed part and the live part, at most one terminal event and the end
/// seen by every subscriber still there, nothing after `dispose()` returned,
/// and no two callbacks of the signal at once. A watchdog turns a deadlock
/// into a failure. Each test takes well under a second (a few under TSan).
@Suite struct ConcurrencyStressTests {
  // MARK: Classic

  static func classic(
    _ name: String, _ signal: RACSignal<Int>, replaysEverything: Bool, lateHearsTheEnd: Bool,
    input: RACSubject<Int>
  ) -> StressTarget {
    StressTarget(
      name: name, replaysEverything: replaysEverything, lateSubscriberHearsTheEnd: lateHearsTheEnd,
      send: { input.sendNext($0) }, complete: { input.sendCompleted() },
      subscribe: { log in
        let disposable = signal.subscribeNext(
          { log.value($0) }, error: { _ in log.terminal(.failed) }, completed: { log.terminal(.completed) })
        return { disposable.dispose() }
      })
  }

  @Test func racSubjectUnderConcurrentSendsSubscriptionsAndDisposals() {
    withWatchdog("RACSubject stress") {
      let failures = StressHarness.run {
        let subject = RACSubject<Int>()
        return Self.classic("RACSubject", subject, replaysEverything: false, lateHearsTheEnd: false, input: subject)
      }
      #expect(failures == [])
    }
  }

  @Test(arguments: [RACReplaySubjectUnlimitedCapacity, 3, 0])
  func racReplaySubjectUnderConcurrentSendsSubscriptionsAndDisposals(capacity: Int) {
    withWatchdog("RACReplaySubject(\(capacity)) stress") {
      let failures = StressHarness.run {
        let subject = RACReplaySubject<Int>(capacity: capacity)
        return Self.classic(
          "RACReplaySubject(capacity: \(capacity))", subject,
          replaysEverything: capacity == RACReplaySubjectUnlimitedCapacity, lateHearsTheEnd: true, input: subject)
      }
      #expect(failures == [])
    }
  }

  @Test func classicReplayLazilyUnderConcurrentSendsSubscriptionsAndDisposals() {
    withWatchdog("RACSignal.replayLazily stress") {
      let failures = StressHarness.run {
        let source = RACSubject<Int>()
        return Self.classic(
          "RACSignal.replayLazily()", source.replayLazily(), replaysEverything: true, lateHearsTheEnd: true,
          input: source)
      }
      #expect(failures == [])
    }
  }

  // MARK: Modern

  static func modern(
    _ name: String, _ producer: SignalProducer<Int, TestError>, replaysEverything: Bool,
    input: Observer<Int, TestError>
  ) -> StressTarget {
    StressTarget(
      name: name, replaysEverything: replaysEverything, lateSubscriberHearsTheEnd: true,
      send: { input.sendNext($0) }, complete: { input.sendCompleted() },
      subscribe: { log in
        let disposable = producer.start(Self.observer(log))
        return { disposable.dispose() }
      })
  }

  static func observer(_ log: StressLog) -> Observer<Int, TestError> {
    Observer { event in
      switch event {
      case .next(let value): log.value(value)
      case .failed: log.terminal(.failed)
      case .completed: log.terminal(.completed)
      case .interrupted: log.terminal(.interrupted)
      }
    }
  }

  @Test func pipeUnderConcurrentSendsObservationsAndDisposals() {
    withWatchdog("Signal.pipe stress") {
      let failures = StressHarness.run {
        let (signal, input) = Signal<Int, TestError>.pipe()
        return StressTarget(
          name: "Signal.pipe()", replaysEverything: false, lateSubscriberHearsTheEnd: true,
          send: { input.sendNext($0) }, complete: { input.sendCompleted() },
          subscribe: { log in
            let disposable = signal.observe(Self.observer(log))
            return { disposable?.dispose() }
          })
      }
      #expect(failures == [])
    }
  }

  @Test(arguments: [Int.max, 2, 0])
  func bufferUnderConcurrentSendsStartsAndDisposals(capacity: Int) {
    withWatchdog("SignalProducer.buffer(\(capacity)) stress") {
      let failures = StressHarness.run {
        let (producer, input) = SignalProducer<Int, TestError>.buffer(capacity)
        return Self.modern(
          "SignalProducer.buffer(\(capacity))", producer, replaysEverything: capacity == Int.max, input: input)
      }
      #expect(failures == [])
    }
  }

  @Test func replayLazilyUnderConcurrentSendsStartsAndDisposals() {
    withWatchdog("SignalProducer.replayLazily stress") {
      let failures = StressHarness.run {
        let (signal, input) = Signal<Int, TestError>.pipe()
        return Self.modern(
          "SignalProducer.replayLazily(Int.max)", SignalProducer(signal: signal).replayLazily(Int.max),
          replaysEverything: true, input: input)
      }
      #expect(failures == [])
    }
  }

  // MARK: Shared sources

  static let rounds = 100
  static let racers = 8

  @Test func connectRacedFromManyThreadsSubscribesOnceAndReturnsTheSameDisposableToAll() {
    withWatchdog("connect race") {
      for _ in 0..<Self.rounds {
        let runs = Counter()
        let connection = Shared(
          RACSignal<Int>.createSignal { _ in
            runs.increment()
            return nil
          }.publish())
        let returned = Shared(LockedList<ObjectIdentifier>())
        startThreads(Self.racers) { _ in returned.value.append(ObjectIdentifier(connection.value.connect())) }.wait()
        #expect(runs.value == 1)
        #expect(returned.value.all.count == Self.racers)
        #expect(Set(returned.value.all).count == 1)
        #expect(returned.value.all.first == ObjectIdentifier(connection.value.connect()))
      }
      print("Stress connect(): \(Self.rounds) rounds of \(Self.racers) threads racing")
    }
  }

  @Test func autoconnectRacedFromManyThreadsConnectsOnceAndNeverReconnects() {
    withWatchdog("autoconnect race") {
      for _ in 0..<Self.rounds / 4 {
        let runs = Counter()
        let signal = Shared(
          RACSignal<Int>.createSignal { _ in
            runs.increment()
            return nil
          }.publish().autoconnect())
        startThreads(Self.racers) { _ in
          for _ in 0..<20 { signal.value.subscribeNext { _ in }.dispose() }
        }.wait()
        #expect(runs.value == 1)
      }
      print("Stress autoconnect(): \(Self.rounds / 4) rounds of \(Self.racers) threads x 20 subscriptions")
    }
  }

  @Test func replayLazilyRacedFromManyThreadsStartsTheSourceOnce() {
    withWatchdog("replayLazily race") {
      for _ in 0..<Self.rounds {
        let runs = Counter()
        let producer = Shared(
          SignalProducer<Int, TestError> { _, _ in runs.increment() }.replayLazily(1))
        startThreads(Self.racers) { _ in producer.value.start().dispose() }.wait()
        #expect(runs.value == 1)
      }
      print("Stress replayLazily: \(Self.rounds) rounds of \(Self.racers) threads racing the first start")
    }
  }

  /// Rule 10 under a race: the producer goes away on one thread while the
  /// last start ends on another; the source is disposed exactly once, and
  /// only after both.
  @Test func replayLazilysSourceIsDisposedOnceWhenTheProducerAndTheLastStartGoAwayOnTwoThreads() {
    withWatchdog("replayLazily release race") {
      for _ in 0..<Self.rounds * 2 {
        let disposed = Counter()
        var producer: SignalProducer<Int, TestError>? = SignalProducer<Int, TestError> { _, lifetime in
          lifetime.add { disposed.increment() }
        }.replayLazily(1)
        let start = Shared(producer!.start())
        let holder = Shared(LockedList<SignalProducer<Int, TestError>>())
        holder.value.append(producer!)
        producer = nil
        #expect(disposed.value == 0)
        startThreads(2) { thread in
          if thread == 0 { start.value.dispose() } else { holder.value.removeAll() }
        }.wait()
        #expect(disposed.value == 1)
      }
      print("Stress replayLazily release: \(Self.rounds * 2) rounds of 2 threads racing")
    }
  }
}

/// A list appended from several threads.
final class LockedList<Element>: @unchecked Sendable {
  private let lock = NSLock()
  private var elements: [Element] = []

  var all: [Element] { lock.withLock { elements } }
  func append(_ element: Element) { lock.withLock { elements.append(element) } }

  /// Empties the list; the elements are released outside the lock.
  func removeAll() {
    let removed = lock.withLock {
      defer { elements = [] }
      return elements
    }
    withExtendedLifetime(removed) {}
  }
}
