import Foundation
import RACModern
import RACTestSupport
import Testing

/// `MutableProperty`, `Property` and `<~`.
@Suite struct PropertyTests {
  @Test func producerSendsTheCurrentValueThenEveryChange() {
    let property = MutableProperty(1)
    let recorder = Recorder<Int>()
    recorder.start(property.producer)
    property.value = 2
    property.value = 2
    property.value = 3
    #expect(recorder.events == [.value(1), .value(2), .value(2), .value(3)])
    #expect(property.value == 3)
  }

  @Test func signalSendsOnlyLaterChanges() {
    let property = MutableProperty("a")
    let recorder = Recorder<String>()
    recorder.observe(property.signal)
    #expect(recorder.events == [])
    property.value = "b"
    #expect(recorder.events == [.value("b")])
  }

  @Test func signalObserversAndProducerStartsHearAChangeInTheOrderTheyWereAdded() {
    // RAC 4.2.2's producer sends the current value, then observes the
    // property's signal: one list of observers, in the order they came.
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    var property: MutableProperty<Int>? = MutableProperty(0)
    log.start("P1", property!.producer)
    log.observe("S1", property!.signal)
    log.start("P2", property!.producer)
    scheduler.scheduleAfter(1) { property?.value = 1 }
    scheduler.scheduleAfter(2) { log.observe("S2", property!.signal) }
    scheduler.scheduleAfter(3) { property?.value = 2 }
    scheduler.scheduleAfter(4) { property = nil }
    scheduler.run()
    #expect(
      log.lines == [
        "t=0.0 P1 next 0", "t=0.0 P2 next 0", "t=1.0 P1 next 1", "t=1.0 S1 next 1", "t=1.0 P2 next 1",
        "t=3.0 P1 next 2", "t=3.0 S1 next 2", "t=3.0 P2 next 2", "t=3.0 S2 next 2", "t=4.0 P1 completed",
        "t=4.0 S1 completed", "t=4.0 P2 completed", "t=4.0 S2 completed",
      ])
  }

  @Test func aStartFromInsideAnObserverHearsTheValueBeingDeliveredOnceThenTheNextChange() {
    // Joining from a callback of a change: the value delivered last is the
    // one in flight, and the start hears it once, then each later change.
    let property = MutableProperty(0)
    let recorder = Recorder<Int>()
    var started = false
    // The observer holds its own property: disposed at the end, or the two
    // keep each other alive (a RAC-faithful cycle, docs/Reliability.md).
    let observation = property.signal.observeNext { value in
      guard !started else { return }
      started = true
      recorder.start(property.producer)
      property.value = value + 10
    }
    property.value = 1
    property.value = 2
    #expect(recorder.events == [.value(1), .value(11), .value(2)])
    #expect(property.value == 2)
    observation?.dispose()
  }

  @Test func aLateStartGetsTheNewestValueFirst() {
    let property = MutableProperty(1)
    property.value = 5
    let recorder = Recorder<Int>()
    recorder.start(property.producer)
    #expect(recorder.events == [.value(5)])
  }

  @Test func producerAndSignalCompleteWhenThePropertyIsDeallocated() {
    let producerRecorder = Recorder<Int>()
    let signalRecorder = Recorder<Int>()
    do {
      let property = MutableProperty(1)
      producerRecorder.start(property.producer)
      signalRecorder.observe(property.signal)
      property.value = 2
    }
    #expect(producerRecorder.events == [.value(1), .value(2), .completed])
    #expect(signalRecorder.events == [.value(2), .completed])
  }

  @Test func aSetFromInsideAnObserverIsDeliveredAfterTheCurrentChange() {
    let property = MutableProperty(0)
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    let observation = property.signal.observeNext { value in
      first.record(.value(value))
      if value == 1 { property.value = 2 }
    }
    second.observe(property.signal)
    property.value = 1
    #expect(first.events == [.value(1), .value(2)])
    #expect(second.events == [.value(1), .value(2)])
    #expect(property.value == 2)
    // The observer holds its own property: as in RAC 4.2.2, that lives until
    // disposed (docs/Reliability.md, the RAC-faithful cycles).
    observation?.dispose()
  }

  @Test func concurrentSetsEndOnTheValueThePropertyHolds() async {
    let property = MutableProperty(-1)
    let last = Recorder<Int>()
    property.producer.startWithNext { last.record(.value($0)) }
    await withTaskGroup(of: Void.self) { group in
      for thread in 0..<4 {
        group.addTask {
          for index in 0..<200 { property.value = thread * 1000 + index }
        }
      }
    }
    // The value held is one thread's last set (each thread's sets are in
    // order), and the observers end on it, not on an older one.
    #expect([199, 1199, 2199, 3199].contains(property.value))
    #expect(last.values.last == property.value)
  }

  // MARK: Property

  @Test func aReadOnlyPropertyFollowsItsMutableProperty() {
    let source = MutableProperty(1)
    let view = Property(source)
    let recorder = Recorder<Int>()
    recorder.start(view.producer)
    source.value = 2
    #expect(view.value == 2)
    #expect(recorder.events == [.value(1), .value(2)])
  }

  @Test func aConstantPropertysProducerSendsTheValueThenCompletesAndItsSignalHasEnded() {
    let constant = Property(value: "x")
    let producerRecorder = Recorder<String>()
    producerRecorder.start(constant.producer)
    producerRecorder.start(constant.producer)
    let signalRecorder = Recorder<String>()
    signalRecorder.observe(constant.signal)
    #expect(constant.value == "x")
    #expect(producerRecorder.events == [.value("x"), .completed, .value("x"), .completed])
    #expect(signalRecorder.events == [.interrupted])
  }

  @Test func initialThenStartsWithTheInitialValueThenFollowsTheProducer() {
    let pipe = Signal<Int, NoError>.pipe()
    let property = Property(initial: 0, then: SignalProducer(signal: pipe.output))
    let recorder = Recorder<Int>()
    recorder.start(property.producer)
    pipe.input.sendNext(4)
    #expect(property.value == 4)
    #expect(recorder.events == [.value(0), .value(4)])
  }

  @Test func initialThenCompletesKeepingItsLastValueWhenTheProducerCompletes() {
    let pipe = Signal<Int, NoError>.pipe()
    let property = Property(initial: 0, then: SignalProducer(signal: pipe.output))
    let changes = Recorder<Int>()
    changes.observe(property.signal)
    pipe.input.sendNext(1)
    pipe.input.sendCompleted()
    let late = Recorder<Int>()
    late.start(property.producer)
    #expect(property.value == 1)
    #expect(changes.events == [.value(1), .completed])
    #expect(late.events == [.value(1), .completed])
  }

  @Test func initialThenCompletesWhenTheProducerIsInterrupted() {
    let pipe = Signal<Int, NoError>.pipe()
    let property = Property(initialValue: 7, signal: pipe.output)
    let changes = Recorder<Int>()
    changes.observe(property.signal)
    pipe.input.sendInterrupted()
    #expect(property.value == 7)
    #expect(changes.events == [.completed])
  }

  @Test func initialThenStopsTheProducerWhenThePropertyGoesAway() {
    var interruptions = 0
    var property: Property<Int>? = Property(
      initial: 0,
      then: SignalProducer<Int, NoError>.never.on(interrupted: { interruptions += 1 }))
    #expect(property?.value == 0)
    #expect(interruptions == 0)
    property = nil
    #expect(interruptions == 1)
  }

  // MARK: <~

  @Test func bindingAProducerSetsEveryValue() {
    let property = MutableProperty(0)
    let recorder = Recorder<Int>()
    recorder.observe(property.signal)
    property <~ SignalProducer(values: [1, 2, 3])
    #expect(property.value == 3)
    #expect(recorder.events == [.value(1), .value(2), .value(3)])
  }

  @Test func disposingABindingStopsIt() {
    let property = MutableProperty(0)
    let pipe = Signal<Int, NoError>.pipe()
    let binding = property <~ pipe.output
    pipe.input.sendNext(1)
    binding.dispose()
    pipe.input.sendNext(2)
    #expect(property.value == 1)
    #expect(binding.isDisposed)
  }

  @Test func aBindingEndsWhenThePropertyIsDeallocated() {
    let pipe = Signal<Int, NoError>.pipe()
    var binding: Disposable?
    weak var weakProperty: MutableProperty<Int>?
    do {
      let property = MutableProperty(0)
      weakProperty = property
      binding = property <~ pipe.output
      pipe.input.sendNext(1)
      #expect(property.value == 1)
    }
    #expect(weakProperty == nil)
    #expect(binding?.isDisposed == true)
  }

  @Test func aBindingIsDisposedWhenTheBoundSignalCompletes() {
    let property = MutableProperty(0)
    let pipe = Signal<Int, NoError>.pipe()
    let binding = property <~ pipe.output
    pipe.input.sendNext(1)
    #expect(!binding.isDisposed)
    pipe.input.sendCompleted()
    #expect(binding.isDisposed)
    #expect(property.value == 1)
  }

  @Test func aBindingIsDisposedWhenTheBoundProducerCompletes() {
    let property = MutableProperty(0)
    let binding = property <~ SignalProducer(values: [4, 5])
    #expect(binding.isDisposed)
    #expect(property.value == 5)
  }

  @Test func bindingAPropertyCopiesItsValueAndChanges() {
    let source = MutableProperty("a")
    let target = MutableProperty("")
    target <~ Property(source)
    #expect(target.value == "a")
    source.value = "b"
    #expect(target.value == "b")
  }
}
