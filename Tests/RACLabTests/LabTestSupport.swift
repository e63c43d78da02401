import Foundation
import RACLabCore
import Testing

/// Runs `rac-lab` in-process with `arguments`.
func lab(_ arguments: String...) -> LabOutput {
  LabCLI.run(arguments)
}

/// The package root (this file is `Tests/RACLabTests/LabTestSupport.swift`).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// A script written to a fresh temporary file; returns its path.
func scriptFile(_ text: String, name: String = "script.rac") throws -> String {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rac-lab-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let url = directory.appendingPathComponent(name)
  try text.write(to: url, atomically: true, encoding: .utf8)
  return url.path
}

/// Parses `text` as JSON; fails the test when it does not parse.
func parseJSON(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Any {
  try JSONSerialization.jsonObject(with: Data(text.utf8))
}

/// The first line of `text`.
func firstLine(_ text: String) -> String {
  String(text.prefix { $0 != "\n" })
}
