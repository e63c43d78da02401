import Foundation
import RACTestSupport
import Testing

/// The built `rac-lab` executable: what `swift run rac-lab` runs.
@Suite struct ExecutableTests {
  /// The `rac-lab` binary next to the test bundle in the build products folder.
  static func executable() throws -> URL {
    // The test binary's folder (not `Bundle.allBundles`, which leaks on
    // Linux, and this suite runs under LeakSanitizer).
    let folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
    for folder in folders {
      var candidate = folder
      for _ in 0..<4 {
        let binary = candidate.appendingPathComponent("rac-lab")
        if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        candidate.deleteLastPathComponent()
      }
    }
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "rac-lab next to \(folders)"])
  }

  /// Runs the binary with `arguments` (`ChildProcess`: Foundation's
  /// `Process` leaks on Linux, and this suite runs under LeakSanitizer).
  static func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
    let result = try ChildProcess.run(try executable().path, arguments)
    return (result.status, result.out, result.err)
  }

  @Test func executableDefaultRunExitsZeroWithTheSummary() throws {
    let result = try Self.run([])
    #expect(result.status == 0)
    #expect(result.err == "")
    let lines = result.out.split(separator: "\n").map(String.init)
    let summary = lines.first { $0.hasPrefix("Summary: ") } ?? ""
    #expect(summary.contains(" 0 mismatched, "))
    #expect(lines.last?.hasPrefix("  rac-lab --transcripts") == true)
  }

  @Test func executableBadCapacityExits64WithOneLineAndAHelpPointer() throws {
    let result = try Self.run(["capacity", "--capacity", "-1"])
    #expect(result.status == 64)
    #expect(result.out == "")
    #expect(
      result.err
        == "rac-lab: invalid capacity '-1' in --capacity; expected whole numbers of 0 or more or 'unbounded'\n"
        + "rac-lab: see 'rac-lab capacity --help' for the usage\n")
  }

  @Test func executableUnknownCommandExits64() throws {
    let result = try Self.run(["nope"])
    #expect(result.status == 64)
    #expect(result.err.hasPrefix("rac-lab: unknown command 'nope'\n"))
  }
}
