import Foundation
import RACBridge
import RACTestSupport
import Testing

/// `RACSubject.toSignal()` and `Signal.toRACSignal()`: two faces of one hot
/// engine signal, with no subscription in between; disposal crosses both ways.
@Suite struct HotBridgeTests {
  @Test func aSubjectsModernFaceHearsWhatItsClassicSubscribersHearOnOneClock() {
    let scheduler = MigrationTestScheduler()
    let subject = scheduler.hotSubject(Marbles("a-b-c|"))
    let classic = scheduler.record(subject, at: 1)
    let modern = scheduler.record(subject.toSignal(), at: 1)
    scheduler.run()
    #expect(classic.timeline == [(2, .value("b")), (4, .value("c")), (5, .completed)])
    #expect(expectEqualTimelines(classic.timeline, modern.timeline))
  }

  @Test func convertingSubscribesToNothingSoAColdSourceFeedingTheSubjectRunsOnce() {
    var runs = 0
    let source = RACSignal<Int>.createSignal { subscriber in
      runs += 1
      subscriber.sendNext(runs)
      return nil
    }
    let subject = RACReplaySubject<Int>(capacity: 1)
    source.subscribe(subject)
    let signal = subject.toSignal()
    let modern = Recorder<Int>()
    modern.observe(signal)
    modern.observe(signal)
    #expect(signal.core === subject.core)
    #expect(runs == 1)
    #expect(modern.events == [.value(1), .value(1)])
    // A subject nothing ends, observed: ending it ends the observations.
    subject.sendCompleted()
  }

  @Test func anotherHotClassicSignalBecomesASignalThroughOneStartThatSharesItsSource() {
    // No subject to share (publish().autoconnect(), replay()): the documented
    // way is one start of the bridged producer, whose Signal modern code
    // observes; the source still runs once, and disposing the start is what
    // lets the hot signal disconnect it.
    var runs = 0
    var disposed = 0
    let input = RACSubject<Int>()
    let source = RACSignal<Int>.createSignal { subscriber in
      runs += 1
      let subscription = input.subscribe(subscriber)
      return RACDisposable {
        subscription.dispose()
        disposed += 1
      }
    }
    let hot = source.publish().autoconnect()
    let classic = Recorder<Int>()
    let classicSubscription = classic.subscribe(to: hot)
    let modern = Recorder<Int>()
    var start: Disposable?
    hot.toSignalProducer().startWithSignal { signal, disposable in
      modern.observe(signal)
      start = disposable
    }
    input.sendNext(1)
    classicSubscription.dispose()
    input.sendNext(2)
    #expect(disposed == 0)
    start?.dispose()
    input.sendNext(3)
    #expect(runs == 1)
    #expect(disposed == 1)
    #expect(classic.events == [.value(1)])
    #expect(modern.events == [.value(1), .value(2), .interrupted])
  }

  @Test func disposingTheModernObservationStopsOnlyItAndTheClassicSubscriberGoesOn() {
    let scheduler = MigrationTestScheduler()
    let subject = scheduler.hotSubject(Marbles("abc|"))
    let classic = scheduler.record(subject)
    let modern = scheduler.record(subject.toSignal(), disposedAt: 1.5)
    scheduler.run()
    #expect(modern.timeline == [(0, .value("a")), (1, .value("b"))])
    #expect(classic.timeline == [(0, .value("a")), (1, .value("b")), (2, .value("c")), (3, .completed)])
  }

  @Test func disposingTheClassicSubscriptionStopsOnlyItAndTheModernObserverGoesOn() {
    let scheduler = MigrationTestScheduler()
    let signal = scheduler.hotSignal(Marbles("abc|"), failing: NoError.self)
    let classic = scheduler.record(signal.toRACSignal(), disposedAt: 1.5)
    let modern = scheduler.record(signal)
    scheduler.run()
    #expect(classic.timeline == [(0, .value("a")), (1, .value("b"))])
    #expect(modern.timeline == [(0, .value("a")), (1, .value("b")), (2, .value("c")), (3, .completed)])
  }

  @Test func eachSideKeepsItsRuleForALateObserver() {
    let subject = RACSubject<Int>()
    subject.sendCompleted()
    let modern = Recorder<Int>()
    #expect(modern.observe(subject.toSignal()) == nil)
    #expect(modern.events == [.interrupted])
    let (signal, input) = Signal<Int, NoError>.pipe()
    input.sendCompleted()
    let classic = Recorder<Int>()
    classic.subscribe(to: signal.toRACSignal())
    #expect(classic.events == [])
  }

  @Test func aModernFailureReachesClassicSubscribersAsTheErrorItself() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    var received: (any Error)?
    signal.toRACSignal().subscribeError { received = $0 }
    input.sendFailed(TestError(4))
    #expect(received as? TestError == TestError(4))
  }

  @Test func aSubjectsSignalConvertsBackToTheSubjectsOwnSignal() {
    let subject = RACSubject<Int>()
    let roundTrip = subject.toSignal().toRACSignal()
    let recorder = Recorder<Int>()
    recorder.subscribe(to: roundTrip)
    subject.sendNext(1)
    subject.sendError(TestError(2))
    #expect(recorder.events == [.value(1), .failed("TestError(2)")])
  }
}
