import RACBridge
import RACTestSupport
import Testing

/// `RACDisposable.toDisposable()` and `Disposable.toRACDisposable()`: one
/// disposal, seen from both sides.
@Suite struct DisposableBridgeTests {
  @Test func disposingTheModernFaceDisposesTheClassicDisposableOnce() {
    var disposals = 0
    let classic = RACDisposable { disposals += 1 }
    let modern = classic.toDisposable()
    modern.dispose()
    modern.dispose()
    classic.dispose()
    #expect(disposals == 1)
    #expect(classic.isDisposed)
    #expect(modern.isDisposed)
  }

  @Test func disposingTheClassicFaceDisposesTheModernDisposableOnce() {
    var disposals = 0
    let modern = ActionDisposable { disposals += 1 }
    let classic = modern.toRACDisposable()
    #expect(!classic.isDisposed)
    classic.dispose()
    modern.dispose()
    #expect(disposals == 1)
    #expect(modern.isDisposed)
    #expect(classic.isDisposed)
  }

  @Test func aClassicSubscriptionCanLiveInAModernCompositeDisposable() {
    let subject = RACSubject<Int>()
    let recorder = Recorder<Int>()
    let composite = CompositeDisposable()
    composite += recorder.subscribe(to: subject).toDisposable()
    subject.sendNext(1)
    composite.dispose()
    subject.sendNext(2)
    #expect(recorder.events == [.value(1)])
  }
}
