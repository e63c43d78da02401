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
/// The report is `TimelineDifference`'s text, whose first line carries the
/// whole difference: the first instant at which the timelines differ and
/// what each side heard then; both whole timelines follow. Swift Testing's
/// issue reads `Caught error: Timelines differ at t=0.4: RACClassic heard
/// value(b); RACModern heard value(c)` (the difference is the issue's
/// error, its details the comment); XCTest's failure message is the whole
/// text. With `interruptions: .ignore`, `interrupted` entries are left out
/// of both first (RACClassic has none).
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
  reportFailure(difference, fileID: fileID, filePath: filePath, line: line, column: column)
  return false
}

/// Reports `difference` to the test framework that is running.
///
/// Swift Testing gets an issue whose error is the difference (so its
/// headline is the difference's) and whose comment is its details: on a
/// test's task it belongs to that test; off it (a callback on a queue or
/// thread, where `Test.current` is `nil`), it still fails the run, belonging
/// to no test. Off a Swift Testing test, XCTest gets a failure of its
/// running test case whose message is the whole difference; with no XCTest,
/// standard error gets it.
func reportFailure(
  _ difference: TimelineDifference, fileID: String, filePath: StaticString, line: UInt, column: UInt
) {
  #if canImport(Testing)
    let location = SourceLocation(
      fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
    Issue.record(difference, Comment(rawValue: difference.details), sourceLocation: location)
    if Test.current != nil { return }
  #endif
  #if canImport(XCTest)
    XCTFail(difference.description, file: filePath, line: line)
  #else
    FileHandle.standardError.write(Data("\(fileID):\(line): \(difference)\n".utf8))
  #endif
}

#if canImport(Testing)
  extension TimelineDifference: CustomTestStringConvertible {
    /// The headline, which Swift Testing shows as the issue's text.
    public var testDescription: String { headline }
  }
#endif
