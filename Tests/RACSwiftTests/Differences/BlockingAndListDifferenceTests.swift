import Foundation
import RACModern
import RACSwift
import RACTestSupport
import Testing

/// Where ReactiveSwift 7's list operators mean something else than RAC
/// 4.2.2's, pinned both ways (docs/Migration.md, the ReactiveSwift rows;
/// `EmptyCombination` and `EmptyBooleans` in the engine), and where its
/// `first()`/`single()` agree with RAC 4.2.2's (`take(1).single()`,
/// `take(2)`: issue 19 item 4; `BlockingStop` in the engine).
@Suite struct BlockingAndListDifferenceTests {
  @Test func firstStopsASynchronousStartAtItsFirstValueInRACModernAndRACSwift() {
    var modernSent = 0
    let modern = RACModern.SignalProducer<Int, NoError> { observer, disposable in
      while !disposable.isDisposed, modernSent < 300 {
        modernSent += 1
        observer.sendNext(modernSent)
      }
      observer.sendCompleted()
    }
    #expect(modern.first()?.get() == 1)
    #expect(modernSent == 1)

    var swiftSent = 0
    let swift = RACSwift.SignalProducer<Int, Never> { observer, lifetime in
      while !lifetime.hasEnded, swiftSent < 300 {
        swiftSent += 1
        observer.send(value: swiftSent)
      }
      observer.sendCompleted()
    }
    #expect(swift.first()?.get() == 1)
    #expect(swiftSent == 1)
  }

  @Test func singleStopsASynchronousStartAtItsSecondValueInRACModernAndRACSwift() {
    var modernSent = 0
    let modern = RACModern.SignalProducer<Int, NoError> { observer, disposable in
      while !disposable.isDisposed, modernSent < 300 {
        modernSent += 1
        observer.sendNext(modernSent)
      }
      observer.sendCompleted()
    }
    #expect(modern.single() == nil)
    #expect(modernSent == 2)

    var swiftSent = 0
    let swift = RACSwift.SignalProducer<Int, Never> { observer, lifetime in
      while !lifetime.hasEnded, swiftSent < 300 {
        swiftSent += 1
        observer.send(value: swiftSent)
      }
      observer.sendCompleted()
    }
    #expect(swift.single() == nil)
    #expect(swiftSent == 2)
  }

  /// RAC 4.2.2's `combineLatest`/`zip` of no signals is `Signal.never` (an
  /// empty list of producers completes:
  /// `Tests/CrossFrontTests/ValueParityTests.swift`): an observer attached
  /// at once and one attached after the first left hear nothing, and the
  /// signal has not ended. ReactiveSwift 7's is interrupted at once.
  @Test func anEmptyListOfSignalsNeverSendsInRACModernAndIsInterruptedInRACSwift() {
    var modern: [String] = []
    let modernCombined = RACModern.Signal<Int, NoError>.combineLatest([])
    let modernZipped = RACModern.Signal<Int, NoError>.zip([])
    let first = modernCombined.observe { modern.append("combineLatest \($0)") }
    let zipped = modernZipped.observe { modern.append("zip \($0)") }
    first?.dispose()
    let late = modernCombined.observe { modern.append("late \($0)") }
    #expect(modern == [])
    #expect(first != nil && zipped != nil && late != nil)

    // ReactiveSwift 7: with no source to hold it, the signal's generator
    // lets go of its observer, whose release interrupts the signal at once.
    var swift: [String] = []
    let signal = RACSwift.Signal<Int, Never>.combineLatest([RACSwift.Signal<Int, Never>]())
    signal.observe { swift.append("\($0)") }
    RACSwift.Signal<Int, Never>.zip([RACSwift.Signal<Int, Never>]()).observe { swift.append("zip \($0)") }
    RACSwift.Signal<Bool, Never>.all([RACSwift.Signal<Bool, Never>]()).observe { swift.append("all \($0)") }
    #expect(swift == ["INTERRUPTED", "zip INTERRUPTED", "all INTERRUPTED"])
    zipped?.dispose()
    late?.dispose()
  }

  @Test func theEmptyConjunctionIsTrueInRACSwift() {
    var values: [Bool] = []
    RACSwift.SignalProducer<Bool, Never>.all([RACSwift.SignalProducer<Bool, Never>]()).startWithValues {
      values.append($0)
    }
    RACSwift.SignalProducer<Bool, Never>.any([RACSwift.SignalProducer<Bool, Never>]()).startWithValues {
      values.append($0)
    }
    #expect(values == [true, false])
  }
}
