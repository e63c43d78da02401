import Foundation
import Testing

/// Every Swift example of README.md compiles as a user's code would: its
/// lines are in `Tests/Swift6BoundaryTests/ReadmeSnippets.swift` or
/// `ReadmeSnippets+RACSwift.swift` (built in Swift 6 mode with warnings as
/// errors by every build) or in `Fixtures/MigrationKitUser` (built and
/// tested by CI as a user's package), spacing aside; the manifest examples
/// name products the package has; and each example spells one face
/// (docs/Migration.md, "RACModern's ReactiveSwift spellings").
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
    let snippets = try ["ReadmeSnippets.swift", "ReadmeSnippets+RACSwift.swift"].map { file in
      try String(
        contentsOf: DocumentationTests.root.appendingPathComponent("Tests/Swift6BoundaryTests/\(file)"),
        encoding: .utf8)
    }
    let compiled = Self.squeezed(snippets.joined()) + (try MigrationKitDocumentationTests.fixture())
    let blocks = try Self.swiftBlocks().filter { !$0.hasPrefix("dependencies: [") }
    #expect(blocks.count >= 7)
    let missing = blocks.flatMap { $0.split(separator: "\n") }.filter { line in
      let code = Self.squeezed(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0])
      return !code.allSatisfy { "{}()[],".contains($0) } && !compiled.contains(code)
    }
    #expect(missing == [], "README.md shows Swift that no compiled file has")
  }

  @Test func theManifestExamplesNameTheProductsThePackageHas() throws {
    let manifests = try Self.swiftBlocks().filter { $0.hasPrefix("dependencies: [") }
    #expect(manifests.count == 2)
    let package = try String(
      contentsOf: DocumentationTests.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let named = manifests.joined(separator: "\n").split(separator: "\n").compactMap { line -> String? in
      guard let range = line.range(of: #".product(name: ""#) else { return nil }
      return String(line[range.upperBound...].prefix { $0 != "\"" })
    }
    #expect(Set(named) == ["RACClassic", "RACModern", "RACSwift", "RACBridge", "RACTesting"])
    for product in named { #expect(package.contains(#".library(name: "\#(product)""#)) }
    #expect(package.contains(#"name: "RACPort""#))
  }

  /// ReactiveSwift's spellings that RACModern keeps as aliases of RAC4 names.
  static let reactiveSwiftOnly = [
    "send(value:", "send(error:", "startWithValues", "observeValues", "replayLazily(upTo:", "advance(by:",
    ", on: ", "take(first:", "skip(first:", "Never>",
  ]
  /// RAC 4.2.2's spellings, which ReactiveSwift renamed.
  static let rac4Only = [
    "sendNext(", "sendFailed(", "startWithNext", "observeNext", "NoError", "onScheduler:", "replayLazily(Int",
  ]

  @Test func eachReadmeExampleSpellsOneFace() throws {
    var swiftBlocks = 0
    for block in try Self.swiftBlocks() where !block.hasPrefix("dependencies: [") {
      let code = block.split(separator: "\n").map {
        $0.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
      }.joined(separator: "\n")
      if block.contains("import RACSwift") {
        swiftBlocks += 1
        #expect(Self.rac4Only.filter(code.contains) == [], "a RACSwift example uses RAC4 spellings: \(block)")
      } else {
        #expect(
          Self.reactiveSwiftOnly.filter(code.contains) == [],
          "a RACClassic/RACModern example uses ReactiveSwift spellings: \(block)")
      }
    }
    #expect(swiftBlocks >= 1)
  }
}
