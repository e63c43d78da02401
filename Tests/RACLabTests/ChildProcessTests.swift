import Foundation
import RACTestSupport
import Testing

/// The test helper that runs `rac-lab` and `swift-symbolgraph-extract`: a
/// child that hangs fails its test, and no child waits on the test run's input.
@Suite struct ChildProcessTests {
  @Test func aChildStillRunningAtTheLimitIsKilledAndTheRunThrowsNamingIt() throws {
    let started = Date()
    let error = #expect(throws: ChildProcess.Failure.self) {
      try ChildProcess.run("/bin/sleep", ["30"], timeLimit: 0.5)
    }
    #expect(Date().timeIntervalSince(started) < 20, "the child was killed at its limit, not waited for")
    #expect(error?.description.hasPrefix("/bin/sleep 30 was still running after 0.5 s and was killed") == true)
  }

  @Test func aChildReadingItsInputReadsNothingAndEnds() throws {
    let output = try ChildProcess.run("/bin/cat", [], timeLimit: 60)
    #expect(output.status == 0)
    #expect(output.out == "")
  }

  @Test func aChildsOutputsAndExitStatusComeBack() throws {
    let output = try ChildProcess.run("/bin/sh", ["-c", "printf out; printf err >&2; exit 3"])
    #expect(output.status == 3)
    #expect(output.out == "out")
    #expect(output.err == "err")
  }
}
