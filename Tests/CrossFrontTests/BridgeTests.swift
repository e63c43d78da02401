import Foundation
import RACBridge
import RACTestSupport
import Testing

/// `toSignalProducer()` and `toRACSignal()` wrap the same engine object:
/// events pass unchanged, side effects run once per subscription, and
/// disposal crosses the bridge both ways.
@Suite struct BridgeTests {
  /// A classic source that counts its subscriptions and disposals.
  final class CountingSource: @unchecked Sendable {
    var subscriptions = 0
    var disposals = 0
    var subscriber: (any RACSubscriber<Int>)?

    lazy var signal = RACSignal<Int>.createSignal { [unowned self] subscriber in
      subscriptions += 1
      self.subscriber = subscriber
      return RACDisposable { [unowned self] in disposals += 1 }
    }
  }

  @Test func bothConversionsShareTheEngineRecipeWithoutCopying() {
    let signal = RACSignal<Int>.return(1)
    let producer = signal.toSignalProducer()
    #expect(producer.producer === signal.producer)
    #expect(producer.toRACSignal().producer === signal.producer)
  }

  @Test func classicEventsReachModernObserversUnchanged() {
    let subject = RACSubject<Int>()
    let recorder = Recorder<Int>()
    recorder.start(subject.toSignalProducer())
    subject.sendNext(1)
    subject.sendNext(2)
    subject.sendError(TestError(7))
    #expect(recorder.events == [.value(1), .value(2), .failed("TestError(7)")])
  }

  @Test func aClassicNilErrorArrivesAsABridgedErrorWithoutUnderlyingError() {
    var failure: BridgedError?
    RACSignal<Int>.error(nil).toSignalProducer().startWithFailed { failure = $0 }
    #expect(failure != nil)
    #expect(failure?.underlying == nil)
  }

  @Test func modernFailuresReachClassicSubscribersAsTheErrorItself() {
    var received: [String] = []
    let failing = SignalProducer<SignalProducer<Int, TestError>, TestError>(values: [
      SignalProducer(values: [1, 2]), SignalProducer(error: TestError(3)),
    ]).flatten(.concat)
    failing.toRACSignal()
      .subscribeNext({ received.append("next \($0)") }, error: { received.append("error \(String(describing: $0!))") })
    #expect(received == ["next 1", "next 2", "error TestError(3)"])
  }

  @Test func eachStartOfTheBridgedProducerIsExactlyOneClassicSubscription() {
    let source = CountingSource()
    let producer = source.signal.toSignalProducer()
    #expect(source.subscriptions == 0)
    producer.start()
    #expect(source.subscriptions == 1)
    producer.start()
    #expect(source.subscriptions == 2)
  }

  @Test func eachClassicSubscriptionOfTheBridgedSignalIsExactlyOneStart() {
    var starts = 0
    let signal = SignalProducer<Int, NoError> { observer, _ in
      starts += 1
      observer.sendNext(starts)
    }.toRACSignal()
    #expect(starts == 0)
    signal.subscribeNext { _ in }
    signal.subscribeNext { _ in }
    #expect(starts == 2)
  }

  @Test func disposingTheModernStartDisposesTheClassicSubscription() {
    let source = CountingSource()
    let recorder = Recorder<Int>()
    let disposable = recorder.start(source.signal.toSignalProducer())
    source.subscriber?.sendNext(1)
    disposable.dispose()
    source.subscriber?.sendNext(2)
    #expect(source.disposals == 1)
    #expect(recorder.events == [.value(1), .interrupted])
  }

  @Test func disposingTheClassicSubscriptionDisposesTheModernStart() {
    var lifetimeDisposed = 0
    var input: Observer<Int, NoError>?
    let signal = SignalProducer<Int, NoError> { observer, lifetime in
      input = observer
      lifetime += { lifetimeDisposed += 1 }
    }.toRACSignal()
    let recorder = Recorder<Int>()
    let disposable = recorder.subscribe(to: signal)
    input?.sendNext(1)
    disposable.dispose()
    input?.sendNext(2)
    #expect(lifetimeDisposed == 1)
    #expect(recorder.events == [.value(1)])
  }

  @Test func aRoundTripKeepsOneSubscriptionPerSubscriber() {
    let source = CountingSource()
    let roundTrip = source.signal.toSignalProducer().toRACSignal()
    let recorder = Recorder<Int>()
    recorder.subscribe(to: roundTrip)
    source.subscriber?.sendNext(5)
    source.subscriber?.sendCompleted()
    #expect(source.subscriptions == 1)
    #expect(source.disposals == 1)
    #expect(recorder.events == [.value(5), .completed])
  }
}
