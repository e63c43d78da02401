import Foundation
import RACBridge
import RACClassic
import RACModern
import RACTestSupport
import Testing

/// The engine-level rows of the migration guide's behaviour table
/// (docs/Migration.md): where RAC2 and RAC4 disagreed, what each face of
/// RACPort does, pinned as an exact timeline in both faces.
@Suite struct BehaviourDifferenceTests {
  /// RAC2 delivered a value sent from inside a callback to later subscribers
  /// before the current one; RAC4 deadlocked. Both faces queue it.
  @Test func reentrantSendReachesEveryObserverAfterTheCurrentValueInBothFaces() {
    let classicLog = Recorder<String>()
    let subject = RACSubject<String>()
    subject.subscribeNext { value in
      classicLog.record(.value("1:\(value)"))
      if value == "A" { subject.sendNext("B") }
    }
    subject.subscribeNext { classicLog.record(.value("2:\($0)")) }
    subject.sendNext("A")

    let modernLog = Recorder<String>()
    let (signal, input) = Signal<String, NoError>.pipe()
    signal.observeNext { value in
      modernLog.record(.value("1:\(value)"))
      if value == "A" { input.sendNext("B") }
    }
    signal.observeNext { modernLog.record(.value("2:\($0)")) }
    input.sendNext("A")

    let expected: [TimelineEvent<String>] = [.value("1:A"), .value("2:A"), .value("1:B"), .value("2:B")]
    #expect(classicLog.events == expected)
    #expect(modernLog.events == expected)
    // Each first observer holds its own subject or pipe: ending them ends
    // that cycle, as in RAC.
    subject.sendCompleted()
    input.sendCompleted()
  }

  /// RAC2 left a late subscriber of an ended subject hanging and still
  /// delivered later sends; RAC4 interrupted it. Classic hears nothing, modern
  /// hears `interrupted`, and sends after the end are dropped in both.
  @Test func lateObserverOfAnEndedSubjectHearsNothingInClassicAndInterruptedInModern() {
    let subject = RACSubject<Int>()
    subject.sendCompleted()
    let classic = Recorder<Int>()
    classic.subscribe(to: subject)
    subject.sendNext(1)

    let (signal, input) = Signal<Int, NoError>.pipe()
    input.sendCompleted()
    let modern = Recorder<Int>()
    let disposable = modern.observe(signal)
    input.sendNext(1)

    #expect(classic.events == [])
    #expect(modern.events == [.interrupted])
    #expect(disposable == nil)
  }

  /// Disposing a started producer tells its observer `interrupted` before
  /// `dispose()` returns (RAC4); a classic subscriber simply hears nothing more
  /// (RAC2 has no `interrupted`).
  @Test func disposingASubscriptionInterruptsInModernAndSilencesInClassic() {
    let classic = Recorder<Int>()
    let classicSubscription = classic.subscribe(to: RACSignal<Int>.never())
    classicSubscription.dispose()

    let modern = Recorder<Int>()
    let start = modern.start(SignalProducer<Int, NoError>.never)
    start.dispose()

    #expect(classic.events == [])
    #expect(modern.events == [.interrupted])
  }

  /// RAC2's serial disposable kept the replaced disposable alive; RAC4's
  /// disposed it. Each face keeps its own rule.
  @Test func replacingASerialDisposablesInnerKeepsItInClassicAndDisposesItInModern() {
    let classicOld = RACDisposable()
    let classicSerial = RACSerialDisposable(disposable: classicOld)
    classicSerial.disposable = RACDisposable()

    let modernOld = SimpleDisposable()
    let modernSerial = SerialDisposable(modernOld)
    modernSerial.innerDisposable = SimpleDisposable()

    #expect(classicOld.isDisposed == false)
    #expect(modernOld.isDisposed == true)
  }

  /// RAC2 ran a subscription synchronously only on the main thread (elsewhere
  /// it hopped to a scheduler); RACPort subscribes synchronously on every
  /// thread, in both faces.
  @Test func subscriptionFromABackgroundThreadRunsTheHandlerBeforeSubscribeReturns() {
    let ranBeforeReturn = Recorder<String>()
    let done = DispatchSemaphore(value: 0)
    Thread {
      var classicRan = false
      RACSignal<Int>.createSignal { _ in
        classicRan = true
        return nil
      }.subscribeNext { _ in }
      ranBeforeReturn.record(.value("classic \(classicRan)"))

      var modernRan = false
      SignalProducer<Int, NoError> { _, _ in modernRan = true }.start()
      ranBeforeReturn.record(.value("modern \(modernRan)"))
      done.signal()
    }.start()
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(ranBeforeReturn.events == [.value("classic true"), .value("modern true")])
  }

  /// RAC2 never disposed the source of `replayLazily` (reported as a leak);
  /// RAC 4.2 disposed it once the replaying producer was unreachable and no
  /// start was live. Both faces follow RAC 4.2.
  @Test func replayLazilySourceIsDisposedOnceTheReplayIsUnreachableInBothFaces() {
    let classicSourceDisposed = Recorder<Bool>()
    do {
      let replayed = RACSignal<Int>.createSignal { subscriber in
        subscriber.sendNext(1)
        return RACDisposable { classicSourceDisposed.record(.value(true)) }
      }.replayLazily()
      let subscription = replayed.subscribeNext { _ in }
      subscription.dispose()
      #expect(classicSourceDisposed.events == [], "the replaying signal is still reachable")
    }
    #expect(classicSourceDisposed.events == [.value(true)])

    let modernSourceDisposed = Recorder<Bool>()
    do {
      let replayed = SignalProducer<Int, NoError> { observer, lifetime in
        observer.sendNext(1)
        lifetime.add(ActionDisposable { modernSourceDisposed.record(.value(true)) })
      }.replayLazily(1)
      let start = replayed.startWithNext { _ in }
      start.dispose()
      #expect(modernSourceDisposed.events == [], "the replaying producer is still reachable")
    }
    #expect(modernSourceDisposed.events == [.value(true)])
  }

  /// RAC2's `RACBehaviorSubject` left a subscriber arriving after the end
  /// hanging; RACPort treats it as a replay of capacity 1: the last value,
  /// then the terminal event.
  @Test func behaviorSubjectSubscriberAfterTheEndGetsTheLastValueThenTheEnd() {
    let subject = RACBehaviorSubject(defaultValue: 0)
    subject.sendNext(1)
    subject.sendCompleted()
    let late = Recorder<Int>()
    late.subscribe(to: subject)
    #expect(late.events == [.value(1), .completed])
  }

  /// A RAC2 error may be `nil`; crossing the bridge it becomes a
  /// `BridgedError` whose `underlying` is `nil`, and crossing back it is `nil`
  /// again.
  @Test func aNilClassicErrorCrossesTheBridgeAsABridgedErrorWithNoUnderlyingError() {
    let modern = Recorder<Int>()
    var underlying: (any Error)? = TestError(0)
    RACSignal<Int>.error(nil).toSignalProducer().startWithFailed { underlying = $0.underlying }
    modern.start(RACSignal<Int>.error(nil).toSignalProducer())
    let roundTrip = Recorder<Int>()
    roundTrip.subscribe(to: RACSignal<Int>.error(nil).toSignalProducer().toRACSignal())
    #expect(underlying == nil)
    #expect(modern.events == [.failed("nil")])
    #expect(roundTrip.events == [.failed("nil")])
  }
}
