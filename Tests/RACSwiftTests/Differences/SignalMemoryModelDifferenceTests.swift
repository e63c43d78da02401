import Foundation
import RACModern
import RACSwift
import RACTestSupport
import Testing

/// ReactiveSwift's signal memory model in RACSwift, RAC 4.2.2's in
/// RACModern, pinned both ways (docs/Migration.md, "ReactiveSwift's signal
/// memory model"): a signal with observers lives until its terminal event; a
/// signal that nobody holds and nobody observes ends silently, ending what
/// it was made for; releasing an input interrupts.
@Suite struct SignalMemoryModelDifferenceTests {
  @Test func releasingAPipesInputInterruptsItInRACSwiftAndLeavesItSilentInRACModern() {
    var modern: [String] = []
    var modernSignal: RACModern.Signal<Int, NoError>?
    do {
      let (signal, input) = RACModern.Signal<Int, NoError>.pipe()
      signal.observe { modern.append("\($0)") }
      input.sendNext(1)
      modernSignal = signal
    }
    #expect(modern == ["next(1)"])

    var swift: [String] = []
    let disposable = RACSwift.AnyDisposable()
    var swiftSignal: RACSwift.Signal<Int, Never>?
    do {
      let (signal, input) = RACSwift.Signal<Int, Never>.pipe(disposable: disposable)
      signal.observe { swift.append("\($0)") }
      input.send(value: 1)
      swiftSignal = signal
    }
    #expect(swift == ["VALUE 1", "INTERRUPTED"])
    #expect(disposable.isDisposed)
    _ = (modernSignal, swiftSignal)
  }

  @Test func aSignalNobodyHoldsOrObservesEndsSilentlyInRACSwiftOnly() {
    var modernDisposed = false
    weak let modern: RACModern.Signal<Int, NoError>? = RACModern.Signal<Int, NoError>.never.on(disposed: {
      modernDisposed = true
    })
    #expect(modern == nil)
    #expect(!modernDisposed)

    var swiftDisposed = false
    weak let swift: RACSwift.Signal<Int, Never>? = RACSwift.Signal<Int, Never>.never.on(disposed: {
      swiftDisposed = true
    })
    #expect(swift == nil)
    #expect(swiftDisposed)
  }

  @Test func aGeneratorsLifetimeEndsWhenItsSignalIsDroppedUnobservedInRACSwift() {
    var lines: [String] = []
    var keptInput: RACSwift.Signal<Int, Never>.Observer?
    do {
      let signal = RACSwift.Signal<Int, Never> { observer, lifetime in
        keptInput = observer
        lifetime.observeEnded { lines.append("ended") }
      }
      _ = signal
    }
    #expect(lines == ["ended"])
    keptInput?.send(value: 1)
    #expect(keptInput != nil)
  }

  @Test func anObservedSignalLivesUntilItsTerminalEventButOnlyRACModernKeepsItsFace() {
    let scheduler = RACSwift.TestScheduler()
    var swift: [String] = []
    weak var swiftFace: RACSwift.Signal<Int, Never>?
    do {
      let signal = RACSwift.Signal<Int, Never> { observer, lifetime in
        lifetime.observeEnded { swift.append("ended") }
        scheduler.schedule(after: .seconds(1)) { observer.send(value: 1) }
        scheduler.schedule(after: .seconds(2)) { observer.sendCompleted() }
      }
      signal.observe { swift.append("\($0)") }
      swiftFace = signal
    }
    #expect(swiftFace == nil)
    scheduler.advance(by: .seconds(2))
    #expect(swift == ["VALUE 1", "COMPLETED", "ended"])

    let modernScheduler = RACModern.TestScheduler()
    var modern: [String] = []
    weak var modernFace: RACModern.Signal<Int, NoError>?
    do {
      let signal = RACModern.Signal<Int, NoError> { observer in
        modernScheduler.scheduleAfter(1) { observer.sendNext(1) }
        modernScheduler.scheduleAfter(2) { observer.sendCompleted() }
        return nil
      }
      signal.observe { modern.append("\($0)") }
      modernFace = signal
    }
    #expect(modernFace != nil)
    modernScheduler.advanceByInterval(2)
    #expect(modern == ["next(1)", "completed"])
    #expect(modernFace == nil)
  }

  @Test func theLastObserverLeavingADroppedSignalEndsItInRACSwift() {
    var lines: [String] = []
    var observation: RACSwift.Disposable?
    var input: RACSwift.Signal<Int, Never>.Observer?
    do {
      let signal = RACSwift.Signal<Int, Never> { observer, lifetime in
        input = observer
        lifetime.observeEnded { lines.append("ended") }
      }
      observation = signal.observeValues { lines.append("value \($0)") }
    }
    input?.send(value: 1)
    #expect(lines == ["value 1"])
    observation?.dispose()
    #expect(lines == ["value 1", "ended"])
  }

  @Test func aStartHandlerThatDropsItsObserverIsInterruptedInRACSwiftOnly() {
    var modern: [String] = []
    RACModern.SignalProducer<Int, NoError> { _, _ in modern.append("work") }.start { modern.append("\($0)") }
    #expect(modern == ["work"])

    var swift: [String] = []
    RACSwift.SignalProducer<Int, Never> { _, _ in swift.append("work") }.start { swift.append("\($0)") }
    #expect(swift == ["work", "INTERRUPTED"])
    var never: [String] = []
    RACSwift.SignalProducer<Int, Never>.never.start { never.append("\($0)") }
    #expect(never == [])
  }

  @Test func startWithSignalDisposesAnUnobservedStartInRACSwiftOnly() {
    var modern: [String] = []
    RACModern.SignalProducer<Int, NoError> { _, disposable in
      modern.append("work")
      disposable += { modern.append("disposed") }
    }
    .startWithSignal { _, _ in }
    #expect(modern == ["work"])

    var swift: [String] = []
    let kept = RACSwift.AnyDisposable()
    RACSwift.SignalProducer<Int, Never> { observer, lifetime in
      swift.append("work")
      lifetime += kept
      lifetime.observeEnded { _ = observer }
    }
    .on(started: { swift.append("started") }, disposed: { swift.append("disposed") })
    .startWithSignal { _, _ in }
    #expect(swift == ["work", "started", "disposed"])
    #expect(kept.isDisposed)
  }

  @Test func startWithSignalKeepsAnObservedStartRunningInRACSwift() {
    let scheduler = RACSwift.TestScheduler()
    var lines: [String] = []
    RACSwift.SignalProducer<Int, Never> { observer, _ in
      scheduler.schedule(after: .seconds(1)) { observer.send(value: 1) }
    }
    .startWithSignal { signal, _ in signal.observeValues { lines.append("value \($0)") } }
    scheduler.advance(by: .seconds(1))
    #expect(lines == ["value 1"])
  }

  @Test func disposingALiftedStartEndsTheIntermediateSignalItMadeInRACSwiftOnly() {
    var modernDisposed = false
    var modernLast: String?
    let modernStart = RACModern.SignalProducer<Int, NoError>.empty
      .lift { _ in RACModern.Signal<Int, NoError>.never.on(disposed: { modernDisposed = true }) }
      .start { modernLast = "\($0)" }
    #expect(modernLast == nil)
    modernStart.dispose()
    #expect(modernLast == "interrupted")
    #expect(!modernDisposed)

    var swiftDisposed = false
    var swiftLast: String?
    let swiftStart = RACSwift.SignalProducer<Int, Never>.empty
      .lift { _ in RACSwift.Signal<Int, Never>.never.on(disposed: { swiftDisposed = true }) }
      .start { swiftLast = "\($0)" }
    #expect(swiftLast == nil)
    #expect(!swiftDisposed)
    swiftStart.dispose()
    #expect(swiftLast == "INTERRUPTED")
    #expect(swiftDisposed)
  }

  @Test func aProducerOfASignalKeepsTheSignalInRACSwift() {
    var lines: [String] = []
    var input: RACSwift.Signal<Int, Never>.Observer?
    let producer: RACSwift.SignalProducer<Int, Never>
    do {
      let (signal, observer) = RACSwift.Signal<Int, Never>.pipe()
      input = observer
      producer = signal.producer
    }
    producer.startWithValues { lines.append("value \($0)") }
    input?.send(value: 1)
    #expect(lines == ["value 1"])
  }

  /// Issue 19: a combination of `on(started:)` sources whose work let go of
  /// its observer is interrupted and freed under ReactiveSwift's rule (the
  /// released observer interrupts its start), with nothing kept by a start
  /// nobody disposes.
  @Test func aCombinationOfOnStartedSourcesThatDroppedTheirObserversIsInterruptedAndFreedInRACSwift() {
    final class Token {}
    for operatorName in ["combineLatest", "zip"] {
      weak var token: Token?
      var lines: [String] = []
      do {
        let held = Token()
        token = held
        func source(_ value: Int) -> RACSwift.SignalProducer<Int, Never> {
          RACSwift.SignalProducer { observer, _ in observer.send(value: value) }
            .on(started: { lines.append("started \(value)") })
        }
        let combined =
          operatorName == "zip"
          ? RACSwift.SignalProducer.zip(source(1), source(2)).map { "\($0.0),\($0.1)" }
          : RACSwift.SignalProducer.combineLatest(source(1), source(2)).map { "\($0.0),\($0.1)" }
        combined.start { event in withExtendedLifetime(held) { lines.append("\(event)") } }
      }
      #expect(lines == ["INTERRUPTED", "started 1"], "\(operatorName)")
      #expect(token == nil, "\(operatorName): the start and its observer are freed")
    }
  }
}
