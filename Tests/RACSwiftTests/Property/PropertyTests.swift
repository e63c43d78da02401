import Foundation
import RACSwift
import RACTestSupport
import Testing

/// `Property`'s three kinds in ReactiveSwift's names: constant, existential
/// (`capturing:`) and composed (`Property(_:)`, `initial:then:`), with what
/// each keeps alive.
@Suite struct SwiftPropertyTests {
  @Test func aConstantPropertysProducerSendsItsValueAndCompletesAndItsSignalHasEnded() {
    let log = Recorder<String>(since: TestScheduler())
    let property = Property(value: 7)
    log.start("producer", property.producer)
    log.observe("signal", property.signal)
    #expect(property.value == 7)
    #expect(log.lines == ["t=0.0 producer value 7", "t=0.0 producer completed", "t=0.0 signal interrupted"])
  }

  @Test func aCapturingPropertyPassesThroughAndKeepsTheWrappedPropertyAlive() {
    var source: MutableProperty<Int>? = MutableProperty(1)
    weak let weakSource = source
    var captured: Property<Int>? = Property(capturing: source!)
    source!.value = 2
    #expect(captured?.value == 2)
    source = nil
    #expect(weakSource != nil)
    captured = nil
    #expect(weakSource == nil)
  }

  @Test func aCapturingPropertyReadsTheNewValueInsideTheSourcesOwnObserver() {
    let source = MutableProperty(1)
    let captured = Property(capturing: source)
    var seen: [Int] = []
    let observation = source.signal.observeValues { _ in seen.append(captured.value) }
    source.value = 2
    #expect(seen == [2])
    // The observer holds `captured`, which holds `source`, whose signal holds
    // the observer: as in ReactiveSwift, that lives until disposed
    // (docs/Reliability.md, the RAC-faithful cycles).
    observation?.dispose()
  }

  @Test func aCapturingPropertyOfAnotherTypeFollowsItsProducer() {
    final class Doubled: PropertyProtocol {
      let base = MutableProperty(1)
      var value: Int { base.value * 2 }
      var producer: SignalProducer<Int, Never> {
        SignalProducer(core: base.producer.core.lift(EventTransforms.map { $0 * 2 }))
      }
      var signal: Signal<Int, Never> { Signal(core: base.signal.core.lift(EventTransforms.map { $0 * 2 })) }
    }
    let doubled = Doubled()
    let captured = Property(capturing: doubled)
    doubled.base.value = 5
    #expect(captured.value == 10)
  }

  @Test func aReflectedPropertyDoesNotKeepItsSourceAliveAndKeepsItsLastValue() {
    let log = Recorder<String>(since: TestScheduler())
    var source: MutableProperty<String>? = MutableProperty("a")
    weak let weakSource = source
    let reflected = Property(source!)
    source!.value = "b"
    #expect(reflected.value == "b")
    source = nil
    #expect(weakSource == nil)
    #expect(reflected.value == "b")
    log.start("late", reflected.producer)
    #expect(log.lines == ["t=0.0 late value b", "t=0.0 late completed"])
  }

  @Test func aReflectedConstantPropertyCompletesAtOnce() {
    let log = Recorder<String>(since: TestScheduler())
    let reflected = Property(Property(value: 3))
    log.start("producer", reflected.producer)
    log.observe("signal", reflected.signal)
    #expect(log.lines == ["t=0.0 producer value 3", "t=0.0 producer completed", "t=0.0 signal interrupted"])
  }

  @Test func initialThenHoldsTheInitialValueThenEachValueOnItsClock() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let (values, input) = Signal<Int, Never>.pipe()
    let property = Property(initial: 0, then: values)
    log.start("producer", property.producer)
    scheduler.schedule(after: .seconds(1)) { input.send(value: 1) }
    scheduler.schedule(after: .seconds(2)) { input.sendCompleted() }
    scheduler.run()
    #expect(property.value == 1)
    #expect(log.lines == ["t=0.0 producer value 0", "t=1.0 producer value 1", "t=2.0 producer completed"])
  }

  @Test func initialThenCompletesWhenItsProducerIsInterrupted() {
    let log = Recorder<String>(since: TestScheduler())
    let (values, input) = Signal<Int, Never>.pipe()
    let property = Property(initial: 0, then: SignalProducer(values))
    log.observe("signal", property.signal)
    input.sendInterrupted()
    #expect(log.lines == ["t=0.0 signal completed"])
  }

  @Test func initialThenOfAnOptionalPropertyTakesNonOptionalValues() {
    let property = Property<Int?>(initial: nil, then: SignalProducer<Int, Never>(value: 4))
    #expect(property.value == 4)
    let convertible = Property<Int?>(initial: nil, then: Signal<Int, Never>.never)
    #expect(convertible.value == nil)
  }

  @Test func initialThenInterruptsItsProducerWhenItGoesAwayUnobserved() {
    var lines: [String] = []
    // The start handler keeps its observer (a start whose observer is
    // released is interrupted at once, ReactiveSwift's memory model).
    let kept = Atomic<[Signal<Int, Never>.Observer]>([])
    do {
      let property = Property(
        initial: 0,
        then: SignalProducer<Int, Never> { observer, lifetime in
          kept.modify { $0.append(observer) }
          lifetime.observeEnded { lines.append("interrupted") }
        })
      #expect(property.value == 0)
      #expect(lines == [])
    }
    #expect(lines == ["interrupted"])
  }

  @Test func aWrappedPropertyProjectsItself() {
    struct Model {
      @Property(value: 3) var three: Int
    }
    let model = Model()
    #expect(model.three == 3)
    #expect(model.$three.value == 3)
  }

  @Test func aPropertyIsABindingSource() {
    let source = MutableProperty(1)
    let target = MutableProperty(0)
    target <~ Property(capturing: source)
    source.value = 2
    #expect(target.value == 2)
  }
}
