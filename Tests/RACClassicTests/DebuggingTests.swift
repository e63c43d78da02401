import Foundation
import RACClassic
import RACTestSupport
import Testing

/// RAC2's `logAll`, `logNext`, `logError` and `logCompleted`, read through
/// `RACLog`'s sink.
@Suite struct ClassicDebuggingTests {
  /// Runs `body` with this task's log lines recorded, and returns them.
  static func logged(_ body: () -> Void) -> [String] {
    let lines = Recorder<String>()
    RACLog.withSink({ lines.record(.value($0)) }, body)
    return lines.values
  }

  @Test func logAllLogsEveryEventWithTheSignalsName() {
    let subject = RACSubject<Int>()
    let lines = Self.logged {
      subject.setName("answers").logAll().subscribeNext { _ in }
      subject.sendNext(1)
      subject.sendNext(2)
      subject.sendCompleted()
    }
    #expect(lines == ["answers next: 1", "answers next: 2", "answers completed"])
  }

  @Test func logErrorLogsTheErrorOrNil() {
    let lines = Self.logged {
      RACSignal<Int>.error(TestError(3)).setName("a").logAll().subscribeNext { _ in }
      RACSignal<Int>.error(nil).setName("b").logError().subscribeNext { _ in }
    }
    #expect(lines == ["a error: TestError(3)", "b error: nil"])
  }

  @Test func eachLogOperatorLogsOnlyItsKindAndKeepsTheName() {
    let signal = RACSignal<Int>.return(1)
    let lines = Self.logged {
      signal.logNext().subscribeCompleted {}
      signal.logCompleted().subscribeNext { _ in }
      RACSignal<Int>.error(nil).logNext().logCompleted().subscribeError { _ in }
    }
    #expect(lines == ["RACSignal next: 1", "RACSignal completed"])
    #expect(signal.setName("n").logAll().name == "n")
  }

  @Test func logsAreWrittenOncePerSubscription() {
    let signal = RACSignal<Int>.return(5).setName("cold").logNext()
    let lines = Self.logged {
      signal.subscribeNext { _ in }
      signal.subscribeNext { _ in }
    }
    #expect(lines == ["cold next: 5", "cold next: 5"])
  }

  @Test func theProcessWideSinkReceivesLinesFromOtherThreads() async {
    ProcessLog.install()
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        RACSignal<Int>.return(7).setName("threaded-9f2c").logNext().subscribeNext { _ in }
        done.resume()
      }
    }
    #expect(ProcessLog.lines(containing: "threaded-9f2c") == ["threaded-9f2c next: 7"])
  }

  /// The process-wide sink is read once per line: each read used to wrap it
  /// in two more thunks, so logging got slower at every line and ~60 000
  /// lines overflowed the stack.
  @Test func theProcessWideSinkTakesAHundredThousandLines() {
    ProcessLog.install()
    let many = RACSignal<Int>.createSignal { subscriber in
      for value in 0..<100_000 { subscriber.sendNext(value) }
      subscriber.sendCompleted()
      return nil
    }
    many.setName("many-lines-4e1a").logNext().subscribeNext { _ in }
    let lines = ProcessLog.lines(containing: "many-lines-4e1a")
    #expect(lines.count == 100_000)
    #expect(lines.last == "many-lines-4e1a next: 99999")
  }
}
