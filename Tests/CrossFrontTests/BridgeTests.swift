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

  /// What a RACModern `materialize()` bridged to RACClassic sends a
  /// classic subscriber while that subscriber's own `dispose()` runs.
  ///
  /// The classic subscription ignores `.interrupted`, and since 9a91ea2
  /// `materialize` (a per-event `lift(_:)`) passes that choice upstream, so
  /// the source start's cancel holds its `UnicastCore` only weakly
  /// (`UnicastCancel`). Once the start handler has let go of its observer,
  /// disposing reaches only the lifetime: the subscriber hears nothing, as a
  /// disposed RAC2 subscriber does. Before 9a91ea2 the cancel was the core
  /// itself and disposing interrupted it, which `materialize` turned into a
  /// value: the transcript had "classic next interrupted" between "dispose"
  /// and "lifetime disposed". A modern start of the same producer hears the
  /// interruption either way, as a value and then as its end.
  @Test func aDisposedClassicSubscriptionToABridgedMaterializeWhoseHandlerLetGoHearsNothing() {
    var transcript: [String] = []
    let producer = SignalProducer<Int, NoError> { observer, lifetime in
      observer.sendNext(1)
      lifetime += { transcript.append("lifetime disposed") }
    }.materialize()
    let subscription = Self.subscribeClassic(to: producer) { transcript.append($0) }
    transcript.append("dispose")
    subscription.dispose()
    transcript.append("disposed")
    #expect(transcript == ["classic next next(1)", "dispose", "lifetime disposed", "disposed"])

    transcript = []
    let start = Self.startModern(producer) { transcript.append($0) }
    transcript.append("dispose")
    start.dispose()
    #expect(
      transcript == [
        "modern next next(1)", "dispose", "modern next interrupted", "modern interrupted", "lifetime disposed",
      ])
  }

  /// The other side of the test above: while the start handler still holds
  /// its observer, disposing the classic subscription interrupts the start,
  /// and `materialize` sends that interruption on as a value, which the
  /// classic subscriber hears during its own `dispose()` (unchanged by
  /// 9a91ea2; RAC2's `RACEvent` has no interruption to send).
  @Test func aDisposedClassicSubscriptionToABridgedMaterializeWhoseHandlerHoldsOnHearsTheInterruptedValue() {
    var transcript: [String] = []
    var input: Observer<Int, NoError>?
    let producer = SignalProducer<Int, NoError> { observer, lifetime in
      input = observer
      lifetime += { transcript.append("lifetime disposed") }
    }.materialize()
    let subscription = Self.subscribeClassic(to: producer) { transcript.append($0) }
    input?.sendNext(1)
    transcript.append("dispose")
    subscription.dispose()
    transcript.append("disposed")
    input?.sendNext(2)
    #expect(
      transcript == [
        "classic next next(1)", "dispose", "classic next interrupted", "lifetime disposed", "disposed",
      ])
  }

  /// Subscribes to `producer` bridged to RACClassic, logging what the
  /// classic subscriber hears.
  static func subscribeClassic(
    to producer: SignalProducer<Event<Int, NoError>, NoError>, log: @escaping (String) -> Void
  ) -> RACDisposable {
    producer.toRACSignal().subscribeNext(
      { log("classic next \(describe($0))") },
      error: { _ in log("classic error") },
      completed: { log("classic completed") })
  }

  /// Starts `producer` on RACModern, logging what its observer hears.
  static func startModern(
    _ producer: SignalProducer<Event<Int, NoError>, NoError>, log: @escaping (String) -> Void
  ) -> any Disposable {
    producer.start { event in
      switch event {
      case .next(let inner): log("modern next \(describe(inner))")
      case .failed: log("modern failed")
      case .completed: log("modern completed")
      case .interrupted: log("modern interrupted")
      }
    }
  }

  static func describe(_ event: Event<Int, NoError>) -> String {
    switch event {
    case .next(let value): "next(\(value))"
    case .failed: "failed"
    case .completed: "completed"
    case .interrupted: "interrupted"
    }
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
