import Foundation
import RACTestSupport
import Testing

/// The migration kit's loop, as the README and the `RACTesting` DocC page
/// show it, is the code of `Fixtures/MigrationKitUser`, which CI builds and
/// tests as a user's package: every line of their Swift examples, and the
/// whole failure they print, is in the fixture (spacing aside), so the docs
/// cannot drift from code that compiles and behaves as they say.
@Suite struct MigrationKitDocumentationTests {
  /// The fixture's Swift sources and tests, with all white space removed.
  static func fixture() throws -> String {
    let folder = DocumentationTests.root.appendingPathComponent("Fixtures/MigrationKitUser")
    var text = ""
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      // Not the fixture's own build folder (CI builds it first; its generated
      // sources are not the fixture's code).
      if file.lastPathComponent == ".build" {
        files?.skipDescendants()
        continue
      }
      guard file.pathExtension == "swift", file.lastPathComponent != "Package.swift" else { continue }
      // `TextFile`, not `String(contentsOf:)`, which leaks a buffer per read
      // under LeakSanitizer on Linux (docs/Reliability.md).
      text += try TextFile.contents(file.path)
    }
    return squeezed(text)
  }

  static func squeezed(_ text: some StringProtocol) -> String {
    String(text.filter { !$0.isWhitespace })
  }

  /// The fenced blocks of `language` in `document`, between the line that
  /// starts with `start` and the next line that starts with `end`.
  static func blocks(_ language: String, in document: String, from start: String, to end: String) throws -> [String] {
    let text = try String(contentsOf: DocumentationTests.root.appendingPathComponent(document), encoding: .utf8)
    var blocks: [String] = []
    var inSection = false
    var block: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if block == nil, line.hasPrefix(start) {
        inSection = true
      } else if block == nil, line.hasPrefix(end) {
        inSection = false
      }
      guard inSection else { continue }
      if line == "```" + language {
        block = []
      } else if line == "```", let lines = block {
        blocks.append(lines.joined(separator: "\n"))
        block = nil
      } else {
        block?.append(line)
      }
    }
    return blocks
  }

  /// The lines of Swift `blocks` that the fixture lacks (lines of braces
  /// only left out).
  static func linesMissingFromTheFixture(_ blocks: [String]) throws -> [String] {
    let fixture = try fixture()
    return blocks.flatMap { $0.split(separator: "\n") }
      .filter { line in
        let code = squeezed(line)
        return !code.allSatisfy { "{}()".contains($0) } && !code.hasPrefix(".testTarget(") && !fixture.contains(code)
      }
      .map(String.init)
  }

  static let sources = [
    (document: "README.md", start: "## Prove your port", end: "## "),
    (document: "Sources/RACTesting/RACTesting.docc/RACTesting.md", start: "### The whole loop", end: "### "),
  ]

  @Test(arguments: sources.indices)
  func theDocumentedLoopIsTheFixturesCode(_ index: Int) throws {
    let source = Self.sources[index]
    let swift = try Self.blocks("swift", in: source.document, from: source.start, to: source.end)
    #expect(swift.count >= 2, "\(source.document) shows the pipelines and the test")
    let missing = try Self.linesMissingFromTheFixture(swift)
    #expect(missing == [], "\(source.document) shows code Fixtures/MigrationKitUser does not have")
    let failure = try Self.blocks("text", in: source.document, from: source.start, to: source.end)
    #expect(failure.count == 1, "\(source.document) shows the failing output")
    let fixture = try Self.fixture()
    for output in failure {
      #expect(output.hasPrefix("Timelines differ at "))
      #expect(fixture.contains(Self.squeezed(output)), "\(source.document)'s failure is not the fixture's:\n\(output)")
    }
  }

  /// The guide "Porting a view model" is the fixture's code too: every line
  /// of its Swift examples, and every failure it prints.
  @Test func theViewModelGuideIsTheFixturesCode() throws {
    let guide = "Sources/RACTesting/RACTesting.docc/PortingAViewModel.md"
    let swift = try Self.blocks("swift", in: guide, from: "# Porting a view model", to: "#### ")
    #expect(swift.count >= 8, "the guide shows the view models, their inputs and their tests")
    let missing = try Self.linesMissingFromTheFixture(swift)
    #expect(missing == [], "\(guide) shows code Fixtures/MigrationKitUser does not have")
    let failures = try Self.blocks("text", in: guide, from: "# Porting a view model", to: "#### ")
    #expect(failures.count == 5, "the guide shows the failures of five wrong tests")
    let fixture = try Self.fixture()
    for output in failures {
      #expect(output.hasPrefix("Timelines differ at "))
      #expect(fixture.contains(Self.squeezed(output)), "\(guide)'s failure is not the fixture's:\n\(output)")
    }
  }
}
