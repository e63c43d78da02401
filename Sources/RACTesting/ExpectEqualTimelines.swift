import Foundation

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Expects two timelines to be equal, and reports where they part when they
/// are not: to Swift Testing as an issue of the running test (called off the
/// test's task, from a queue or thread callback, as an issue of the run), to
/// XCTest as a failure of the running test case.
///
/// The report is `TimelineDifference`'s text: the first instant at which the
/// timelines differ, what each side heard then, and both whole timelines.
/// With `interruptions: .ignore`, `interrupted` entries are left out of both
/// first (RACClassic has none).
///
/// ```swift
/// let classic = scheduler.record(search(classicQueries))   // a RACSignal pipeline
/// let modern = scheduler.record(search(modernQueries))     // its SignalProducer port
/// scheduler.run()
/// expectEqualTimelines(classic.timeline, modern.timeline)
/// ```
///
/// - Returns: Whether the timelines are equal, for callers that go on
///   differently when they are not.
@discardableResult
public func expectEqualTimelines<Value>(
  _ first: Timeline<Value>,
  _ second: Timeline<Value>,
  interruptions: InterruptionPolicy = .compare,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  guard let difference = first.difference(from: second, interruptions: interruptions) else { return true }
  reportFailure(
    difference.description, fileID: fileID, filePath: filePath, line: line, column: column)
  return false
}

/// Reports `message` to the test framework that is running.
///
/// Swift Testing gets an issue: on a test's task it belongs to that test;
/// off it (a callback on a queue or thread, where `Test.current` is `nil`),
/// it still fails the run, belonging to no test. Off a Swift Testing test,
/// XCTest gets a failure of its running test case; with no XCTest, standard
/// error gets the message.
func reportFailure(_ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
  #if canImport(Testing)
    let location = SourceLocation(
      fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
    Issue.record(Comment(rawValue: message), sourceLocation: location)
    if Test.current != nil { return }
  #endif
  #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
  #else
    FileHandle.standardError.write(Data("\(fileID):\(line): \(message)\n".utf8))
  #endif
}
