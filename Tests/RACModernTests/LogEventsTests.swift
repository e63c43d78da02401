import Foundation
import RACModern
import RACTestSupport
import Testing

/// RAC4's `logEvents`, with a logger of the test's and with the default
/// logger read through `EventLog`'s sink.
@Suite struct LogEventsTests {
  /// A logger recording `identifier event` and where it was called.
  final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    private(set) var places: [String] = []

    var lines: [String] { lock.withLock { stored } }

    func log(_ identifier: String, _ event: String, _ file: String, _ function: String, _ line: Int) {
      lock.withLock {
        stored.append("\(identifier) \(event)")
        places.append("\(file.split(separator: "/").last ?? "") \(function) \(line)")
      }
    }
  }

  @Test func logEventsLogsEveryEventOfAStartInRAC4Order() {
    let lines = Lines()
    SignalProducer<Int, TestError>(values: [1, 2]).logEvents(identifier: "P", logger: lines.log).start()
    #expect(lines.lines == ["P Started", "P Next 1", "P Next 2", "P Completed", "P Terminated", "P Disposed"])
    #expect(lines.places.first?.hasPrefix("LogEventsTests.swift logEventsLogsEveryEventOfAStartInRAC4Order()") == true)
  }

  @Test func logEventsLogsAFailureAndAnInterruption() {
    let lines = Lines()
    SignalProducer<Int, TestError>(error: TestError(2)).logEvents(identifier: "F", logger: lines.log).start()
    let disposable = SignalProducer<Int, TestError>.never.logEvents(identifier: "I", logger: lines.log).start()
    disposable.dispose()
    #expect(
      lines.lines == [
        "F Started", "F Failed TestError(2)", "F Terminated", "F Disposed", "I Started", "I Interrupted",
        "I Terminated", "I Disposed",
      ])
  }

  @Test func logEventsLogsOnlyTheChosenEvents() {
    let lines = Lines()
    SignalProducer<Int, TestError>(values: [1]).logEvents(
      identifier: "V", events: [.value, .completed], logger: lines.log
    )
    .start()
    #expect(lines.lines == ["V Next 1", "V Completed"])
  }

  @Test func signalLogEventsLogsWhatTheSignalSends() {
    let lines = Lines()
    let (signal, input) = Signal<Int, TestError>.pipe()
    signal.logEvents(identifier: "S", events: [.next, .failed], logger: lines.log).observe { _ in }
    input.sendNext(3)
    input.sendFailed(TestError(4))
    #expect(lines.lines == ["S Next 3", "S Failed TestError(4)"])
  }

  @Test func theDefaultLoggerWritesOneLineToTheSink() {
    let lines = Recorder<String>()
    EventLog.withSink({ lines.record(.value($0)) }) {
      SignalProducer<Int, NoError>(value: 1).logEvents(identifier: "d", events: [.next], lineNumber: 42).start()
    }
    #expect(
      lines.values == [
        "[d] Next 1 fileName: RACModernTests/LogEventsTests.swift, functionName: theDefaultLoggerWritesOneLineToTheSink(), lineNumber: 42"
      ])
  }
}
