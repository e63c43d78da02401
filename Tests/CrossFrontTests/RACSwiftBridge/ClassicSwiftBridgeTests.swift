import Foundation
import RACSwiftBridge
import Testing

/// A failure both faces can send.
struct BridgeFailure: Error, Equatable {
  let code: Int
}

/// Timed lines from one clock, in the ReactiveSwift face's words for the
/// RACSwift side (`value 1`) and RAC2's for the classic side (`next 1`).
final class ClockLines {
  private let now: () -> TimeInterval
  private(set) var lines: [String] = []

  init(_ scheduler: RACTestScheduler) {
    now = { scheduler.currentDate.timeIntervalSinceReferenceDate }
  }

  func note(_ line: String) { lines.append("\(now()) \(line)") }

  func swift<Value, Error>(_ name: String) -> RACSwift.Signal<Value, Error>.Observer {
    .init({ (event: RACSwift.Signal<Value, Error>.Event) in
      switch event {
      case .value(let value): self.note("\(name) value \(value)")
      case .failed(let error): self.note("\(name) failed \(error)")
      case .completed: self.note("\(name) completed")
      case .interrupted: self.note("\(name) interrupted")
      }
    })
  }

  @discardableResult
  func subscribe<Value>(_ name: String, _ signal: RACSignal<Value>) -> RACDisposable {
    signal.subscribeNext(
      { self.note("\(name) next \($0)") },
      error: { error in self.note("\(name) error \(error.map { "\($0)" } ?? "nil")") },
      completed: { self.note("\(name) completed") })
  }
}

/// RACClassic <-> RACSwift (RACSwiftBridge): producers share their engine
/// recipe, hot signals their engine signal, disposables and schedulers their
/// engine object; each face keeps its own rules.
@Suite struct ClassicSwiftBridgeTests {
  @Test func eachStartOfTheRACSwiftProducerIsExactlyOneClassicSubscriptionOnOneClock() {
    let scheduler = RACTestScheduler()
    let lines = ClockLines(scheduler)
    var subscriptions = 0
    let request = RACSignal<String>.createSignal { subscriber in
      subscriptions += 1
      let run = subscriptions
      scheduler.afterDelay(1) { subscriber.sendNext("reply \(run)") }
      scheduler.afterDelay(2) { subscriber.sendCompleted() }
      return RACDisposable { lines.note("subscription \(run) disposed") }
    }
    let producer = request.toRACSwiftProducer()
    producer.start(lines.swift("A"))
    scheduler.advance(by: 0.5)
    producer.start(lines.swift("B"))
    scheduler.advance(by: 3)
    #expect(subscriptions == 2)
    #expect(
      lines.lines == [
        "1.0 A value reply 1", "1.5 B value reply 2", "2.0 A completed", "2.0 subscription 1 disposed",
        "2.5 B completed", "2.5 subscription 2 disposed",
      ])
    #expect(producer.toRACSignal().producer === request.producer)
  }

  @Test func disposingTheRACSwiftStartDisposesTheClassicSubscription() {
    let scheduler = RACTestScheduler()
    let lines = ClockLines(scheduler)
    let request = RACSignal<Int>.createSignal { subscriber in
      scheduler.afterDelay(1) { subscriber.sendNext(1) }
      return RACDisposable { lines.note("classic disposed") }
    }
    let start = request.toRACSwiftProducer().start(lines.swift("swift"))
    scheduler.advance(by: 0.5)
    start.dispose()
    scheduler.advance(by: 1)
    #expect(lines.lines == ["0.5 swift interrupted", "0.5 classic disposed"])
  }

  @Test func aRACSwiftProducersFailureReachesClassicSubscribersAsTheErrorItself() {
    let scheduler = RACTestScheduler()
    let lines = ClockLines(scheduler)
    var starts = 0
    let producer = RACSwift.SignalProducer<Int, BridgeFailure> { observer, lifetime in
      starts += 1
      lifetime.observeEnded { lines.note("start ended") }
      scheduler.afterDelay(1) { observer.send(value: 1) }
      scheduler.afterDelay(2) { observer.send(error: BridgeFailure(code: 7)) }
    }
    let classic = producer.toRACSignal()
    lines.subscribe("A", classic)
    scheduler.advance(by: 3)
    #expect(starts == 1)
    #expect(lines.lines == ["1.0 A next 1", "2.0 A error BridgeFailure(code: 7)", "2.0 start ended"])
  }

  @Test func aSubjectsRACSwiftFaceHearsWhatItsClassicSubscribersHearAndEachSideKeepsItsLateRule() {
    let scheduler = RACTestScheduler()
    let lines = ClockLines(scheduler)
    let subject = RACSubject<String>()
    let signal = subject.toRACSwiftSignal()
    lines.subscribe("classic", subject)
    signal.observe(lines.swift("swift"))
    scheduler.afterDelay(1) { subject.sendNext("a") }
    scheduler.afterDelay(2) { subject.sendCompleted() }
    scheduler.advance(by: 3)
    lines.subscribe("late classic", subject)
    signal.observe(lines.swift("late swift"))
    #expect(signal.core === subject.core)
    #expect(
      lines.lines == [
        "1.0 classic next a", "1.0 swift value a", "2.0 classic completed", "2.0 swift completed",
        "3.0 late swift interrupted",
      ])
  }

  @Test func droppingASubjectsRACSwiftFaceLeavesTheSubjectRunning() {
    let scheduler = RACTestScheduler()
    let lines = ClockLines(scheduler)
    let subject = RACSubject<Int>()
    do {
      let face = subject.toRACSwiftSignal()
      face.observe(lines.swift("swift"))
    }
    lines.subscribe("classic", subject)
    subject.sendNext(1)
    #expect(lines.lines == ["0.0 swift value 1", "0.0 classic next 1"])
  }

  @Test func aRACSwiftSignalAsAClassicSignalObservesItPerSubscriptionAndKeepsItAlive() {
    let scheduler = RACTestScheduler()
    let lines = ClockLines(scheduler)
    var classic: RACSignal<Int>?
    var input: RACSwift.Signal<Int, BridgeFailure>.Observer?
    do {
      // The RACSwift face goes away: the classic signal holds it.
      let (signal, signalInput) = RACSwift.Signal<Int, BridgeFailure>.pipe()
      classic = signal.toRACSignal()
      input = signalInput
    }
    signalSend(input, 0)
    let first = lines.subscribe("A", classic!)
    lines.subscribe("B", classic!)
    scheduler.afterDelay(1) { input?.send(value: 1) }
    scheduler.afterDelay(2) { first.dispose() }
    scheduler.afterDelay(3) { input?.send(value: 3) }
    scheduler.afterDelay(4) { input?.send(error: BridgeFailure(code: 4)) }
    scheduler.advance(by: 5)
    #expect(
      lines.lines == [
        "1.0 A next 1", "1.0 B next 1", "3.0 B next 3", "4.0 B error BridgeFailure(code: 4)",
      ])
  }

  private func signalSend(_ input: RACSwift.Signal<Int, BridgeFailure>.Observer?, _ value: Int) {
    input?.send(value: value)  // before any subscription: nobody hears it
  }

  @Test func disposablesAreOneDisposalSeenFromBothSides() {
    var runs = 0
    let classic = RACDisposable { runs += 1 }
    let swift = classic.toRACSwift()
    swift.dispose()
    classic.dispose()
    #expect(runs == 1)
    #expect(classic.isDisposed && swift.isDisposed)

    let action = RACSwift.AnyDisposable { runs += 1 }
    let classicFace = action.toRACDisposable()
    classicFace.dispose()
    action.dispose()
    #expect(runs == 2)
    #expect(action.isDisposed && classicFace.isDisposed)

    let composite = RACSwift.CompositeDisposable()
    composite += RACSubject<Int>().subscribeNext { _ in }.toRACSwift()
    composite.dispose()
    #expect(composite.isDisposed)
  }

  @Test func aClassicTestSchedulersRACSwiftFaceIsTheSameClockBothWays() {
    let classic = RACTestScheduler()
    let swift = classic.toRACSwiftTestScheduler()
    var log: [String] = []
    classic.afterDelay(2) { log.append("classic at \(classic.currentDate.timeIntervalSinceReferenceDate)") }
    swift.schedule(after: .seconds(1)) { log.append("swift at \(swift.currentDate.timeIntervalSinceReferenceDate)") }
    swift.advance(by: .milliseconds(1500))
    #expect(log == ["swift at 1.0"])
    classic.advance(by: 1)
    #expect(log == ["swift at 1.0", "classic at 2.0"])
    #expect(swift.toRACTestScheduler() === classic)

    let swiftFirst = RACSwift.TestScheduler()
    let classicFace = swiftFirst.toRACTestScheduler()
    classicFace.afterDelay(1) {
      log.append("classic face at \(classicFace.currentDate.timeIntervalSinceReferenceDate)")
    }
    swiftFirst.schedule(after: .seconds(1)) { log.append("cancelled") }?.toRACDisposable().dispose()
    swiftFirst.run()
    #expect(log.suffix(1) == ["classic face at 1.0"])
    #expect(classicFace.toRACSwiftTestScheduler().clock === swiftFirst.clock)
  }

  @Test func aClassicSchedulerAndARACSwiftSchedulerConvertBackToThemselves() {
    let classic = RACScheduler.immediate
    #expect(classic.toRACSwiftScheduler().toRACScheduler() === classic)
    #expect(RACSwift.ImmediateScheduler().toRACScheduler() === RACScheduler.immediate)
    #expect(RACSwift.UIScheduler().toRACScheduler() === RACScheduler.mainThread)
    let test = RACSwift.TestScheduler()
    #expect(test.toRACScheduler().core === test.clock)
  }
}
