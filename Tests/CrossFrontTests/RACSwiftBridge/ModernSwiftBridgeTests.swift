import Foundation
import RACModern
import RACSwift
import RACSwiftBridge
import Testing

/// RACModern <-> RACSwift (RACSwiftBridge): the same engine producer,
/// signal, disposable or clock under two faces; what you apply after
/// converting follows the face you converted to.
@Suite struct ModernSwiftBridgeTests {
  /// Timed lines on `scheduler`'s clock.
  final class Lines {
    let scheduler: RACModern.TestScheduler
    private(set) var lines: [String] = []

    init(_ scheduler: RACModern.TestScheduler) { self.scheduler = scheduler }

    func note(_ line: String) { lines.append("\(scheduler.currentDate.timeIntervalSinceReferenceDate) \(line)") }

    func swift<Value, Error>(_ name: String) -> RACSwift.Signal<Value, Error>.Observer {
      .init({ (event: RACSwift.Signal<Value, Error>.Event) in
        switch event {
        case .value(let value): self.note("\(name) value \(value)")
        case .failed(let error): self.note("\(name) failed \(error)")
        case .completed: self.note("\(name) completed")
        case .interrupted: self.note("\(name) interrupted")
        }
      })
    }

    func modern<Value, Error>(_ name: String) -> RACModern.Observer<Value, Error> {
      .init { event in
        switch event {
        case .next(let value): self.note("\(name) next \(value)")
        case .failed(let error): self.note("\(name) failed \(error)")
        case .completed: self.note("\(name) completed")
        case .interrupted: self.note("\(name) interrupted")
        }
      }
    }
  }

  @Test func aProducerIsOneRecipeUnderBothFacesStartedOncePerStart() {
    let scheduler = RACModern.TestScheduler()
    let lines = Lines(scheduler)
    var starts = 0
    let modern = RACModern.SignalProducer<Int, BridgeFailure> { observer, disposable in
      starts += 1
      let run = starts
      disposable += scheduler.scheduleAfter(1) { observer.sendNext(run) }
      disposable += scheduler.scheduleAfter(2) { observer.sendFailed(BridgeFailure(code: run)) }
      disposable += { lines.note("start \(run) disposed") }
    }
    let swift = modern.toRACSwift()
    swift.start(lines.swift("swift"))
    scheduler.advanceByInterval(0.5)
    swift.toRACModern().start(lines.modern("modern"))
    scheduler.run()
    #expect(starts == 2)
    #expect(
      lines.lines == [
        "1.0 swift value 1", "1.5 modern next 2", "2.0 swift failed BridgeFailure(code: 1)", "2.0 start 1 disposed",
        "2.5 modern failed BridgeFailure(code: 2)", "2.5 start 2 disposed",
      ])
    #expect(swift.core === modern.producer)
    #expect(swift.toRACModern().producer === modern.producer)
  }

  @Test func disposingEitherFacesStartInterruptsItAndDisposesTheWork() {
    let scheduler = RACModern.TestScheduler()
    let lines = Lines(scheduler)
    let producer = RACSwift.SignalProducer<Int, Never> { observer, lifetime in
      lifetime += scheduler.toRACSwift().schedule(after: scheduler.currentDate.addingTimeInterval(1)) {
        observer.send(value: 1)
      }
      lifetime.observeEnded { lines.note("work ended") }
    }
    let start = producer.toRACModern().start(lines.modern("modern"))
    scheduler.advanceByInterval(0.5)
    start.dispose()
    scheduler.run()
    #expect(lines.lines == ["0.5 modern interrupted", "0.5 work ended"])
  }

  @Test func aModernSignalsRACSwiftFaceHearsTheSameEventsInOneOrderAndDroppingItEndsNothing() {
    let scheduler = RACModern.TestScheduler()
    let lines = Lines(scheduler)
    let (modern, input) = RACModern.Signal<Int, BridgeFailure>.pipe()
    modern.observe(lines.modern("modern"))
    do {
      let swift = modern.toRACSwift()
      #expect(swift.core === modern.core)
      swift.observe(lines.swift("swift"))
    }
    scheduler.scheduleAfter(1) { input.sendNext(1) }
    scheduler.scheduleAfter(2) { input.sendCompleted() }
    scheduler.advanceByInterval(2)
    modern.toRACSwift().observe(lines.swift("late swift"))
    #expect(
      lines.lines == [
        "1.0 modern next 1", "1.0 swift value 1", "2.0 modern completed", "2.0 swift completed",
        "2.0 late swift interrupted",
      ])
  }

  @Test func aRACSwiftSignalsModernFaceKeepsItAliveUntilItsTerminalEvent() {
    let scheduler = RACModern.TestScheduler()
    let lines = Lines(scheduler)
    var modern: RACModern.Signal<Int, Never>?
    var ended = false
    let input: RACSwift.Signal<Int, Never>.Observer
    do {
      // Unobserved, its RACSwift face dropped: under ReactiveSwift's rule
      // alone it would end silently here; its RACModern face keeps it.
      let (signal, signalInput) = RACSwift.Signal<Int, Never>.pipe(disposable: RACSwift.AnyDisposable { ended = true })
      modern = signal.toRACModern()
      input = signalInput
    }
    #expect(!ended)
    modern?.observe(lines.modern("modern"))
    scheduler.scheduleAfter(1) { input.send(value: 1) }
    scheduler.scheduleAfter(2) { input.sendCompleted() }
    scheduler.run()
    #expect(lines.lines == ["1.0 modern next 1", "2.0 modern completed"])
    #expect(ended)
  }

  @Test func disposablesAreOneDisposalSeenFromBothSides() {
    var runs = 0
    let modern = RACModern.ActionDisposable { runs += 1 }
    let swift = modern.toRACSwift()
    swift.dispose()
    modern.dispose()
    #expect(runs == 1)
    #expect(swift.isDisposed)
    let action = RACSwift.AnyDisposable { runs += 1 }
    let modernFace = action.toRACModern()
    modernFace.dispose()
    action.dispose()
    #expect(runs == 2)
    #expect(modernFace.isDisposed)
  }

  @Test func testSchedulersShareOneClockBothWays() {
    let modern = RACModern.TestScheduler()
    let swift = modern.toRACSwift()
    #expect(swift.clock === modern.clock)
    var log: [String] = []
    modern.scheduleAfter(2) { log.append("modern at \(modern.currentDate.timeIntervalSinceReferenceDate)") }
    swift.schedule(after: .seconds(1)) { log.append("swift at \(swift.currentDate.timeIntervalSinceReferenceDate)") }
    swift.schedule(after: .seconds(1)) { log.append("cancelled") }?.toRACModern().dispose()
    modern.advanceByInterval(1.5)
    #expect(log == ["swift at 1.0"])
    swift.advance(by: .seconds(1))
    #expect(log == ["swift at 1.0", "modern at 2.0"])
    #expect(swift.toRACModern().clock === modern.clock)
    let dated: RACSwift.DateScheduler = swift
    #expect(dated.toRACModern().currentDate == modern.currentDate)
    #expect(modern.toRACSwift().currentDate == swift.currentDate)
  }
}
