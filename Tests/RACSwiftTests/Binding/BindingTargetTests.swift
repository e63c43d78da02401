import Foundation
import RACSwift
import RACTestSupport
import Testing

/// `BindingTarget`, `BindingTargetProvider`, `BindingSource` and every form
/// of `<~`, with exact timelines on the test scheduler.
@Suite struct BindingTargetTests {
  final class Label {
    var text = ""
  }

  @Test func aBindingRunsTheActionPerValueUntilTheTargetsLifetimeEnds() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let (lifetime, token) = Lifetime.make()
    let target = BindingTarget<Int>(lifetime: lifetime) { log.log("set \($0)") }
    let (signal, input) = Signal<Int, Never>.pipe()
    let disposable = target <~ signal
    scheduler.schedule(after: .seconds(1)) { input.send(value: 1) }
    scheduler.schedule(after: .seconds(2)) { input.send(value: 2) }
    scheduler.schedule(after: .seconds(3)) { token.dispose() }
    scheduler.schedule(after: .seconds(4)) { input.send(value: 3) }
    scheduler.run()
    #expect(log.lines == ["t=1.0 set 1", "t=2.0 set 2"])
    #expect(disposable != nil)
  }

  @Test func disposingTheBindingStopsIt() {
    var set: [Int] = []
    let (lifetime, token) = Lifetime.make()
    let target = BindingTarget<Int>(lifetime: lifetime) { set.append($0) }
    let (signal, input) = Signal<Int, Never>.pipe()
    let disposable = target <~ signal
    input.send(value: 1)
    disposable?.dispose()
    input.send(value: 2)
    #expect(set == [1])
    withExtendedLifetime(token) {}
  }

  @Test func aTargetWhoseLifetimeHasEndedNeverStartsTheSource() {
    var starts = 0
    var set: [Int] = []
    let target = BindingTarget<Int>(lifetime: .empty) { set.append($0) }
    target
      <~ SignalProducer<Int, Never> { observer, _ in
        starts += 1
        observer.send(value: 1)
      }
    #expect(starts == 0)
    #expect(set == [])
  }

  @Test func aTargetOnASchedulerRunsTheActionThere() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let (lifetime, token) = Lifetime.make()
    let target = BindingTarget<Int>(on: scheduler, lifetime: lifetime) { log.log("set \($0)") }
    target <~ SignalProducer([1, 2])
    #expect(log.lines == [])
    scheduler.advance(by: .seconds(1))
    #expect(log.lines == ["t=0.0 set 1", "t=0.0 set 2"])
    withExtendedLifetime(token) {}
  }

  @Test func aKeyPathTargetSetsTheObjectAndHoldsItWeakly() {
    let (lifetime, token) = Lifetime.make()
    var label: Label? = Label()
    weak let weakLabel = label
    let target = BindingTarget(lifetime: lifetime, object: label!, keyPath: \.text)
    let (signal, input) = Signal<String, Never>.pipe()
    target <~ signal
    input.send(value: "Hello")
    #expect(label?.text == "Hello")
    label = nil
    #expect(weakLabel == nil)
    input.send(value: "nobody")
    withExtendedLifetime(token) {}
  }

  @Test func aKeyPathTargetOnASchedulerSetsTheObjectWhenTheSchedulerRuns() {
    let scheduler = TestScheduler()
    let label = Label()
    let (lifetime, token) = Lifetime.make()
    BindingTarget(on: scheduler, lifetime: lifetime, object: label, keyPath: \.text) <~ SignalProducer(value: "later")
    #expect(label.text == "")
    scheduler.run()
    #expect(label.text == "later")
    withExtendedLifetime(token) {}
  }

  @Test func aSourceOfValuesBindsToATargetOfOptionals() {
    var set: [Int?] = []
    let (lifetime, token) = Lifetime.make()
    let target = BindingTarget<Int?>(lifetime: lifetime) { set.append($0) }
    target <~ SignalProducer<Int, Never>([1, 2])
    #expect(set == [1, 2])
    withExtendedLifetime(token) {}
  }

  @Test func theTargetIsItsOwnBindingTarget() {
    var set: [Int] = []
    let target = BindingTarget<Int>(lifetime: .empty) { set.append($0) }
    target.bindingTarget.action(4)
    #expect(set == [4])
    #expect(target.bindingTarget.lifetime.hasEnded)
  }

  @Test func aNilOptionalProviderBindsNothingAndStartsNothing() {
    var starts = 0
    let provider: BindingTarget<Int>? = nil
    provider
      <~ SignalProducer<Int, Never> { observer, _ in
        starts += 1
        observer.send(value: 1)
      }
    #expect(starts == 0)
    #expect(provider.bindingTarget.lifetime.hasEnded)
  }

  @Test func aSomeOptionalProviderBindsThroughTheWrapped() {
    var set: [Int] = []
    let (lifetime, token) = Lifetime.make()
    let provider: BindingTarget<Int>? = BindingTarget(lifetime: lifetime) { set.append($0) }
    provider <~ SignalProducer([5, 6])
    #expect(set == [5, 6])
    withExtendedLifetime(token) {}
  }

  @Test func aBindingThroughANilOptionalChainStartsNothing() {
    final class Model {
      var texts: [String] = []
      let (lifetime, token) = Lifetime.make()
      var target: BindingTarget<String> { BindingTarget(lifetime: lifetime) { [unowned self] in texts.append($0) } }
    }
    var starts = 0
    let source = SignalProducer<String, Never> { observer, _ in
      starts += 1
      observer.send(value: "x")
    }
    var model: Model? = nil
    model?.target <~ source
    #expect(starts == 0)
    model = Model()
    model?.target <~ source
    #expect(starts == 1)
    #expect(model?.texts == ["x"])
  }

  @Test func anObserverBindingForwardsValuesButNotTheEnd() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let (signal, input) = Signal<Int, Never>.pipe()
    log.observe("out", signal)
    let (source, sourceInput) = Signal<Int, Never>.pipe()
    input <~ source
    scheduler.schedule(after: .seconds(1)) { sourceInput.send(value: 1) }
    scheduler.schedule(after: .seconds(2)) { sourceInput.sendCompleted() }
    scheduler.schedule(after: .seconds(3)) { input.send(value: 9) }
    scheduler.run()
    #expect(log.lines == ["t=1.0 out value 1", "t=3.0 out value 9"])
  }

  @Test func anObserverBindingEndsWhenDisposed() {
    var values: [Int] = []
    let observer = Signal<Int, Never>.Observer(value: { values.append($0) })
    let (source, sourceInput) = Signal<Int, Never>.pipe()
    let disposable = observer <~ source
    sourceInput.send(value: 1)
    disposable.dispose()
    sourceInput.send(value: 2)
    #expect(values == [1])
  }

  @Test func signalsAndProducersThatCannotFailAreBindingSources() {
    func values<Source: BindingSource>(of source: Source) -> [Source.Value] {
      var seen: [Source.Value] = []
      // Disposed: a start of `Signal.never` lives until then, as in
      // ReactiveSwift (docs/Reliability.md, the RAC-faithful cycles).
      source.producer.startWithValues { seen.append($0) }.dispose()
      return seen
    }
    #expect(values(of: SignalProducer<Int, Never>([1, 2])) == [1, 2])
    #expect(values(of: Signal<Int, Never>.never) == [])
  }
}
