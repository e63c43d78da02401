import Dispatch
import Foundation
import RACClassic
import RACModern
import Testing

// This module is compiled in Swift 6 mode with warnings as errors (see
// Package.swift): each scenario below is what user code writes, with no
// `@preconcurrency`, `nonisolated(unsafe)` or `@unchecked` on this side.

/// A callback API of the URLSession kind: its completion is `@Sendable` and
/// runs on a background queue.
struct FakeSession: Sendable {
  struct Failure: Error, Equatable {}

  let reply: Result<String, Failure>

  func load(_ completion: @escaping @Sendable (Result<String, Failure>) -> Void) {
    DispatchQueue.global().async { completion(reply) }
  }
}

/// An actor that keeps what a producer sends.
actor ResultStore {
  private(set) var values: [Int] = []

  func collect(_ producer: SignalProducer<Int, NoError>) async {
    for await value in producer.values { values.append(value) }
  }

  func collectClassic(_ signal: RACSignal<Int>) async throws {
    for try await value in signal.values { values.append(value) }
  }
}

/// A non-Sendable class captured by callbacks: callbacks carry no `Sendable`
/// requirement.
final class Tally {
  var values: [Int] = []
}

/// A scheduler of the user's that waits for its blocks: it holds a
/// `RACQueueScheduler` and runs each block through
/// `performAsCurrentScheduler(_:)`, instead of subclassing it.
final class WaitingScheduler: Sendable {
  let scheduler = RACQueueScheduler(name: "waiting", queue: DispatchQueue(label: "waiting"))

  func scheduleAndWait(_ block: () -> Void) {
    scheduler.queue.sync { scheduler.performAsCurrentScheduler(block) }
  }
}

@Suite struct SendableBoundaryTests {
  @Test func aProducerWrapsACallbackAPIWithASendableCompletion() async throws {
    let session = FakeSession(reply: .success("body"))
    let request = SignalProducer<String, FakeSession.Failure> { observer, lifetime in
      session.load { result in
        guard !lifetime.hasEnded else { return }
        switch result {
        case .success(let body):
          observer.send(value: body)
          observer.sendCompleted()
        case .failure(let error):
          observer.send(error: error)
        }
      }
    }
    #expect(try await request.first() == "body")
    let failing = SignalProducer<String, FakeSession.Failure> { observer, _ in
      FakeSession(reply: .failure(.init())).load { result in
        if case .failure(let error) = result { observer.sendFailed(error) }
      }
    }
    await #expect(throws: FakeSession.Failure()) { try await failing.wait() }
  }

  @Test func aStartHandlerSendsFromATask() async {
    let producer = SignalProducer<Int, NoError> { observer, disposable in
      let task = Task {
        observer.sendNext(1)
        observer.sendNext(2)
        observer.sendCompleted()
      }
      disposable += { task.cancel() }
    }
    var received: [Int] = []
    for await value in producer.values { received.append(value) }
    #expect(received == [1, 2])
  }

  @Test func aProducerAndASignalArePassedToAnActor() async throws {
    let store = ResultStore()
    await store.collect(SignalProducer(values: [1, 2, 3]))
    try await store.collectClassic(
      RACSignal.createSignal { subscriber in
        subscriber.sendNext(4)
        subscriber.sendCompleted()
        return nil
      })
    #expect(await store.values == [1, 2, 3, 4])
  }

  @Test func aDisposableIsDisposedFromAnotherQueue() async {
    let (signal, input) = Signal<Int, NoError>.pipe()
    let tally = Tally()
    let disposable = SignalProducer(signal: signal).startWithValues { tally.values.append($0) }
    let classicDisposable = RACSubject<Int>().subscribeNext { _ in }
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        disposable.dispose()
        classicDisposable.dispose()
        done.resume()
      }
    }
    input.sendNext(1)
    #expect(disposable.isDisposed)
    #expect(classicDisposable.isDisposed)
    #expect(tally.values == [])
  }

  @Test func aClassicSubscriberIsHandedToASendableCallback() async throws {
    let session = FakeSession(reply: .success("classic"))
    let request = RACSignal<String>.createSignal { subscriber in
      session.load { result in
        if case .success(let body) = result { subscriber.sendNext(body) }
        subscriber.sendCompleted()
      }
      return nil
    }
    #expect(try await request.first() == "classic")
  }

  @Test func aLifetimeTokenEndsFromATask() async {
    let (lifetime, token) = Lifetime.make()
    let recorder = SignalProducer<Int, NoError>.never.take(during: lifetime)
    let ended = Task { for await _ in recorder.values {} }
    await Task { token.dispose() }.value
    await ended.value
    #expect(lifetime.hasEnded)
  }

  /// RAC2's open classes are `@unchecked Sendable`, so a Swift 6 subclass of
  /// yours is warned to restate it (docs/Migration.md); holding the scheduler
  /// instead needs nothing unchecked.
  @Test func aSchedulerOfYoursHoldsAQueueSchedulerInsteadOfSubclassingIt() {
    let waiting = WaitingScheduler()
    var current: RACScheduler?
    waiting.scheduleAndWait { current = RACScheduler.current }
    #expect(current === waiting.scheduler)
    #expect(RACScheduler.current !== waiting.scheduler)
  }

  @Test func schedulersCrossIntoTasks() async {
    let scheduler = QueueScheduler(name: "boundary")
    let value = await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
      Task.detached { scheduler.schedule { done.resume(returning: 7) } }
    }
    #expect(value == 7)
  }
}
