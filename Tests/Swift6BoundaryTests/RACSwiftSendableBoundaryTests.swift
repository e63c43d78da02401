import Dispatch
import Foundation
import RACSwift
import Testing

// ReactiveSwift 7 code, as its users write it, with only the import changed
// (this file imports RACSwift and no other face). The module is compiled in
// Swift 6 mode with warnings as errors (see Package.swift): nothing below
// needs `@preconcurrency`, `nonisolated(unsafe)` or `@unchecked`.

/// Waits for the end of a start and hands back what it sent, as
/// `[String]` lines (`value 1`, `completed`, ...), from whatever thread the
/// producer ends on.
private func lines<Value, Error>(of producer: SignalProducer<Value, Error>) async -> [String] {
  await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
    let seen = Lines()
    producer.start { event in
      switch event {
      case .value(let value): seen.lines.append("value \(value)")
      case .failed(let error): done.resume(returning: seen.lines + ["failed \(error)"])
      case .completed: done.resume(returning: seen.lines + ["completed"])
      case .interrupted: done.resume(returning: seen.lines + ["interrupted"])
      }
    }
  }
}

/// A non-Sendable accumulator captured by callbacks: ReactiveSwift's
/// callbacks carry no `Sendable` requirement, nor do the face's.
private final class Lines {
  var lines: [String] = []
}

/// An actor that receives the face's signals, producers, lifetimes and
/// schedulers as arguments (they are `Sendable`) and keeps what they send.
private actor ReactiveSwiftStore {
  private(set) var values: [Int] = []

  func append(_ value: Int) { values.append(value) }

  func collect(_ producer: SignalProducer<Int, Never>) async {
    for line in await lines(of: producer) where line.hasPrefix("value ") {
      values.append(Int(line.dropFirst(6))!)
    }
  }

  /// Observes `signal` until `lifetime` ends; each value hops onto the actor.
  func follow(_ signal: Signal<Int, Never>, during lifetime: Lifetime) -> Disposable? {
    let disposable = Self.forward(signal, to: self)
    lifetime += disposable
    return disposable
  }

  /// The observation, formed outside the actor: its callback runs on the
  /// sending thread and hops onto the actor.
  private nonisolated static func forward(_ signal: Signal<Int, Never>, to store: ReactiveSwiftStore) -> Disposable? {
    signal.observeValues { value in Task { await store.append(value) } }
  }

  /// Schedules work on a scheduler handed in from outside.
  func stamp(on scheduler: DateScheduler) -> Date { scheduler.currentDate }
}

@Suite struct RACSwiftSendableBoundaryTests {
  @Test func aProducerWrapsACallbackAPIWithASendableCompletion() async {
    let session = FakeSession(reply: .success("body"))
    let request = SignalProducer<String, FakeSession.Failure> { observer, lifetime in
      session.load { result in  // a @Sendable completion, on a background queue
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
    #expect(await lines(of: request) == ["value body", "completed"])
    let failing = SignalProducer<String, FakeSession.Failure> { observer, _ in
      FakeSession(reply: .failure(.init())).load { result in
        if case .failure(let error) = result { observer.send(error: error) }
      }
    }
    #expect(await lines(of: failing) == ["failed Failure()"])
  }

  @Test func aStartHandlerSendsFromATaskAndItsLifetimeCancelsIt() async {
    let producer = SignalProducer<Int, Never> { observer, lifetime in
      let task = Task {
        observer.send(value: 1)
        observer.send(value: 2)
        observer.sendCompleted()
      }
      lifetime.observeEnded { task.cancel() }
    }
    #expect(await lines(of: producer) == ["value 1", "value 2", "completed"])
  }

  @Test func signalsProducersAndLifetimesArePassedToAnActor() async {
    let store = ReactiveSwiftStore()
    await store.collect(SignalProducer([1, 2, 3]))
    let (signal, input) = Signal<Int, Never>.pipe()
    let (lifetime, token) = Lifetime.make()
    let observation = await store.follow(signal, during: lifetime)
    input.send(value: 4)
    while await store.values.count < 4 { await Task.yield() }
    await Task.detached { token.dispose() }.value
    #expect(lifetime.hasEnded)
    #expect(observation?.isDisposed == true)
    input.send(value: 5)
    #expect(await store.values == [1, 2, 3, 4])
  }

  @Test func anInputSendsFromADetachedTaskToTheSignalsObservers() async {
    let (signal, input) = Signal<Int, Never>.pipe()
    let heard = await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
      let seen = Lines()
      signal.observe { event in
        switch event {
        case .value(let value): seen.lines.append("value \(value)")
        case .completed: done.resume(returning: seen.lines + ["completed"])
        case .failed, .interrupted: done.resume(returning: seen.lines + ["\(event)"])
        }
      }
      Task.detached {
        input.send(value: 7)
        input.sendCompleted()
      }
    }
    #expect(heard == ["value 7", "completed"])
  }

  @Test func disposablesAreDisposedFromAnotherQueueAndATask() async {
    let (signal, input) = Signal<Int, Never>.pipe()
    let tally = Lines()
    let observation = SignalProducer(signal).startWithValues { tally.lines.append("\($0)") }
    let composite = CompositeDisposable()
    let serial = SerialDisposable()
    var ran: [String] = []
    composite += AnyDisposable { ran.append("composite") }
    serial.inner = AnyDisposable { ran.append("serial") }
    let scoped = ScopedDisposable(CompositeDisposable())
    scoped += { ran.append("scoped") }
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        observation.dispose()
        composite.dispose()
        done.resume()
      }
    }
    await Task.detached {
      serial.dispose()
      scoped.dispose()
    }.value
    input.send(value: 1)
    #expect(observation.isDisposed && composite.isDisposed && serial.isDisposed && scoped.isDisposed)
    #expect(tally.lines == [])
    #expect(ran == ["composite", "serial", "scoped"])
  }

  @Test func schedulersCrossIntoTasksAndActors() async {
    let queue = QueueScheduler(name: "boundary")
    let value = await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
      Task.detached { queue.schedule { done.resume(returning: 7) } }
    }
    #expect(value == 7)

    let test = TestScheduler()
    let start = Date(timeIntervalSinceReferenceDate: 0)
    #expect(await ReactiveSwiftStore().stamp(on: test) == start)
    let later = await withCheckedContinuation { (done: CheckedContinuation<Date, Never>) in
      test.schedule(after: .seconds(2)) { done.resume(returning: test.currentDate) }
      Task.detached { test.advance(by: .seconds(2)) }
    }
    #expect(later == start.addingTimeInterval(2))
    let immediate: Scheduler = ImmediateScheduler()
    #expect(await Task.detached { immediate.schedule {} == nil }.value)
  }
}
