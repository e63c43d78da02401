import Foundation
import Testing

/// Every Swift example of README.md compiles as a user's code would: its
/// lines are in `Tests/Swift6BoundaryTests/ReadmeSnippets.swift` (built in
/// Swift 6 mode with warnings as errors by every build) or in
/// `Fixtures/MigrationKitUser` (built and tested by CI as a user's package),
/// spacing aside; the manifest example names products the package has.
@Suite struct ReadmeSnippetTests {
  static func squeezed(_ text: some StringProtocol) -> String {
    String(text.filter { !$0.isWhitespace })
  }

  /// The README's fenced Swift blocks, in order.
  static func swiftBlocks() throws -> [String] {
    let readme = try String(
      contentsOf: DocumentationTests.root.appendingPathComponent("README.md"), encoding: .utf8)
    var blocks: [String] = []
    var block: [Substring]?
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "```swift" {
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

  @Test func everyReadmeSwiftLineIsInCodeTheBuildCompiles() throws {
    let snippets = try String(
      contentsOf: DocumentationTests.root.appendingPathComponent("Tests/Swift6BoundaryTests/ReadmeSnippets.swift"),
      encoding: .utf8)
    let compiled = Self.squeezed(snippets) + (try MigrationKitDocumentationTests.fixture())
    let blocks = try Self.swiftBlocks().filter { !$0.hasPrefix("dependencies: [") }
    #expect(blocks.count >= 7)
    let missing = blocks.flatMap { $0.split(separator: "\n") }.filter { line in
      let code = Self.squeezed(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0])
      return !code.allSatisfy { "{}()[],".contains($0) } && !compiled.contains(code)
    }
    #expect(missing == [], "README.md shows Swift that no compiled file has")
  }

  @Test func theManifestExampleNamesTheProductsThePackageHas() throws {
    let manifest = try #require(try Self.swiftBlocks().first { $0.hasPrefix("dependencies: [") })
    let package = try String(
      contentsOf: DocumentationTests.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let named = manifest.split(separator: "\n").compactMap { line -> String? in
      guard let range = line.range(of: #".product(name: ""#) else { return nil }
      return String(line[range.upperBound...].prefix { $0 != "\"" })
    }
    #expect(Set(named) == ["RACClassic", "RACModern", "RACBridge", "RACTesting"])
    for product in named { #expect(package.contains(#".library(name: "\#(product)""#)) }
    #expect(package.contains(#"name: "RACPort""#))
  }
}
