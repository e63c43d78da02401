import Foundation
import RACModern
import RACTestSupport
import Testing

/// RAC4's `logEvents`, with a logger of the test's and with the default
/// logger read through `EventLog`'s sink.
@Suite struct LogEventsTests {
  /// A logger recording `identifier event` into `lines`, and the place it
  /// was called from into `places`.
  static func logger(into lines: Recorder<String>, places: Recorder<String> = Recorder()) -> EventLogger {
    { identifier, event, file, function, line in
      lines.record(.value("\(identifier) \(event)"))
      places.record(.value("\(file.split(separator: "/").last ?? "") \(function) \(line)"))
    }
  }

  @Test func logEventsLogsEveryEventOfAStartInRAC4Order() {
    let lines = Recorder<String>()
    let places = Recorder<String>()
    SignalProducer<Int, TestError>(values: [1, 2]).logEvents(
      identifier: "P", logger: Self.logger(into: lines, places: places)
    ).start()
    #expect(lines.values == ["P Started", "P Next 1", "P Next 2", "P Completed", "P Terminated", "P Disposed"])
    #expect(places.values.first?.hasPrefix("LogEventsTests.swift logEventsLogsEveryEventOfAStartInRAC4Order()") == true)
  }

  @Test func logEventsLogsAFailureAndAnInterruption() {
    let lines = Recorder<String>()
    SignalProducer<Int, TestError>(error: TestError(2)).logEvents(identifier: "F", logger: Self.logger(into: lines))
      .start()
    let disposable = SignalProducer<Int, TestError>.never.logEvents(identifier: "I", logger: Self.logger(into: lines))
      .start()
    disposable.dispose()
    #expect(
      lines.values == [
        "F Started", "F Failed TestError(2)", "F Terminated", "F Disposed", "I Started", "I Interrupted",
        "I Terminated", "I Disposed",
      ])
  }

  @Test func logEventsLogsOnlyTheChosenEvents() {
    let lines = Recorder<String>()
    SignalProducer<Int, TestError>(values: [1]).logEvents(
      identifier: "V", events: [.value, .completed], logger: Self.logger(into: lines)
    )
    .start()
    #expect(lines.values == ["V Next 1", "V Completed"])
  }

  @Test func signalLogEventsLogsWhatTheSignalSends() {
    let lines = Recorder<String>()
    let (signal, input) = Signal<Int, TestError>.pipe()
    signal.logEvents(identifier: "S", events: [.next, .failed], logger: Self.logger(into: lines)).observe { _ in }
    input.sendNext(3)
    input.sendFailed(TestError(4))
    #expect(lines.values == ["S Next 3", "S Failed TestError(4)"])
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
