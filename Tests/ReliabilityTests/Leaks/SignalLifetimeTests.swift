import Foundation
import RACClassic
import RACModern
import RACTestSupport
import Testing

/// Lifetime rules of RAC's own specs:
/// each test is named after the behaviour (RAC issue 1124, RAC 4.2's
/// SignalLifetimeSpec, the flatten leak). Also run under LeakSanitizer.
@Suite struct SignalLifetimeTests {
  // MARK: A subject subscribed to many signals (RAC issue 1124)

  @Test(arguments: [false, true])
  func aSubjectLetsGoOfASubscriptionAsSoonAsItIsDisposed(replaying: Bool) {
    let subject: RACSubject<Int> = replaying ? RACReplaySubject(capacity: 1) : RACSubject()
    var weakDisposables: [WeakBox<RACDisposable>] = []
    for _ in 0..<100 {
      let disposable = RACSignal<Int>.never().subscribe(subject)
      weakDisposables.append(WeakBox(disposable))
      disposable.dispose()
    }
    #expect(weakDisposables.allSatisfy { $0.value == nil })
    // The subject still works and still ends what is live.
    let source = RACSubject<Int>()
    let live = source.subscribe(subject)
    let recorder = Recorder<Int>()
    recorder.subscribe(to: subject)
    source.sendNext(7)
    subject.sendCompleted()
    #expect(live.isDisposed)
    #expect(recorder.events.last == .completed)
  }

  @Test func aSubjectStillDisposesTheLiveSubscriptionsWhenItEnds() {
    let subject = RACSubject<Int>()
    let kept = RACSignal<Int>.never().subscribe(subject)
    let dropped = RACSignal<Int>.never().subscribe(subject)
    dropped.dispose()
    #expect(!kept.isDisposed)
    subject.sendError(nil)
    #expect(kept.isDisposed)
  }

  // MARK: A Signal lives while its input can send (RAC 4.2 SignalLifetimeSpec)

  @Test func aGeneratedSignalStaysAliveUntilItsTerminalEventThenGoesAway() {
    let scheduler = TestScheduler()
    weak var weakSignal: Signal<Int, NoError>?
    var heard: [String] = []
    do {
      let signal = Signal<Int, NoError> { observer in
        scheduler.schedule { observer.sendNext(1) }
        scheduler.schedule { observer.sendCompleted() }
        return nil
      }
      weakSignal = signal
      signal.observe { heard.append("\($0)") }
    }
    #expect(weakSignal != nil)
    scheduler.advance()
    #expect(heard == ["next(1)", "completed"])
    #expect(weakSignal == nil)
  }

  @Test func aPipedSignalStaysAliveUntilItsTerminalEventThenGoesAway() {
    let scheduler = TestScheduler()
    weak var weakSignal: Signal<Int, NoError>?
    var heard: [String] = []
    do {
      let (signal, input) = Signal<Int, NoError>.pipe()
      weakSignal = signal
      signal.observe { heard.append("\($0)") }
      scheduler.schedule { input.sendInterrupted() }
    }
    #expect(weakSignal != nil)
    scheduler.advance()
    #expect(heard == ["interrupted"])
    #expect(weakSignal == nil)
  }

  @Test func aSignalWhoseInputIsDroppedGoesAwayAtOnce() {
    let generated = weakly { Signal<Int, NoError> { _ in nil } }
    let piped = weakly { Signal<Int, NoError>.pipe().output }
    #expect(generated.value == nil)
    #expect(piped.value == nil)
  }

  @Test func anEndedSignalGoesAwayEvenWhileItsInputIsStillHeld() {
    weak var weakSignal: Signal<Int, NoError>?
    let input: Observer<Int, NoError>
    do {
      let pipe = Signal<Int, NoError>.pipe()
      weakSignal = pipe.output
      input = pipe.input
    }
    #expect(weakSignal != nil)
    input.sendCompleted()
    #expect(weakSignal == nil)
  }

  // MARK: flatMap over a hot signal dropped without ending

  /// Each inner is a fresh hot signal whose input only `inputs` holds; the
  /// transform does not capture it, so dropping `inputs` drops the inner.
  final class Inners {
    var inputs: [Observer<Int, NoError>] = []
    var signals: [WeakBox<Signal<Int, NoError>>] = []

    func make() -> SignalProducer<Int, NoError> {
      let (signal, input) = Signal<Int, NoError>.pipe()
      inputs.append(input)
      signals.append(WeakBox(signal))
      return SignalProducer(signal: signal)
    }
  }

  @Test(arguments: [FlattenStrategy.merge, .concat, .latest])
  func aSignalFlatMapWhoseInnerObservesADroppedHotSignalIsReleased(strategy: FlattenStrategy) {
    weak var weakToken: Token?
    var inners: Inners? = Inners()
    var signals: [WeakBox<Signal<Int, NoError>>] = []
    var received: [Int] = []
    do {
      let token = Token()
      weakToken = token
      let outer = Signal<Int, NoError>.pipe()
      let flattened = outer.output.flatMap(strategy) { [weak inners] _ in inners?.make() ?? .empty }
      flattened.observeNext { value in withExtendedLifetime(token) { received.append(value) } }
      outer.input.sendNext(1)
      inners!.inputs[0].sendNext(2)
      signals = inners!.signals
    }
    inners = nil
    #expect(received == [2])
    #expect(signals.count == 1 && signals.allSatisfy { $0.value == nil })
    #expect(weakToken == nil)
  }

  @Test(arguments: [FlattenStrategy.merge, .concat, .latest])
  func aProducerFlatMapWhoseInnerObservesADroppedHotSignalIsReleased(strategy: FlattenStrategy) {
    weak var weakToken: Token?
    var inners: Inners? = Inners()
    var received: [Int] = []
    do {
      let token = Token()
      weakToken = token
      SignalProducer<Int, NoError>(value: 1)
        .flatMap(strategy) { [weak inners] _ in inners?.make() ?? .empty }
        .startWithNext { value in withExtendedLifetime(token) { received.append(value) } }
      inners!.inputs[0].sendNext(2)
    }
    inners = nil
    #expect(received == [2])
    #expect(weakToken == nil)
  }
}

/// What `make` returns, held weakly once `make` has returned.
func weakly<Object: AnyObject>(_ make: () -> Object) -> WeakBox<Object> {
  WeakBox(make())
}

/// Holds an object weakly.
struct WeakBox<Object: AnyObject> {
  weak var value: Object?
  init(_ value: Object) { self.value = value }
}
