import Foundation
import RACTestSupport

/// Runs the toolchain's `swift-symbolgraph-extract` on a module of this
/// package, as built for the running tests.
enum SymbolGraphExtraction {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The folder of the test run's build (`.build/<triple>/<configuration>`):
  /// the test resources bundle sits in it.
  static var buildDirectory: URL { Bundle.module.bundleURL.deletingLastPathComponent() }

  /// Writes the public symbol graph of `module` into a new temporary folder
  /// and returns it.
  static func extract(module: String) throws -> URL {
    let build = buildDirectory
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("symbolgraph-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    // `ChildProcess`, not Foundation's `Process`, which leaks on Linux (this
    // suite runs under LeakSanitizer). The tool gets a module cache of its
    // own inside the output folder (no lock shared with any other compiler
    // run, no stale lock left by one), and a second chance if it does not
    // finish in four minutes (it takes seconds, a minute on a loaded
    // machine); what stopped the first try is printed for the log.
    let arguments =
      [
        "-module-name", module,
        "-I", build.appendingPathComponent("Modules").path,
        // The engine imports the package's C atomics; its module map is not
        // in `Modules`.
        "-Xcc", "-fmodule-map-file=\(build.appendingPathComponent("CRACAtomics.build/module.modulemap").path)",
        "-target", build.deletingLastPathComponent().lastPathComponent,
        "-minimum-access-level", "public",
        "-output-dir", output.path,
        "-module-cache-path", output.appendingPathComponent("module-cache").path,
      ]
    let result: ChildProcess.Output
    do {
      result = try ChildProcess.run(try tool().path, arguments, timeLimit: 240)
    } catch let first as ChildProcess.Failure {
      FileHandle.standardError.write(Data("SymbolGraphExtraction: retrying once: \(first)\n".utf8))
      result = try ChildProcess.run(try tool().path, arguments, timeLimit: 240)
    }
    try? FileManager.default.removeItem(at: output.appendingPathComponent("module-cache"))
    guard result.status == 0 else {
      throw Failure(description: "swift-symbolgraph-extract failed (\(result.status)): " + result.err + result.out)
    }
    return output
  }

  /// `swift-symbolgraph-extract`: `SWIFT_SYMBOLGRAPH_EXTRACT` if set, else
  /// beside `swift` on the `PATH`, else the toolchain at `/opt/swift`.
  static func tool() throws -> URL {
    let environment = ProcessInfo.processInfo.environment
    var candidates: [String] = []
    if let explicit = environment["SWIFT_SYMBOLGRAPH_EXTRACT"] { candidates.append(explicit) }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      candidates.append("\(directory)/swift-symbolgraph-extract")
    }
    candidates += ["/opt/swift/usr/bin/swift-symbolgraph-extract", "/usr/bin/swift-symbolgraph-extract"]
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
      throw Failure(description: "swift-symbolgraph-extract not found (set SWIFT_SYMBOLGRAPH_EXTRACT)")
    }
    return URL(fileURLWithPath: found)
  }
}
