import Dispatch
import Foundation
import RACClassic
import RACModern
import RACTestSupport
import Testing

/// The time, main-thread and blocking operators RAC2 and RAC4 share, run
/// through both faces and checked against the expected timeline.
@Suite struct TimerBlockingParityTests {
  @Test func intervalAndTimerTickAtTheSameVirtualTimes() {
    expectTimelines(
      ["t=1.0 S next 1.0", "t=2.0 S next 2.0", "t=3.0 S next 3.0", "t=3.0 S completed"],
      classic: {
        $0.subscribe(RACSignal.interval(1, onScheduler: $0.scheduler).take(3).map(\.timeIntervalSinceReferenceDate))
      },
      modern: {
        $0.start(timer(1, onScheduler: $0.scheduler, withLeeway: 0).take(3).map(\.timeIntervalSinceReferenceDate))
      })
  }

  @Test func intervalAndTimerStopWhenDisposed() {
    expectTimelines(
      ["t=1.0 S next 1.0", "t=2.0 S next 2.0", "t=2.5 S interrupted"],
      classic: { timeline in
        let disposable = timeline.subscribe(
          RACSignal.interval(1, onScheduler: timeline.scheduler).map(\.timeIntervalSinceReferenceDate))
        timeline.at(2.5) { disposable.dispose() }
      },
      modern: { timeline in
        let disposable = timeline.start(timer(1, onScheduler: timeline.scheduler).map(\.timeIntervalSinceReferenceDate))
        timeline.at(2.5) { disposable.dispose() }
      })
  }

  /// Runs `body` on the main queue and returns what it logged, once `body`
  /// calls the completion it is given.
  static func onMainQueue(
    _ body: @escaping @Sendable (Recorder<String>, @escaping @Sendable () -> Void) -> Void
  ) async -> [String] {
    await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
      DispatchQueue.main.async {
        let log = Recorder<String> { 0 }
        body(log) { done.resume(returning: log.lines) }
      }
    }
  }

  @Test func deliverOnMainThreadAndUISchedulerDeliverAtOnceOnTheMainQueue() async {
    let expected = ["t=0.0 S next 1", "t=0.0 S completed", "t=0.0 subscribed"]
    let classic = await Self.onMainQueue { log, done in
      log.subscribe("S", to: RACSignal<Int>.return(1).deliverOnMainThread())
      log.log("subscribed")
      done()
    }
    let modern = await Self.onMainQueue { log, done in
      log.start("S", SignalProducer<Int, NoError>(value: 1).observeOn(UIScheduler()))
      log.log("subscribed")
      done()
    }
    #expect(classic == expected)
    #expect(modern == expected)
  }

  @Test func deliverOnMainThreadAndUISchedulerHopFromABackgroundThreadInOrder() async {
    let expected = ["t=0.0 sent", "t=0.0 S next 1 main=true", "t=0.0 S next 2 main=true", "t=0.0 S completed"]
    let background = DispatchQueue(label: "RACPortTests.sender")
    let classic = await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
      let log = Recorder<String> { 0 }
      let subject = RACSubject<Int>()
      subject.deliverOnMainThread().subscribeNext(
        { log.log("S next \($0) main=\(MainQueueMark.isMain)") },
        completed: {
          log.log("S completed")
          done.resume(returning: log.lines)
        })
      background.async {
        subject.sendNext(1)
        subject.sendNext(2)
        subject.sendCompleted()
        log.log("sent")
      }
    }
    let modern = await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
      let log = Recorder<String> { 0 }
      let (signal, input) = Signal<Int, NoError>.pipe()
      signal.observeOn(UIScheduler()).observe { event in
        switch event {
        case .next(let value): log.log("S next \(value) main=\(MainQueueMark.isMain)")
        case .completed:
          log.log("S completed")
          done.resume(returning: log.lines)
        default: break
        }
      }
      background.async {
        input.sendNext(1)
        input.sendNext(2)
        input.sendCompleted()
        log.log("sent")
      }
    }
    // "sent" comes first unless the main queue ran between the sends; only
    // the delivered lines' order is pinned.
    #expect(classic.filter { $0 != "t=0.0 sent" } == expected.filter { $0 != "t=0.0 sent" })
    #expect(modern.filter { $0 != "t=0.0 sent" } == expected.filter { $0 != "t=0.0 sent" })
  }

  @Test func blockingFirstTakesTheFirstValueAndEndsTheWorkInBothFaces() {
    let classicLog = Recorder<String> { 0 }
    let classicSource = RACSignal<Int>.createSignal { subscriber in
      DispatchQueue.global().async {
        subscriber.sendNext(1)
        subscriber.sendNext(2)
      }
      return RACDisposable { classicLog.log("source disposed") }
    }
    let modernLog = Recorder<String> { 0 }
    let modernSource = SignalProducer<Int, TestError> { observer, lifetime in
      lifetime += { modernLog.log("source disposed") }
      DispatchQueue.global().async {
        observer.sendNext(1)
        observer.sendNext(2)
      }
    }
    let classic = classicSource.first()
    let modern = modernSource.first()
    #expect(classic == 1)
    #expect((try? modern?.get()) == 1)
    // The sender's thread may still be delivering when the wait ends; it
    // runs the disposal once it is done.
    #expect(eventually { classicLog.lines == ["t=0.0 source disposed"] })
    #expect(eventually { modernLog.lines == ["t=0.0 source disposed"] })
  }

  @Test func waitUntilCompletedAndWaitReportTheFailureAlike() {
    let classic = RACSignal<Int>.createSignal { subscriber in
      DispatchQueue.global().async { subscriber.sendError(TestError(5)) }
      return nil
    }
    let modern = SignalProducer<Int, TestError> { observer, _ in
      DispatchQueue.global().async { observer.sendFailed(TestError(5)) }
    }
    #expect(throws: TestError(5)) { try classic.waitUntilCompleted() }
    #expect(throws: TestError(5)) { try modern.wait().get() }
    #expect(RACSignal<Int>.merge([.return(1), .return(2)]).toArray() == [1, 2])
    #expect((try? SignalProducer<Int, TestError>(values: [1, 2]).collect().first()?.get()) == [1, 2])
  }

  /// Issue 19 item 3: the signal of a running start stays alive with no
  /// owner until the start is disposed (RAC4 kept it; `publish()` +
  /// `connect()` is the classic pair, whose subject RAC2 kept alive as the
  /// source's subscriber). Observers attached before the work starts hear
  /// every tick, then the disposal ends it.
  @Test func theSignalOfARunningStartLivesUntilDisposedInBothFaces() {
    let expected = ["t=1.0 S next 1.0", "t=2.0 S next 2.0", "t=2.5 S interrupted"]

    let classic = ClassicTimeline()
    weak var classicSignal: RACSignal<Double>?
    var classicDisposable: RACDisposable?
    do {
      let connection = RACSignal.interval(1, onScheduler: classic.scheduler)
        .map(\.timeIntervalSinceReferenceDate).publish()
      classicSignal = connection.signal
      classic.subscribe(connection.signal)
      classicDisposable = connection.connect()
    }
    #expect(classicSignal != nil)
    classic.at(2.5) { classicDisposable?.dispose() }
    classic.advance()

    let modern = ModernTimeline()
    weak var modernSignal: Signal<Double, NoError>?
    var modernDisposable: Disposable?
    timer(1, onScheduler: modern.scheduler).map(\.timeIntervalSinceReferenceDate).startWithSignal {
      signal, disposable in
      modernSignal = signal
      modern.observe(signal)
      modernDisposable = disposable
    }
    #expect(modernSignal != nil)
    modern.at(1.5) { #expect(modernSignal != nil) }
    modern.at(2.5) { modernDisposable?.dispose() }
    modern.advance()
    #expect(modernSignal == nil)

    #expect(modern.lines == expected)
    #expect(classic.lines == expected.filter { !$0.contains("interrupted") })
  }

  /// Issue 19 item 4: RAC2's `-first` took 1 and RAC4's `first()` is
  /// `take(1).single()`: both dispose the work at the first value, so a
  /// source that sends synchronously until disposed stops and `first`
  /// returns, with the work disposed once.
  @Test func firstStopsASourceThatSendsSynchronouslyUntilDisposedInBothFaces() {
    let classicLog = Recorder<String> { 0 }
    let classicSource = RACSignal<Int>.createSignal { subscriber in
      let disposable = RACCompoundDisposable()
      subscriber.didSubscribe(with: disposable)
      var next = 0
      while !disposable.isDisposed {
        next += 1
        classicLog.log("sent \(next)")
        subscriber.sendNext(next)
      }
      return RACDisposable { classicLog.log("disposed") }
    }
    let modernLog = Recorder<String> { 0 }
    let modernSource = SignalProducer<Int, TestError> { observer, disposable in
      disposable += { modernLog.log("disposed") }
      var next = 0
      while !disposable.isDisposed {
        next += 1
        modernLog.log("sent \(next)")
        observer.sendNext(next)
      }
    }
    #expect(classicSource.first() == 1)
    #expect((try? modernSource.first()?.get()) == 1)
    #expect(classicLog.lines == ["t=0.0 sent 1", "t=0.0 disposed"])
    #expect(modernLog.lines == ["t=0.0 sent 1", "t=0.0 disposed"])
  }
}
