import RACClassic
import RACModern
import Testing

/// RAC2's spec: right after the last synchronous inner signal completes, from
/// inside its own subscription, the flattened subscription is over and its
/// disposable already says so; both faces, one engine.
@Suite struct FlattenDisposalTests {
  @Test func aClassicConcatIsDisposedRightAfterItsLastSynchronousInnerCompletes() {
    let signals = RACSubject<RACSignal<Int>>()
    let asynchronous = RACSubject<Int>()
    var seen: [String] = []
    var subscription: RACDisposable?
    subscription = signals.concat().subscribeCompleted { seen.append("completed") }
    let synchronous = RACSignal<Int>.createSignal { subscriber in
      seen.append("before: disposed \(subscription!.isDisposed)")
      subscriber.sendCompleted()
      seen.append("after: disposed \(subscription!.isDisposed)")
      return nil
    }
    signals.sendNext(asynchronous)
    signals.sendNext(synchronous)
    signals.sendCompleted()
    #expect(seen == [])
    asynchronous.sendCompleted()
    #expect(seen == ["before: disposed false", "completed", "after: disposed true"])
  }

  @Test func aModernConcatIsDisposedRightAfterItsLastSynchronousInnerCompletes() {
    let (signals, input) = Signal<SignalProducer<Int, NoError>, NoError>.pipe()
    let (asynchronous, finish) = Signal<Int, NoError>.pipe()
    var seen: [String] = []
    var subscription: Disposable?
    subscription = SignalProducer(signal: signals).flatten(.concat).startWithCompleted { seen.append("completed") }
    let synchronous = SignalProducer<Int, NoError> { observer, _ in
      seen.append("before: disposed \(subscription!.isDisposed)")
      observer.sendCompleted()
      seen.append("after: disposed \(subscription!.isDisposed)")
    }
    input.sendNext(SignalProducer(signal: asynchronous))
    input.sendNext(synchronous)
    input.sendCompleted()
    #expect(seen == [])
    finish.sendCompleted()
    #expect(seen == ["before: disposed false", "completed", "after: disposed true"])
  }
}
