import Dispatch
import Foundation
import RACModern
import RACTestSupport
import Testing

/// The debug-build diagnostic: a plain callback formed on the main actor
/// that runs off the main thread is reported once through the log sink.
@Suite struct MainActorCheckTests {
  /// A producer sending from a background queue.
  static func background(_ values: [Int]) -> SignalProducer<Int, NoError> {
    SignalProducer { observer, _ in
      DispatchQueue.global().async {
        for value in values { observer.sendNext(value) }
        observer.sendCompleted()
      }
    }
  }

  /// Starts `producer` from the main actor with a plain callback and
  /// returns the warnings logged about it (the call's line is `line`).
  @MainActor static func startFromTheMainActor(
    _ producer: SignalProducer<Int, NoError>, line: UInt = #line
  ) async -> [String] {
    ProcessLog.install()
    let seen = Recorder<Int>()
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      producer.startWithValues(
        { value in
          seen.record(.value(value))
          if value == 2 { done.resume() }
        }, line: line)
    }
    return ProcessLog.lines(containing: "MainActorCheckTests.swift:\(line) ")
  }

  @MainActor @Test func aMainActorCallbackRunOffTheMainThreadIsReportedOnce() async {
    let line: UInt = #line
    let warnings = await Self.startFromTheMainActor(Self.background([1, 2]), line: line)
    #if DEBUG
      #expect(
        warnings == [
          "RACPort warning: a callback formed on the main actor at RACModernTests/MainActorCheckTests.swift:\(line) "
            + "ran off the main thread; if it touches main-actor state, deliver it with observe(on: UIScheduler()) "
            + "to have the compiler check it, unless the main thread waits for the result (a command-line program "
            + "in first() or wait()), where that delivery could never run: there, form the callback in a "
            + "nonisolated function"
        ])
    #else
      #expect(warnings.isEmpty)
    #endif
  }

  /// Issue 22 item 5: one closure, many subscriptions (a line run twice, as
  /// in a loop): reported once, not once per subscription.
  @MainActor @Test func aClosureThatSubscribesTwiceIsReportedOnce() async {
    let line: UInt = #line
    let first = await Self.startFromTheMainActor(Self.background([1, 2]), line: line)
    let second = await Self.startFromTheMainActor(Self.background([1, 2]), line: line)
    #if DEBUG
      #expect(first.count == 1)
      // ProcessLog keeps every line: still the one warning after the second.
      #expect(second == first)
    #else
      #expect(first.isEmpty && second.isEmpty)
    #endif
  }

  @MainActor @Test func aMainActorCallbackDeliveredOnTheMainQueueIsNotReported() async {
    let warnings = await Self.startFromTheMainActor(Self.background([1, 2]).observeOn(UIScheduler()))
    #expect(warnings.isEmpty)
  }

  @Test func aCallbackFormedOffTheMainActorIsNotReported() async {
    ProcessLog.install()
    let line: UInt = #line + 2
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Self.background([1]).startWithCompleted { done.resume() }
    }
    #expect(ProcessLog.lines(containing: "MainActorCheckTests.swift:\(line) ").isEmpty)
  }
}
